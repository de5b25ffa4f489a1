import XCTest
@testable import DocketCore

/// The HTML a Markdown page mixes into its lines reads as a browser shows it.
final class EmbeddedHTMLMarkupTests: XCTestCase {
    private func lines(_ text: String) throws -> [[String]] {
        try plainTextLines(text, name: "dates.md")
    }

    func testADefinitionListReadsAsRowsUnderItsHeading() throws {
        let text = """
            ## Problem Due Dates
            <div class="col">
              <h4>Section A</h4>
              <dl class="dl-horizontal">
              <dt>3-Feb</dt><dd>2.1-2.14</dd>
              <dt>10-Feb</dt>
              <dd><a href="ps3.html">Problem set 3</a> &amp; notes</dd>
              </dl>
            </div>
            """
        XCTAssertEqual(try lines(text), [["## Problem Due Dates"], ["#### Section A"], ["3-Feb", "2.1-2.14"], ["10-Feb"],
                                         ["Problem set 3 & notes"]])
    }

    func testACommentShowsNothingOnOneLineOrMany() throws {
        let text = """
            Quiz 1 <!-- moved from Sep 3 --> on Sep 5.
            <!---
            <dt>Sep 12</dt><dd>Quiz 2</dd>
            --->
            Quiz 3 on Sep 19.
            """
        XCTAssertEqual(try lines(text), [["Quiz 1 on Sep 5."], ["Quiz 3 on Sep 19."]])
    }

    func testAnIconInALinkLeavesTheLinkAndTheRowItsCells() throws {
        let row = "| Homework 1 | Sept 14 | Sept 23 | [<i class=\"far fa-file\"></i>](hw1.html) |"
        XCTAssertEqual(try lines(row), [["| Homework 1 | Sept 14 | Sept 23 | [](hw1.html) |"]])
    }

    func testTextThatOnlyLooksLikeATagStaysAsWritten() throws {
        let text = """
            Show that x <y and y> z for all <your name> cases.
            Use `<br>` to break a line; write a <table> element for Homework 2.
            ```
            <div>code</div>
            ```
            """
        XCTAssertEqual(try lines(text), [["Show that x <y and y> z for all <your name> cases."],
                                         ["Use `<br>` to break a line; write a <table> element for Homework 2."],
                                         ["```"], ["<div>code</div>"], ["```"]])
    }

    func testAScriptOrStyleShowsNothing() throws {
        let text = "<style>\n.due { color: red; }\n</style>\nExam 1 on Oct 2.<script>var d = '<p>Oct 9</p>';</script>\n"
        XCTAssertEqual(try lines(text), [["Exam 1 on Oct 2."]])
    }

    func testALineWithoutMarkupKeepsItsNumber() throws {
        let text = "<!-- hidden -->\nQuiz 1 on Sep 5.\n"
        let document = try PlainTextExtractor().extract(InputDocument(name: "dates.md", data: Data(text.utf8)),
                                                        as: .supported(.text, encoding: .utf8))
        XCTAssertEqual(document.pages[0].lines.map(\.text), ["", "Quiz 1 on Sep 5."])
    }
    func testATableRowStaysOneRowWhateverBlocksItsCellsHold() throws {
        XCTAssertEqual(try lines("| Apr 3 | Meiosis | Chap 13<br>Appendix B | Enzymes lab due. |\n"),
                       [["| Apr 3 | Meiosis | Chap 13; Appendix B | Enzymes lab due. |"]])
        XCTAssertEqual(try lines("Apr 3 | Chap 13<p>Appendix B</p> | Lab due\n"), [["Apr 3 | Chap 13; Appendix B | Lab due"]])
        XCTAssertEqual(try lines("| Feb 1 | Lab 2<br>Draft due. <br>Peer review |\n"), [["| Feb 1 | Lab 2; Draft due. Peer review |"]],
                       "each line of a cell is a clause of its own")
    }
    func testACommentThatNeverClosesHidesNothing() throws {
        XCTAssertEqual(try lines("Write <!-- to start a comment.\nQuiz 1 on Sep 5.\n"),
                       [["Write <!-- to start a comment."], ["Quiz 1 on Sep 5."]])
        XCTAssertEqual(try lines("<!-- old -->\nQuiz 1 on Sep 5. <!-- unclosed\nQuiz 2 on Sep 12.\n"),
                       [["Quiz 1 on Sep 5. <!-- unclosed"], ["Quiz 2 on Sep 12."]])
        XCTAssertEqual(try lines("<script>\nQuiz 1 on Sep 5.\n"), [["Quiz 1 on Sep 5."]])
    }
}
