import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

final class NormalizerTests: XCTestCase {
    let source = SourceReference(page: 1, line: 1, text: "")

    func plan(_ phrases: [(String, TaskType, TimeOfDay?)], term: String? = "Fall 2025", rules: [DueTimeRule] = [],
              configure: (inout NormalizationOptions) -> Void = { _ in }) -> NormalizedPlan {
        var extraction = Extraction(extractor: "test")
        extraction.course.term = term
        extraction.dueTimeRules = rules
        for (phrase, type, time) in phrases {
            guard let expression = DateScanner().matches(in: phrase).first?.expression else { continue }
            extraction.allDates.append(expression)
            extraction.tasks.append(TaskMention(title: phrase, type: type, date: expression, time: time, source: source, confidence: 1))
        }
        var options = NormalizationOptions(today: CivilDate(year: 2025, month: 9, day: 1)!)
        configure(&options)
        return RuleDeadlineNormalizer().normalize(extraction, options: options)
    }

    func testDueCarriesTheZonesOffsetOnThatDayAcrossDST() {
        let result = plan([("Oct 31", .assignment, TimeOfDay(hour: 23, minute: 59)), ("Nov 2", .assignment, TimeOfDay(hour: 23, minute: 59)),
                           ("Mar 9", .exam, TimeOfDay(hour: 10, minute: 0))], term: "Fall 2025") {
            $0.timeZone = "America/Los_Angeles"
        }
        XCTAssertEqual(result.tasks.map(\.due), ["2025-10-31T23:59:00-07:00", "2025-11-02T23:59:00-08:00", "2026-03-09T10:00:00-07:00"])
    }

    func testTimeRulesThenTheDefaultAndNeverTheMachine() {
        let rule = DueTimeRule(type: .assignment, time: TimeOfDay(hour: 17, minute: 0)!, source: source)
        let result = plan([("Sep 12", .assignment, nil), ("Sep 19", .exam, nil), ("Sep 26", .assignment, TimeOfDay(hour: 9, minute: 0))],
                          rules: [rule])
        XCTAssertEqual(result.tasks.map { $0.time?.description }, ["17:00", nil, "09:00"])
        XCTAssertNil(result.tasks[1].due, "no time, no invented due instant")
        let defaulted = plan([("Sep 19", .exam, nil)]) { $0.defaultDueTime = TimeOfDay(hour: 23, minute: 59) }
        XCTAssertEqual(defaulted.tasks.first?.due, "2025-09-19T23:59:00+00:00")
    }

    func testAWeekdayThatDisagreesIsAWarningAndTheDateWins() {
        let result = plan([("Thursday, October 3", .paper, nil)], term: "Fall 2025")
        XCTAssertEqual(result.tasks.first?.date.description, "2025-10-03")
        XCTAssertTrue(result.warnings.contains { $0.contains("Friday") && $0.contains("Thursday") }, "\(result.warnings)")
    }

    func testANamedTermGivesWayToTheYearItsWeekdaysAndFullDatesAgreeOn() {
        // 2014: Thu Feb 13, Tue Mar 11, Wed Mar 26. In 2015 none of these weekdays fits.
        let phrases: [(String, TaskType, TimeOfDay?)] = [("Thursday, 2/13/2014", .assignment, nil), ("Tuesday, March 11", .quiz, nil),
                                                         ("Wednesday, March 26", .paper, nil)]
        XCTAssertEqual(plan(phrases, term: "Spring 2015").tasks.map(\.date.description), ["2014-02-13", "2014-03-11", "2014-03-26"])
        // The weekdays alone, with no year of theirs written anywhere, do not overrule the term.
        let unwritten = plan([("Tuesday, March 11", .quiz, nil), ("Wednesday, March 26", .paper, nil)], term: "Spring 2015")
        XCTAssertEqual(unwritten.tasks.map(\.date.description), ["2015-03-11", "2015-03-26"])
    }

    /// The year a document that writes none is read in, with `today` on 23 November 2026.
    private func years(of text: String) throws -> [String] {
        try understandText(text).tasks.map(\.dueDate.description)
    }

    func testWorkListedOnTheDayItIsHandedOutGivesWayToTheDayItIsSaidToBeDue() throws {
        let document = try understandText("""
        #+title: MA 132 Schedule, Fall 2024
        Grading: homework 60%, midterm exam 40%.
        * Week 1
        ** THU 09-05 Lecture 2
        *** Material:
        **** Homework 1
        *** Reminders:
        + Homework 1 is assigned
        * Week 2
        ** THU 09-12 Lecture 4
        *** Material:
        **** Homework 2
        *** Reminders:
        + Homework 1 is due
        ** TUE 09-17 Midterm exam

        """, name: "schedule.org")
        XCTAssertEqual(document.tasks.map { "\($0.title) \($0.dueDate)" }.sorted(),
                       ["Homework 1 2024-09-12", "Homework 2 2024-09-12", "Midterm Exam 2024-09-17"],
                       "Homework 2 is said to be due nowhere, so its listing stays")
    }

    func testALineSayingDueOfOnePieceDoesNotSayItOfTheNextPieceItHandsOut() throws {
        let document = try understandText("""
        Week\tDate\tTopic\tHomeworks
        1\t1/16/19\tLecture 2: Notebooks\tData Cleansing - Homework 1
        3\t1/28/19\tLecture 4: Tidyverse\tHomework 1 due/Graphing - Homework 2
        4\t2/4/19\tLecture 6: Vectorization\tHomework 2 due
        8\t3/6/19\tFinals Day\tFinal Project Due

        """, name: "schedule.tsv")
        XCTAssertEqual(document.tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Homework 1 2019-01-28", "Homework 2 2019-02-04", "Final Project 2019-03-06"])
        XCTAssertEqual(RuleDeadlineNormalizer.saysDue(of: TitleKey("Homework 1"), in: "Homework 1 due/Graphing - Homework 2"), true)
        XCTAssertEqual(RuleDeadlineNormalizer.saysDue(of: TitleKey("Homework 2"), in: "Homework 1 DUE/Graphing - Homework 2"), false)
        XCTAssertEqual(RuleDeadlineNormalizer.saysDue(of: TitleKey("Homework 12"), in: "Homework 1 due; Homework 12"), false)
        XCTAssertEqual(RuleDeadlineNormalizer.saysDue(of: TitleKey("Lab 2"), in: "Pre-lab due before class"), true,
                       "a line that does not write the piece's number says it of whatever it names")
        XCTAssertNil(RuleDeadlineNormalizer.saysDue(of: TitleKey("Lab 2"), in: "Lab 2 handed out"))
    }

    func testAWeightedItemSaidDueUnderADatedHeadingIsTheSchedulesAndItsListingGoesWithAllItsNames() throws {
        let document = try understandText("""
        # ECON 210 Assignments, Fall 2024
        Each assignment is worth 5% of the grade.
        - Monday, September 9:
          - **Assignment 1:** [Exercise sheet 1](https://example.edu/sheet1.pdf)
        - Monday, September 16:
          - **Assignment 1 due (5%)**
          - **Assignment 2:** [Exercise sheet 2](https://example.edu/sheet2.pdf)
        - Monday, September 23:
          - **Assignment 2 due (5%)**

        """)
        XCTAssertEqual(document.tasks.map { "\($0.title) \($0.dueDate)" }, ["Assignment 1 2024-09-16", "Assignment 2 2024-09-23"])
    }

    func testOneWeekdayBesideOneDateTellsTheYearOfADocumentThatWritesNone() throws {
        // Saturday 16 September: 2023 is the nearest such year before 2026 (2028 is past next year).
        XCTAssertEqual(try years(of: """
        # CS 617 Administrivia
        - Problem sets: PS1 (18/8), PS2 (15/9)
        - Midterm exam: 16/9 (Saturday)

        """), ["2023-08-18", "2023-09-15", "2023-09-16"])
        // Without the weekday the year is today's.
        XCTAssertEqual(try years(of: "# CS 617 Administrivia\n- Problem sets: PS1 (18/8), PS2 (15/9)\n- Midterm exam: 16/9\n"),
                       ["2026-08-18", "2026-09-15", "2026-09-16"])
    }

    func testAPageIsNoOlderThanTheWorksItCitesAndItsWeekdaysChooseFromThere() throws {
        func schedule(readings: String) -> [String] {
            (try? years(of: """
            # HIST 210 Schedule
            - Monday, September 7: Response paper 1 due
            - Monday, September 14: Quiz 1
            - Monday, October 5: Midterm exam

            Readings: \(readings)

            """))?.map { String($0.prefix(4)) } ?? []
        }
        // Mondays in 2015, 2020 and 2026. With nothing else, the nearest to today (2026).
        XCTAssertEqual(schedule(readings: "chapters 1-4 of the course reader."), ["2026", "2026", "2026"])
        // Readings up to 2018: the course is no older, and the first year from then on that fits is 2020.
        XCTAssertEqual(schedule(readings: "Smith, J. (2018). Archives and their uses. Jones, 2017."), ["2020", "2020", "2020"])
        XCTAssertEqual(schedule(readings: "*Reading the Archive* (2014), chapters 1-2."), ["2015", "2015", "2015"])
        XCTAssertEqual(schedule(readings: "Wasserstein and Lazar (2016) “The ASA statement on p-values”."), ["2020", "2020", "2020"])
        XCTAssertEqual(schedule(readings: "Alon, 2021"), ["2026", "2026", "2026"])
    }

    func testFullDatesOfManyYearsAreAReadingListsAndTheCourseIsNoOlderThanTheNewest() throws {
        // The full dates are 2016 to 2019: not one course's. Its Mondays fit 2015, 2020 and 2026; 2020 is the
        // first from 2019 on. The reading list's most common year (2017) would not fit, and the nearest to
        // today would be 2026.
        XCTAssertEqual(try years(of: """
        # HIST 390 Schedule
        ## Monday, September 7
        - Read: "Why archives matter," Chronicle, April 21, 2016.
        - Blog post 1 due
        ## Monday, September 14
        - Read: "Digital history," Review, February 14, 2017.
        - Read: "Old maps," Review, May 2, 2017.
        - Quiz 1
        ## Monday, September 21
        - Read: "Maps," Atlantic, October 3, 2018.
        ## Monday, October 5
        - Read: "Text," Stone, June 4, 2019.
        - Midterm exam
        ## Monday, October 12
        - Blog post 2 due

        """), ["2020-09-07", "2020-09-14", "2020-10-05", "2020-10-12"])
    }

    func testASpringSchedulesWeekdaysPlaceItInOneYear() throws {
        // Monday 4/3, Wednesday 4/5, Monday 5/29 fit 2017 and 2023, and 2028: past next year, so 2023.
        XCTAssertEqual(try years(of: """
        # CH 510 Schedule
        - Monday 4/3: Homework 1 due
        - Wednesday 4/5: Quiz 1
        - Monday 5/29: Memorial Day, no class
        - Wednesday 5/31: Homework 2 due

        """), ["2023-04-03", "2023-04-05", "2023-05-31"])
    }

    func testATermOfAnotherYearGivesWayToTheTermItsWeekdaysFit() throws {
        // A header kept from the Fall before over a winter schedule: Monday, January 8 and Wednesday,
        // March 14 are 2018, the year written under it, so the term is Fall 2017's successor... and
        // its January dates stay in 2018, not a year later.
        XCTAssertEqual(try years(of: """
        # CMPS 112 — Quarter: Fall 2017
        Schedule revised 2018.
        - Monday, January 8: Homework 1 due
        - Wednesday, January 17: Quiz 1
        - Wednesday, March 14: Final project due

        """), ["2018-01-08", "2018-01-17", "2018-03-14"])
    }

    func testASchedulesFiveDayWeeksRunMondayToFriday() throws {
        func schedule(weekEnds: [String]) -> String {
            """
            # ATSC 301 Syllabus
            Grading: homework 40%, midterm exam 60%.
            Week 1  9/1 - \(weekEnds[0])    | Introduction
            Week 2  9/8 - \(weekEnds[1])   | Python continued
            Week 3  9/15 - \(weekEnds[2])  | Radiation
            - Homework 1 due 9/19
            - Midterm exam 10/15

            """
        }
        // 9/1 - 9/5, 9/8 - 9/12, 9/15 - 9/19 as Monday to Friday: 2025 is the nearest such year.
        XCTAssertEqual(try years(of: schedule(weekEnds: ["9/5", "9/12", "9/19"])), ["2025-09-19", "2025-10-15"])
        // Weeks of other lengths say no weekday.
        XCTAssertEqual(try years(of: schedule(weekEnds: ["9/7", "9/14", "9/21"])), ["2026-09-19", "2026-10-15"])
    }

    func testACopyrightLineDatesAPageThatDatesNothingElse() throws {
        XCTAssertEqual(try years(of: """
        # Classes
        | Date | Lecture |
        |---|---|
        | 1/31 | Course intro; Homework 1 due |
        | 2/7 | Game worlds; Homework 2 due |

        © 2022 Course Staff | Computer Science Department

        """), ["2022-01-31", "2022-02-07"])
    }

    func testFloatingHolidaysBesideDatesTellAYearlessDocumentsYear() throws {
        let document = try PlainTextExtractor().extract(InputDocument(name: "t.md", data: Data("""
        # WRT 105 Schedule
        Instructor: Dr. R. Lane. Class meets MW. Grading: essays 60%, portfolio 40%.
        Essay 1 due February 23
        Essay 2 due March 2
        No class May 30: Memorial Day
        Labor Day: September 5

        """.utf8)), as: .supported(.text, encoding: .utf8))
        let understood = try DocumentUnderstanding(extractor: RuleExtractor(),
                                                   options: NormalizationOptions(today: CivilDate(year: 2026, month: 11, day: 23)!))
            .understand(document, sha256: "")
        // Monday, May 30 and Monday, September 5: 2022 is the nearest such year before 2026.
        XCTAssertEqual(understood.tasks.map(\.dueDate.description), ["2022-02-23", "2022-03-02"])
        XCTAssertEqual(FloatingHoliday.weekday(in: "thanksgiving break", month: 11), nil, "a break starts on another day")
        XCTAssertEqual(FloatingHoliday.weekday(in: "thanksgiving", month: 10), .monday)
        XCTAssertEqual(FloatingHoliday.weekday(in: "labor day"), .monday)
    }

    func testWeeksWithoutATermStartAreUndatedNotInvented() {
        let result = plan([("Week 5 Friday", .quiz, nil)])
        XCTAssertTrue(result.tasks.isEmpty)
        XCTAssertEqual(result.undated, ["Week 5 Friday"])
        XCTAssertTrue(result.warnings.contains { $0.contains("--term-start") })
        let started = plan([("Week 5 Friday", .quiz, nil)]) { $0.termStart = CivilDate(year: 2025, month: 9, day: 3) }
        XCTAssertEqual(started.tasks.first?.date.description, "2025-10-03")
    }

    func testTheSameDeadlineWrittenTwiceIsOneTask() {
        let result = plan([("HW 3 due Sep 12", .assignment, nil), ("Homework #3 Sep 12", .assignment, TimeOfDay(hour: 23, minute: 59))])
        XCTAssertEqual(result.tasks.count, 1)
        XCTAssertEqual(result.tasks.first?.time?.description, "23:59", "the stated time is kept")
    }

    func testOnlyTitlesWhoseNumbersAgreeMerge() {
        let result = plan([("Paper 2 Draft due Sep 12", .paper, nil), ("HW 3 due Sep 12", .assignment, nil),
                           ("Paper 1 Draft due Sep 12", .paper, nil), ("Homework 3 due Sep 12", .assignment, TimeOfDay(hour: 17, minute: 0)),
                           ("Paper 2 Draft Sep 12", .paper, nil), ("Paper 10 Draft due Sep 12", .paper, nil)])
        XCTAssertEqual(result.tasks.map { "\($0.mention.title) \($0.time.map { "\($0)" } ?? "-")" },
                       ["HW 3 due Sep 12 17:00", "Paper 2 Draft due Sep 12 -", "Paper 1 Draft due Sep 12 -", "Paper 10 Draft due Sep 12 -"],
                       "the same number merges and keeps the stated time; papers 1, 2 and 10 stay apart")
    }

    func testDayFirstDocuments() {
        XCTAssertTrue(RuleDeadlineNormalizer.isDayFirst(DateScanner().matches(in: "23/09/2025 and 4/10/2025").map(\.expression), term: nil))
        XCTAssertFalse(RuleDeadlineNormalizer.isDayFirst(DateScanner().matches(in: "9/23 and 10/4").map(\.expression), term: nil))
        XCTAssertTrue(RuleDeadlineNormalizer.isDayFirst([], term: "Autumn 2024"))
    }
}

/// The term a file's name states, for a document that names none and writes no year.
final class FileNameTermTests: XCTestCase {
    func testAFilesNameStatesItsTerm() {
        XCTAssertEqual(NormalizationOptions.term(inFileName: "CS101_Fall2019.pdf"), Term(season: .fall, year: 2019))
        XCTAssertEqual(NormalizationOptions.term(inFileName: "/docs/2019/Geog322-syllabus-2024-spring.pdf"), Term(season: .spring, year: 2024))
        XCTAssertEqual(NormalizationOptions.term(inFileName: "ECON 201 Spring 2023.docx"), Term(season: .spring, year: 2023))
        XCTAssertNil(NormalizationOptions.term(inFileName: "nmmull-cs132.org"))
        XCTAssertNil(NormalizationOptions.term(inFileName: "syllabus-2024.pdf"), "a year alone names no term")
        XCTAssertNil(NormalizationOptions.term(inFileName: "hw2019.pdf"))
    }

    /// A schedule that writes no year takes its file's term; one that writes its year keeps it.
    func testADocumentWithoutAYearIsInItsFilesTerm() throws {
        func dates(_ text: String, name: String) throws -> [String] {
            let document = try PlainTextExtractor().extract(InputDocument(name: name, data: Data(text.utf8)), as: .supported(.text, encoding: .utf8))
            return try DocumentUnderstanding(extractor: RuleExtractor(), options: NormalizationOptions(today: CivilDate(year: 2026, month: 11, day: 23)!))
                .understand(document, sha256: "").tasks.map(\.dueDate.description)
        }
        let schedule = """
        # MATH 101 Calculus Schedule

        Instructor: Dr. R. Lane. Class meets MWF 10:00-10:50 am. Grading: quizzes 50%, final exam 50%.

        | Date   | Topic       | Due    |
        |--------|-------------|--------|
        | Sep 12 | Limits      | Quiz 1 |
        | Oct 3  | Derivatives | Quiz 2 |

        """
        XCTAssertEqual(try dates(schedule, name: "MATH101_Fall2019.md"), ["2019-09-12", "2019-10-03"])
        XCTAssertEqual(try dates(schedule, name: "math101.md"), ["2026-09-12", "2026-10-03"], "no term anywhere: today's year")
        XCTAssertEqual(try dates(schedule.replacingOccurrences(of: "Schedule", with: "Schedule, Fall 2021"), name: "MATH101_Fall2019.md"),
                       ["2021-09-12", "2021-10-03"], "the document's own term wins")
    }
}
