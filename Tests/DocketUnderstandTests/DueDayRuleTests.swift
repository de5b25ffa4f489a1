import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// "Labs and quizzes are due Sundays": a weekday stated for kinds of task places the ones a week's window dates.
final class DueDayRuleTests: XCTestCase {
    private func rules(_ line: String) throws -> [String] {
        try readLines("Course information\n" + line + "\n").flatMap(TaskReader.dueDayRules).map { rule in
            "\(rule.type.rawValue) \(rule.following ? "after " : "")\(rule.weekday.rawValue) \(rule.time?.description ?? "-")"
        }
    }

    func testAWeekdayThatRecursAfterDueNamesTheKindsBeforeIt() throws {
        XCTAssertEqual(try rules("Labs and quizzes are due by no later than 11:59pm Sundays."), ["quiz SU 23:59", "lab SU 23:59"])
        XCTAssertEqual(try rules("Reading responses and essays are due every Monday."), ["reading MO -", "paper MO -"])
        XCTAssertEqual(try rules("Problem sets are posted on Fridays and are due the following Friday at 5:00 pm."), ["assignment after FR 17:00"],
                       "the plural weekday is when work comes out; 'the following Friday' is counted from the day each is listed")
        XCTAssertEqual(try rules("Lab assignments are due at 23:59 on Wednesdays."), ["assignment WE 23:59", "lab WE 23:59"],
                       "assignments of the kind the word before names")
        XCTAssertEqual(try rules("Homework 3 is due Sundays, Oct 5."), [], "a dated item is no rule")
        XCTAssertEqual(try rules("Quizzes open on Mondays."), [], "no due")
    }

    func testTheFollowingWeekdayIsARuleOnlyForEveryPieceOfAKind() throws {
        XCTAssertEqual(try rules("All problem sets are due the following Tuesday by 11:59pm unless otherwise discussed."),
                       ["assignment after TU 23:59"])
        XCTAssertEqual(try rules("Reading quizzes are due the next Monday at noon."), ["quiz after MO 12:00"])
        XCTAssertEqual(try rules("Homework 3 is due the following Tuesday."), [], "one item's own shift, not a rule")
        XCTAssertEqual(try rules("The paper is due the following week."), [], "no weekday")
    }

    func testWorkListedOnADayIsDueOnTheFollowingWeekday() throws {
        let extraction = try extractSyllabus("""
        ECON 330 Schedule, Spring 2023
        Week\tDate\tTopic\tNotes
        1\tFri, Jan 20\tSoftware overview\tPS1
        2\tWed, Jan 25\tDecisions\tQuiz 1
        2\tFri, Jan 27\tData\tPS2
        3\tFri, Feb 3\tRegression\tPS3 due
        All problem sets are due the following Tuesday by 11:59pm. Quizzes are taken in lecture on the day listed.

        """)
        let plan = RuleDeadlineNormalizer().normalize(extraction, options: NormalizationOptions(today: CivilDate(year: 2023, month: 1, day: 1)!))
        let placed = plan.tasks.map { "\($0.mention.title) \($0.date) \($0.time?.description ?? "-")" }
        XCTAssertEqual(placed.sorted(), ["Problem Set 1 2023-01-24 23:59", "Problem Set 2 2023-01-31 23:59", "Problem Set 3 2023-02-03 23:59",
                                         "Quiz 1 2023-01-25 -"], "a row that says due keeps its own day")
        // Under a column of deliverables whose date column says due, a row's date is when the work is due:
        // the rule does not move it. Under a plain "Date" the date is the row's, as in any schedule.
        func placedUnder(dateHeader: String) throws -> [String] {
            let table = try extractSyllabus("""
            ECON 330 Schedule, Spring 2023
            Week\t\(dateHeader)\tTopic\tAssignments
            1\tFri, Jan 20\tSoftware overview\tPS1
            All problem sets are due the following Tuesday by 11:59pm.

            """)
            return RuleDeadlineNormalizer().normalize(table, options: NormalizationOptions(today: CivilDate(year: 2023, month: 1, day: 1)!))
                .tasks.map { "\($0.mention.title) \($0.date)" }
        }
        XCTAssertEqual(try placedUnder(dateHeader: "Due date"), ["Problem Set 1 2023-01-20"])
        XCTAssertEqual(try placedUnder(dateHeader: "Submission date"), ["Problem Set 1 2023-01-20"])
        XCTAssertEqual(try placedUnder(dateHeader: "Date"), ["Problem Set 1 2023-01-24"])
    }

    func testTasksDatedByAWeeksWindowMoveToTheRulesWeekday() throws {
        let extraction = try extractSyllabus("""
        GEOG 100 Syllabus, Spring 2025
        Labs and quizzes are due by no later than 11:59pm Sundays.
        Week 1 (March 31 - April 6)
        • Lab 1
        • Quiz 1
        • Assignment 1
        Week 2 (April 7 - April 13)
        • Lab 2
        Quiz 2 is due Wednesday, April 9.

        """)
        let plan = RuleDeadlineNormalizer().normalize(extraction, options: NormalizationOptions(today: CivilDate(year: 2025, month: 3, day: 1)!))
        let placed = plan.tasks.map { "\($0.mention.title) \($0.date) \($0.time?.description ?? "-") \($0.mention.derived)" }
        XCTAssertEqual(placed.sorted(), ["Assignment 1 2025-03-31 - false", "Lab 1 2025-04-06 23:59 true", "Lab 2 2025-04-13 23:59 true",
                                         "Quiz 1 2025-04-06 23:59 true", "Quiz 2 2025-04-09 23:59 false"])
    }

    private func placed(_ text: String) throws -> [String] {
        let plan = RuleDeadlineNormalizer().normalize(try extractSyllabus(text),
                                                      options: NormalizationOptions(today: CivilDate(year: 2025, month: 12, day: 1)!))
        return plan.tasks.map { "\($0.mention.title) \($0.date) \($0.time?.description ?? "-")" }.sorted()
    }

    func testATableOfWeeklyDeadlinesGivesEachNamedWorkItsWeekday() throws {
        let extraction = try extractSyllabus("""
        SOC 100 Syllabus, Spring 2026
        | Assignment | Due |
        |---|---|
        | Film responses | Sundays, 10:00pm |
        | Quiz | every Thursday at 9:30 am |
        | Homework 3 | Friday |
        | Exams | in class |

        """)
        XCTAssertEqual(extraction.dueDayRules.map { "\($0.name ?? "-") \($0.weekday.rawValue) \($0.time?.description ?? "-")" },
                       ["film responses SU 22:00", "quiz TH 09:30"],
                       "a numbered item due on a weekday is one task, not a rule; a cell without a weekday says nothing")
    }

    func testNamedWorkInAWeeksRowIsDueOnItsRulesWeekdayOfThatWeek() throws {
        XCTAssertEqual(try placed("""
        SOC 100 Syllabus, Spring 2026

        | Week of | Theme | Assignments |
        |---|---|---|
        | 1/12 | Orientation | Quiz, Film response |
        | 1/19 | Methods | Survey case study, Film response |
        | 1/26 | Groups | Film response due Tuesday 1/27 |

        | Assignment | Due |
        |---|---|
        | Quiz | Thursday, 9:30am |
        | Case studies | Sunday, 10:00pm |
        | Film responses | Fridays |

        """), ["Film response 2026-01-16 -", "Film response 2026-01-23 -", "Film response 2026-01-27 -",
               "Quiz 2026-01-15 09:30", "Survey case study 2026-01-25 22:00"],
               "the row's date is the week's; a date written beside the name is the task's own")
    }

    func testACellListsNamesOnlyUnderAHeaderOfWork() throws {
        let extraction = try extractSyllabus("""
        STAT 400 Syllabus, Fall 2018

        | Date | Class | Description or Deliverable |
        |---|---|---|
        | Sep 18 | 7 | Descriptive Summaries, Assessing Normality |
        | Sep 21 | -- | Homework 3 due at noon |

        | Week | Topic | Assignments |
        |---|---|---|
        | Oct 2 | Matrices | Lab notebook, Peer review |

        """)
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.text)" }.sorted(),
                       ["Homework 3 Sep 21", "Lab notebook Oct 2", "Peer Review Oct 2"],
                       "a column of descriptions and deliverables gives only what names its kind; one of assignments gives each name")
        XCTAssertEqual(TaskReader.dueCellItems("Quiz, Talking application, Film response"), ["Quiz", "Talking application", "Film response"])
        XCTAssertEqual(TaskReader.dueCellItems("Essay, 5 pages"), ["Essay, 5 pages"], "a name and its note")
        XCTAssertEqual(TaskReader.dueCellItems("Draft, revised"), ["Draft, revised"], "not capitalised")
        for header in ["Assignments", "Work due", "What’s Due", "Due by 11:59pm", "Due date (midnight)", "HW due", "Deliverables∗∗"] {
            XCTAssertTrue(TaskReader.namesOnlyWork(header), header)
        }
        for header in ["Description or Deliverable", "Topic / due", "Topics, readings, and deadlines", "Readings due"] {
            XCTAssertFalse(TaskReader.namesOnlyWork(header), header)
        }
    }

    func testRuleNamesAgreeInTheSingular() {
        XCTAssertEqual(RuleDeadlineNormalizer.singularWords("Case Studies"), ["case", "study"])
        XCTAssertEqual(RuleDeadlineNormalizer.singularWords("Quizzes"), ["quiz"])
        XCTAssertEqual(RuleDeadlineNormalizer.singularWords("Film responses"), ["film", "response"])
        XCTAssertEqual(RuleDeadlineNormalizer.singularWords("Class discussions"), ["class", "discussion"])
    }
}

/// Words that read as a deliverable only in some uses.
final class DeliverableWordUseTests: XCTestCase {
    func testAPracticalIsAnExamOnlyAsANoun() throws {
        XCTAssertEqual(TaskVocabulary.hits(in: "Classification: Practical Issues").map(\.type), [])
        XCTAssertEqual(TaskVocabulary.hits(in: "Lab Practical II").map(\.type), [.exam])
        XCTAssertEqual(TaskVocabulary.hits(in: "Practical on Friday, May 3").map(\.type), [.exam])
        XCTAssertEqual(TaskVocabulary.hits(in: "Practical 1 (20%)").map(\.type), [.exam])
    }

    func testAListsLabelIsNoDeliverable() throws {
        XCTAssertEqual(TaskVocabulary.hits(in: "Tentative exam dates:").count, 0)
        XCTAssertEqual(TaskVocabulary.hits(in: "Exam date: October 3").map(\.type), [.exam])
    }

    func testANumberedDiscussionIsAPostToWrite() throws {
        XCTAssertEqual(TaskVocabulary.hits(in: "Discussion 2: Climate Migration").map(\.type), [.other])
        XCTAssertEqual(TaskVocabulary.hits(in: "Discussion sections meet on Fridays").map(\.type), [])
    }

    func testANameFollowedByOutIsReleasedNotDue() throws {
        let extraction = try extractSyllabus("""
        CS 300 Syllabus, Spring 2015
        Feb 02\tExploratory Data Analysis\tChap 2\tHW1 out
        Feb 11\tClassification\tChap 4\tHW2 out\tHW1 due
        Feb 25\tClustering\tChap 8\tHW3 out, HW2 due

        """)
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.text)" }.sorted(), ["Homework 1 Feb 11", "Homework 2 Feb 25"])
    }
}

/// Tables laid out in a fixed-width font, and dates written the way such tables write them.
final class FixedWidthTableTests: XCTestCase {
    func testARunOfSpacesIsAColumnGap() throws {
        XCTAssertEqual(DocumentLines.columns(of: "                    14      Mar-08        Midterm project presentations"),
                       ["14", "Mar-08", "Midterm project presentations"])
        XCTAssertEqual(DocumentLines.columns(of: "Reflection Paper –          DUE: Week 10 "), ["Reflection Paper –          DUE: Week 10"],
                       "a gap after a dash is spacing inside the cell")
        XCTAssertEqual(DocumentLines.columns(of: "Two  spaces are prose"), ["Two  spaces are prose"])
        let lines = try readLines("CDS 101 Spring 2018 Schedule\n                    14      Mar-08        Midterm project presentations\n")
        XCTAssertEqual(lines[1].segments, ["14", "Mar-08", "Midterm project presentations"])
        XCTAssertEqual(lines[1].dates.map(\.expression.value), [.named(month: 3, day: 8, year: nil)], "class 14, then March 8")
    }

    func testAFixedWidthTablesRuleIsNoLineAndItsRowsAreDeliverables() throws {
        XCTAssertTrue(DocumentLines.isColumnRule("------------------------------------  ---------------------  -------"))
        XCTAssertFalse(DocumentLines.isColumnRule("-----"), "a lone rule")
        XCTAssertFalse(DocumentLines.isColumnRule("- - -"))
        let extraction = try extractSyllabus("""
            STAT 100 Spring 2020
            Assignment                            Due Date               Category
            ------------------------------------  ---------------------  ----------------------
            Seminar 1                             Fri 10 January 2020    Seminar
            Warmup                                Thu 16 January 2020    Individual Assignment
            Github Repo                           Fri 03 April 2020      Group Project

            """)
        XCTAssertEqual(extraction.tasks.map(\.title), ["Seminar 1", "Warmup", "Github Repo"])
    }

    func testAMonthHyphenDayIsADate() {
        XCTAssertEqual(DateScanner().matches(in: "Feb-23").map(\.expression.value), [.named(month: 2, day: 23, year: nil)])
        XCTAssertEqual(DateScanner().matches(in: "Nov-2019").count, 0, "a month and a year")
        XCTAssertEqual(DateScanner().matches(in: "due on 16FEB23").map(\.expression.value), [.named(month: 2, day: 16, year: 2023)])
        XCTAssertEqual(DateScanner().matches(in: "10 March 2019").map(\.expression.value), [.named(month: 3, day: 10, year: 2019)])
        XCTAssertEqual(DateScanner().matches(in: "3 Mar 15:00").map(\.expression.value), [.named(month: 3, day: 3, year: nil)])
    }
}

/// "Chapter quizzes are due on Tuesdays by 4pm every week" over a schedule of numbered, dated weeks.
final class WeeklyRuleTasksTests: XCTestCase {
    private let schedule = """
    PSY 1 Syllabus, Fall 2021
    - Chapter quizzes: 30%, due on Tuesdays by 4pm every week, on the course site.

    | Wk | Date | Topic |
    |---|---|---|
    | 1 | 23 Sep | Introduction |
    | 2 | 27 Sep | Ch 1, 2 |
    | 3 | 4 Oct | Ch 3 |
    | 4 | 11 Oct | Ch 4 |
    | 5 | 18 Oct | Ch 5 |
    | 6 | 25 Oct | Thanksgiving break |
    | 7 | 1 Nov | Ch 6 |

    """

    func testAWeeklyRuleGivesEachDatedWeekOnePieceOnItsWeekday() throws {
        let plan = RuleDeadlineNormalizer().normalize(try extractSyllabus(schedule),
                                                      options: NormalizationOptions(today: CivilDate(year: 2021, month: 9, day: 1)!))
        XCTAssertEqual(plan.tasks.map { "\($0.mention.title) \($0.date) \($0.time?.description ?? "-") \($0.mention.derived)" },
                       ["Chapter Quiz (Week 2) 2021-09-28 16:00 true", "Chapter Quiz (Week 3) 2021-10-05 16:00 true",
                        "Chapter Quiz (Week 4) 2021-10-12 16:00 true", "Chapter Quiz (Week 5) 2021-10-19 16:00 true",
                        "Chapter Quiz (Week 7) 2021-11-02 16:00 true"],
                       "a break has none; a first week that starts after Tuesday has its quiz in the next")
    }

    func testAScheduleThatDatesTheKindItselfGetsNoWeeklyPieces() throws {
        // "Lab assignments" are labs: the rows name each week's lab work, so the rule adds no piece a week.
        let found = RuleDeadlineNormalizer().normalize(try extractSyllabus("""
        CHEM 330 Lab Schedule, Spring 2023
        Lab assignments are due at 23:59 on Wednesdays unless otherwise specified.
        | Week | Week Beginning | Lab Activity | Due |
        |---|---|---|---|
        | 1 | 1/09 | Safety lecture | |
        | 2 | 1/16 | UV-vis trial 1 | Lab 0 |
        | 3 | 1/23 | Data processing | Lab 1 |
        | 4 | 1/30 | UV-vis trial 2 | Lab 2 |
        | 5 | 2/06 | Project planning | Lab 3 |
        | 6 | 2/13 | Project lab | Lab 4 |
        | 7 | 2/20 | Project lab | Lab 5 |
        """), options: NormalizationOptions(today: CivilDate(year: 2023, month: 1, day: 1)!)).tasks.map { "\($0.mention.title) \($0.date)" }
        XCTAssertFalse(found.contains { $0.contains("(Week") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("Lab 0 2023-01-") }, "\(found)")
    }

    func testOnlyAWeeklyRulesPiecesOnOneDayAreOne() throws {
        let day = try XCTUnwrap(CivilDate(year: 2021, month: 9, day: 28))
        func task(_ title: String, _ cues: Set<TaskCue>) -> ResolvedTask {
            let mention = TaskMention(title: title, type: .quiz, date: DateExpression(value: .named(month: 9, day: 28, year: nil), text: "28 Sep"),
                                      source: SourceReference(page: 1, line: 1, text: ""), confidence: 0, derived: true).cued(cues)
            return ResolvedTask(mention: mention, date: day, windowEnd: nil, time: nil, due: nil)
        }
        let kept = RuleDeadlineNormalizer.oneWeeklyPiecePerDay([
            task("Chapter Quiz (Week 1)", WeeklyRuleTasks.cues), task("Chapter Quiz (Week 2)", WeeklyRuleTasks.cues),
            task("Reading quiz: Smith", [.derivedRule, .rowDate, .tableRow]), task("Reading quiz: Jones", [.derivedRule, .rowDate, .tableRow]),
        ])
        XCTAssertEqual(kept.map(\.mention.title), ["Chapter Quiz (Week 2)", "Reading quiz: Smith", "Reading quiz: Jones"])
    }

    func testAScheduleThatDatesItsOwnPiecesIsLeftToThem() throws {
        let listed = schedule.replacingOccurrences(of: "| Ch 3 |", with: "| Ch 3, Quiz 2 |")
        let extraction = try extractSyllabus(listed)
        XCTAssertFalse(extraction.tasks.contains { $0.derived && $0.type == .quiz })
    }

    /// Weeks as headings, each dated by the line below it, and a quiz held (not handed in) every Friday.
    private static let headedWeeks = """
    # HIS 212 Syllabus
    ## Grading
    - Quizzes (25%): a short quiz at the start of each Friday class meeting.
    # Week 1 - Sources
    Wednesday, January 18; Friday, January 20
    # Week 2 - Archives
    Monday, January 23; Wednesday, January 25; Friday, January 27
    # Week 3 - Maps
    Monday, January 30; Wednesday, February 1; Friday, February 3
    # Week 4 - Letters
    Monday, February 6; Wednesday, February 8; Friday, February 10
    # Week 5 - Ledgers
    Monday, February 13; Wednesday, February 15; Friday, February 17
    # Week 6 - Spring break
    Monday, February 20 - Friday, February 24: spring break, no class
    # Week 7 - Diaries
    Monday, February 27; Wednesday, March 1; Friday, March 3

    """

    func testAQuizHeldEveryFridayGivesEachHeadedWeekOne() throws {
        let plan = RuleDeadlineNormalizer().normalize(try extractSyllabus(Self.headedWeeks),
                                                      options: NormalizationOptions(today: CivilDate(year: 2017, month: 1, day: 2)!))
        XCTAssertEqual(plan.tasks.map { "\($0.mention.title) \($0.date)" },
                       ["Quiz (Week 1) 2017-01-20", "Quiz (Week 2) 2017-01-27", "Quiz (Week 3) 2017-02-03",
                        "Quiz (Week 4) 2017-02-10", "Quiz (Week 5) 2017-02-17", "Quiz (Week 7) 2017-03-03"])
    }

    func testAQuizRuleThatIsDeniedOrOptionalMakesNoWeeklyQuizzes() throws {
        for sentence in ["There is no quiz on Fridays.", "An optional quiz may be given some Fridays.", "Quiz 1 is on Friday, each week after."] {
            let text = Self.headedWeeks.replacingOccurrences(of: "a short quiz at the start of each Friday class meeting.", with: sentence)
            XCTAssertFalse(try extractSyllabus(text).tasks.contains { $0.title.contains("(Week") }, sentence)
        }
    }
}
