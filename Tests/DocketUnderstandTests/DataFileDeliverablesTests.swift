import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// A course site's data file of deliverables (YAML records with a title and a due field), and tables
/// headed the same way: each record is a deliverable on its due date, named by its title, or by the
/// list's kind and its number.
final class DataFileDeliverablesTests: XCTestCase {
    private func tasks(_ text: String, name: String = "page.yml") throws -> [(String, String, String?)] {
        let document = try understandText(text, name: name)
        return document.tasks.map { ($0.title, $0.dueDate.description, $0.dueTime?.description) }
    }

    func testRecordsWithATitleAndASnakeCaseDueDateAreDeliverables() throws {
        let document = try understandText("""
        # Problem sets

        - title: Problem Set 1
          topic: "Vectors"
          url: sets/ps1.html
          due_date: 2024-02-09

        - title: Problem Set 2
          topic: "Matrices"
          url: sets/ps2.html
          due_date: 2024-02-16

        - title: Problem Set 3
          topic: "Eigenvalues"
          url: sets/ps3.html
          due_date: 2024-02-23
        """, name: "sets.yml")
        XCTAssertEqual(document.documentType, .syllabus)
        XCTAssertEqual(document.tasks.map(\.title), ["Problem Set 1", "Problem Set 2", "Problem Set 3"])
        XCTAssertEqual(document.tasks.map(\.dueDate.description), ["2024-02-09", "2024-02-16", "2024-02-23"])
    }

    func testANumberedRecordTakesTheKindItsListIsKeyedBy() throws {
        let found = try tasks("""
        term: Spring 2025
        quizzes:
        - name: 4.2
          due: 9pm Tue 2/4
          covers: sections 4.1 and 4.2
        - name: 4.3
          due: 9pm Thu 2/6
          covers: section 4.3
        - name: 5.1
          due: 9pm Tue 2/11
          covers: section 5.1
        """)
        XCTAssertEqual(found.map(\.0), ["Quiz 4.2", "Quiz 4.3", "Quiz 5.1"])
        XCTAssertEqual(found.map(\.1), ["2025-02-04", "2025-02-06", "2025-02-11"])
        XCTAssertEqual(found.map(\.2), ["21:00", "21:00", "21:00"])
    }

    func testACamelCaseDueFieldAndANameColumnInATable() throws {
        let found = try tasks("""
        # Deliverables

        | Name | Released | dueDate |
        |---|---|---|
        | Lab 1 | Jan 13 | Jan 20, 2025 |
        | Lab 2 | Jan 20 | Jan 27, 2025 |
        """, name: "page.md")
        XCTAssertEqual(found.map(\.0), ["Lab 1", "Lab 2"])
        XCTAssertEqual(found.map(\.1), ["2025-01-20", "2025-01-27"])
    }

    func testTitlesBesideAPlainDateAreSessionsNotDeliverables() throws {
        let found = try tasks("""
        - title: Sampling and bias
          date: 2024-09-03
        - title: Confidence intervals
          date: 2024-09-10
        - title: Regression
          date: 2024-09-17
        """)
        XCTAssertTrue(found.isEmpty, "\(found)")
    }

    func testACaptionWithANumberOrADateNamesNoKind() throws {
        // "Week 3 homework" over the list is a session's caption, not the list's kind: bare numbers stay unnamed.
        let found = try tasks("""
        Week 3 homework, due 9/16:
        - name: 1.1
          due: 11:59pm Mon 9/16
        - name: 1.2
          due: 11:59pm Mon 9/16
        - name: 1.3
          due: 11:59pm Mon 9/16
        """)
        XCTAssertFalse(found.map(\.0).contains("Homework 1.1"), "\(found)")
    }

    func testEachDueColumnDatesTheRowsWorkNamedByWhatItsHeaderSays() throws {
        let found = try tasks("""
        # Statistics 610: deliverables

        | Title | First Submission Due Date | Revision Due Date |
        |---|:---:|---|
        | 1. Coin flips | 2025-09-08 | 2025-09-26 |
        | 2. Waiting times | 2025-09-17 | |
        | 3. Bootstrap | 2025-10-01 | 2025-10-20 |
        """, name: "page.md")
        XCTAssertEqual(found.map { "\($0.0) \($0.1)" }, [
            "1. Coin flips 2025-09-08", "2. Waiting times 2025-09-17", "1. Coin flips (revision) 2025-09-26",
            "3. Bootstrap 2025-10-01", "3. Bootstrap (revision) 2025-10-20",
        ], "an empty due cell dates nothing")
    }

    func testAHeaderNamingWorkDueIsNoFurtherDueColumn() {
        XCTAssertEqual(TaskReader.dueDateLabel("Resubmission Due Date"), "resubmission")
        XCTAssertEqual(TaskReader.dueDateLabel("Final version deadline"), "final version")
        XCTAssertNil(TaskReader.dueDateLabel("Due date"))
        XCTAssertNil(TaskReader.dueDateLabel("Date due"))
        XCTAssertNil(TaskReader.dueDateLabel("Topic"))
    }
}
