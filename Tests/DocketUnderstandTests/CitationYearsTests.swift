import XCTest
@testable import DocketUnderstand

final class CitationYearsTests: XCTestCase {
    private func years(_ text: String) -> [Int] { RuleExtractor.years(in: text) }

    func testAReferencesYearIsNoYearOfThePage() {
        XCTAssertEqual(years("using a model (APIM; Kenny, Kashy, & Cook, 2006), or multilevel models"), [])
        XCTAssertEqual(years("as shown before (Lee et al., 2019; Park, 2020)."), [])
        XCTAssertEqual(years("Lee et al. (2019) argue"), [])
        XCTAssertEqual(years("(O'Neil, 2016, p. 12)"), [])
        XCTAssertEqual(years("* Case study ([RMD](R/case-2016.Rmd)) ([notes](refs/Smith_etal_1989-study.pdf))"), [],
                       "a year in a link's target names a file")
        XCTAssertEqual(years("Slides: https://example.edu/stat_fall2018/slides.html"), [], "or a web page")
        XCTAssertEqual(years("[STAT 439, Spring 2022](index.html)"), [2022], "a link's text is the page's")
    }

    func testAYearInALinksAddressWithAPlaceholderIsNoYearOfThePage() {
        XCTAssertEqual(years("See [the notes]({{ site.baseurl }}/refs/Smith_etal_1989-notes.pdf) for Fall 2026"), [2026])
    }

    func testATermsOrADatesYearStays() {
        XCTAssertEqual(years("PSY 364 (Spring 2019)"), [2019])
        XCTAssertEqual(years("Syllabus, Fall, 2019)"), [2019])
        XCTAssertEqual(years("Final exam (May 3, 2019)"), [2019])
        XCTAssertEqual(years("Course Schedule (2021)"), [2021])
        XCTAssertEqual(years("Last class: Monday, 2019)"), [2019])
        XCTAssertEqual(years("Statistics 2019 (revised)"), [2019])
        XCTAssertEqual(years("Updated, 2024;"), [2024])
    }

    func testACitationNearTheTopDoesNotDateTheSchedule() throws {
        // No year anywhere but a reference's: the dates take the year around "today" (2026-11-23), not 2006.
        let dates = try understandText("""
        # Research project

        Your analyses will use the Actor-Partner Interdependence Model (APIM; Kenny, Kashy, & Cook, 2006).

        ### One-page proposal (5% of grade) - due March 12
        ### Introduction draft (10% of grade) - due April 23
        """).tasks.map { String($0.dueDate.description.prefix(4)) }
        XCTAssertFalse(dates.isEmpty)
        XCTAssertFalse(dates.contains("2006"), "\(dates)")
    }
}
