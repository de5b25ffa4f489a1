import XCTest
@testable import DocketCore

/// reStructuredText's roles and links read as their text; its comments show nothing.
final class RestructuredTextInlineTests: XCTestCase {
    private func lines(_ text: String) throws -> [[String]] {
        try plainTextLines(text, name: "schedule.rst")
    }

    func testRolesAndLinksShowTheirText() throws {
        let text = """
            - :ref:`Follow-along exercises` 1–7: due 11:59 pm PDT, October 7
            - :doc:`Lab 2 <labs/lab2>` report, `Lab 1 Physical properties`_ and `Syllabus <syllabus.html>`__
            Markdown's `code` stays, and so does snake_case_`x`.
            """
        XCTAssertEqual(try lines(text), [
            ["- Follow-along exercises 1–7: due 11:59 pm PDT, October 7"],
            ["- Lab 2 report, Lab 1 Physical properties and Syllabus"],
            ["Markdown's `code` stays, and so does snake_case_`x`."],
        ])
    }

    func testACommentAndWhatIsIndentedUnderItShowNothing() throws {
        let text = """
            .. note::
               Deadlines are in Pacific time.
            - Lab 1: due October 7
            .. - Prelab: due November 5
            .. An old plan:
               - Quiz: October 9
            - Lab 2: due October 14
            .. _target:
            """
        XCTAssertEqual(try lines(text), [
            [".. note::"], ["   Deadlines are in Pacific time."], ["- Lab 1: due October 7"], ["- Lab 2: due October 14"], [".. _target:"],
        ])
    }

    func testTextWithoutReStructuredTextKeepsItsDots() throws {
        // No directive and no role: ".. " is the writer's own.
        XCTAssertEqual(try lines(".. and then the midterm: Oct 9"), [[".. and then the midterm: Oct 9"]])
    }
}
