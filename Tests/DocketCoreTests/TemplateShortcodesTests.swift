import XCTest
@testable import DocketCore

/// A site generator's shortcode reads as the words the rendered page shows.
final class TemplateShortcodesTests: XCTestCase {
    func testARowsShortcodeShowsItsLabelAndText() throws {
        let text = """
            | Week | Date | What |
            | :--- | :--- | :--- |
            | **1** | Fri., Jan. 16 | {{< material type="labs" id="lab-01" label="Lab 1:" text="Julia Setup & Hello World" href="labs/lab-01/index.qmd" >}} |
            | | Fri., Jan. 30 | {{< material type="labs" label="Lab 3:" text="Sea-Level Rise" >}} / {{< material label="Project:" text="Topic Proposal Due" >}} |
            """
        let lines = try plainTextLines(text)
        XCTAssertEqual(lines[2], ["| **1** | Fri., Jan. 16 | Lab 1: Julia Setup & Hello World |"])
        XCTAssertEqual(lines[3], ["| | Fri., Jan. 30 | Lab 3: Sea-Level Rise / Project: Topic Proposal Due |"])
    }

    func testAShortcodeWithoutShownWordsShowsNothing() {
        XCTAssertEqual(TemplateShortcodes.rendered("{{< var course.number >}} Schedule"), " Schedule")
        XCTAssertEqual(TemplateShortcodes.rendered("{{% notice %}}Quiz 2 moved{{% /notice %}}"), "Quiz 2 moved")
        XCTAssertEqual(TemplateShortcodes.rendered("see {{< ref \"hw1.md\" >}}."), "see .")
        XCTAssertEqual(TemplateShortcodes.rendered("{{< fa calendar >}}Exam 1"), "Exam 1")
    }

    func testQuotedValuesAndUnclosedShortcodesAreReadAsWritten() {
        XCTAssertEqual(TemplateShortcodes.rendered("{{< figure src=\"a text=b.png\" caption='Week 2 map' >}}"), "Week 2 map")
        XCTAssertEqual(TemplateShortcodes.rendered("{{< material text=\"Memo 1\" href=x >}}due"), "Memo 1 due")
        XCTAssertEqual(TemplateShortcodes.rendered("HW 1 {{< unclosed text=\"x\""), "HW 1 {{< unclosed text=\"x\"")
        XCTAssertEqual(TemplateShortcodes.rendered("{{ .Title }} and {{< >}}"), "{{ .Title }} and ")
    }

    func testLinesWithoutShortcodesAreTheSameLines() {
        let lines = ["a {{ b }}", "Quiz 1 Sep 5"].map { Line(text: $0) }
        XCTAssertEqual(TemplateShortcodes.lines(lines).map(\.text), ["a {{ b }}", "Quiz 1 Sep 5"])
    }
}
