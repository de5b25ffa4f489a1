import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// Tables whose rows are records of work: tabs inside a pipe table's cells, a row that names a
/// numbered piece of work and gives it one bare date, and a row inside a table that says its own work
/// is due without heading the rows below it.
final class RecordRowsTests: XCTestCase {
    private func dated(_ document: UnderstoodDocument) -> [String] {
        document.tasks.map { "\($0.title) \($0.dueDate)" }
    }

    func testTabsInsideAPipeTablesCellsAreSpacing() throws {
        let page = """
        # Discrete Structures syllabus, Fall 2017

        Homework is listed by its due date.

        | Week | Date  | Topic  | Hmwk |
        |:----:|:-----:|--------|------|
        | 1    | 08.28 | Intro\t\t |  |
        |      | 09.08 | Logic\t | [hmwk01 (online)](http://x.example/1) |
        |      | 09.15 | Proofs  | [hmwk02 (written)](http://x.example/2) |
        | 2    | 09.22 | Sets\t\t | [hmwk03 (online)](http://x.example/3) |

        """
        let lines = PlainTextExtractor.lines(of: Substring(page))
        XCTAssertEqual(lines[6].segments.count, 1, "a pipe row is one segment however many tabs it holds")
        XCTAssertFalse(lines[6].segments[0].text.contains("\t"))
        XCTAssertEqual(dated(try understandText(page)), ["Homework 01 2017-09-08", "Homework 02 2017-09-15", "Homework 03 2017-09-22"])
        // A line of text keeps its tabs as cell breaks.
        XCTAssertEqual(PlainTextExtractor.lines(of: "Sep 5\tHomework 1 due")[0].segments.count, 2)
    }

    func testANamedPieceOfWorkBesideOneBareDateIsDueThen() throws {
        let records = """
        - title: Assignment 1
          description: A web server with a limited set of methods.
          date: 2019-09-26
          points: 20
        - title: Assignment 2
          description: Conditionals and redirections.
          date: 2019-10-10
          points: 20
        - title: Assignment 3
          description: Encoding and partial content.
          date: 2019-10-24
          points: 20
        - title: Assignment 4
          description: Authentication.
          date: 2019-11-07
          points: 20
        """
        XCTAssertEqual(dated(try understandText(records, name: "assignments.yml")),
                       ["Assignment 1 2019-09-26", "Assignment 2 2019-10-10", "Assignment 3 2019-10-24", "Assignment 4 2019-11-07"])
        let table = "| Title | Date |\n|---|---|\n| Homework 3 | Oct 2, 2019 |\n| Lecture 4 | Oct 3, 2019 |\n"
        XCTAssertEqual(dated(try understandText(table)), ["Homework 3 2019-10-02"], "a lecture is no work")
    }

    func testARowThatHandsWorkOutOrSaysMoreIsNoRecord() throws {
        // A date cell that says more than the date, or a name cell that says what happens, is not a record's.
        let table = "| Work | When |\n|---|---|\n| Homework 3 released | Oct 2, 2019 |\n| Homework 4 | posted Oct 9, 2019 |\n"
        XCTAssertEqual(dated(try understandText(table)), [])
    }

    func testARowSayingItsWorkIsDueInsideATableHeadsNoColumn() throws {
        let grid = """
        Fall 2013

        +--------+--------------------------------------+
        |Week.Day| Topic                                |
        +========+======================================+
        |9.R     | Sonata Expositions 2                 |
        |(10/24) |                                      |
        +--------+--------------------------------------+
        |10.M    | Final Project Proposals Due          |
        |(10/28) |                                      |
        +--------+--------------------------------------+
        |13.T    | Analysis of the Late Century         |
        |(11/19) | Repertoire (1)                       |
        +--------+--------------------------------------+
        |13.R    | Analysis of the Late Century         |
        |(11/21) | Repertoire (2)                       |
        +--------+--------------------------------------+

        """
        let titles = try understandText(grid, name: "syllabus.txt").tasks.map(\.title)
        XCTAssertFalse(titles.contains { $0.hasPrefix("Repertoire") }, "\(titles)")
    }
}
