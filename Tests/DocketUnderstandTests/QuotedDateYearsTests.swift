import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// A reading list's full dates ("Sept 6, 1990") are when works appeared; a page that writes no year of
/// its own is in the year its weekdays ("Monday, January 22") agree on.
final class QuotedDateYearsTests: XCTestCase {
    private func schedule(readings: [String], march: Bool = true) -> String {
        let weekSeven = march ? "## Week 7\n### Monday, March 4\n* Response paper 2 due\n\n### Wednesday, March 6\n* Final essay due\n" : ""
        return """
        # Course Calendar

        Instructor: A. Author. Grading: response papers 40%, final essay 60%.

        ## Week 1
        ### Monday, January 22
        * Introductions
        * \(readings[0])

        ### Wednesday, January 24
        * \(readings[1])

        ## Week 2
        ### Monday, January 29
        * \(readings[2])
        * Response paper 1 due

        ### Wednesday, January 31
        * Discussion

        \(weekSeven)
        """
    }

    func testTheWeekdaysOutvoteTheYearsOfDatesAReadingListQuotes() throws {
        let page = try understandText(schedule(readings: [
            "\"Casual Drug Users Should Be Shot\" (Sept 6, 1990)",
            "\"Police chief retires\" (Oct 2, 1990), and a reply (Nov 20, 1990)",
            "\"A Court Case\", *Vox* (Feb 20, 2020)",
        ]))
        XCTAssertEqual(page.tasks.map { "\($0.title) \($0.dueDate)" }.sorted(),
                       ["Final Essay 2024-03-06", "Response Paper 1 2024-01-29", "Response Paper 2 2024-03-04"],
                       "22 January, 4 and 6 March fall on their weekdays in 2024, not around 1990")
    }

    func testFullDatesThatAgreeWithTheWeekdaysKeepTheirYear() throws {
        let page = try understandText(schedule(readings: [
            "Welcome letter (Jan 22, 2018)", "Reading (Jan 24, 2018)", "Reading (Jan 29, 2018)",
        ], march: false))
        XCTAssertEqual(page.tasks.map { "\($0.title) \($0.dueDate)" }, ["Response Paper 1 2018-01-29"],
                       "29 January 2018 was a Monday, as in 2024")
    }
}
