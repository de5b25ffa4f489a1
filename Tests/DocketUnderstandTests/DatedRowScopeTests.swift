import XCTest
@testable import DocketUnderstand

/// A dated row of a delimited table dates what its table says below it, not the prose after the table.
final class DatedRowScopeTests: XCTestCase {
    private func tasks(_ text: String) throws -> [String] {
        try understandText(text).tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime.map { "\($0)" } ?? "-")" }
    }

    func testARowWithoutALabelDoesNotDateTheTextAfterItsTable() throws {
        let found = try tasks("""
        # ECON 210, Spring 2022

        | | Date | Topic | PSet Due |
        | :---: | :--- | :---- | :---: |
        | 1 | Mar 28 | Logistics | – |
        | 2 | Apr 6 | Statistics | 1 |
        | – | May 2 | Midterm | – |
        | 3 | May 4 | Regression | 2 |

        Lectures are on Monday and Wednesday, 1:30-2:50pm.

        Problem sets are due at noon.
        """)
        XCTAssertFalse(found.contains { $0.hasPrefix("Problem Set 2022-05-02") }, "\(found)")
        XCTAssertTrue(found.contains("Midterm 2022-05-02 -"), "\(found)")
    }

    func testADateWithATabAfterItStillHeadsTheLinesBelow() throws {
        // Text copied from a word processor's table: "11/3 - 11/7" then a tab, the week's items below.
        let found = try tasks("""
        # CS 314 Computer Organization, Fall 2025

        Instructor: Dr. A. Rivera. Lectures MWF 1:00-1:50pm. Grading: homework 40%, midterm 25%, final 35%.

        Week 4
        10/27 - 10/31\t
        Data structures, memory layout

        Midterm review
        Week 5
        11/3 - 11/7\t
        Midterm (Monday in person)

        Processor architecture
        """)
        XCTAssertTrue(found.contains { $0.hasPrefix("Midterm 2025-11-03") }, "\(found)")
    }

    func testARowWithAnUndatableDateCellOfItsOwnIsNotTheRowAbovesWork() throws {
        let found = try tasks("""
        # Calendar 2017

        Homework is listed by due date.

        | Week | Date  | Topic                    | Hmwk   |
        |:----:|:-----:|--------------------------|--------|
        | 16   | 12.08 | Trees                    | hmwk12 |
        |      | 12.11 | Induction                | hmwk13 |
        |      | 12.15 | Reading day              |        |
        | 17   | 12.XX | **FINAL EXAM**           |        |
        """)
        XCTAssertEqual(found, ["Homework 12 2017-12-08 -", "Homework 13 2017-12-11 -"], "the final's date is not yet known")
        // A date cell that only opens with its date ("5/2: Film") holds the row's items too: the rows
        // below it are still its own.
        let rows = try tasks("""
        # POSC 315 syllabus, Spring 2023

        Grading: policy paper 40%, exams 60%.

        | Week    | Tuesday              | Thursday           |
        |---------|----------------------|--------------------|
        | Week 13 | 4/25: Discussion     | 4/27: Current Events |
        | Week 14 | 5/2: Documentary     | 5/4: Policy Science |
        | Readings |                     | Chapter 11         |
        |         | Policy Paper Due     |                    |
        """)
        XCTAssertEqual(rows, ["Policy Paper 2023-05-02 -"])
    }
}
