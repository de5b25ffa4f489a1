import XCTest
@testable import DocketCore

/// HTML's character references in Markdown and text read as the characters a browser shows.
final class CharacterReferencesTests: XCTestCase {
    private func lines(_ text: String) throws -> [[String]] {
        try plainTextLines(text, name: "schedule.md")
    }

    func testAReferenceThatHoldsACellTogetherIsASpace() throws {
        let text = """
            | Date | Assignments |
            | April&nbsp;16 | Assignment&nbsp;1 &ndash; coordinates |
            """
        XCTAssertEqual(try lines(text), [["| Date | Assignments |"], ["| April 16 | Assignment 1 – coordinates |"]])
    }

    func testNumericReferencesInDecimalAndHex() {
        XCTAssertEqual(CharacterReferences.decoded("Jan 9&#8211;13, Q&#x26;A, caf&#233;"), "Jan 9–13, Q&A, café")
    }

    func testWhatIsNoReferenceStaysAsWritten() {
        // No closing ";", a name HTML does not define, a control character, a name too long to be one.
        for text in ["AT&T; R&D", "Tom & Jerry; later", "&bogus; &#0; &#7;", "&averyverylongname;", "fish &amp chips", "&", "&;"] {
            XCTAssertEqual(CharacterReferences.decoded(text), text, text)
        }
    }

    func testCodeIsShownAsWritten() throws {
        let text = """
            Write `&amp;` for an ampersand &amp; more.
            ```
            x &lt; y
            ```
            Quiz&nbsp;1
            """
        XCTAssertEqual(try lines(text), [["Write `&amp;` for an ampersand & more."], ["```"], ["x &lt; y"], ["```"], ["Quiz 1"]])
    }

    func testAReferenceNextToATagIsDecodedOnce() throws {
        // The markup pass decodes a line with tags; a reference it leaves ("&amp;lt;") is what the page shows.
        XCTAssertEqual(try lines("<b>Lab&nbsp;2</b> due"), [["Lab 2 due"]])
    }

    func testAVeryLongLineIsReadOnce() {
        let text = String(repeating: "Week&nbsp;1 & more &amp; ", count: 20_000)
        let decoded = CharacterReferences.decoded(text)
        XCTAssertEqual(decoded, String(repeating: "Week 1 & more & ", count: 20_000))
    }
}
