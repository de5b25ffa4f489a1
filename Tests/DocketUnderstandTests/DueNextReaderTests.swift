import XCTest
@testable import DocketUnderstand

/// Lists of what is due at the next session, or at this one, under a class-by-class schedule's headings.
final class DueNextReaderTests: XCTestCase {
    private let schedule = """
    ### January 26 — Week 1
    #### Outline for the Day
    * Review syllabus
    * Senior project proposal guidelines
    #### Due Next Class
    * Three project proposals
    * Read chapter 2
    ### February 2 — Week 2
    #### Due Today
    * Reading reflection 1
    #### For next class:
    1. Essay outline
    ### February 9 — Week 3
    * Presentations

    """

    func testItemsDueNextClassTakeTheNextSessionsDateAndItemsDueTodayTheirOwn() throws {
        let result = DueNextReader().read(try readLines(schedule))
        XCTAssertEqual(result.tasks.map(\.title), ["Three project proposals", "Reading reflection 1", "Essay outline"],
                       "a reading is no deliverable; an outline item is none either")
        XCTAssertEqual(result.tasks.map(\.date.value), [.named(month: 2, day: 2, year: nil), .named(month: 2, day: 2, year: nil),
                                                       .named(month: 2, day: 9, year: nil)])
        XCTAssertEqual(result.tasks.map(\.derived), [true, false, true])
    }

    func testLabelsAreShortLinesThatSayWhenNotSentences() {
        XCTAssertEqual(DueNextReader.label("due next class"), .nextSession)
        XCTAssertEqual(DueNextReader.label("for next time:"), .nextSession)
        XCTAssertEqual(DueNextReader.label("homework due before next class"), .nextSession)
        XCTAssertEqual(DueNextReader.label("due today"), .thisSession)
        XCTAssertNil(DueNextReader.label("we will review it next class"))
        XCTAssertNil(DueNextReader.label("due dates are on the course site"))
    }

    func testAStatedDueDateDatesTheItemsNestedUnderIt() throws {
        let result = DueNextReader().read(try readLines("""
        ## Week 8
        - Tue 10/15, Thu 10/17
        - Session 1: Public goods
        - Homework (due Mon 10/21)
          - Week 8 Problem Set
          - Discussion post on the reading
          - Read chapter 9
        - Quiz 4 due Fri 10/25

        """))
        XCTAssertEqual(result.tasks.map(\.title), ["Week 8 Problem Set", "Discussion post on the reading"])
        XCTAssertEqual(result.tasks.map(\.date.value), [.numeric(first: 10, second: 21, year: nil, dayFirst: nil),
                                                       .numeric(first: 10, second: 21, year: nil, dayFirst: nil)])
        XCTAssertTrue(result.lines.contains(3), "the bundle's own line names no deliverable of its own")
        XCTAssertFalse(result.lines.contains(7), "a numbered deliverable with its date is no bundle")
    }

    func testWithoutANextSessionItemsAreNotDated() throws {
        let result = DueNextReader().read(try readLines("### May 4 — Week 15\n#### Due Next Class\n* Final portfolio\n"))
        XCTAssertTrue(result.tasks.isEmpty)
        XCTAssertEqual(result.lines.count, 1, "the item is still kept from the readers that would date it by the heading above")
    }
    func testARuleThatHomeworkIsDueNextClassMakesItsLabelsSayIt() throws {
        let text = """
        The homework (HW) listed under any given date is due on the course site by the start of the next class period.

        ## Monday, February 1
        **Today's topic:** Syllabus day
        **HW:**
        * read the syllabus
        * complete the [student survey](https://example.org/survey)
        ## Wednesday, February 3
        **HW:** [Unit 24, I.1-5](https://example.org/a24)
        ## Friday, February 5
        **HW:** [Unit 25, I.1-4](https://example.org/a25)
        """
        let result = DueNextReader().read(try readLines(text, name: "schedule.md"))
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.date.text) \($0.derived)" },
                       ["complete the student survey Wednesday, February 3 true", "Unit 24, I.1-5 Friday, February 5 true"],
                       "a reading names nothing; the last session's homework has no next class to date it")
        let withoutRule = DueNextReader().read(try readLines(text.replacingOccurrences(of: "listed under any given date ", with: ""), name: "schedule.md"))
        XCTAssertTrue(withoutRule.tasks.isEmpty, "without the rule a HW label says when work is given, not when it is due")
    }
}
