import XCTest
@testable import DocketCore

final class PlainTextExtractorTests: XCTestCase {
    func extract(_ data: Data) throws -> Document {
        let input = InputDocument(name: "notes", data: data)
        return try PlainTextExtractor().extract(input, as: ContentDetector().detect(input))
    }

    func testLinesTabsAndPages() throws {
        let document = try extract(Data("Week 1\tSep 3\tIntro\r\nWeek 2\tSep 10\tQuiz 1\n\u{0C}Page two\n\n".utf8))
        XCTAssertEqual(document.pages.count, 2)
        XCTAssertEqual(document.pages[0].lines.map(\.text), ["Week 1\tSep 3\tIntro", "Week 2\tSep 10\tQuiz 1"])
        XCTAssertEqual(document.pages[0].lines[0].segments.map(\.text), ["Week 1", "Sep 3", "Intro"])
        XCTAssertEqual(document.pages[1].text, "Page two")
        XCTAssertEqual(document.pages[0].origin, .plainText)
        XCTAssertEqual(document.text, "Week 1\tSep 3\tIntro\nWeek 2\tSep 10\tQuiz 1\n\u{0C}Page two")
    }

    /// A cell's lines end clauses (``CellLines``), unless the next goes on in lower case.
    func testAnHTMLTableInMarkdownReadsAsRows() throws {
        let text = """
            # Calendar
            <table style="width:100%">
              <tr><th>Date</th><th>Reading</th><th>Assignment</th></tr>
              <tr>
                <th rowspan="2">February 18, 2019 <br> Topic: Printing</th>
                  <td> 1. <a href="x">Case Study</a> &amp; notes</td>
                  <td>First Draft: Book Description</td>
              </tr>
              <tr><td>February 25, 2019</td><td>Chapter 2<br>and notes</td><td>Python HW3<br><a href="t">Thunkable Assignment 3</a><br></td></tr>
            </table>
            Note that this schedule may change.
            """
        let document = try PlainTextExtractor().extract(InputDocument(name: "schedule.md", data: Data(text.utf8)),
                                                        as: .supported(.text, encoding: .utf8))
        XCTAssertEqual(document.pages[0].lines.map { $0.segments.map(\.text) },
                       [["# Calendar"], ["Date", "Reading", "Assignment"],
                        ["February 18, 2019; Topic: Printing", "1. Case Study & notes", "First Draft: Book Description"],
                        // The first row's header cell spans this row too: a browser puts this row's cells after it.
                        ["", "February 25, 2019", "Chapter 2 and notes", "Python HW3; Thunkable Assignment 3"],
                        ["Note that this schedule may change."]])
    }

    /// Cells spanning rows or columns are placed as a browser places them (``TableGrid``), whatever the
    /// quoting of the attribute; an attribute that only ends in the name ("data-rowspan") is not it.
    func testAnHTMLTablesSpannedCellsKeepItsColumnsLinedUp() throws {
        let text = """
            <table>
            <tr><th>Week</th><th>Date</th><th>Topic</th><th>Due</th></tr>
            <tr><td ROWSPAN=2>1</td><td>Tu, 9/5</td><td>Floating point</td><td rowspan='2'>Problem set 01</td></tr>
            <tr><td>Th, 9/7</td><td>Conditioning</td></tr>
            <tr><td data-rowspan="2">2</td><td>Tu, 9/12</td><td colspan="2">Review and Quiz 1</td></tr>
            <tr><td>3</td><td>Tu, 9/19</td><td>Least squares</td><td>Skill 03</td></tr>
            </table>
            """
        let document = try PlainTextExtractor().extract(InputDocument(name: "schedule.md", data: Data(text.utf8)),
                                                        as: .supported(.text, encoding: .utf8))
        XCTAssertEqual(document.pages[0].lines.map { $0.segments.map(\.text) }, [
            ["Week", "Date", "Topic", "Due"],
            ["1", "Tu, 9/5", "Floating point", "Problem set 01"],
            ["", "Th, 9/7", "Conditioning", ""],
            ["2", "Tu, 9/12", "Review and Quiz 1", ""],
            ["3", "Tu, 9/19", "Least squares", "Skill 03"],
        ])
        XCTAssertEqual(EmbeddedHTMLTables.attribute("rowspan", in: "td class=x rowspan = \"3\""), "3")
        XCTAssertNil(EmbeddedHTMLTables.attribute("rowspan", in: "td data-rowspan=\"3\""))
    }

    func testRowsWrittenWithoutTheirTableReadAsRowsAndTheTextAfterThemStays() throws {
        let text = """
            # Schedule
            {{< schedule >}}
            <tr>
             <td>2</td>
             <td>Sep 07&nbsp;</td>
             <td>Lab: Sensors</td>
            </tr>
            <tr class="exam"><td>5</td><td>Sep 28</td><td>Exam 1</td></tr>
            {{< /schedule >}}
            Office hours: by appointment.
            <tr is how a row starts.
            """
        let document = try PlainTextExtractor().extract(InputDocument(name: "schedule.md", data: Data(text.utf8)),
                                                        as: .supported(.text, encoding: .utf8))
        XCTAssertEqual(document.pages[0].lines.map { $0.segments.map(\.text) },
                       [["# Schedule"], [""], ["2", "Sep 07", "Lab: Sensors"], ["5", "Sep 28", "Exam 1"],
                        ["Office hours: by appointment."], ["<tr is how a row starts."]],
                       "the shortcode's tags show nothing")
    }

    func testATableThatNeverClosesLosesNoLine() throws {
        let text = "Write a <table> element for Homework 2.\nUse rows and cells.\nHomework 2 is due Oct 10.\n"
        let document = try PlainTextExtractor().extract(InputDocument(name: "notes.md", data: Data(text.utf8)),
                                                        as: .supported(.text, encoding: .utf8))
        XCTAssertEqual(document.pages[0].lines.map(\.text),
                       ["Write a <table> element for Homework 2.", "Use rows and cells.", "Homework 2 is due Oct 10."])
        let inline = "Schedule: <table><tr><td>Oct 3</td><td>Quiz 1</td></tr></table> (tentative)\n"
        let line = try PlainTextExtractor().extract(InputDocument(name: "notes.md", data: Data(inline.utf8)),
                                                    as: .supported(.text, encoding: .utf8))
        XCTAssertEqual(line.pages[0].lines.map(\.text), ["Schedule:", "Oct 3\tQuiz 1", "(tentative)"])
        let unclosed = "<table>\n<tr><td>Oct 3</td><td>Quiz 1</td></tr>\nHomework 2 is due Oct 10.\n"
        let page = try PlainTextExtractor().extract(InputDocument(name: "notes.md", data: Data(unclosed.utf8)),
                                                    as: .supported(.text, encoding: .utf8))
        XCTAssertEqual(page.pages[0].lines.map(\.text), ["Oct 3\tQuiz 1", "Homework 2 is due Oct 10."], "it ends after its last row")
    }

    func testHTMLInADataFilesCellsReadsAsItsText() throws {
        let csv = "date,notes,due\nThu 09-10,\"<a href=\"\"./notes/01.pdf\"\">notes</a>\",\"A2 (10/4)<br/><a href=\"\"./projects#p\"\">Prospectus</a>\"\nThu 09-17,x &amp; y,\n"
        let document = try PlainTextExtractor().extract(InputDocument(name: "s.csv", data: Data(csv.utf8)),
                                                        as: .supported(.text, encoding: .utf8))
        XCTAssertEqual(document.pages[0].lines.map(\.text), ["date\tnotes\tdue", "Thu 09-10\tnotes\tA2 (10/4); Prospectus", "Thu 09-17\tx & y\t"])
    }

    func testLatin1Fallback() throws {
        let document = try extract(Data([0x45, 0x78, 0x61, 0x6D, 0x65, 0x6E, 0x20, 0xE9, 0x74, 0xE9, 0x0A]))
        XCTAssertEqual(document.text, "Examen été")
    }

    func testByteOrderMarkIsDropped() throws {
        XCTAssertEqual(try extract(Data("\u{FEFF}Syllabus".utf8)).text, "Syllabus")
    }

    /// The byte splitter against splitting the characters, on generated text with every separator,
    /// "\r\n" pairs and combining marks beside them.
    func testByteSplitMatchesCharacterSplit() {
        let pieces = ["a", "Sep 3", "\n", "\r", "\r\n", "\n\r", "\t", "\u{0C}", "\u{301}", "é", "e\u{301}", "🇫🇷", " ", ""]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<5_000 {
            let text = Substring((0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined())
            XCTAssertEqual(PlainTextExtractor.pieces(of: text, at: { $0 == 0x0A || $0 == 0x0D }),
                           text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }),
                           text.debugDescription)
            XCTAssertEqual(PlainTextExtractor.pieces(of: text, at: { $0 == 0x09 }), text.split(separator: "\t", omittingEmptySubsequences: false))
            XCTAssertEqual(PlainTextExtractor.pieces(of: text, at: { $0 == 0x0C }), text.split(separator: "\u{0C}", omittingEmptySubsequences: false))
        }
    }
}
