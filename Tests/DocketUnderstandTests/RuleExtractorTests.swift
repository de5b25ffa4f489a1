import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// What the rule extractor makes of a syllabus written as plain text.
func extractSyllabus(_ text: String) throws -> Extraction {
    let document = try PlainTextExtractor().extract(InputDocument(name: "syllabus.txt", data: Data(text.utf8)), as: .supported(.text, encoding: .utf8))
    return try RuleExtractor().extract(document, classification: Classification(documentType: .syllabus, confidence: 1, evidence: []))
}

/// Rules that decide between readers: breaks and the exams written in their rows.
final class RuleExtractorTests: XCTestCase {
    func testANumberedOrTimedExamOnADayWithoutLectureIsKept() throws {
        let extraction = try extractSyllabus("""
        FIN 100 Syllabus, Spring 2019
        Week 6\tMonday, Feb 25\tExam 1 (no lecture this day) (6pm–7:30pm, room 2.112)
        Week 9\tMonday, Mar 18\tSpring break: no midterm review

        """)
        XCTAssertEqual(extraction.tasks.map(\.title), ["Exam 1"])
        XCTAssertEqual(extraction.tasks.first?.time.map(\.hour), 18)
        XCTAssertEqual(extraction.noClassDays.count, 2)
    }

    func testAnExamNamedBeforeANoClassNoteIsHeldInTheClassesPlace() throws {
        let extraction = try extractSyllabus("""
        CSC 120 Syllabus, Fall 2025
        23-Oct\tThur.\tMidterm Skill Check (No Class)
        30-Oct\tThur.\tNo class (midterm review on your own)
        6-Nov\tThur.\tPractice quiz session for Quiz 3
        11-Nov\tTue.\tQuiz 3

        """)
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.text)" }, ["Midterm 23-Oct", "Quiz 3 11-Nov"],
                       "no exam is held where the line says first there is no class, and a practice quiz is no quiz")
    }

    func testWorkIntroducedInItsOwnRowIsHandedOutThere() throws {
        let extraction = try extractSyllabus("""
        Date,Lec,Topic,Assignment
        Jan 16,1,Intro lecture; introduction to Project 1,Project 1
        Feb 13,9,Lexemes; introduction to Project 2,Project 2
        Feb 15,10,Properties,Project 1 due

        """)
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.text)" }, ["Project 1 Feb 15"])
    }

    func testAWeekdayAfterADueWordMovesTheRowsDate() throws {
        let extraction = try extractSyllabus("""
        BIO 210 Syllabus, Fall 2026
        Wed 9/16\tLoops\tHW 1 due Friday
        Mon 9/21\tArrays\tQuiz 1 on Wednesday
        Mon 9/28\tLists\tLab 2 (due by Thu.)
        Wed 10/7\tTrees\tHW 2 due

        """)
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.text) \($0.shift.map { "\($0)" } ?? "-")" },
                       ["Homework 1 Wed 9/16 onOrAfter(DocketUnderstand.Weekday.friday)",
                        "Quiz 1 Mon 9/21 onOrAfter(DocketUnderstand.Weekday.wednesday)",
                        "Lab 2 Mon 9/28 onOrAfter(DocketUnderstand.Weekday.thursday)", "Homework 2 Wed 10/7 -"])
    }

    func testAPluralWeekdayInProseIsARuleNotTheDateAbove() throws {
        let extraction = try extractSyllabus("""
        BIO 210 Syllabus, Fall 2026
        There is no class during spring break, Mar 16-20.
        Problem sets are posted on Fridays and are due the following Friday at 5:00 pm.
        Wed 9/16\tLoops\tHW 1 due Fridays at noon

        """)
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.text)" }, ["Homework 1 Wed 9/16"],
                       "in a row the weekday places the row's work; in prose it states a rule")
        XCTAssertEqual(extraction.recurring.map(\.title), ["Problem Set"])
    }

    func testADateTheInstructorReturnsWorkOnIsNoDeadline() throws {
        let extraction = try extractSyllabus("""
        ENGL 288 Essay guidelines, Fall 2026
        Final draft: a revised version of your first draft (which I'll return in class on Tuesday, November 24). The final draft is due Thursday, December 3.

        """)
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.text)" }, ["Final Draft Thursday, December 3"])
    }

    func testAnExamOnAHolidayRowIsNoTask() throws {
        let extraction = try extractSyllabus("""
        FIN 100 Syllabus, Spring 2019
        Monday, Mar 18\tSpring break (no exam this week)

        """)
        XCTAssertTrue(extraction.tasks.isEmpty)
    }

    func testALinkToMaterialInTheAssignmentColumnIsNoDeliverable() throws {
        let extraction = try extractSyllabus("""
        BI 271 Lab Syllabus, Fall 2017
        Date\tTopic\tAssignment
        9/14\tBog ecology\t[Handout](LabFiles/Bog handout.pdf)
        10/26\tEdge effects\t[Plot data](https://example.edu/plots)
        11/2\tLeaf litter\t[Homework 3](hw3.pdf)

        """)
        XCTAssertEqual(extraction.tasks.map(\.title), ["Homework 3"])
    }

    func testAHeaderNarrowerThanItsRowsDoesNotNameTheItemColumn() throws {
        let extraction = try extractSyllabus("""
        CS 300 Schedule, Spring 2015
        Date\tReading Topic\tAssignment
        Class 1: Jan. 20\tChapter 1\tIntro
        Class 3: Jan. 27\tChapter 1\tIntro\tHomework 1: Due Feb 3
        Class 4: Jan. 29\tChapter 2\tApplication Layer

        """)
        XCTAssertEqual(extraction.tasks.map(\.title), ["Homework 1"])
        XCTAssertEqual(extraction.tasks.first?.date.value, .named(month: 2, day: 3, year: nil))
    }
}

/// A presentation is given on its day, unless the clause that names it says it is handed in.
final class PresentationTests: XCTestCase {
    func testAFinalPresentationUnderADatedHeadingIsGivenThatDay() throws {
        let tasks = try understandText("""
        * Grading
          Reflections 30%, project 70%.
        * Schedule
        ** 2020-12-01 12 Noisy channel models
        ** 2020-12-08 (Final presentations)

        """, name: "t.org").tasks
        XCTAssertEqual(tasks.map(\.dueDate.description), ["2020-12-08"])
        XCTAssertEqual(tasks.first?.type, .presentation)
    }

    func testAPresentationHandedInIsNotTheSlotItWasGivenIn() throws {
        let tasks = try understandText("""
        # Workshop, Summer 2019
        Grading: participation 50%, final presentation 50%.

        **Thursday, June 6 | Final presentations (1pm)**

        **By June 21**
        - Please upload your final presentation via the form.

        """).tasks
        XCTAssertEqual(tasks.map(\.dueDate.description), ["2019-06-06", "2019-06-21"])
    }

    func testATimeBesideTheDatesWeekdayOnTheLineAboveIsTheItemsTime() throws {
        let document = try understandText("""
        GEO 240 Syllabus, Winter 2024
        Final exam:
        As set by the exam office, Thursday 14:45
        Thursday, March 21. The final exam covers the whole course.
        Midterm exam:
        Review session Monday at 4:00 pm
        Wednesday, February 7. The midterm exam is in class.

        """, name: "syllabus.txt")
        XCTAssertEqual(document.tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime.map { "\($0)" } ?? "-")" }.sorted(),
                       ["Final Exam 2024-03-21 14:45", "Midterm Exam 2024-02-07 -"])
    }
}

/// A name read once: another name of the same item, and a session about it, are no deliverables.
extension RuleExtractorTests {
    func testANameAfterAnotherNamesColonIsTheSameItemAndAnOverviewIsNoDeliverable() throws {
        let extraction = try extractSyllabus("""
        ECON 330 Schedule, Spring 2023
        Week\tDate\tTopic\tAssignments
        4\tFri, Feb 10, 2023\tWorkflow\tPS4: Project 0
        5\tWed, Feb 15, 2023\tProject 1 Overview and forecasting\t
        6\tWed, Feb 22, 2023\tTrends\tQuiz 3 (available soon)

        """)
        XCTAssertEqual(extraction.tasks.map(\.title).sorted(), ["Problem Set 4", "Quiz 3"], "Project 0 is the problem set's other name")
    }

    func testALineNamingOnlyAKindAndWhenHeadsItsList() throws {
        let document = try understandText("""
        # STAT 290, Fall 2021

        #### Tue, Sep 7
        + Homework due today:
            + Read chapter 2
        #### Fri, Sep 10
        + **HW #2 due today at 11:55p**
        """)
        XCTAssertEqual(document.tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime.map { "\($0)" } ?? "-")" },
                       ["Homework 2 2021-09-10 23:55"])
    }
}
