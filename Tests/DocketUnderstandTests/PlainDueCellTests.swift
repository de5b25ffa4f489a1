import XCTest
@testable import DocketUnderstand

/// A line of a schedule row's cell that ends in "Due" names work the vocabulary need not know.
final class PlainDueCellTests: XCTestCase {
    private func tasks(_ text: String) throws -> [String] {
        try understandText(text).tasks.map { "\($0.title) \($0.dueDate)" }
    }

    func testANameEndingInDueIsDueOnTheRowsDate() throws {
        let found = try tasks("""
        # MUSI 303 Romantic Music, Fall 2013

        Instructor: Dr. A. Rivera. Class meets TR 12:30-1:45pm. Grading: comparisons 30%, quizzes 30%, paper 40%.

        | Week | Topic | Assignments and Readings Due |
        |---|---|---|
        | 2.T (9/3) | Beethoven | Read chapter 2.<br>**Group A** Listening Comparison Due |
        | 3.T (9/10) | Rossini | Readings Due<br>**Group B** Listening Comparison Due |
        | 5.R (9/26) | Virtuosity | Quiz 1 |
        """)
        XCTAssertEqual(found, ["Group A Listening Comparison 2013-09-03", "Group B Listening Comparison 2013-09-10", "Quiz 1 2013-09-26"])
    }
}
