import XCTest
@testable import DocketUnderstand

/// A schedule whose rows are weeks and whose columns are the class days: work in a weekday's column
/// is that day's of the row's week.
final class WeekdayColumnTests: XCTestCase {
    private func dates(_ text: String) throws -> [String: String] {
        let document = try understandText(text)
        return Dictionary(document.tasks.map { ($0.title, $0.dueDate.description) }, uniquingKeysWith: { first, _ in first })
    }

    func testWorkUnderAWeekdayIsThatDayOfTheRowsWeek() throws {
        let found = try dates("""
        # Biology 210, Fall 2024

        | Week | Tuesday | Thursday | Due |
        |---|---|---|---|
        | Sept. 2-6 | Cells | Quiz 1 | |
        | Sept. 9-13 | Membranes | Review | Problem set 1 |
        | Sept. 16-20 | Midterm 1 | Enzymes | |
        """)
        XCTAssertEqual(found["Quiz 1"], "2024-09-05")
        XCTAssertEqual(found["Midterm 1"], "2024-09-17")
        // The "Due" column names no weekday: the work is the week's, dated as before.
        XCTAssertEqual(found["Problem Set 1"], "2024-09-09")
    }

    func testADateInTheWorksOwnCellKeepsIt() throws {
        let found = try dates("""
        # Biology 210, Fall 2024

        | Week | Tuesday | Thursday | Due |
        |---|---|---|---|
        | Sept. 2-6 | Cells | Quiz 1 (moved to Wed 9/4) | |
        | Sept. 9-13 | Membranes | Review | Problem set 1 |
        | Sept. 16-20 | Midterm 1 | Enzymes | |
        """)
        XCTAssertEqual(found["Quiz 1"], "2024-09-04")
    }
}
