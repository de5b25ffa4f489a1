import XCTest
@testable import DocketUnderstand

/// Work a schedule's row names with a date of its own ("A0 (9/13 11:59pm)", "out 8/25 - due 9/01") is due
/// on that date, not on the row's; and what a header says about its column's day and time holds for it.
final class SelfDatedWorkTests: XCTestCase {
    private func tasks(_ text: String, name: String = "page.md") throws -> [String] {
        try understandText(text, name: name).tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime.map { "\($0)" } ?? "-")" }
    }

    func testANameInADueColumnWithItsOwnDateIsDueThen() throws {
        let found = try tasks("""
            date,topic,due
            Tue 9/8/2020,Intro,
            Thu 9/10/2020,Review,A0 (9/13/2020 11:59pm)
            Thu 9/17/2020,Joins,A1 (9/20/2020 11:59pm)
            Thu 10/1/2020,Stores,A2 (10/4/2020 11:59pm)
            """, name: "schedule.csv")
        XCTAssertEqual(found, ["A0 2020-09-13 23:59", "A1 2020-09-20 23:59", "A2 2020-10-04 23:59"])
    }

    func testANameUnderAnAssignmentColumnWithItsOwnDateIsDueThen() throws {
        let found = try tasks("""
            # CS 6113, Fall 2020

            | Date | Topic | Assignment due |
            |---|---|---|
            | Sep 8 | Intro | |
            | Sep 10 | Review | A0 (9/13 11:59pm) |
            | Sep 17 | Joins | Essay 1 - Sep 20 |
            | Oct 1 | Stores | Design memo |
            """)
        XCTAssertEqual(found, ["A0 2020-09-13 23:59", "Essay 1 2020-09-20 -", "Design memo 2020-10-01 -"])
    }

    func testALinkedNameWithItsOwnDueDateIsDueThen() throws {
        let found = try tasks("""
            # DS 312, Winter 2026

            | Date | Lecture | Assignment |
            |---|---|---|
            | Tue, Jan 06 | Introduction | <a href="setup.html">Set up your environment</a> (due Thu 01/08) |
            | Thu, Jan 15 | Lab | [Movie Recommendations](knn.html) (due Thu 01/22) |
            | Tue, Jan 20 | Matrices | [Notes on the SVD](svd.html) |
            """)
        XCTAssertTrue(found.contains("Set up your environment 2026-01-08 -"), "\(found)")
        XCTAssertTrue(found.contains("Movie Recommendations 2026-01-22 -"), "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("Notes on the SVD") }, "a link to notes names no work: \(found)")
    }

    func testADueColumnsLinkNamesItsWork() throws {
        let found = try tasks("""
            # COSC 87, Fall 2021

            | Date | Reading | Due | Topic |
            |---|---|---|---|
            | Sep 13 | [Ch. 1](ch1.html) | | Introduction |
            | Sep 15 | | [A0](assignment0.html) | Base code |
            | Sep 22 | | [A1](assignment1.html) | Meshes |
            """)
        XCTAssertEqual(found, ["A0 2021-09-15 -", "A1 2021-09-22 -"])
    }

    func testTheDateSaidDueInALaterCellIsTheNames() throws {
        let found = try tasks("""
            # CSE 8803, Fall 2023

            - Quiz 0 | Knowledge-based | out 8/25 - due 9/01
            - Quiz 1 | Weeks 1 and 2 | out 9/01 - due 9/06
            """)
        XCTAssertEqual(found, ["Quiz 0 2023-09-01 -", "Quiz 1 2023-09-06 -"])
    }

    func testAHeaderGivesItsColumnsWorkItsDayAndTime() throws {
        let found = try tasks("""
            # CS 361, Spring 2026

            | Week of | Topic | Assignment due Tuesday 3:30pm | Reading |
            |---|---|---|---|
            | 01/12 | Libraries | | Ch 7 |
            | 01/19 | Processes | hw1: linking | Ch 8 |
            | 01/26 | Files | hw2: syscalls | Ch 10 |
            """)
        XCTAssertEqual(found, ["Homework 1: linking 2026-01-20 15:30", "Homework 2: syscalls 2026-01-27 15:30"])
    }

    func testAWeekGridHeadedByDayLettersPlacesWorkOnItsDay() throws {
        let found = try tasks("""
            # AEROSP 729, Fall 2025

            | Week (Mon) | M | T | W | Th | F | Topics |
            |---|---|---|---|---|---|---|
            | Sep 8, 2025 | Class | | Class | | HW1 due | Models |
            | Sep 15, 2025 | Class | | Class | | | Entropy |
            | Sep 22, 2025 | Class | | Midterm | | HW2 due | Anodes |
            """)
        XCTAssertEqual(found.sorted(), ["Homework 1 2025-09-12 -", "Homework 2 2025-09-26 -", "Midterm 2025-09-24 -"])
    }

    func testTwoLettersOutOfOrderHeadNoDays() throws {
        // "T" and "F" for true and false, not Tuesday and Friday.
        let found = try tasks("""
            # STAT 100 Syllabus, Fall 2025

            Lectures: Mondays 10:00-11:00am. Grading: quizzes 40%, homework 30%, midterm exam 30%.

            | Date | Topic | T | F | M |
            |---|---|---|---|---|
            | Mon Sep 8, 2025 | Intro | | Quiz 1 | |
            | Mon Sep 15, 2025 | Lists | | Quiz 2 | |
            | Mon Sep 22, 2025 | Midterm exam | | | |
            """)
        XCTAssertEqual(found, ["Quiz 1 2025-09-08 -", "Quiz 2 2025-09-15 -", "Midterm Exam 2025-09-22 -"])
    }

    func testAWordInABareAddressNamesNoWork() throws {
        let found = try tasks("""
            date,lecture,assignment_due,assignmenturl
            Jan 13 2025,Introduction,,https://github.com/someone/assignment0-handout
            Jan 22 2025,Control,Assignment 0 due,https://github.com/someone/assignment1-handout
            Feb 12 2025,Maps,Assignment 1 due,
            """, name: "schedule.csv")
        XCTAssertEqual(found, ["Assignment 0 2025-01-22 -", "Assignment 1 2025-02-12 -"])
    }

    func testALinkToADeliverablesPageMakesADatedLineOfACoursesPlan() throws {
        let document = try understandText("""
            # Schedule

            - Sep 10: https://example.edu/cs101/homework/hw1
            - Sep 17: https://example.edu/cs101/homework/hw2
            - Sep 24: https://example.edu/cs101/quiz/quiz1
            - Oct 1: https://example.edu/cs101/exams/midterm
            """)
        XCTAssertTrue(document.classification.evidence.contains { $0.cue == "4 dated deliverables" }, "\(document.classification.evidence)")
    }
}
