import XCTest
@testable import DocketCore

/// What a site generator's comment block holds is not on the page.
final class TemplateCommentsTests: XCTestCase {
    func testABlockOverManyLinesShowsNothingAndTheLinesAroundItStay() throws {
        let text = """
            * Lab 1 (Due: Wednesday, 9/08/21)
            {% comment %}
            * Lab 9 (Due: Friday, 11/20/20)
            * Exam III survey (Due: Monday, 11/30/2020 by 11:00 AM)
            {% endcomment %}
            * Lab 2 (Due: Wednesday, 9/15/21)
            """
        XCTAssertEqual(try plainTextLines(text, name: "assignments.md"),
                       [["* Lab 1 (Due: Wednesday, 9/08/21)"], ["* Lab 2 (Due: Wednesday, 9/15/21)"]])
    }

    func testABlockInsideOneLineAndWhitespaceControlAreRead() throws {
        let text = """
            Quiz 1 {%- comment -%} was Sep 3 {%- endcomment -%} on Sep 5.
            {% comment %} Quiz 2 on Sep 12 {% endcomment %}
            Quiz 3 on Sep 19.
            """
        XCTAssertEqual(try plainTextLines(text), [["Quiz 1  on Sep 5."], ["Quiz 3 on Sep 19."]])
    }

    func testABlockThatNeverClosesHidesNothing() throws {
        let text = """
            {% comment %} the rest was meant to go
            Homework 1 due Sep 10.
            """
        XCTAssertEqual(try plainTextLines(text), [["{% comment %} the rest was meant to go"], ["Homework 1 due Sep 10."]])
    }

    func testOtherTemplateTagsAndCellsStay() throws {
        let text = "Week 1\t{% include date.html %} Sep 2\t{% comment %}old{% endcomment %}Homework 1"
        XCTAssertEqual(try plainTextLines(text), [["Week 1", "{% include date.html %} Sep 2", "Homework 1"]])
    }

    func testTheLinesAfterABlockKeepTheirNumbers() {
        let lines = ["a", "{% comment %}", "b", "{% endcomment %}", "c"].map { Line(text: $0) }
        XCTAssertEqual(TemplateComments.lines(lines).map(\.text), ["a", "", "", "", "c"])
    }
}
