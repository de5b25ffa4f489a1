import XCTest
@testable import DocketUnderstand

/// "Assignment: MODIS cloud top properties": a kind of work labelling a name names one piece of it.
final class LabelledNameTests: XCTestCase {
    private func labels(_ text: String) -> Bool {
        guard let hit = TaskVocabulary.hits(in: text).first else { return false }
        return TaskReader.labelsAName(hit, in: text)
    }

    func testAKindOpeningALineOrCellAsALabelNamesOnePieceOfWork() {
        XCTAssertTrue(labels("Assignment: Use python for plotting and integration"))
        XCTAssertTrue(labels("  | Project: Memory chamber block-out"))
        XCTAssertTrue(labels("Week 3 | Optics | Homework: lens equation problems"))
    }

    func testALabelOverNothingNamedIsNoWork() {
        XCTAssertFalse(labels("Assignments: see the course site"), "a plural labels a list")
        XCTAssertFalse(labels("Homework: read chapter 3"), "an activity")
        XCTAssertFalse(labels("Project: TBA"), "a note")
        XCTAssertFalse(labels("Assignment: mid-term review, mid-term"), "other named work, read by itself")
        XCTAssertFalse(labels("Review: what is a close reading?"), "a session going over something")
        XCTAssertFalse(labels("The assignment: write two pages"), "not the label of its cell")
        XCTAssertFalse(labels("Assignment 3: Vectors"), "numbered work needs no label to be read")
    }

    func testALabelledNameIsDatedByItsRowOrHeading() throws {
        let extraction = try extractSyllabus("""
        ATSC 100 Syllabus, Fall 2025

              Week 1  9/1 - 9/5      | Introduction, course outline
                                     | Assignment: install python, go over sample programs

              Week 2  9/8  - 9/12    | Python continued
                                     | Assignment: Use python for plotting
                                     | Reading:  notes, Chapter 2

        Assignment: the first one is worth 5 points.

        """)
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.text)" },
                       ["Assignment: install python 9/1 - 9/5", "Assignment: Use python for plotting 9/8 - 9/12"])
    }
}

/// Names around numbered work: a stage of it ("Paper 1 draft"), a plain name with its number, a link.
final class NumberedNameTests: XCTestCase {
    func testAStageOfNumberedWorkIsNamedWithIt() throws {
        let extraction = try extractSyllabus("""
        ENG 100 Syllabus, Fall 2019

        - Paper 1 draft due Oct 3
        - Lab 3 report due Oct 4
        - Your Project 1 proposal is due Friday, Oct 11.
        - Essay 2 final due Oct 18

        """)
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.text)" }.sorted(),
                       ["Essay 2 Oct 18", "Lab 3 Report Oct 4", "Paper 1 Draft Oct 3", "Project 1 Proposal Friday, Oct 11"],
                       "a final after numbered written work is its last version, not an exam")
    }

    func testAStageOfSeveralNumberedPiecesIsNamedWithAllOfThem() throws {
        let extraction = try extractSyllabus("""
        ENG 100 Syllabus, Fall 2019

        - Labs 2 and 3 report due Oct 3
        - Labs 4-5 report due Oct 10
        - Chapters 2 and 3 report due Oct 17

        """)
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.text)" },
                       ["Labs 2 and 3 Report Oct 3", "Labs 4-5 Report Oct 10", "Report Oct 17"],
                       "a range of labs names the report; chapters are no work of their own")
    }

    func testALinkAddressAfterAColonIsNoSubtitle() throws {
        let extraction = try extractSyllabus("""
        ENG 100 Syllabus, Fall 2019

        - Submit assignment: [https://classroom.example.com/a/x1] by Oct 3
        - Project: Memory chamber due Oct 10

        """)
        XCTAssertEqual(extraction.tasks.map(\.title), ["Assignment", "Project: Memory chamber"])
    }

    func testALinksAddressNamesNothing() throws {
        let line = try XCTUnwrap(readLines("[*Translation #1*](https://example.edu/courses/3462/assignments/28248) *Due*\n").first)
        XCTAssertTrue(line.hits.isEmpty, "'assignments' is in the address, not the words")
        XCTAssertEqual(line.linkedKinds, [.assignment], "though a page that links to its assignments is a course's")
        let linked = try XCTUnwrap(readLines("- [Homework 3](https://example.edu/homework/hw3.pdf) due Friday\n").first)
        XCTAssertEqual(linked.hits.map(\.title), ["Homework 3"])
        // A site generator's placeholder in the address is part of it, spaces and all.
        let placeheld = try XCTUnwrap(readLines("* [Lab #1]({{ site.baseurl }}/data/hw/Lab1.R) (Due: Wednesday, 9/08/21)\n").first)
        XCTAssertEqual(placeheld.hits.map(\.title), ["Lab 1"], "'hw' is in the address")
    }

    func testANumberedPlainNameWithDueUnderADatedHeadingIsWork() throws {
        XCTAssertEqual(TaskReader.plainDueName("[*Translation #1*](https://example.edu/a/28248) *Due*"), "Translation #1")
        XCTAssertEqual(TaskReader.plainDueName("- Syntheses 5 due"), "Syntheses 5")
        XCTAssertNil(TaskReader.plainDueName("- Chapter 3, 4 and 5 due"), "a list of numbers is no name")
    }
}

/// A weekday and a time said around a name in the ways course pages say them.
final class SaidWhenTests: XCTestCase {
    func testWhereWorkIsHandedInMayComeBetweenDueAndItsWeekday() {
        XCTAssertEqual(TaskReader.dueWeekday(in: "take lecture video quiz 6 due on canvas thursday at noon"), .thursday)
        XCTAssertEqual(TaskReader.dueWeekday(in: "homework due on gradescope friday"), .friday)
        XCTAssertNil(TaskReader.dueWeekday(in: "quiz due on the reading thursday"), "only a place of hand-in is skipped")
    }

    func testAnExamsTimeRangeIsNoNumberOfIt() {
        XCTAssertEqual(TaskVocabulary.hits(in: "In person final exam 1-3:50pm in our lecture room").map(\.title), ["Final Exam"])
        XCTAssertEqual(TaskVocabulary.hits(in: "COMPREHENSIVE FINAL EXAM 2-5pm").map(\.title), ["Final Exam"])
        XCTAssertEqual(TaskVocabulary.hits(in: "Exam 2 on May 3").map(\.title), ["Exam 2"])
    }

    func testARowsCellOfOnlyATimeIsTheTimeOfTheNameBeforeIt() throws {
        XCTAssertEqual(TaskReader.onlyTime("2-5pm")?.description, "14:00")
        XCTAssertNil(TaskReader.onlyTime("Room 2, 5pm"))
        let extraction = try extractSyllabus("BIO 330 Syllabus, Spring 2011\nThur.\tMay 12\tCOMPREHENSIVE FINAL EXAM\t2-5pm\tExam\n")
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.time?.description ?? "-")" }, ["Comprehensive Final Exam 14:00"])
    }

    func testADueWeekdayUnderADatedHeadingMovesTheWorkToThatDay() throws {
        let extraction = try extractSyllabus("""
        # STATS 7 Summer 2022

        ## Wednesday Aug 17, 2022

        - Take lecture video quiz 6 due on Canvas Thursday at noon

        """)
        let plan = RuleDeadlineNormalizer().normalize(extraction, options: NormalizationOptions(today: CivilDate(year: 2022, month: 6, day: 1)!))
        XCTAssertEqual(plan.tasks.map { "\($0.mention.title) \($0.date) \($0.time?.description ?? "-")" }, ["Quiz 6 2022-08-18 12:00"])
    }
}
