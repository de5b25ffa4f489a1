import DocketCore
import DocketHTML
import XCTest

/// How elements become lines, one rule at a time.
final class HTMLReaderTests: XCTestCase {
    func read(_ html: String, encoding: String.Encoding = .utf8) throws -> Document {
        let data = try XCTUnwrap(html.data(using: encoding))
        return try HTMLTextExtractor().extract(InputDocument(name: "page.html", data: data), as: .supported(.html))
    }

    func lines(_ html: String) throws -> [String] {
        try read(html).pages.flatMap(\.lines).map(\.text)
    }

    func testBlocksBreaksAndWhitespace() throws {
        XCTAssertEqual(try lines("<html><body><h2>Exams</h2><p>Midterm   on\n Oct&nbsp;14<br>in class</p><div>Final <b>Dec</b> 9</div></body></html>"),
                       ["Exams", "Midterm on Oct 14", "in class", "Final Dec 9"])
    }

    func testWhatIsNotShownGivesNoText() throws {
        let html = """
        <html><head><title>T</title><style>p{}</style><script>var due = "Sep 1";</script></head><body>
        <nav><a>Home</a></nav><div role="navigation">Modules</div><p hidden>old</p>
        <p style="display:none">draft</p><p aria-hidden="true">icon</p><span class="sr-only">Assignment</span>
        <button>Jump to Today</button><noscript>Enable JS</noscript><p>Quiz 2 on Sep 5</p></body></html>
        """
        XCTAssertEqual(try lines(html), ["Quiz 2 on Sep 5"])
    }

    func testTablesARowPerLineWithHeaderAndNestedRows() throws {
        let html = """
        <html><body><table><caption>Schedule</caption>
        <tfoot><tr><td>End</td><td></td></tr></tfoot>
        <tbody><tr><td>Sep 2</td><td>Intro<table><tr><td>A</td><td>Sep 3</td></tr></table></td></tr>
        <tr><td></td><td></td></tr></tbody>
        <thead><tr><th>Date</th><th>Topic</th></tr></thead></table></body></html>
        """
        let document = try read(html)
        let lines = document.pages[0].lines
        XCTAssertEqual(lines.map(\.text), ["Schedule", "Date\tTopic", "Sep 2\tIntro", "A\tSep 3", "End\t"])
        XCTAssertEqual(lines[1].table, TablePosition(table: 0, row: 0, depth: 0, isHeader: true))
        XCTAssertEqual(lines[2].table, TablePosition(table: 0, row: 1, depth: 0, isHeader: false))
        XCTAssertEqual(lines[3].table, TablePosition(table: 1, row: 0, depth: 1, isHeader: false))
        XCTAssertEqual(lines[4].table?.row, 3, "the empty row still counts")
        XCTAssertEqual(lines[2].segments.count, 2)
    }

    /// A cell spanning rows leaves its place empty in the rows below; one spanning columns is followed
    /// by empty cells; a banner across the table stays one segment (``TableGrid``).
    func testSpannedCellsKeepTheColumnsLinedUp() throws {
        let html = """
        <html><body><table>
        <thead><tr><th>Week</th><th>Date</th><th colspan="2">Topic and reading</th><th>Due</th></tr></thead>
        <tbody><tr><td rowspan="2">1</td><td>Tu, 9/5</td><td>Floating point</td><td>Ch. 1</td><td></td></tr>
        <tr><td>Th, 9/7</td><td>Conditioning</td><td>Ch. 2</td><td>Skill 01</td></tr>
        <tr><td colspan="5">Fall break</td></tr></tbody></table></body></html>
        """
        let lines = try read(html).pages[0].lines
        XCTAssertEqual(lines.map { $0.segments.map(\.text) }, [
            ["Week", "Date", "Topic and reading", "", "Due"],
            ["1", "Tu, 9/5", "Floating point", "Ch. 1", ""],
            ["", "Th, 9/7", "Conditioning", "Ch. 2", "Skill 01"],
            ["Fall break"],
        ])
    }

    func testACellsLinesEachEndAClause() throws {
        let html = """
        <html><body><table><tr><td>9/7</td><td><a href="s.html">Slides for Today</a><br><br>
        <a href="a2.html">Assignment 2</a> Due Tuesday</td><td>Python HW3<br>Lab 3.</br><p>Reading:</p><p>Chapter 2</p></td></tr></table></body></html>
        """
        XCTAssertEqual(try lines(html), ["9/7\tSlides for Today; Assignment 2 Due Tuesday\tPython HW3; Lab 3. Reading: Chapter 2"])
    }

    func testWhatABrokenTableHoldsOutsideItsCellsIsStillRead() throws {
        // A browser shows text a row holds outside any cell, and cells written without their row.
        let html = """
        <html><body><table><tr><td>9/12</td><td>Viz</td></tr>
        <tr><a href="a6.html">Assignment 6</a> due Oct 4</tr>
        <tbody><td>9/14</td><td>Assignment 3 due Sep 20</td></tbody></table><p>After</p></body></html>
        """
        XCTAssertEqual(try lines(html), ["9/12\tViz", "9/14\tAssignment 3 due Sep 20", "Assignment 6 due Oct 4", "After"])
    }

    func testDefinitionListsKeepTermAndDefinitionTogether() throws {
        let html = "<html><body><dl><dt>Midterm</dt><dd>Oct 17</dd><dd>Room 4</dd><div><dt>Final</dt><dd>Dec 15</dd></div><dd>Orphan</dd></dl></body></html>"
        XCTAssertEqual(try lines(html), ["Midterm\tOct 17\tRoom 4", "Final\tDec 15\tOrphan"])
    }

    func testPreformattedKeepsLinesAndTabs() throws {
        XCTAssertEqual(try lines("<html><body><pre>\nWeek 1\tSep 2\n\n  Week 2\tSep 9\n</pre></body></html>"),
                       ["Week 1\tSep 2", "Week 2\tSep 9"])
    }

    func testEncodingFromMetaBOMOrBytes() throws {
        let declared = "<html><head><meta charset=\"windows-1252\"></head><body><p>\u{201C}Quiz\u{201D} \u{2013} Sep 5</p></body></html>"
        XCTAssertEqual(try read(declared, encoding: .windowsCP1252).text, "\u{201C}Quiz\u{201D} \u{2013} Sep 5")
        let undeclared = "<html><body><p>Caf\u{E9} \u{2013} Sep 5</p></body></html>"
        XCTAssertEqual(try read(undeclared, encoding: .utf8).text, "Caf\u{E9} \u{2013} Sep 5")
        XCTAssertEqual(try read(undeclared, encoding: .windowsCP1252).text, "Caf\u{E9} \u{2013} Sep 5")
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data("<html><body><p>\u{E9}t\u{E9}</p></body></html>".utf8)
        XCTAssertEqual(try HTMLTextExtractor().extract(InputDocument(name: "b.html", data: bom), as: .supported(.html)).text, "\u{E9}t\u{E9}")
    }

    func testBytesTheCharsetCannotConvertAreAnErrorNotASilentCut() {
        var bytes = Array("<html><head><meta charset=\"EUC-JP\"></head><body><p>Quiz ".utf8)
        bytes += [0xDB, 0x80] + Array(" Sep 5</p><p>Final exam Dec 9</p></body></html>".utf8)
        XCTAssertThrowsError(try HTMLTextExtractor().extract(InputDocument(name: "e.html", data: Data(bytes)), as: .supported(.html))) { error in
            guard case .damaged(let file, let reason)? = error as? DocketError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "e.html")
            XCTAssertTrue(reason.contains("euc-jp"), reason)
        }
    }

    func testHostilePagesAreRefused() {
        let deep = "<html><body>" + String(repeating: "<div>", count: 5000) + "x</body></html>"
        XCTAssertThrowsError(try read(deep)) { error in
            guard case .refused(let file, let reason)? = error as? DocketError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "page.html")
            XCTAssertTrue(reason.contains("nested"), reason)
        }
        let entities = "<!DOCTYPE html [<!ENTITY a \"aaaaaaaaaa\"><!entity b \"&a;&a;&a;\">]><html><body>&b;</body></html>"
        XCTAssertThrowsError(try read(entities)) { error in
            guard case .refused(_, let reason)? = error as? DocketError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("entities"), reason)
        }
        let many = "<html><body>" + String(repeating: "<p a=1>", count: 200) + "</body></html>"
        let small = HTMLTextExtractor(maximumNodes: 100)
        XCTAssertThrowsError(try small.extract(InputDocument(name: "p.html", data: Data(many.utf8)), as: .supported(.html))) { error in
            guard case .refused(_, let reason)? = error as? DocketError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("more than 100"), reason)
        }
        let capped = HTMLTextExtractor(maximumSize: 10)
        XCTAssertThrowsError(try capped.extract(InputDocument(name: "p.html", data: Data(many.utf8)), as: .supported(.html))) { error in
            guard case .tooLarge? = error as? DocketError else { return XCTFail("\(error)") }
        }
    }
}
