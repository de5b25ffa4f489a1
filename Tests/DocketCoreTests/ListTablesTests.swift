import XCTest
@testable import DocketCore

/// reStructuredText's and MyST's list tables read as rows of cells.
final class ListTablesTests: XCTestCase {
    private func lines(_ text: String, name: String = "schedule.rst") throws -> [[String]] {
        try plainTextLines(text, name: name)
    }

    func testAReStructuredTextListTableIsRows() throws {
        let text = """
            Schedule
            --------

            .. list-table:: Weekly plan
                :widths: 5, 10, 40
                :header-rows: 1

                * - Week
                  - Date
                  - Due Homework
                * - 1
                  - 1/9 and 1/11
                  - 1/18
                * - 2
                  - 1/16
                  -
                * - 3
                  - 1/23
                  - Problem set 3,
                    chapters 2 and 3

            Grading
            -------
            """
        XCTAssertEqual(try lines(text), [
            ["Schedule"], ["--------"], ["Weekly plan"],
            ["Week", "Date", "Due Homework"], ["1", "1/9 and 1/11", "1/18"], ["2", "1/16", ""],
            ["3", "1/23", "Problem set 3, chapters 2 and 3"],
            ["Grading"], ["-------"],
        ])
    }

    func testAMySTListTableEndsAtItsFence() throws {
        let text = """
            :::{list-table}
            :header-rows: 1

            *   - Lab
                - Due
            *   - 1
                - Tuesday, January 23, 2024 at 11:59pm
            :::
            Labs are graded in a week.
            """
        XCTAssertEqual(try lines(text, name: "labs.md"), [
            ["Lab", "Due"], ["1", "Tuesday, January 23, 2024 at 11:59pm"], ["Labs are graded in a week."],
        ])
    }

    func testANestedListInACellIsItsClauses() throws {
        let text = """
            ```{list-table} Readings
            * - Sep 5
              - - Chapter 1
                - Quiz 1
            ```
            """
        XCTAssertEqual(try lines(text, name: "readings.md"), [["Readings"], ["Sep 5", "Chapter 1; Quiz 1"]])
    }

    func testTextThatOnlyNamesTheDirectiveStaysAsWritten() throws {
        let text = """
            Use a list-table for the schedule.
            * - not a table
            """
        XCTAssertEqual(try lines(text), [["Use a list-table for the schedule."], ["* - not a table"]])
    }
}
