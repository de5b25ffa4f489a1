import XCTest
@testable import DocketUnderstand

/// A schedule that writes no year, no weekday and no class days is in a year whose sessions fall on
/// working days.
final class SessionWeekdayYearTests: XCTestCase {
    private func schedule(_ dates: [String]) -> String {
        """
        # Management Accounting: Course Schedule

        | Session | Topic |
        |---------|-------|
        \(dates.enumerated().map { "| \($0.offset + 1). \($0.element) | Problem set \($0.offset + 1) due |" }.joined(separator: "\n"))

        """
    }

    func testSessionsOnASaturdayMoveTheYearToOneWhereNoneFallsOnAWeekend() throws {
        // Two days apart, a week apart: Tuesdays and Thursdays of 2023 (and of 2022's Mondays and Wednesdays);
        // in 2026, the year the page was read, five fall on a weekend.
        let result = try understandText(schedule(["7 Feb.", "9 Feb.", "14 Feb.", "16 Feb.", "21 Feb.", "23 Feb.", "28 Feb.",
                                                  "2 Mar.", "7 Mar.", "9 Mar."]))
        XCTAssertEqual(result.tasks.first?.dueDate.description, "2023-02-07", "the nearest such year to 2026")
        XCTAssertEqual(Set(result.tasks.map { String($0.dueDate.description.prefix(4)) }), ["2023"])
    }

    func testAYearThatAlreadyPutsTheSessionsOnWorkingDaysStays() throws {
        // Mondays and Wednesdays of 2026.
        let result = try understandText(schedule(["2 Feb.", "4 Feb.", "9 Feb.", "11 Feb.", "16 Feb.", "18 Feb.", "23 Feb.",
                                                  "25 Feb.", "2 Mar.", "4 Mar."]))
        XCTAssertEqual(Set(result.tasks.map { String($0.dueDate.description.prefix(4)) }), ["2026"])
    }

    func testTooFewDatesDecideNothing() {
        let few = ["7 Feb.", "9 Feb.", "14 Feb."].map { DateScanner().matches(in: $0)[0].expression }
        XCTAssertNil(RuleDeadlineNormalizer.yearOnWeekdays(few, dayFirst: true, around: 2026))
    }
}
