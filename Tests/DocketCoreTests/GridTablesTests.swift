import XCTest
@testable import DocketCore

/// Grid tables (reStructuredText, Pandoc) read as one line per row, however many lines its cells take.
final class GridTablesTests: XCTestCase {
    private func lines(_ text: String) throws -> [[String]] {
        try plainTextLines(text, name: "schedule.rst")
    }

    func testARowsLinesAreOneRow() throws {
        let text = """
            Schedule
            +-------+------------+-----------------------------+
            |Week   | Topic      | Assignments Due             |
            +=======+============+=============================+
            |1.R    | Beethoven  | Read chapter 1.             |
            |(8/29) |            |                             |
            |       |            | Answer Question Sheet 1     |
            +-------+------------+-----------------------------+
            |2.T    | Rossini,   | - Listening comparison      |
            |(9/3)  | continued  | - Quiz 1                    |
            +-------+------------+-----------------------------+

            After the table.
            """
        XCTAssertEqual(try lines(text), [
            ["Schedule"],
            ["Week", "Topic", "Assignments Due"],
            ["1.R (8/29)", "Beethoven", "Read chapter 1.; Answer Question Sheet 1"],
            ["2.T (9/3)", "Rossini, continued", "Listening comparison; Quiz 1"],
            ["After the table."],
        ])
    }

    func testARuleUnderACellSpanningRowsEndsTheRow() throws {
        let text = """
            +-----+---+----------------+
            |Sept | 5 || Introduction  |
            +     +---+----------------+
            |     | 7 || Properties    |
            +-----+---+----------------+
            """
        XCTAssertEqual(try lines(text), [["Sept", "5", "Introduction"], ["", "7", "Properties"]])
    }

    func testLinesThatDoNotKeepToTheRuleStayAsWritten() throws {
        let text = """
            +------+------+
            not a row
            Total: 3 + 4 = 7
            """
        XCTAssertEqual(try lines(text), [["+------+------+"], ["not a row"], ["Total: 3 + 4 = 7"]])
    }

    func testATableThatStopsWithoutItsLastRuleKeepsItsLastRow() throws {
        let text = """
            +----+--------+
            | 1  | Lab 1  |
            |    | due    |
            Notes follow.
            """
        XCTAssertEqual(try lines(text), [["1", "Lab 1 due"], ["Notes follow."]])
    }
}
