import XCTest
@testable import DocketUnderstand

/// What a schedule's rows say about themselves: a class session's label, two pieces of work in one cell,
/// an undecided date, a link's address, and a calendar that names its exams.
final class ScheduleRowSignsTests: XCTestCase {
    private func row(_ cells: [String]) -> DocumentLine {
        DocumentLine(page: 1, number: 1, text: cells.joined(separator: "\t"), written: cells.joined(separator: "\t"), segments: cells)
    }

    private func tasks(_ text: String, name: String = "schedule.md") throws -> [String] {
        try understandText(text, name: name).tasks.map { "\($0.title) \($0.dueDate)" }
    }

    func testARowLabelledAsAClassSessionIsNoDeliverable() throws {
        let found = try tasks("""
        # ENVS 421 Schedule, Spring 2026

        | Week | Date | What |
        | :--- | :--- | :--- |
        | **1** | Mon., Jan. 12 | Lecture: Intro to Risk Management |
        | | Wed., Jan. 14 | **Paper Discussion:** Climate Extremes (IPCC) |
        | | Fri., Jan. 16 | Lab 1: Julia Setup |
        | **2** | Mon., Jan. 19 | Lecture: Hazard and Exposure |
        | | Wed., Jan. 21 | Seminar: Lab 2 preview and Project proposals |
        | | Fri., Jan. 23 | Lab 2: Damage Functions |
        | **3** | Wed., Feb. 18 | **Exam 1** (Covers Weeks 1-4) |
        """)
        XCTAssertFalse(found.contains { $0.hasPrefix("Lecture") || $0.hasPrefix("Paper") }, "\(found)")
        XCTAssertTrue(found.contains("Lab 1 2026-01-16"), "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("Exam 1") && $0.hasSuffix("2026-02-18") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("Seminar") }, "a session label before named work still names the work: \(found)")
    }

    func testTwoPiecesOfWorkPartedByASlashAreTwoTasks() throws {
        let found = try tasks("""
        # ENVS 421 Schedule, Spring 2026

        | Week | Date | What |
        | :--- | :--- | :--- |
        | **1** | Fri., Jan. 16 | Lab 1: Julia Setup |
        | | Fri., Jan. 30 | Lab 3: Sea-Level Rise / Project: Topic Proposal Due |
        | | Fri., Feb. 6 | Lab 4: Read / Write Files |
        """)
        XCTAssertTrue(found.contains("Lab 3 2026-01-30"), "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("Project: Topic Proposal") && $0.hasSuffix("2026-01-30") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("Lab 4") && $0.hasSuffix("2026-02-06") }, "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("Write") }, "a slash inside one name parts nothing: \(found)")
    }

    func testADueCellListsNamedWorkBesideWorkTheVocabularyKnows() throws {
        XCTAssertEqual(TaskReader.namesListed(in: "Quiz 1, Discussion article (Canvas)"), ["Quiz 1", "Discussion article (Canvas)"])
        XCTAssertEqual(TaskReader.namesListed(in: "Chapter 3, Discussion article"), ["Chapter 3, Discussion article"],
                       "a number that names no work is a note")
        XCTAssertEqual(TaskReader.namesListed(in: "Essay, 5 pages"), ["Essay, 5 pages"])
        let found = try tasks("""
        # ECON 103 Syllabus, Fall 2026

        Office hours: Mondays. Grading: quizzes 40%, discussion 20%, final 40%.

        | Day | Date | Topic | Due |
        |---|---|---|---|
        | Mon | 31 Aug | Business cycles | Quiz 1, Discussion article (Canvas) |
        | Mon | 7 Sep | Labor markets | Discussion article (Canvas) |
        """)
        XCTAssertTrue(found.contains("Quiz 1 2026-08-31"), "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("Discussion article") && $0.hasSuffix("2026-08-31") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("Discussion article") && $0.hasSuffix("2026-09-07") }, "\(found)")
    }

    func testWorkSaidToBeReleasedIsNotDueThatDay() throws {
        let found = try tasks("""
        # CSE 473 Schedule, Summer 2025

        | Date | Day | Topic | Deliverables |
        |---|---|---|---|
        | June 17, 2025 | Tue | Stereo Vision | Capstone Project Release |
        | June 19, 2025 | Thu | Depth | Quiz 2 |
        | July 17, 2025 | Thu | Autoencoders | Capstone Project Milestone 1 Due Date |
        """)
        XCTAssertFalse(found.contains { $0.hasSuffix("2025-06-17") }, "\(found)")
        XCTAssertTrue(found.contains("Quiz 2 2025-06-19"), "\(found)")
        XCTAssertTrue(TaskReader.saysAnnouncement("assignment 1 release"))
        XCTAssertTrue(TaskReader.saysAnnouncement("hw 2 released"))
    }

    func testOnlyAFewSlashedPiecesArePartedSoALongCellStaysOneItem() {
        XCTAssertEqual(TaskReader.slashedWork("Lab 3: Sea-Level Rise / Project: Topic Proposal Due"), ["Lab 3: Sea-Level Rise", "Project: Topic Proposal Due"])
        XCTAssertNil(TaskReader.slashedWork("Lab 4: Read / Write Files"))
        XCTAssertNil(TaskReader.slashedWork((1...40).map { "Lab \($0)" }.joined(separator: " / ")))
    }

    func testARowWhoseDateIsUndecidedTakesNoDateFromAbove() {
        XCTAssertTrue(TaskReader.hasUndecidedCell(row(["**Finals**", "TBD", "**Exam 3** (Weeks 9-13)"])))
        XCTAssertTrue(TaskReader.hasUndecidedCell(row(["Final", "*To be announced*", "Exam"])))
        XCTAssertFalse(TaskReader.hasUndecidedCell(row(["Finals", "Dec 9", "Exam 3 (room TBD)"])))
        XCTAssertFalse(TaskReader.hasUndecidedCell(row(["Exam 3 TBD"])))
    }

    func testALinksAddressSaysNothingIsPosted() throws {
        XCTAssertFalse(TaskReader.saysAnnouncement("friday, 6 september (4:19pm): [problem set 0](/ps0posted)"))
        XCTAssertTrue(TaskReader.saysAnnouncement("[problem set 0](/ps0) posted"))
        let found = try tasks("""
        # CS 3102 Schedule, Fall 2019

        **Past Assignments**

        Wednesday, 4 September (2:59pm): [Problem Set 0](/ps0posted)
        Friday, 13 September (4:19pm): [Problem Set 1](/ps1)
        Friday, 20 September (4:19pm): [Problem Set 2](/ps2)
        """)
        XCTAssertTrue(found.contains("Problem Set 0 2019-09-04"), "\(found)")
    }

    func testADatedCalendarThatNamesItsExamsIsACoursesSchedule() throws {
        var rows = ["Date\tReading\tTopics\tType\tPages"]
        let days = ["2020-09-02", "2020-09-08", "2020-09-09", "2020-09-15", "2020-09-16", "2020-09-22", "2020-09-23", "2020-09-29"]
        for (index, day) in days.enumerated() { rows.append("\(day)\t\(index + 1).1 - \(index + 1).4\t\tLecture\t\(10 + index)") }
        rows.insert("2020-10-06\tMidterm 1\t\tLecture\t", at: 6)
        rows.append("2020-11-17\tMidterm 2\t\tLecture\t")
        let understood = try understandText(rows.joined(separator: "\n"), name: "schedule.tsv")
        XCTAssertEqual(understood.documentType, .syllabus, "\(understood.classification.evidence)")
        XCTAssertEqual(understood.tasks.map { "\($0.dueDate)" }.sorted(), ["2020-10-06", "2020-11-17"])
        // The same dated rows without an exam are no one's course.
        let plain = try understandText(rows.filter { !$0.contains("Midterm") }.joined(separator: "\n"), name: "log.tsv")
        XCTAssertEqual(plain.documentType, .other, "\(plain.classification.evidence)")
    }
}
