import XCTest
@testable import DocketUnderstand

/// A schedule whose rows list their work in one column and say by when in another ("Complete prior
/// to"): each piece of work named there is due on its row's date, however long the list.
final class WorkColumnTests: XCTestCase {
    private func tasks(_ text: String) throws -> [String] {
        try understandText(text).tasks.map { "\($0.title) \($0.dueDate)" }
    }

    func testWorkInAColumnHeadedAsWorkIsDueByTheRowsDate() throws {
        let found = try tasks("""
        # GEOG 120 Syllabus, Fall 2024

        Instructor: Dr. A. Rivera. Class meets online; each unit closes on the date in the last column.

        | Unit | Topic | Readings, Quizzes & Assignments | Complete prior to |
        |---|---|---|---|
        | Unit 1 | Maps | Video (40 minutes); Chapter 1 (p. 1-20); Quiz 1 | Fri Sep 6 |
        | Unit 2 | Scale | Video (95 minutes); Chapter 2 - 2.4 (p. 21-48); Chapter 3 (p. 49-60); Quiz 2 | Fri Sep 13 |
        | | | Homework 1 | Mon Sep 16 |
        | Unit 3 | Projections | Homework 2 | Fri Sep 20 |
        """)
        XCTAssertEqual(found, ["Quiz 1 2024-09-06", "Quiz 2 2024-09-13", "Homework 1 2024-09-16", "Homework 2 2024-09-20"])
    }

    func testATopicColumnBesideADueColumnStillNamesSessions() throws {
        // "Lab 2 walkthrough" under "Topic" is the class's activity; the due column says what is due.
        let found = try tasks("""
        # GEOG 120, Fall 2024

        | Date | Topic | Due |
        |---|---|---|
        | Sep 9 | Lab 2 walkthrough | Homework 1 |
        | Sep 16 | Lab 3 walkthrough | Homework 2 |
        """)
        XCTAssertEqual(found, ["Homework 1 2024-09-09", "Homework 2 2024-09-16"])
    }

    func testOnlyAHeaderThatSaysByWhenIsADueColumn() {
        XCTAssertTrue(TaskReader.saysByWhen("complete prior to"))
        XCTAssertTrue(TaskReader.saysByWhen("submit by"))
        XCTAssertTrue(TaskReader.saysByWhen("before"))
        XCTAssertFalse(TaskReader.saysByWhen("read prior to class"))
        XCTAssertFalse(TaskReader.saysByWhen("topic"))
        XCTAssertFalse(TaskReader.saysByWhen("stand by"))
    }
}
