import XCTest
@testable import DocketUnderstand

/// A due column whose header names the work ("Due Homework", "Essay due") and whose cells give only
/// a date: each such cell is that work, due on the cell's date rather than the row's.
final class DueDateCellTests: XCTestCase {
    private func tasks(_ text: String) throws -> [String] {
        try understandText(text).tasks.map { "\($0.title) \($0.dueDate)" }
    }

    func testADateUnderADueHeaderIsThatWorksDueDate() throws {
        let found = try tasks("""
        # BIO 210, Spring 2024

        | Week | Date | Class | Dry lab | Due Homework |
        |---|---|---|---|---|
        | 1 | 1/9 and 1/11 | Introduction | Notebooks and data | 1/18 |
        | 2 | 1/16 and 1/18 | Growth | Regression | 1/25 |
        | 3 | 1/23 and 1/25 | Probability | Distributions | |
        | 4 | 1/30 and 2/1 | Guest lecture | Stochastic processes | Thu 2/8 by 5pm |
        """)
        XCTAssertEqual(found, ["Homework (Week 1) 2024-01-18", "Homework (Week 2) 2024-01-25", "Homework (Week 4) 2024-02-08"])
    }

    func testTheHeaderMayNameTheWorkBeforeDue() throws {
        let found = try tasks("""
        # HIST 101, Fall 2023

        Instructor: Dr. A. Rivera. Class meets Tuesdays 10:00-11:50am. Grading: essays 60%, participation 40%.

        | Session | Topic | Essay due |
        |---|---|---|
        | Session 1 | Sep 5: Sources | Sep 12 |
        | Session 2 | Sep 12: Archives | Sep 19 |
        """)
        XCTAssertEqual(found, ["Essay (Session 1) 2023-09-12", "Essay (Session 2) 2023-09-19"])
    }

    func testACellThatSaysMoreThanWhenIsReadAsBefore() throws {
        // "Project submission by the end of Friday, 2/16" names its own work; "1/18 (no class)" is a note.
        let found = try tasks("""
        # BIO 210, Spring 2024

        Instructor: Dr. A. Rivera. Class meets Tuesdays and Thursdays 9:00-10:50am. Grading: homework 60%, project 40%.

        | Week | Date | Topic | Due Homework |
        |---|---|---|---|
        | 1 | 1/9 | Introduction | 1/18 (no class 1/16) |
        | 2 | 2/6 | Images | Project submission by the end of Friday, 2/16. |
        """)
        XCTAssertEqual(found, ["Project 2024-02-16"])
    }

    func testABareDueHeaderNamesNoWork() throws {
        let found = try tasks("""
        # BIO 210, Spring 2024

        | Week | Date | Topic | Due |
        |---|---|---|---|
        | 1 | 1/9 | Introduction | 1/18 |
        | 2 | 1/16 | Growth | 1/25 |
        """)
        XCTAssertEqual(found, [])
    }
}
