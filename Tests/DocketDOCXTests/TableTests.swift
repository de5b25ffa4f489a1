import DocketCore
import DocketDOCX
import XCTest

final class TableTests: XCTestCase {
    typealias B = DOCXBuilder

    func testEachRowIsALineWithCellSegments() throws {
        let body = B.table([
            [B.p("Week"), B.p("Topic"), B.p("Due")],
            [B.p("1"), B.p("Intro") + B.p("Read ch. 1"), ""],
            ["", "", B.p("   ")],
            [B.p("2"), "<w:p><w:r><w:t>Mid</w:t><w:tab/><w:t>term</w:t><w:br/><w:t>exam</w:t></w:r></w:p>", B.p(" Oct 3 ")],
        ]) + B.p("After the table")
        let lines = try extract(B(body: body).build()).pages[0].lines
        XCTAssertEqual(lines.map(\.text), [
            "Week\tTopic\tDue",
            "1\tIntro Read ch. 1\t",
            "2\tMid term exam\tOct 3",
            "After the table",
        ])
        XCTAssertEqual(lines[1].segments.map(\.text), ["1", "Intro Read ch. 1", ""])
        XCTAssertEqual(lines[0].table, TablePosition(table: 0, row: 0, depth: 0))
        XCTAssertEqual(lines[1].table, TablePosition(table: 0, row: 1, depth: 0))
        // The empty row is dropped but still counts.
        XCTAssertEqual(lines[2].table, TablePosition(table: 0, row: 3, depth: 0))
        XCTAssertNil(lines[3].table)
    }

    /// Cells spanning grid columns, and columns a row skips, keep the columns lined up with the header's;
    /// a row of one cell across the table (a banner) stays one segment.
    func testGridSpanAndGridBeforeKeepColumnsLinedUp() throws {
        let body = """
            <w:tbl><w:tblGrid><w:gridCol/><w:gridCol/><w:gridCol/></w:tblGrid>\
            <w:tr><w:tc>\(B.p("Week"))</w:tc><w:tc>\(B.p("Topic"))</w:tc><w:tc>\(B.p("Due"))</w:tc></w:tr>\
            <w:tr><w:tc><w:tcPr><w:gridSpan w:val="2"/></w:tcPr>\(B.p("Spanning"))</w:tc><w:tc>\(B.p("Right"))</w:tc></w:tr>\
            <w:tr><w:trPr><w:gridBefore w:val="1"/></w:trPr><w:tc>\(B.p("Review"))</w:tc><w:tc>\(B.p("Quiz 2"))</w:tc></w:tr>\
            <w:tr><w:trPr><w:gridBefore w:val="0"/></w:trPr><w:tc>\(B.p("3"))</w:tc><w:tc>\(B.p("Labs"))</w:tc><w:tc>\(B.p("Lab 1"))</w:tc></w:tr>\
            <w:tr><w:tc><w:tcPr><w:gridSpan w:val="3"/></w:tcPr>\(B.p("Spring break"))</w:tc></w:tr>\
            </w:tbl>
            """
        let lines = try extract(B(body: body).build()).pages[0].lines
        XCTAssertEqual(lines.map { $0.segments.map(\.text) }, [
            ["Week", "Topic", "Due"], ["Spanning", "", "Right"], ["", "Review", "Quiz 2"], ["3", "Labs", "Lab 1"], ["Spring break"],
        ])
    }

    func testNestedTableRowsFollowTheOuterRow() throws {
        let inner = B.table([[B.p("In 1"), B.p("In 2")], [B.p("In 3"), B.p("In 4")]])
        let body = B.table([
            [B.p("Outer A") + inner + B.p("tail"), B.p("Outer B")],
            [B.p("Outer C"), B.p("Outer D")],
        ]) + B.table([[B.p("Second")]])
        let lines = try extract(B(body: body).build()).pages[0].lines
        XCTAssertEqual(lines.map(\.text), ["Outer A tail\tOuter B", "In 1\tIn 2", "In 3\tIn 4", "Outer C\tOuter D", "Second"])
        XCTAssertEqual(lines.map(\.table), [
            TablePosition(table: 0, row: 0, depth: 0),
            TablePosition(table: 1, row: 0, depth: 1),
            TablePosition(table: 1, row: 1, depth: 1),
            TablePosition(table: 0, row: 1, depth: 0),
            TablePosition(table: 2, row: 0, depth: 0),
        ])
    }

    func testDeeplyNestedTables() throws {
        var table = B.table([[B.p("depth 3")]])
        for depth in (0..<3).reversed() { table = B.table([[B.p("depth \(depth)") + table]]) }
        let lines = try extract(B(body: table).build()).pages[0].lines
        XCTAssertEqual(lines.map(\.text), ["depth 0", "depth 1", "depth 2", "depth 3"])
        XCTAssertEqual(lines.map { $0.table?.depth }, [0, 1, 2, 3])
        XCTAssertEqual(lines.map { $0.table?.table }, [0, 1, 2, 3])
    }

    func testRowsAndCellsInsideContentControlsAndDeletedRows() throws {
        let body = """
            <w:tbl><w:tr><w:tc>\(B.p("A"))</w:tc><w:sdt><w:sdtPr/><w:sdtContent><w:tc>\(B.p("B"))</w:tc></w:sdtContent></w:sdt></w:tr>\
            <w:sdt><w:sdtContent><w:tr><w:tc>\(B.p("C"))</w:tc><w:tc>\(B.p("D"))</w:tc></w:tr></w:sdtContent></w:sdt>\
            <w:tr><w:trPr><w:del w:id="9" w:author="A"/></w:trPr><w:tc><w:p><w:del w:id="10" w:author="A"><w:r><w:delText>gone</w:delText></w:r></w:del></w:p></w:tc></w:tr>\
            </w:tbl>
            """
        let lines = try extract(B(body: body).build()).pages[0].lines
        XCTAssertEqual(lines.map(\.text), ["A\tB", "C\tD"])
    }
}
