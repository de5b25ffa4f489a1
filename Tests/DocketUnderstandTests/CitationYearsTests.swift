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

    func testAReadingListsAuthorDateYearIsNoYearOfThePage() {
        XCTAssertEqual(years("- Berg. P. 2013. Growing a Life-Place Politics. Eds. Lockyer and Veteto."), [])
        XCTAssertEqual(years("- Kelley et al. 2015. Climate change in the Fertile Crescent."), [])
        XCTAssertEqual(years("- Parsons, . 2013. Bioregionalism and Watershed Consciousness."), [], "a list that lost an initial")
        XCTAssertEqual(years("Schedule for Fall. 2019. All dates are firm."), [2019], "a season's year is the page's")
        XCTAssertEqual(years("Updated Sept. 2019. See below."), [2019], "so is a month's")
        XCTAssertEqual(years("ECON 101 Spring 2019. Syllabus"), [2019], "no stop before it: the term's")
    }

    func testAnAPAReferencesYearBeforeItsTitleIsNoYearOfThePage() {
        XCTAssertEqual(years("- Dunning (2008). Improving causal inference: natural experiments"), [])
        XCTAssertEqual(years("Long, M. A. (2019). Policy brief on mental health."), [])
        XCTAssertEqual(years("Wasserstein, Ronald L., and Nicole A. Lazar (2016) “The ASA’s Statement on p-Values”"), [])
        XCTAssertEqual(years("Syllabus (2019). Welcome to the course."), [2019], "a page's own heading is no reference")
        XCTAssertEqual(years("| Date (2023) | Topic |"), [2023], "nor a column's")
        XCTAssertEqual(years("Readings: Alon, 2007. Cambridge UP, 2010."), [], "nor a name's and a comma's")
        XCTAssertEqual(years("CS 101 (2024) schedule"), [2024], "nor a year no title follows")
    }

    func testTheYearsAPageCitesWorksFrom() {
        XCTAssertEqual(PublishedYears.years(in: "(APIM; Kenny, Kashy, & Cook, 2006)"), [2006])
        XCTAssertEqual(PublishedYears.years(in: "    + Alon, 2007"), [2007])
        XCTAssertEqual(PublishedYears.years(in: "Easley and Kleinberg. Networks, Crowds, and Markets. Cambridge UP, 2010. (NCM)"), [2010])
        XCTAssertEqual(PublishedYears.years(in: "Jordy Rosenberg, *Confessions of the Fox* (2018), Part I"), [2018])
        XCTAssertEqual(PublishedYears.years(in: "Syllabus (2019), Date (2019)"), [], "a page's own heading is no reference")
        XCTAssertEqual(PublishedYears.years(in: "ECON 2020 meets in Hall 2030, Fall, 2019; due September 6, 2019"), [],
                       "a course's number, a room, a season's year and a date are no references")
        XCTAssertEqual(PublishedYears.years(in: "[Post](https://example.org/2016/09/05/notes) and Smith_2015.pdf"), [],
                       "nor is an address")
    }

    func testAYearInALinksAddressWithAPlaceholderIsNoYearOfThePage() {
        XCTAssertEqual(years("See [the notes]({{ site.baseurl }}/refs/Smith_etal_1989-notes.pdf) for Fall 2026"), [2026])
    }

    func testAYearInAnEmailAddressIsNoYearOfThePage() {
        XCTAssertEqual(years("Email: \\href{mailto:jdoe2023@example.edu}{jdoe2023@example.edu}"), [])
        XCTAssertEqual(years("Contact: ta.2019@cs.example.org (Fall 2026 only)"), [2026])
    }

    func testAnEmailAddressesDigitsDoNotKeepTheClassDaysFromDatingTheSchedule() throws {
        // No year on the page but the digits of an address: the quizzes fall on its Monday classes in 2025.
        let dates = try understandText("""
        ECON 101: Econometrics
        Times: Mondays from 6:50 to 9:50 PM
        Email: jdoe2023@example.edu
        Office hours: Tuesday 11 AM - 1 PM

        Grading: six quizzes (18%), homework (42%) and a final project (40%).

        | Quiz | Topic | Date |
        |---|---|---|
        | 1 | Basics | February 10 |
        | 2 | OLS | February 24 |
        | 3 | Inference | March 10 |
        | 4 | Testing | March 24 |
        | 5 | Selection | April 7 |
        | 6 | Errors | April 21 |
        """).tasks.map { $0.dueDate.description }
        XCTAssertEqual(dates.count, 6, "\(dates)")
        XCTAssertTrue(dates.allSatisfy { $0.hasPrefix("2025-") }, "\(dates)")
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
