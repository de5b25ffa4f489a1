import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// A schedule column headed "Week Beginning" or "Week of" dates each row by the first day of its week:
/// a rule's weekday ("labs are due on Wednesdays") falls within that week, and a document that writes
/// no year is in the year those days are Mondays.
final class WeekStartColumnTests: XCTestCase {
    private func placed(_ text: String) throws -> [String] {
        try understandText(text).tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime?.description ?? "-")" }
    }

    private let labSchedule = """
    # Lab Schedule, Spring 2023

    Instructor: A. Author. Grading: notebooks 60%, report 40%.

    Lab assignments are due at 11:59 pm on Wednesdays unless otherwise specified.

    | Week | HEADER | Lab Activity | Due |
    |------|--------|--------------|-----|
    | 1 | 1/09 | Safety lecture | |
    | 2 | 1/16 | Titration, trial 1 | Lab 0 |
    | 3 | 1/23 | Data processing | Notebook Review |
    | 4 | 1/30 | Project planning | Progress Report Due |
    | 5 | 2/06 | Project lab | Midterm Exam |

    """

    func testWorkDueInAWeekThatBeginsOnTheRowsDateIsDueOnTheRulesWeekday() throws {
        for header in ["Week Beginning", "Week of", "Week starting"] {
            XCTAssertEqual(try placed(labSchedule.replacingOccurrences(of: "HEADER", with: header)).sorted(), [
                "Lab 0 2023-01-18 23:59", "Midterm Exam 2023-02-06 -", "Notebook Review 2023-01-25 23:59", "Progress Report 2023-02-01 23:59",
            ], "\(header): an exam is held on its own day, not on a due day")
        }
    }

    func testARowDatedByAPlainDateColumnKeepsItsDate() throws {
        XCTAssertEqual(try placed(labSchedule.replacingOccurrences(of: "HEADER", with: "Date")).sorted(), [
            "Lab 0 2023-01-16 -", "Midterm Exam 2023-02-06 -", "Notebook Review 2023-01-23 -", "Progress Report 2023-01-30 -",
        ], "a date column gives the day itself, and a rule about kinds places only what a week dates")
    }

    func testOnlyOneWeekdayForEveryKindPlacesWorkTheRulesDoNotName() throws {
        let twoDays = labSchedule.replacingOccurrences(of: "HEADER", with: "Week Beginning")
            .replacingOccurrences(of: "unless otherwise specified.", with: "unless otherwise specified.\n\nPapers are due on Fridays.")
            .replacingOccurrences(of: "Progress Report Due", with: "Progress Check Due")
        XCTAssertEqual(try placed(twoDays).sorted(), [
            "Lab 0 2023-01-18 23:59", "Midterm Exam 2023-02-06 -", "Notebook Review 2023-01-27 -", "Progress Check 2023-01-30 -",
        ], "a review is a paper, due on the papers' Friday; work no rule names keeps its row's date when the rules name two days")
    }

    func testWeekBeginningsWithoutAYearAreMondays() throws {
        let yearless = labSchedule.replacingOccurrences(of: ", Spring 2023", with: "")
        XCTAssertEqual(try placed(yearless.replacingOccurrences(of: "HEADER", with: "Week Beginning")).sorted(), [
            "Lab 0 2023-01-18 23:59", "Midterm Exam 2023-02-06 -", "Notebook Review 2023-01-25 23:59", "Progress Report 2023-02-01 23:59",
        ], "9, 16, 23 and 30 January and 6 February were Mondays in 2023, the year before 2026 nearest to it")
        // "Week of" may carry the week's first class (a Tuesday): it tells no year.
        let weekOf = try understandText(yearless.replacingOccurrences(of: "HEADER", with: "Week of"))
        XCTAssertEqual(Set(weekOf.tasks.map(\.dueDate.year)), [2026])
    }

    func testTheColumnIsReadFromItsHeader() throws {
        func column(_ header: String) throws -> String {
            let line = try XCTUnwrap(readLines(header + "\n", name: "page.md").first)
            return TaskReader.weekStartColumn(line).map { "\($0.column) \($0.begins)" } ?? "-"
        }
        XCTAssertEqual(try column("| Week | Week Beginning | Topic |"), "1 true")
        XCTAssertEqual(try column("| Week of | Topic | Due |"), "0 false")
        XCTAssertEqual(try column("| Week commencing | Topic |"), "0 true")
        XCTAssertEqual(try column("| Week | Date | Topic |"), "-")
        XCTAssertEqual(try column("| Week of classes and exams in the term | Topic |"), "-", "a sentence is no header")
    }
}
