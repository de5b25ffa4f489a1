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

    func testADueWeekdayEndingTheClauseMovesTheNameToThatDayOfTheRowsWeek() throws {
        let found = try tasks("""
        # LING 610 Statistics for Linguists, Spring 2023

        Class meets Tuesday and Thursday. Grading: chapter blogs 40%, midterm project 30%, final project 30%.

        | Week | Dates | Topics | Notes |
        |---|---|---|---|
        | 1 | Jan 10, 12 | Onboarding | |
        | 2 | Jan 17, 19 | Introduction to R | Chapter 1 blog due Friday |
        | 9 | Mar 07, 09 | Categorical predictors | Chapter 7 blog due Friday; **Midterm Project Due** |
        """)
        XCTAssertEqual(found, ["Chapter 1 blog 2023-01-20", "Midterm Project 2023-03-07", "Chapter 7 blog 2023-03-10"])
    }

    func testAWeekdayAfterDueIsNoNameAndAReadingIsNoWork() {
        XCTAssertEqual(TaskReader.plainDue("Chapter 2 blog due Friday")?.name, "Chapter 2 blog")
        XCTAssertEqual(TaskReader.plainDue("Chapter 2 blog due Friday")?.weekday, .friday)
        XCTAssertEqual(TaskReader.plainDue("Field notes due by Mon.")?.weekday, .monday)
        XCTAssertNil(TaskReader.plainDue("Field notes due Friday in class"), "more than a weekday after due")
        XCTAssertNil(TaskReader.plainDueName("Field notes due Friday"), "the name alone is for lines that date it otherwise")
        XCTAssertNil(TaskReader.plainDue("3 blogs due Friday"), "a number does not start a name")
        XCTAssertTrue(TaskReader.hasClosingDue("chapter 1 blog due friday\t"))
        XCTAssertTrue(TaskReader.hasClosingDue("chapter 1 blog due fri."))
        XCTAssertFalse(TaskReader.hasClosingDue("chapter 1 blog due fridays in class"))
    }

    func testAKnownKindWithAWordOfItsOwnBeforeDueTakesTheWeekday() throws {
        let found = try tasks("""
        # PSYC 210 Research Methods, Spring 2023

        Class meets Tuesday and Thursday. Grading: reflections 40%, exams 60%.

        | Week | Dates | Topics | Notes |
        |---|---|---|---|
        | 3 | Jan 24, 26 | Measurement | Reflection post due Friday |
        | 4 | Jan 31, Feb 2 | Surveys | Reflection post due Friday |
        """)
        XCTAssertEqual(found, ["Reflection 2023-01-27", "Reflection 2023-02-03"])
    }
}
