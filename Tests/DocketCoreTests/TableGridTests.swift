import XCTest
@testable import DocketCore

final class TableGridTests: XCTestCase {
    typealias Cell = TableGrid.Cell

    func place(_ rows: [[Cell]]) -> [[String]] {
        var grid = TableGrid()
        return rows.map { grid.place($0) }
    }

    func testACellSpanningRowsLeavesAnEmptyCellBelowIt() {
        XCTAssertEqual(place([
            [Cell(text: "Week"), Cell(text: "Date"), Cell(text: "Due")],
            [Cell(text: "1", rowSpan: 2), Cell(text: "Tu 9/5"), Cell(text: "")],
            [Cell(text: "Th 9/7"), Cell(text: "Skill 01")],
            [Cell(text: "2"), Cell(text: "Tu 9/12"), Cell(text: "Skill 02")],
        ]), [["Week", "Date", "Due"], ["1", "Tu 9/5", ""], ["", "Th 9/7", "Skill 01"], ["2", "Tu 9/12", "Skill 02"]])
    }

    func testSpannedColumnsInTheMiddleAndAtTheEnd() {
        // A last column spanning two rows: the row below still has its place.
        XCTAssertEqual(place([
            [Cell(text: "1"), Cell(text: "Tu"), Cell(text: "Problem set 1", rowSpan: 2)],
            [Cell(text: "2"), Cell(text: "Th")],
            [Cell(text: "3"), Cell(text: "Tu"), Cell(text: "Problem set 2")],
        ]), [["1", "Tu", "Problem set 1"], ["2", "Th", ""], ["3", "Tu", "Problem set 2"]])
        // A middle column spanning three rows, and a row that leaves a cell out before a spanned one.
        XCTAssertEqual(place([
            [Cell(text: "a"), Cell(text: "b", rowSpan: 3), Cell(text: "c"), Cell(text: "d", rowSpan: 2)],
            [Cell(text: "e"), Cell(text: "f")],
            [Cell(text: "g")],
        ]), [["a", "b", "c", "d"], ["e", "", "f", ""], ["g", ""]])
    }

    func testACellSpanningColumnsIsFollowedByEmptyCells() {
        XCTAssertEqual(place([
            [Cell(text: "Week"), Cell(text: "Topic", columnSpan: 2), Cell(text: "Due")],
            [Cell(text: "1"), Cell(text: "Intro"), Cell(text: "Ch. 1"), Cell(text: "Quiz 1")],
            [Cell(text: "2", rowSpan: 2, columnSpan: 2), Cell(text: "x"), Cell(text: "y")],
            [Cell(text: "z"), Cell(text: "w")],
        ]), [["Week", "Topic", "", "Due"], ["1", "Intro", "Ch. 1", "Quiz 1"], ["2", "", "x", "y"], ["", "", "z", "w"]])
    }

    /// "Spring Break" across the whole table is a banner: one segment, as before the grid.
    func testABannerRowStaysOneSegment() {
        XCTAssertEqual(place([
            [Cell(text: "Date"), Cell(text: "Topic"), Cell(text: "Due")],
            [Cell(text: "Spring Break", columnSpan: 3)],
            [Cell(text: "Mar 20"), Cell(text: "Review"), Cell(text: "")],
        ]), [["Date", "Topic", "Due"], ["Spring Break"], ["Mar 20", "Review", ""]])
        // Under a cell spanning rows it is a row of the grid.
        XCTAssertEqual(place([
            [Cell(text: "Week 1", rowSpan: 2), Cell(text: "Mon"), Cell(text: "Intro")],
            [Cell(text: "No class", columnSpan: 2)],
        ]), [["Week 1", "Mon", "Intro"], ["", "No class", ""]])
    }

    func testSpanValuesAsDocumentsWriteThem() {
        XCTAssertEqual(TableGrid.span(nil, limit: 10), 1)
        XCTAssertEqual(TableGrid.span("3", limit: 10), 3)
        XCTAssertEqual(TableGrid.span(" 2px", limit: 10), 2)
        XCTAssertEqual(TableGrid.span("0", limit: 10), 1)
        XCTAssertEqual(TableGrid.span("-4", limit: 10), 1)
        XCTAssertEqual(TableGrid.span("abc", limit: 10), 1)
        XCTAssertEqual(TableGrid.span("99999999999999999999", limit: 10), 10)
    }

    /// A hostile span costs nothing: a row reaching past the widest grid, or past the table's budget of
    /// empty cells, is kept as written, and no cell's text is lost.
    func testHostileSpansKeepRowsAsWritten() {
        var grid = TableGrid()
        XCTAssertEqual(grid.place([Cell(text: "a", columnSpan: 1_000_000), Cell(text: "b"), Cell(text: "c")]), ["a", "b", "c"])
        var tall = TableGrid()
        _ = tall.place([Cell(text: "a", rowSpan: Int.max), Cell(text: "b")])
        for _ in 0..<3 { XCTAssertEqual(tall.place([Cell(text: "x")]), ["", "x"]) }
        var wide = TableGrid()
        _ = wide.place([Cell(text: "top", rowSpan: TableGrid.maximumRowSpan, columnSpan: 150), Cell(text: "z")])
        var placedRows = 0, writtenRows = 0
        for row in 0..<2_000 {
            let texts = wide.place([Cell(text: "r\(row)")])
            XCTAssertTrue(texts.contains("r\(row)"))
            if texts.count > 1 { placedRows += 1 } else { writtenRows += 1 }
        }
        // The first row's span costs 149 empty cells, each row under it 150.
        XCTAssertEqual(placedRows, (TableGrid.placeholderBudget - 149) / 150)
        XCTAssertEqual(writtenRows, 2_000 - placedRows)
    }
}
