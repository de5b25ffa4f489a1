import XCTest
@testable import DocketUnderstand

/// Deliverables named by a line of their own and dated by a due sentence below it.
final class NamedSectionReaderTests: XCTestCase {
    func testANameLineIsDatedByTheDueSentenceUnderIt() throws {
        let tasks = NamedSectionReader().read(try readLines("""
        (3) Midterm Short Essay 20%
        10-15 page essay on personal identity. Due by Friday, October 24. Email it to me.
        (4) Rough Draft of Final Paper: 10%.
        Due Date: Tuesday, November 25 at 5pm (about a week before our last class day).

        """))
        XCTAssertEqual(tasks.map(\.title), ["Midterm Short Essay", "Rough Draft of Final Paper"])
        XCTAssertEqual(tasks.map(\.type), [.paper, .paper])
        XCTAssertEqual(tasks.map(\.weight), [20, 10])
        XCTAssertEqual(tasks.map(\.date.value), [.named(month: 10, day: 24, year: nil), .named(month: 11, day: 25, year: nil)])
        XCTAssertEqual(tasks[1].time?.hour, 17)
        XCTAssertEqual(tasks[0].cues, [.namedHeading, .dueWord])
    }

    func testAnExamUnderItsHeadingIsDatedByTheLineThatOpensWithItsDate() throws {
        let tasks = NamedSectionReader().read(try readLines("""
        ## Final exam

        - Wednesday, March 25, 10:30 am–12:30 pm, Soren Hall 301

        Sept 18
            Essay 1 final due
        Sept 23
            Library session

        """, name: "t.md"))
        XCTAssertEqual(tasks.map(\.title), ["Final exam"], "an essay is handed in, and a bare date below heads the next day")
        XCTAssertEqual(tasks.first?.date.value, .named(month: 3, day: 25, year: nil))
        XCTAssertEqual(tasks.first?.time?.hour, 10)
    }

    func testTheDateIsLookedForOnlyUnderTheNameAndBeforeTheNextOne() throws {
        let tasks = NamedSectionReader().read(try readLines("""
        Term Paper 30%
        A 10-page paper on a topic of your choice.
        Final Exam 30%
        Cumulative. Due to the registrar's schedule it is held on December 12.
        Line one.
        Line two.
        Line three.
        Line four.
        Submit it by December 14.

        """))
        XCTAssertTrue(tasks.isEmpty, "\(tasks.map(\.title))")
    }

    func testSectionsAboutAKindOfWorkOrItsGradingNameNoDeliverable() throws {
        let tasks = NamedSectionReader().read(try readLines("""
        ASSIGNMENTS
        All assignments are due by 11:59 pm on September 25.
        Composition of Final Grade
        Essays are due on October 3.
        Homework 2
        Homework 2 is due October 10.

        """))
        XCTAssertTrue(tasks.isEmpty, "\(tasks.map(\.title))")
    }

    func testAHeadingADueLabelFollowsNamesWorkInAnyWords() throws {
        let tasks = NamedSectionReader().read(try readLines("""
        ## Choose an Object
        Due:  By end of class, Sept. 18

        Choose your object carefully.

        ## Deconstructing the Object (A) - 25%
        Length: 8 pages
        Due: Oct. 16

        ## Week 3
        Due: Sept. 25

        ## Grading
        Due: Oct. 2

        ## Our Field Trip
        We leave on Oct. 9; forms are due: Oct. 2.

        """))
        XCTAssertEqual(tasks.map(\.title), ["Choose an Object", "Deconstructing the Object (A)"])
        XCTAssertEqual(tasks.map(\.weight), [nil, 25])
        XCTAssertEqual(tasks.map(\.date.value), [.named(month: 9, day: 18, year: nil), .named(month: 10, day: 16, year: nil)])
    }

    func testAnItemThatSaysWhenIsNoItemOfADueList() {
        XCTAssertTrue(TaskReader.saysWhen("By end of class"))
        XCTAssertTrue(TaskReader.saysWhen("before lecture"))
        XCTAssertFalse(TaskReader.saysWhen("Object biography draft"))
    }
}
