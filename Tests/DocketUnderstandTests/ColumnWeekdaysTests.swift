import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// A table's header that names weekdays gives the dates under it their weekday, and so a page that
/// writes no year its year.
final class ColumnWeekdaysTests: XCTestCase {
    private func lines(_ text: String) throws -> [DocumentLine] { try readLines(text, name: "t.md") }

    private let weeks = """
    # CS 8 Calendar

    | Week | **PA** (Mon) | **CA** (Tue) | Checkpoint | Refl. (Sun) |
    |---|---|---|---|---|
    | Week 1 | - | - | - | Apr 3 |
    | Week 2 | Apr 4 | Apr 5 | Apr 7 | Apr 10 |
    | Week 3 | Apr 11 | Apr 12 | Apr 14 | Apr 17 |

    Programming assignments (PA) are due on the dates above.

    """

    func testEachDateUnderAWeekdayHeaderIsThatWeekday() throws {
        let read = try lines(weeks)
        let days = ColumnWeekdays.weekdays(in: read)
        let row = try XCTUnwrap(read.firstIndex { $0.text.hasPrefix("Week 2") })
        XCTAssertEqual(days[row], [.monday, .tuesday, nil, .sunday], "the checkpoint's header names no weekday")
        let first = try XCTUnwrap(read.firstIndex { $0.text.hasPrefix("Week 1") })
        XCTAssertEqual(days[first], [.sunday])
        let prose = try XCTUnwrap(read.firstIndex { $0.text.hasPrefix("Programming") })
        XCTAssertEqual(days[prose], [], "a line that is no row ends the table")
    }

    func testTheHeadersWeekdaysTellTheYear() throws {
        // Monday April 4 and Wednesday April 6: 2022 is the nearest such year before 2026.
        let dates = try understandText("""
        # CS 8 Calendar

        | Week | Monday | Wednesday |
        |---|---|---|
        | 1 | Apr 4: Quiz 1 | Apr 6: Homework 1 due |
        | 2 | Apr 11: Quiz 2 | Apr 13: Homework 2 due |

        """).tasks.map(\.dueDate.description)
        XCTAssertEqual(dates, ["2022-04-04", "2022-04-06", "2022-04-11", "2022-04-13"])
    }

    func testARowsWeekdayCellTellsTheYear() throws {
        // "3-Sep" beside "Wed" and "10-Sep" beside "Wed": 2025 is the nearest such year before 2026.
        let dates = try understandText("""
        Week,Date,Day,Topic,Lab
        1,3-Sep,Wed,Course intro,Lab assignment 1 due
        2,10-Sep,Wed,Sensors,Lab assignment 2 due
        3,15-Sep,Mon,Actuators,–
        """, name: "schedule.csv").tasks.map(\.dueDate.description)
        XCTAssertEqual(dates, ["2025-09-03", "2025-09-10"])
    }

    func testTwoWeekdayCellsThatDisagreeNameNone() throws {
        let read = try lines("""
        | Date | Day | Other day | Due |
        |---|---|---|---|
        | 9/3 | Wed | Fri | Lab 1 |
        """)
        let row = try XCTUnwrap(read.firstIndex { $0.text.hasPrefix("9/3") })
        XCTAssertEqual(ColumnWeekdays.weekdays(in: read)[row], [nil])
    }

    func testAHeaderOfManyWordsOrTwoWeekdaysNamesNone() throws {
        let read = try lines("""
        | Topic (see the Monday notes for details) | Mon/Wed | Date |
        |---|---|---|
        | Loops | Apr 4 | Apr 6 |

        """)
        XCTAssertEqual(ColumnWeekdays.weekdays(in: read).flatMap { $0 }.compactMap { $0 }, [])
    }
}
