import XCTest
@testable import DocketUnderstand

/// What a dated line's "Deadline:" label names is due that day, whatever words it uses; an office's
/// date is not, however it is labelled.
final class DeadlineLabelTests: XCTestCase {
    private func tasks(_ text: String) throws -> [String] {
        try understandText(text).tasks.map { "\($0.title) \($0.dueDate)" }
    }

    func testADeadlineLabelNamesWhatIsDue() throws {
        let found = try tasks("""
        # Schedule for EE 3400, Fall 2018

        Office hours: Mondays. Grading: labs 50%, milestones 50%.

        * Sep 7th, Fri: Team meetings.
        * Sep 9th, Sun: **Deadline @midnight:** Fill out the team assessment form.
        * Sep 14th, Fri: Team meetings. **Deadline @midnight:** 1) Make a [team contract](./contract.md), 2) make a website.
        * Sep 23rd, Sun: **Deadline:** Submit the signed [safety form](https://example.edu/form).
        """)
        XCTAssertTrue(found.contains("Fill out the team assessment form 2018-09-09"), "\(found)")
        XCTAssertTrue(found.contains("Submit the signed safety form 2018-09-23"), "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("1)") || $0.hasPrefix("Team meetings") }, "\(found)")
    }

    func testTheLabelsNameAndDateAreRead() throws {
        let text = "* Sep 9th, Sun: **Deadline @midnight:** Fill out the team assessment form."
        let line = DocumentLine(page: 1, number: 1, text: text, written: text, segments: [text])
        let labelled = try XCTUnwrap(TaskReader.deadlineLabelled(line))
        XCTAssertEqual(labelled.name, "Fill out the team assessment form")
        XCTAssertEqual(labelled.date.text, "Sep 9th")
        XCTAssertEqual(labelled.time.map { "\($0)" }, "23:59")
        for other in ["Deadline: Fill out the form on Sep 9.", "Sep 9: deadline to register for the course",
                      "Sep 9: Deadline: Withdrawal from the course", "Sep 9: Deadline: x"] {
            let line = DocumentLine(page: 1, number: 1, text: other, written: other, segments: [other])
            XCTAssertNil(TaskReader.deadlineLabelled(line), other)
        }
    }

    func testAnOfficesDatesAreNoDeliverablesHoweverLabelled() throws {
        let found = try tasks("""
        # ECON 103 Syllabus, Fall 2026

        Office hours: Mondays. Grading: quizzes 40%, final 60%.

        | Date | Topic | Work |
        |---|---|---|
        | Mon 31 Aug | Business cycles | Quiz 1 |
        | Mon 7 Sep | Labor markets | Reflection due |

        | Event | Date |
        |-------|------|
        | Mid-semester grades due | Mon 19 Oct 2026 |
        | Withdrawal / pass-no-pass deadline | Thu 5 Nov 2026 |
        """)
        XCTAssertTrue(found.contains("Quiz 1 2026-08-31"), "\(found)")
        XCTAssertFalse(found.contains { $0.contains("grades") || $0.contains("Withdrawal") }, "\(found)")
    }

    func testANameBeforeADeadlineLabelIsDueWhateverWordsItUses() throws {
        let found = try tasks("""
        # Deadlines, ID 2200 Fall 2019

        # Review Questions
        * **RQ1** - deadline: Sep. 4
        * **RQ2** - deadline: Sep. 11

        # Lab Assignments
        * **Lab1** - deadline: Sep. 27
        """)
        XCTAssertEqual(found, ["RQ1 2019-09-04", "RQ2 2019-09-11", "Lab1 2019-09-27"])
    }

    func testOnlyAShortNameRightBeforeTheLabelIsRead() throws {
        for text in ["* **RQ1** - deadline: Sep. 4", "Team charter – due: 10/2", "Reflection: due Friday 10/2"] {
            let line = DocumentLine(page: 1, number: 1, text: text, written: text, segments: [text])
            XCTAssertNotNil(TaskReader.nameBeforeDeadline(line), text)
        }
        for text in ["The registration deadline: Sep. 4", "We will talk about how to meet a deadline: Sep 4",
                     "Deadline: Sep. 4", "Add/drop - deadline: Sep 4", "RQ1 - deadline: Sep. 4 (or Sep. 6)"] {
            let line = DocumentLine(page: 1, number: 1, text: text, written: text, segments: [text])
            XCTAssertNil(TaskReader.nameBeforeDeadline(line), text)
        }
    }
}
