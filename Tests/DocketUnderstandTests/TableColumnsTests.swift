import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// Rows that leave cells empty still line up with their header, and a column headed as what is due
/// names deliverables whatever words its cells use.
final class TableColumnsTests: XCTestCase {
    private func understand(_ text: String) throws -> UnderstoodDocument {
        let document = try PlainTextExtractor().extract(InputDocument(name: "t.md", data: Data(text.utf8)), as: .supported(.text, encoding: .utf8))
        return try DocumentUnderstanding(extractor: RuleExtractor(),
                                         options: NormalizationOptions(today: CivilDate(year: 2026, month: 11, day: 23)!))
            .understand(document, sha256: "")
    }

    private let calendar = """
    # HIST 310 Course Calendar, Spring 2026

    Instructor: Dr. R. Lane. Class meets MWF 10:00-10:50 am. Grading: assignments 60%, mid-term examination 40%.

    | Meeting  | Topic              | Reading | Assignment(s) due        |
    |----------|--------------------|---------|--------------------------|
    | 1-12 (M) | Introduction       | Ch. 1   |                          |
    | 1-16 (F) | Methods            |         | Pick a field site  |
    | 1-23 (F) | Surveys            | Ch. 2   | Source summary           |
    | 1-30 (F) | Oral history       |         | Read Ch. 3               |
    | 2-6 (F)  | Mid-term examination |       |                          |
    | 2-13 (F) | Maps               | none    | none                     |
    | 2-20 (F) |                    |         | Annotated bibliography 2 |

    """

    func testAMarkdownRowKeepsTheColumnsOfItsEmptyCells() throws {
        let lines = try readLines("| Date | Topic | Reading | Due |\n|---|---|---|---|\n| 2-6 | Maps |  | Draft |\n")
        XCTAssertEqual(lines[1].segments, ["2-6", "Maps", "Draft"])
        XCTAssertEqual(lines[1].columnCount, 4)
        XCTAssertEqual(lines[1].columns, [0, 1, 3])
        XCTAssertEqual(lines[1].cell(inColumn: 3), "Draft")
        XCTAssertEqual(lines[1].cell(inColumn: 2), "")
        XCTAssertTrue(lines[1].hasExactColumns)
        XCTAssertTrue(lines[0].hasExactColumns)
        XCTAssertNil(lines[0].columns, "a row with every cell written needs no map")
    }

    func testCellsFoundByRunsOfSpacesAreNotExactColumns() throws {
        let lines = try readLines("Week 1      Jan-23      Overview\n")
        XCTAssertEqual(lines[0].segments.count, 3)
        XCTAssertFalse(lines[0].hasExactColumns, "an empty column leaves no run of its own, so the cells after it shift")
    }

    func testAMonthDayPairWithItsWeekdayIsAScheduleDate() {
        XCTAssertTrue(ScheduleDates.monthDay("1-9 (W)")! == (1, 9))
        XCTAssertTrue(ScheduleDates.monthDay("2-15 Fri")! == (2, 15))
        XCTAssertNil(ScheduleDates.monthDay("2-15 (pages)"))
        XCTAssertNil(ScheduleDates.monthDay("13-2 (M)"))
    }

    func testADueColumnNamesItsDeliverablesWhateverTheirWords() throws {
        let result = try understand(calendar)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, [
            "Pick a field site 2026-01-16", "Source summary 2026-01-23", "Mid-term Examination 2026-02-06",
            "Annotated Bibliography 2 2026-02-20",
        ], "a reading, 'none' and empty cells name nothing; an empty Reading cell moves no name into it")
    }

    func testAColumnNotHeadedAsDueNamesNothingWithoutAKindWord() throws {
        let other = calendar.replacingOccurrences(of: "Assignment(s) due       ", with: "Notes                   ")
        let result = try understand(other)
        XCTAssertEqual(result.tasks.map(\.title), ["Mid-term Examination", "Annotated Bibliography 2"],
                       "only names a kind word makes a deliverable are read from it")
    }

    func testADeliverablesTableKeepsItsRowsThoughOneRunsPastItsHeader() throws {
        let result = try understand("""
        # OPT 510 Optimization, Fall 2020

        Instructor: Dr. R. Lane. Grading: home assignments 60%, exam 40%.

        | Week | Content            | Slides            | Home Assignment             | Deadline         |
        |:----:|:-------------------|:-----------------:|:---------------------------:|:----------------:|
        | 01   | Convex sets        | [Slides](s1.pdf)  | [assignment01](hw/a01)      | 18.10.2020 20:00 |
        | 02   | Duality            | [Slides](s2.pdf)  | [Duality problems](hw/a02)  | 25.10.2020 20:00 ||
        | 03   | Review             |                   |                             |                  |
        | 04   | Gradient descent   |                   | [assignment03](hw/a03)      | 07.11.2020 20:00 |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Assignment01 2020-10-18", "Duality problems 2020-10-25", "Assignment03 2020-11-07"],
                       "'Home Assignment' heads the items; the '||' that closes one row adds no column of its own")
    }

    func testATableThatSaysWhenRowsAreReleasedAndDueListsDeliverables() throws {
        let result = try understand("""
        # BIOL 330 Take-home exams, Fall 2026

        Instructor: Dr. R. Lane. Grading: four take-home exams, 25% each.

        | Topic                   | Release Date | Due Date (midnight) |
        | :---:                   | :---:        | :---:               |
        | Perception basics       | Sept 17 (Th) | Sept 21 (M)         |
        | Memory and attention    | Sept 24 (Th) | Sept 28 (M)         |

        | Wk | Week of    | Topics              | Released         | Due                    |
        |----|------------|---------------------|------------------|------------------------|
        | 2  | 2026-10-05 | Memory and recall   | HW2 released Fri | HW1 - Fri 2026-10-09   |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Perception basics 2026-09-21", "Memory and attention 2026-09-28", "Homework 1 2026-10-09"],
                       "a row whose due column names its deliverable is read by its names, not as the table's item")
    }

    func testTopicsUnderAHeadingThatNamesTheWorkAreThatWork() throws {
        let result = try understand("""
        BIOL 330 Animal Behavior, Fall 2026. Instructor: Dr. R. Lane. Grading: take-home exams 100%.

        # Unit Exam

        | Topic                   | Release Date | Due Date (midnight) |
        | :---:                   | :---:        | :---:               |
        | Perception basics       | Sept 15      | Sept 21             |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.type)" }, ["Unit Exam: Perception basics exam"])
    }

    func testCellsOfARowFoundWhereTextLiesAreNotReadAsADueColumn() throws {
        // The same table as a fixed-width layout: which column a cell is in is not known.
        let result = try understand("""
        HIST 310 Course Calendar, Spring 2026
        Instructor: Dr. R. Lane. Class meets MWF 10:00-10:50 am. Grading: assignments 60%, examination 40%.
        Meeting    Topic           Reading    Assignment(s) due
        1-12 (M)   Introduction    Ch. 1
        1-16 (F)   Methods                    Pick a field site
        1-23 (F)   Surveys         Ch. 2      Source summary

        """)
        XCTAssertTrue(result.tasks.isEmpty)
    }
}
