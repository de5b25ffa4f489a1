import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// A plain-text document read into lines, as the understanding stage reads it.
func readLines(_ text: String, name: String = "test.txt") throws -> [DocumentLine] {
    let document = try PlainTextExtractor().extract(InputDocument(name: name, data: Data(text.utf8)), as: .supported(.text, encoding: .utf8))
    return DocumentLines(document).lines
}

/// What a line is read into once: tokens, cells, clauses, parentheses, and the quoting of long lines.
final class LinesTests: XCTestCase {
    func testAnOrgFilesStarredLinesAreHeadingsAndAMarkdownFilesAreItems() throws {
        let org = try readLines("#+title: Schedule\n* Week 1\n** THU 09-12 Lecture 4\n:PROPERTIES:\n:END:\n*** Reminders:\n+ Homework 1 is due\n")
        XCTAssertEqual(org.map { $0.headingLevel.map(String.init) ?? "-" }, ["-", "1", "2", "-", "-", "3", "-"])
        let markdown = try readLines("# Schedule\n* Homework 1 due Sep 12\n** not a heading\n", name: "page.md")
        XCTAssertEqual(markdown.map { $0.headingLevel.map(String.init) ?? "-" }, ["1", "-", "-"], "a star opens a list item outside Org")
    }

    func testTokensGateTheScanners() {
        let tokens = LineTokens("HW3 due Sept. 12 at 5pm (mid-term)")
        XCTAssertTrue(tokens.has("hw"))
        XCTAssertTrue(tokens.has("mid"))
        XCTAssertTrue(tokens.hasAny(LineTokens.months))
        XCTAssertTrue(tokens.hasDigit)
        XCTAssertFalse(LineTokens("Read chapter three").hasDigit)
        XCTAssertTrue(DateScanner().matches(in: "Read chapter three", tokens: LineTokens("Read chapter three")).isEmpty)
    }

    func testABackslashEndingAMarkdownLineIsNoText() throws {
        let lines = try readLines("**Assignments for Next Week**\\\nStone Moot Court Final Arguments\\\nA path C:\\\\\n", name: "page.md")
        XCTAssertEqual(lines.map(\.text), ["Assignments for Next Week", "Stone Moot Court Final Arguments", "A path C:\\\\"])
    }

    func testNamesKeepThreeDigitNumbersButNotScores() {
        XCTAssertEqual(TaskVocabulary.hits(in: "Homework 100 due May 3").first?.title, "Homework 100")
        XCTAssertEqual(TaskVocabulary.hits(in: "Final Exam 150 points").first?.title, "Final Exam")
        XCTAssertEqual(TaskVocabulary.hits(in: "Midterm 25% of the grade").first?.title, "Midterm")
    }

    func testMarksAnswerCellClauseAndParentheses() {
        let text = "Sep 12\tLoops; HW 2 due. Quiz (Lab 1) Friday"
        let marks = LineMarks(text)
        let hw = text.range(of: "HW 2")!
        XCTAssertEqual(String(text[marks.clause(around: hw)]), " HW 2 due")
        XCTAssertEqual(marks.segmentIndex(of: hw), 1)
        XCTAssertEqual(String(text[marks.segment(around: hw)]), "Loops; HW 2 due. Quiz (Lab 1) Friday")
        XCTAssertTrue(marks.isParenthetical(text.range(of: "Lab 1")!))
        XCTAssertFalse(marks.isParenthetical(text.range(of: "Friday")!))
        XCTAssertEqual(marks.segmentIndex(of: text.range(of: "Sep")!), 0)
    }

    func testASentenceEndsInsideAClosingBracketOrQuote() {
        let text = "Quote them in your final essay.] This part is due Tuesday, October 16. He said \"Read it.\" Then go."
        let marks = LineMarks(text)
        XCTAssertEqual(String(text[marks.clause(around: text.range(of: "This part")!)]), "] This part is due Tuesday, October 16")
        XCTAssertEqual(String(text[marks.clause(around: text.range(of: "Then")!)]), "\" Then go")
    }

    func testBytewiseIncludesAndBoundedDistance() {
        XCTAssertTrue("office hours: tue".includes("office hour"))
        XCTAssertFalse("office".includes("office hour"))
        XCTAssertTrue("abc".includes(""))
        let text = String(repeating: "x", count: 10_000) + "y"
        XCTAssertFalse(text.isWithin(24, from: text.startIndex, to: text.index(before: text.endIndex)))
        XCTAssertTrue(text.isWithin(24, from: text.startIndex, to: text.index(text.startIndex, offsetBy: 24)))
    }

    func testLetterSpacedTextReadsAsWords() {
        XCTAssertEqual(LetterSpacing.collapsed("Final: T h u r s d a y , D e c e m b e r 1 1"), "Final: Thursday, December11")
        XCTAssertEqual(LetterSpacing.collapsed("Grades A B C D F"), "Grades A B C D F")
        let lines = try? readLines("Final: T h u r s d a y , D e c e m b e r 1 1 , 2 0 2 5\n")
        XCTAssertEqual(lines?.first?.dates.first?.expression.value, .named(month: 12, day: 11, year: 2025))
    }

    func testALongLineIsQuotedAroundItsTaskNotWhole() throws {
        let filler = String(repeating: "Lecture notes and discussion of the reading. ", count: 200)
        let lines = try readLines(filler + "Homework 7 due Oct 3." + filler + "\n")
        let line = try XCTUnwrap(lines.first)
        let hit = try XCTUnwrap(line.hits.first)
        let quote = line.reference(around: hit.range).text
        XCTAssertLessThanOrEqual(quote.count, DocumentLine.longestQuote + 2)
        XCTAssertTrue(quote.contains("Homework 7 due Oct 3"))
        XCTAssertLessThanOrEqual(line.reference.text.count, DocumentLine.longestQuote + 2)
    }

    func testCrossReferencesReadAsTheirLabels() throws {
        XCTAssertEqual(CrossReferences.labels(in: "Work on {doc}`Lab 3 <../labs/lab3>` in class"), "Work on Lab 3 in class")
        XCTAssertEqual(CrossReferences.labels(in: "See :ref:`grading` and `the syllabus <syllabus.html>`_."), "See grading and the syllabus.")
        XCTAssertEqual(CrossReferences.labels(in: "Run `make test` first"), "Run `make test` first", "inline code is left alone")
        let lines = try readLines("- Start {doc}`Lab 1 <../labs/lab1>`\n")
        XCTAssertEqual(lines[0].text, "- Start Lab 1")
    }

    func testMarkdownHeadingsAreKnown() throws {
        let lines = try readLines("## Final exam\nWednesday, March 25, 10:30 am\n", name: "test.md")
        XCTAssertTrue(lines[0].isHeading)
        XCTAssertEqual(lines[0].text, "Final exam")
        XCTAssertFalse(lines[1].isHeading)
    }
}

/// Dates that a schedule's structure makes dates.
final class ScheduleDatesTests: XCTestCase {
    func testAColumnOfMonthDayPairsIsDates() throws {
        let lines = try readLines("7-14\tIntroduction\n7-21\tEXAM I\n8-4\tEXAM II\n8-12\tEXAM III\n")
        XCTAssertEqual(lines[1].dates.first?.expression.value, .numeric(first: 7, second: 21, year: nil, dayFirst: false))
        // One such row alone is as likely pages or chapters.
        XCTAssertTrue(try readLines("Read\t7-21\nQuiz 2\tcovers it\n")[0].dates.isEmpty)
    }

    func testBareDaysTakeTheMonthAboveThem() throws {
        let lines = try readLines("18 Jan\tPart I\n20\tPart II\n01Feb\tPart III\n17\tFirst Midterm Exam\n")
        XCTAssertEqual(lines[1].dates.first?.expression.value, .named(month: 1, day: 20, year: nil))
        XCTAssertEqual(lines[3].dates.first?.expression.value, .named(month: 2, day: 17, year: nil))
        let headed = try readLines("FEBRUARY 2026\n3\tLecture\n17\tQuiz 1\n")
        XCTAssertEqual(headed[2].dates.first?.expression.value, .named(month: 2, day: 17, year: 2026))
    }

    func testEachBoxOfACalendarGridIsDatedByItsOwnDay() throws {
        let lines = try readLines("October 2025\nMon\tTue\tWed\tThu\tFri\n6\t7\t8\t9 Quiz 3\t10\n27\t28\t29\t30\t31 PA 4 due\n")
        let week = lines[2]
        XCTAssertEqual(week.dates.count, 5)
        XCTAssertEqual(week.dates[3].expression.value, .named(month: 10, day: 9, year: 2025))
        XCTAssertEqual(lines[3].dates.last?.expression.value, .named(month: 10, day: 31, year: 2025))
    }

    /// "Monday 9-5" is a date when every such pair of the document falls on its weekday in one year
    /// (2022 here); spans of hours written the same way ("Mon 9-5", "Tue 9-5") are not.
    func testWeekdayMonthDayPairsAreDatesWhenOneYearFitsThemAll() throws {
        let lines = try readLines("""
        ### Monday 9-5
        - Homework 1 due 11:59pm on Monday 9-5
        ### Wednesday, 9-7
        ### Friday 9-9
        Office hours Monday 10-12 and 2-4pm

        """)
        XCTAssertEqual(lines[0].dates.first?.expression.value, .named(month: 9, day: 5, year: nil))
        XCTAssertEqual(lines[0].dates.first?.expression.weekday, .monday)
        XCTAssertEqual(lines[1].dates.map(\.expression.text), ["Monday 9-5"])
        XCTAssertEqual(lines[2].dates.first?.expression.value, .named(month: 9, day: 7, year: nil))
        XCTAssertEqual(lines[4].dates.map(\.expression.text), [], "10-12 on a Monday fits no year that the others fit")
        let hours = try readLines("Office hours:\nMonday 9-5\nTuesday 9-5\nWednesday 9-5\nThursday 1-3\n")
        XCTAssertTrue(hours.allSatisfy { $0.dates.isEmpty }, "one pair on several weekdays is a span of hours")
        let two = try readLines("### Monday 9-5\n### Wednesday 9-7\n")
        XCTAssertTrue(two.allSatisfy { $0.dates.isEmpty }, "two pairs are too few to tell")
    }
}

/// Mechanisms of the rule extractor and the normalizer, each on a few literal lines.
final class ReaderMechanismTests: XCTestCase {
    /// Understood with the fitted scorer, or with every candidate kept (the structure's proposals,
    /// whatever a later fit decides about them).
    func understand(_ text: String, name: String = "test.txt", everyCandidate: Bool = false) throws -> UnderstoodDocument {
        let document = try PlainTextExtractor().extract(InputDocument(name: name, data: Data(text.utf8)), as: .supported(.text, encoding: .utf8))
        return try DocumentUnderstanding(extractor: RuleExtractor(keepsEveryCandidate: everyCandidate),
                                         options: NormalizationOptions(today: CivilDate(year: 2026, month: 11, day: 23)!))
            .understand(document, sha256: "")
    }

    let header = "PSYC 2400 Syllabus, Spring 2026\nClass meets MWF 10:00-10:50 am. Grading and office hours below.\n"

    func testAWeeksHeadingWithACommaBeforeItsDatesScopesTheItemsBelow() throws {
        let result = try understand(header + "### Week 04, February 16 - 20\n\n#### Mon\n\n- Topics\n    + **Quiz 1**.\n    + Neurons. Read ch. 2.\n",
                                    name: "t.md")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Quiz 1 2026-02-16"])
    }

    func testATablesLongRowsUnderAWeeksHeadingTakeItsWeek() throws {
        let reading = String(repeating: "Chapter excerpt and a long list of readings for the day, ", count: 3)
        let result = try understand(header + "## February 16-February 20\n\nReadings | Assignments\n---|---\n"
                                    + "**Monday**: \(reading) | **Monday**: First draft of the profile essay.\n"
                                    + "**Wednesday**: \(reading) | **Wednesday**: Peer review.\n", name: "t.md")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["First draft of the profile essay 2026-02-16", "Peer Review 2026-02-18"],
                       "a stage named with its work keeps the name")
    }

    func testAHeadingOfTheSameRankEndsADatedHeadingsSection() throws {
        let result = try understand(header + "### Week 16, April 27 - May 1\n\n#### Mon\n\n- **Quiz 3**\n\n## Evaluation\n\n"
                                    + "| Component | Description | Points |\n|---|---|---|\n| Exam | There will be one take-home exam | 30 |\n", name: "t.md")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Quiz 3 2026-04-27"])
    }

    func testDueAndADateBeforeAColonNameWhatIsDueWhateverItsWords() throws {
        let result = try understand(header + "*Due Friday, February 20 by 5:00PM: Choice of a study site.*\n"
                                    + "- Due Tuesday, March 3: Field observation log\n- Due on March 10: Section 3.1 #8; section 3.3 #10\n"
                                    + "- Due March 17: Read chapter 4\n", name: "t.md")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime?.description ?? "-")" },
                       ["Choice of a study site 2026-02-20 17:00", "Field observation log 2026-03-03 -"],
                       "problems of a series and a reading name nothing; a time's colon is no separator")
    }

    func testWorkOnAfterANameIsTheClassesNextActivityNotTheName() throws {
        let result = try understand(header + "Date\tTopic\tLab\n9/24\tWings\tQuiz 2, work on projects\n"
                                    + "10/1\tBeetles\tWork on Homework 2\n10/8\tFlies\tMidterm exam\n")
        XCTAssertEqual(result.tasks.map(\.title), ["Quiz 2", "Midterm Exam"])
    }

    func testAWeekdayUnderAWeeksHeadingMovesTheDate() throws {
        let result = try understand(header + "## Week 6 (Feb 16–20)\n- Monday: Midterm review\n- Wednesday: Midterm exam\n", name: "t.md",
                                    everyCandidate: true)
        XCTAssertEqual(result.tasks.map(\.title), ["Midterm Exam"], "a review session is not the midterm")
        XCTAssertEqual(result.tasks.first?.dueDate.description, "2026-02-18")
        XCTAssertNil(result.tasks.first?.windowEnd, "a weekday narrowed the week to a day")
        XCTAssertTrue(result.tasks.first?.source.cues.contains("weekdayInSection") ?? false)
    }

    func testAnExamUnderADatedHeadingStartsAtTheHeadingsTime() throws {
        let result = try understand(header + "Wednesday, 4/29, 10:15 a.m.\nFINAL\nThursday, 4/30, 2:00 p.m.\nHomework 9 due\n",
                                    everyCandidate: true)
        let final = try XCTUnwrap(result.tasks.first { $0.type == .exam })
        XCTAssertEqual(final.dueDate.description, "2026-04-29")
        XCTAssertEqual(final.dueTime?.description, "10:15")
        // Work due that day is not due at the hour the heading gives.
        XCTAssertNil(result.tasks.first { $0.type == .assignment }?.dueTime)
    }

    func testAnExamsBareHoursRightAfterItsDate() throws {
        let cases: [(String, String?)] = [("Wednesday, May 6, 9-12.", "09:00"), ("May 6, 2-5", "14:00"), ("May 6, 11-2", "11:00"),
                                          ("May 6, 9-12 pages", nil), ("May 6, 1-12", nil), ("May 6, 9-1.5", nil), ("May 6 (chapters 9-12)", nil)]
        for (written, time) in cases {
            let result = try understand(header + "Final Exam as scheduled, \(written)\n")
            XCTAssertEqual(result.tasks.first?.dueTime?.description, time, written)
        }
        // Only an exam's: a bare range after a homework's date says nothing of when it is due.
        XCTAssertNil(try understand(header + "Homework 4 due May 6, 9-12\n").tasks.first?.dueTime)
    }

    func testAnExamsTimeWrittenWhereItsDateIsNotJoinsItsDate() throws {
        let result = try understand(header + "EXAMS: two in class and a 3 hour final\t(Exam 3, 9-12 noon)\n"
                                    + "Schedule\nExam 2 (Tue Jul 31)\nExam 3 (Mon Aug 13)\n")
        let times = Dictionary(uniqueKeysWithValues: result.tasks.map { ($0.title, $0.dueTime?.description) })
        XCTAssertEqual(times["Exam 3"], "09:00")
        XCTAssertEqual(times["Exam 2"], .some(nil), "no time is said of exam 2")
        // Two times for one exam: neither is taken.
        let torn = try understand(header + "Final exam: 2:00-5:00 pm\nFinal exam (alternate): 8:00-11:00 am\nSchedule\nFinal Exam May 6\n")
        XCTAssertNil(torn.tasks.first { $0.title.lowercased().hasPrefix("final") }?.dueTime)
    }

    func testASessionForAnExamIsNoExam() throws {
        for line in ["Monday, May 6\tReview for exam\tHW9", "Monday, May 6\tPrep for the midterm\tHW9"] {
            let result = try understand(header + "Schedule\n" + line + "\n", everyCandidate: true)
            XCTAssertEqual(result.tasks.map(\.title), ["Homework 9"], line)
        }
        let numbered = try understand(header + "Schedule\nT, Feb 8\tStudy for Exam One\nTh, Feb 10\tExam One (Topics 2-7)\n")
        XCTAssertEqual(numbered.tasks.map(\.dueDate.description), ["2026-02-10"], "the exam is on its own day, not on the day to study for it")
    }

    func testATalkAboutADeliverableIsNoDeliverable() throws {
        let result = try understand(header + "Schedule\nMonday, Nov 2\tDiscussion of Homework 1\tHomework 2 due\n"
                                    + "Monday, Nov 9\tMake an appointment to discuss final project with your TA\n", everyCandidate: true)
        XCTAssertEqual(result.tasks.map(\.title), ["Homework 2"])
        // Unless the clause says it is due.
        let due = try understand(header + "Monday, Nov 9: discuss final project, due at 5 pm\n").tasks
        XCTAssertEqual(due.count, 1)
        XCTAssertTrue(due.first?.title.hasSuffix("Final Project") ?? false)
    }

    func testASessionNumberAndItsDateAloneHeadTheRowsBelow() throws {
        let result = try understand(header + "Lecture\tTopic\n20 (3/11)\nSorting\n21 (3/13)\n\nMIDTERM (11:00am-)\n\n22 (3/16)\nHeaps\n")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime?.description ?? "-")" }, ["Midterm 2026-03-13 11:00"])
    }

    func testASectionGovernsNamesFarBelowItsHeading() throws {
        let body = (1...14).map { "Discussion of reading \($0) and case studies in groups." }.joined(separator: "\n")
        let result = try understand(header + "Week 3 (Jan 26–30)\n" + body + "\nQuiz 1 in class\n", everyCandidate: true)
        XCTAssertEqual(result.tasks.first?.dueDate.description, "2026-01-26")
        XCTAssertTrue(result.tasks.first?.source.cues.contains("sectionDate") ?? false)
    }

    func testAnotherCellSayingDueMakesTheRowsNameACandidate() throws {
        let result = try understand(header + "Sun Jan 11, 2026\tAssignment Prototype Plan\tdue by 11:59pm\n", everyCandidate: true)
        XCTAssertEqual(result.tasks.first?.dueDate.description, "2026-01-11")
        XCTAssertTrue(result.tasks.first?.source.cues.contains("rowSaysDue") ?? false)
    }

    func testTasksCarryTheirCuesAndAFittedConfidence() throws {
        let result = try understand(header + "Homework 3 due Fri Feb 13 at 5pm\n")
        let task = try XCTUnwrap(result.tasks.first)
        XCTAssertEqual(task.dueTime?.description, "17:00")
        XCTAssertTrue(task.source.cues.contains("dateAfterName"))
        XCTAssertEqual(task.confidence, (TaskScorer.fitted.score(Set(task.source.cues.compactMap(TaskCue.init(rawValue:)))) * 100).rounded() / 100)
    }

    func testNumberedNamesAreNeverMerged() throws {
        let rows = (1...120).map { "Homework \($0) due May 4" }.joined(separator: "\n")
        let result = try understand(header + rows + "\n")
        XCTAssertEqual(result.tasks.count, 120)
        XCTAssertEqual(Set(result.tasks.map(\.title)).count, 120)
    }

    func testTheYearComesFromTheClassDaysWhenNothingElseGivesIt() {
        // Tuesdays and Thursdays: Jan 18 and 20, Feb 10… fall on them in 2011 and 2022; the later is taken.
        let dates = ["Jan 18", "Jan 20", "Jan 25", "Jan 27", "Feb 1", "Feb 3", "Feb 10"].map { text -> DateExpression in
            DateScanner().matches(in: text).first!.expression
        }
        let meetings = [Meeting(days: [.tuesday, .thursday], start: TimeOfDay(hour: 9, minute: 30)!, end: nil)]
        XCTAssertEqual(RuleDeadlineNormalizer.yearFromMeetingDays(dates, meetings: meetings, dayFirst: false, around: 2026), 2022)
        XCTAssertNil(RuleDeadlineNormalizer.yearFromMeetingDays(Array(dates.prefix(3)), meetings: meetings, dayFirst: false, around: 2026))
    }

    func testTheClassDaysYearIsTheOneNearestWhenTheDocumentWasMade() {
        let dates = ["Jan 18", "Jan 20", "Jan 25", "Jan 27", "Feb 1", "Feb 3", "Feb 10"].map { text -> DateExpression in
            DateScanner().matches(in: text).first!.expression
        }
        let meetings = [Meeting(days: [.tuesday, .thursday], start: TimeOfDay(hour: 9, minute: 30)!, end: nil)]
        XCTAssertEqual(RuleDeadlineNormalizer.yearFromMeetingDays(dates, meetings: meetings, dayFirst: false, around: 2011), 2011)
        // Made in December 2021 for the spring: the next year fits and is nearer than 2011.
        XCTAssertEqual(RuleDeadlineNormalizer.yearFromMeetingDays(dates, meetings: meetings, dayFirst: false, around: 2021), 2022)
    }

    func testAYearlessDocumentTakesTheYearNearestItsMaking() throws {
        // "Friday, October 24", "Tuesday, November 25", "Thursday, December 4" fit 2014 and 2025 alike.
        let text = "Philosophy of Mind\nEssay 1 due Friday, October 24\nRough draft due Tuesday, November 25\n"
            + "Questions due Thursday, December 4\n"
        func years(created: Date?) throws -> Set<Int> {
            var document = try PlainTextExtractor().extract(InputDocument(name: "t.txt", data: Data(text.utf8)),
                                                            as: .supported(.text, encoding: .utf8))
            document.created = created
            let understood = try DocumentUnderstanding(options: NormalizationOptions(today: CivilDate(year: 2026, month: 11, day: 23)!))
                .understand(document, sha256: "")
            XCTAssertEqual(understood.tasks.count, 3)
            return Set(understood.tasks.map(\.dueDate.year))
        }
        XCTAssertEqual(try years(created: nil), [2025])
        XCTAssertEqual(try years(created: Date(timeIntervalSince1970: 1_409_881_358)), [2014])  // 2014-09-05
        // Metadata that cannot be a syllabus's making (the epoch, the far future) is ignored.
        XCTAssertEqual(try years(created: Date(timeIntervalSince1970: 0)), [2025])
        XCTAssertNil(NormalizationOptions.written(Date(timeIntervalSince1970: 4_102_444_800), today: CivilDate(year: 2026, month: 11, day: 23)!))
    }

    func testAnExamListedTwiceOnOneDayIsOneExam() throws {
        let text = header + "Exams\nExam 1: 2/17, 75 points\nExam 2: 3/31, 100 points\n\nSchedule\n"
            + "2/17\tIn-class Exam worth 75 points\n3/31\tIn-class Exam worth 100 points\n4/21\tLab Practical 1\n4/21\tExam 3 (9:00 am)\n"
        let tasks = try understand(text, everyCandidate: true).tasks.filter { $0.type == .exam }
        XCTAssertEqual(tasks.map(\.title).sorted(), ["Exam 1", "Exam 2", "Exam 3", "Lab Practical 1"])
    }

    func testADateInTheNextLineOfAWrappedSentenceDatesTheNameBeforeIt() throws {
        let prose = header + "Exams and quizzes: nearly chiseled in stone, the date for the midterm exam is Monday March\n"
            + "16. Quizzes are every Thursday in the discussion session and cannot be made up later.\n"
            + "There are no make-up quizzes. The final exam will be scheduled by the Registrar probably\n"
            + "on May 13 from 9 to 12 a.m. Exams will be closed-book, closed-notes, and no-calculator.\n"
        let tasks = try understand(prose).tasks
        XCTAssertEqual(tasks.map(\.dueDate.description), ["2026-03-16", "2026-05-13"])
        XCTAssertEqual(tasks.map { $0.dueTime?.description }, [nil, "09:00"])
        // A sentence that stops before the wrap, and a short list item above a dated row, take nothing.
        let stopped = header + "Students who miss the final exam will receive an incomplete grade in the course.\n"
            + "on May 13 the department holds its annual picnic for every student and instructor.\n"
            + "Final exam\nMay 20 Review of the whole term\n"
        XCTAssertEqual(try understand(stopped).tasks.map(\.dueDate.description), [])
    }

    func testADeliverableDatedByAWeekOfTermTakesThatWeeksFirstDay() throws {
        let items = "Assignments\nReflection Paper - DUE: Week 10\nWeek 8 Quiz\nMidterm 2 - Week 5\n"
            + "Exams\nMidterm 2 is on Wednesday, April 22.\n"
        // The course's span stated with its dates gives week 1: Monday, March 30, 2026.
        let stated = try understand("PHYS 1010, Spring 2026\nThis course meets for the next 10 weeks (March 30 – June 5).\n" + items)
        XCTAssertEqual(stated.course.termStart?.description, "2026-03-30")
        XCTAssertEqual(stated.tasks.map { "\($0.title) \($0.dueDate)" }.sorted(),
                       ["Midterm 2 2026-04-22", "Reflection Paper 2026-06-01", "Week 8 Quiz 2026-05-18"])
        // Without the term's first day they are undated, and the warning says what would date them.
        let unstated = try understand("PHYS 1010, Spring 2026\n" + items)
        XCTAssertEqual(unstated.tasks.map(\.title), ["Midterm 2"])
        XCTAssertTrue(unstated.undated.contains("Reflection Paper"))
        XCTAssertTrue(unstated.warnings.contains { $0.contains("--term-start") })
    }

    func testAnUnknownNameDueInAWeekOfTermIsADeliverable() throws {
        let head = "PHYS 1010, Spring 2026\nThis course meets for the next 10 weeks (March 30 – June 5).\n"
        let result = try understand(head + "Student Intro Survey –   DUE: Week 1\nTuition – DUE: Week 2\n"
                                    + "Reading notes due: Week 3 and 4\nSafety Briefing – due week 2 in class\n")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Student Intro Survey 2026-03-30"],
                       "no fee, no pair of weeks, nothing after the week")
    }

    func testAHeadingsWeekGivesWayToTheDayTheDeliverableStates() throws {
        let text = header + "Deliverables\nThe slide project is due Monday March 16 by 11:59 pm.\n"
            + "## Week 8 (March 9–13)\n- Slide project due\n## Week 9 (March 16–20)\n- Reading report due\n"
            + "## Week 10 (March 23–27)\n- Reading report due\n- Midterm exam\nMidterm exam review, Tuesday March 31\n"
        let result = try understand(text, name: "t.md")
        let dated = result.tasks.map { "\($0.title) \($0.dueDate)" }
        XCTAssertTrue(dated.contains("Slide Project 2026-03-16"), "\(dated)")
        XCTAssertFalse(dated.contains("Slide Project 2026-03-09"), "the heading gave only the week")
        XCTAssertEqual(dated.filter { $0.hasPrefix("Reading Report") }.count, 2, "a series under later headings stays")
        XCTAssertTrue(dated.contains { $0.hasPrefix("Midterm Exam 2026-03-23") }, "an exam is held on its heading's day: \(dated)")
    }

    func testANameTheSentenceDeniesIsNoTask() throws {
        let text = header + "Quizzes are every Thursday. There won't be a quiz on March 12th, the week of spring break.\n"
            + "No homework is due on April 2.\nHomework 5 due April 9.\n"
        XCTAssertEqual(try understand(text).tasks.map(\.title), ["Homework 5"])
    }

    func testInProseADateBeforeANameDatesItOnlyInItsOwnSentence() throws {
        let text = header + "The last lecture and lab are during the week of November 23 – 25. The last lab report is then due one week later.\n"
            + "December 2 – 4, the final lab report is due.\n"
        XCTAssertEqual(try understand(text).tasks.map(\.dueDate.description), ["2026-12-02"])
        // In a table row the date cell dates the names after it in other sentences too.
        let row = header + "Nov 23\tThanksgiving week. Lab report 5 due\n"
        XCTAssertEqual(try understand(row).tasks.map(\.dueDate.description), ["2026-11-23"])
    }

    func testTheDueDateOfAClauseWinsOverTheDayWorkIsGivenOut() throws {
        let text = header + "Assignment 1 is posted March 3, due March 10.\nHomework 2 (due March 24; posted March 17)\n"
        XCTAssertEqual(try understand(text).tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Assignment 1 2026-03-10", "Homework 2 2026-03-24"])
    }

    func testATermNamedInTheLineGivesItsDatesTheirYear() throws {
        // The heading's term is another year: the line's own term decides.
        let text = header + "There will be two take-home tests each semester.\n"
            + "Fall 2016 mid-term exam will be given to students on October 25 and due on November 1.\n"
            + "Spring 2017 final exam will be given to students on May 4 (last class) and due on May 11.\n"
        XCTAssertEqual(try understand(text).tasks.map(\.dueDate.description), ["2016-11-01", "2017-05-11"])
    }

    func testAPresentationOnOneOfSeveralListedDaysIsOneTaskOnTheFirst() throws {
        let text = header + "Schedule\nApril 20\tGroup Presentations\nApril 22\tGroup Presentations\nApril 27\tGroup Presentations\n"
            + "April 29\tPresentation 1 due\nMay 4\tPresentation 2 due\n"
        XCTAssertEqual(try understand(text).tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Group Presentation 2026-04-20", "Presentation 1 2026-04-29", "Presentation 2 2026-05-04"])
    }

    func testMarksALegendExplainsDateTheirDeliverables() throws {
        let text = header + "Week\tDates\tTopic\n1\tJan 12* , 14\tIntroduction\n2\tJan 19*+ ,21\tKinematics\n"
            + "           *+\n3\tJan 26 , 28\tForces\n4\tFeb 2+ ,4§\tEnergy\n"
            + "* - Problem sets will be handed out.\n+ - Problem sets will be collected.\n§ - Hour exam will be given in class.\n"
        let tasks = try understand(text).tasks
        XCTAssertEqual(tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Problem Set 1 2026-01-19", "Problem Set 2 2026-01-26", "Problem Set 3 2026-02-02", "Hour Exam 1 2026-02-04"])
    }

    func testALegendMayNameItsMarkWithAVerb() throws {
        let text = header + "*Denotes homework due by date (you can turn in early)\n\n|Lecture | Date | Topic\n|---|---|---\n"
            + "|1 | 25-Aug | Introductions\n| | 1-Sep* | No class\n|2 | 8-Sep | Data structures\n|3 | 15-Sep* | Graphics\n"
        XCTAssertEqual(try understand(text).tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Homework 1 2026-09-01", "Homework 2 2026-09-15"])
        XCTAssertNil(MarkLegendReader.legend(try XCTUnwrap(readLines("*Note homework is due by date\n").first)),
                     "a word that is not a verb of meaning is the line's own")
        XCTAssertNotNil(MarkLegendReader.legend(try XCTUnwrap(readLines("† indicates the quiz is given in class\n").first)))
    }

    func testADecemberDateVotesOnlyForItsOwnYear() {
        // "Tuesday December 4" fits 2018, not 2017; only a spring date may belong to the year after.
        let dates = ["Monday Oct. 16", "Monday Oct. 30", "Tuesday December 4", "Tuesday, Sept. 26", "Thursday Sept. 28",
                     "Monday Nov. 6", "Monday Nov. 20"].map {
            DateScanner().matches(in: $0).first!.expression
        }
        XCTAssertEqual(RuleDeadlineNormalizer.yearFromWeekdays(dates, dayFirst: false, around: 2023), 2023)
    }

    func testAnAutumnScheduleIsNotPlacedAYearAhead() {
        // "Monday Dec 13" fits 2021 and 2027; a page read in 2026 is not next autumn's.
        let dates = ["Monday Dec 13th", "Wednesday Dec 15th"].map { DateScanner().matches(in: $0).first!.expression }
        XCTAssertEqual(RuleDeadlineNormalizer.yearFromWeekdays(dates, dayFirst: false, around: 2026, minimumPairs: 1), 2021)
        let spring = ["Monday Jan 11", "Wednesday Mar 3"].map { DateScanner().matches(in: $0).first!.expression }
        XCTAssertEqual(RuleDeadlineNormalizer.yearFromWeekdays(spring, dayFirst: false, around: 2026, minimumPairs: 1), 2027,
                       "a spring schedule may be next year's")
    }

    func testADateOpeningTheClauseAfterASemicolonDatesTheNameBeforeIt() throws {
        let result = try understand(header + "Week\tTopic\n6 (Feb 16)\tMemory\nMidterm exam; 02/24/2026 at 2:05pm (till 3:05pm)\n"
                                    + "11 (Mar 23)\tFinal exam; 03/25/2026 at 12:30pm\nLab 4; write-up due at week's end\n")
        let exams = result.tasks.filter { $0.type == .exam }
        XCTAssertEqual(exams.map(\.title), ["Midterm Exam", "Final Exam"])
        XCTAssertEqual(exams.map(\.dueDate.description), ["2026-02-24", "2026-03-25"], "the cell's own date, not its week's")
        XCTAssertEqual(exams.first?.dueTime?.description, "14:05")
        XCTAssertEqual(exams.first?.endTime?.description, "15:05", "'till' states the end as a dash would")
    }

    func testARangeInParenthesesSaysWhatAnExamCoversNotWhenItIs() throws {
        let result = try understand(header + "Date\tTopic\nFeb 12\tAttention\nFeb 17\tQuiz 2 (Feb 16-18)\nMar 10\tExam 1 (Jan 12-Feb 27 lectures)\n")
        XCTAssertEqual(result.tasks.first { $0.title == "Exam 1" }?.dueDate.description, "2026-03-10", "the row's date")
        let quiz = try XCTUnwrap(result.tasks.first { $0.title == "Quiz 2" })
        XCTAssertEqual(quiz.dueDate.description, "2026-02-16", "a range of a few days is still the quiz's window")
        XCTAssertEqual(quiz.windowEnd?.description, "2026-02-18")
    }

    func testACountedNameWithAsManyDatesIsThatManyDeliverables() throws {
        let result = try understand(header + "Exams\nThere will be two 50-minute midterm exams, given in class on Tuesday, February 17 (Week 6) and\n"
                                    + "Thursday, March 19 (Week 10). There will also be a cumulative final exam at 3 pm on\n"
                                    + "Tuesday, April 28 in our usual room.\n")
        XCTAssertEqual(result.tasks.map(\.title), ["Midterm Exam 1", "Midterm Exam 2", "Cumulative Final Exam"])
        XCTAssertEqual(result.tasks.map(\.dueDate.description), ["2026-02-17", "2026-03-19", "2026-04-28"],
                       "the second midterm's date opens a line whose sentence began on the line before: it is not the final's")
        XCTAssertEqual(result.tasks.last?.dueTime?.description, "15:00", "the time before the wrap")
    }

    func testTheNextNameInTheSentenceClaimsTheDatesAfterIt() throws {
        let result = try understand(header + "Tests\nThere will be two take-home exams, tentatively scheduled for 2/20 and 4/23, and one\n"
                                    + "in-class exam, tentatively scheduled for 3/19.\nParticipation\n")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }.sorted(),
                       ["In-class Exam 2026-03-19", "Take-home Exam 1 2026-02-20", "Take-home Exam 2 2026-04-23"])
    }

    func testAWeekdaySaidOfANameMovesItsRowsDate() throws {
        let result = try understand(header + "Date\tTopic\tReading\tNotes\n"
                                    + "February 16\tViruses\t33.1\tMidterm 1 is Tuesday evening\n")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Midterm 1 2026-02-17"])
    }

    func testAPluralNameWithOneDateIsOneDeliverableAndPresentationSlotsStayOne() throws {
        let result = try understand(header + "Quizzes will be given on February 20 in class.\n"
                                    + "Group presentations, in class 4/14, 4/16, 4/21.\n")
        XCTAssertEqual(result.tasks.map(\.dueDate.description), ["2026-02-20", "2026-04-14"])
        XCTAssertFalse(result.tasks.contains { $0.title.hasSuffix("1") }, "nothing was counted")
    }

    func testACalendarDateSupersedesTheSameDeliverablesWeekOfTerm() throws {
        let result = try understand(header + "The course runs from Jan 12 to May 1 on Mondays and Wednesdays.\nSchedule\n"
                                    + "Week 6: Procedures + Midterm 1 Review\nWeek 7: Midterm 1 + Data\nWeek 10: Midterm 2 + Guest Lecture\n\n"
                                    + "Exams\nMidterm 1 (C programming), February 23\nMidterm 2 (Assembly), March 30\n")
        XCTAssertEqual(result.tasks.map(\.dueDate.description), ["2026-02-23", "2026-03-30"],
                       "one task per midterm, on its calendar date, however the weeks count")
    }

    func testATableCellWrappedAfterItsMonthTakesItsDayFromTheNextLine() throws {
        let result = try understand(header + "Class 13: March 3\tChapter 3\tTransport\tHomework 3: Due March 10\n"
                                    + "Class 15: March\tChapter\tNetwork Layer\tProgramming Assignment 2: Due March\n10\t4\t31\n"
                                    + "Class 16: March\tChapter\n")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Homework 3 2026-03-10", "Programming Assignment 2 2026-03-31"])
    }

    func testADayNumberWithItsWeekdayUnderAMonthIsADate() throws {
        let result = try understand(header + "March 2\tW\tPositioning\n7\tM\tMIDTERM EXAM\n23 W\tGuest Speaker\n28 M\tProject 1: Message Strategy\n")
        XCTAssertEqual(result.tasks.first { $0.title.hasPrefix("Project 1") }?.dueDate.description, "2026-03-28")
    }

    func testTwoNamesOfOneKindListedTogetherAreTwoTasks() throws {
        let result = try understand(header + "Lab reports are due weekly.\nDecember 3 – 6, the last lab report and post-lab is due.\n"
                                    + "Dec 10: Final exam (the exam covers everything)\n")
        XCTAssertEqual(result.tasks.map(\.title), ["Last Lab Report", "Post-lab", "Final Exam"],
                       "a post-lab is a deliverable; the final named twice in its line is one task")
    }

    func testARowWrittenOverSeveralLinesDatesItsDeliverables() throws {
        let result = try understand(header + "Schedule\nWeek / Date\tTopic\tDue\nWeek 3\tSilicate minerals\tLab report 1 (crystal models)\n"
                                    + "Date: 1/27\tdue Thu Jan 29, 5:00 pm\nWeek 4\tMineral quiz\nDate: 2/3\tNon-silicates\t(in class)\n"
                                    + "Week 5\tIgneous rocks\nDate: 2/10\tdue Thu Feb 12\n")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime?.description ?? "-")" },
                       ["Lab Report 1 2026-01-29 17:00", "Mineral Quiz 2026-02-03 -"],
                       "the due cell's date, else the row's own date on its next line; never the next row's")
    }

    func testADueWeekdayLaterInTheLineMovesItsWeeksDate() throws {
        let result = try understand(header + "## Week 8 (March 2–6)\nDesign memo due this week (upload by Friday 5:00 pm)\n"
                                    + "## Week 10 (March 16–20)\nExam 2 (take-home, handed out Monday, due Wednesday 11:59 pm)\n", name: "t.md",
                                    everyCandidate: true)
        XCTAssertEqual(result.tasks.map { "\($0.dueDate) \($0.dueTime?.description ?? "-")" }, ["2026-03-06 17:00", "2026-03-18 23:59"])
    }

    func testANameTheVocabularyDoesNotKnowIsADeliverableWhenAListItemSaysItIsDue() throws {
        let result = try understand(header + "## Week 5 (Feb 9–13)\n\n- Topics: early childhood\n- Friday: Observation plan due (one page)\n"
                                    + "- Tuition due\n- Wednesday: Field trip to the lab school\n", name: "t.md", everyCandidate: true)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Observation plan 2026-02-13"])
    }

    func testAReviewSessionInADeliverablesTableIsNoExam() throws {
        let result = try understand(header + "Date\tTopic\tAssessment\nFri Feb 6\tChildhood\tQuiz 2\nFri Feb 13\tAdolescence\tMidterm review (no new material)\n"
                                    + "Mon Feb 16\tAdolescence\tMidterm exam\n")
        XCTAssertEqual(result.tasks.map(\.title), ["Quiz 2", "Midterm Exam"])
    }

    func testAPostedAndDueTableDatesEachRowByItsDueColumnAndItsOwnTime() throws {
        let result = try understand("# PHYS 1210 Spring 2026\n\nLectures MWF 8:00–8:50 am in Hall 100. Homework is due Fridays at 10:00 pm online.\n\n"
                                    + "| Homework | Posted | Due |\n|---|---|---|\n| Homework 9 | Fri Mar 13 | Fri Mar 20 |\n"
                                    + "| Homework 10 | Fri Mar 20 | Fri Apr 3 |\n| Homework 11 | Fri Apr 3 | Fri Apr 10, due by 1:05pm |\n", name: "t.md")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime?.description ?? "-")" },
                       ["Homework 9 2026-03-20 22:00", "Homework 10 2026-04-03 22:00", "Homework 11 2026-04-10 13:05"],
                       "the due column, not the posted one; the stated rule's time, not the class's; no time from the next row")
    }

    func testAnExamsStatedStartBeatsADueByAtItsEnd() throws {
        let result = try understand(header + "Midterm exam: 02/24/2026 at 2:05pm until 3:05pm\n\nCourse Summary\nDate\tDetails\tDue\n"
                                    + "Tue Feb 24, 2026\tAssignment Midterm exam\tdue by 3:05pm\n")
        let exam = try XCTUnwrap(result.tasks.first { $0.type == .exam })
        XCTAssertEqual(result.tasks.filter { $0.type == .exam }.count, 1)
        XCTAssertEqual(exam.dueTime?.description, "14:05")
        XCTAssertEqual(exam.endTime?.description, "15:05")
    }
}

/// Class meetings written the everyday ways.
final class MeetingFormsTests: XCTestCase {
    func meetings(_ line: String, above: String = "Course schedule") throws -> [Meeting] {
        MeetingReader().read(try readLines("BIO 330 Syllabus Fall 2011\n\(above)\n\(line)\n"))
    }

    func testEverydayForms() throws {
        let cases: [(String, [Weekday], String, String?)] = [
            ("Mon. & Wed., 3:30 – 5:00", [.monday, .wednesday], "15:30", "17:00"),
            ("Unique No.: 50085\tTTH 11:00am-12:30pm\tRoom: JGB 2.218", [.tuesday, .thursday], "11:00", "12:30"),
            ("TTH 12:30 PM to 02:00 PM", [.tuesday, .thursday], "12:30", "14:00"),
            ("Lectures: T-TH 12:30 p.m. to 2 p.m.", [.tuesday, .thursday], "12:30", "14:00"),
            ("Class meets MW 400 to 530p", [.monday, .wednesday], "16:00", "17:30"),
            ("Time: MWF 11am, Room 101", [.monday, .wednesday, .friday], "11:00", nil),
            ("Prerequisites\tMath 112 first. We expect you to know Java. Tu, Th. 10:00 - 11:20 180 Campbell Hall",
             [.tuesday, .thursday], "10:00", "11:20"),
            // A PDF's hyphen written as "-", a soft hyphen and U+2010.
            ("Class: T-\u{AD}\u{2010}TH 12:30 p.m. to 2 p.m. Room 3.208", [.tuesday, .thursday], "12:30", "14:00"),
        ]
        for (line, days, start, end) in cases {
            let found = try XCTUnwrap(try meetings(line).first, line)
            XCTAssertEqual(found.days, days, line)
            XCTAssertEqual(found.start.description, start, line)
            XCTAssertEqual(found.end?.description, end, line)
        }
    }

    func testTimesOnTheLinesBelowTheDays() throws {
        let both = MeetingReader().read(try readLines("BIO 330 Syllabus Fall 2011\nLectures are held in Hall 105. The course runs on Mondays and Wednesdays.\n"
                                                      + "2:00 - 4:00 PM\n4:00 - 6:00 PM\nThe content follows this schedule.\n"))
        XCTAssertEqual(both.map { "\($0.days) \($0.start)" }, ["[DocketUnderstand.Weekday.monday, DocketUnderstand.Weekday.wednesday] 14:00",
                                                               "[DocketUnderstand.Weekday.monday, DocketUnderstand.Weekday.wednesday] 16:00"])
        XCTAssertEqual(try meetings("5:00 PM to 6:30 PM", above: "Hours: Monday & Wednesday").first?.start.description, "17:00")
        // The same shape for office hours is none.
        XCTAssertTrue(MeetingReader().read(try readLines("BIO 330 Syllabus Fall 2011\nOffice Hours:\tCredit Hours: 3\nTuesdays/Thursdays:\n"
                                                         + "12:00-1:30 p.m.\nOr by appointment\n")).isEmpty)
    }

    func testAClassRowBelowOfficeHoursIsAMeeting() throws {
        let found = MeetingReader().read(try readLines("MATH 343 Syllabus Fall 2011\nOFFICE HOURS: MW 2:30-3:30\nPrerequisites: MATH 252\n"
                                                       + "Time and Location:\nMTWF\t1:00pm - 1:50pm\tRoom 107\n"))
        XCTAssertEqual(found.map(\.start.description), ["13:00"], "the office hours line itself is no class")
        XCTAssertTrue(MeetingReader().read(try readLines("BIO 330 Syllabus Fall 2011\nTA office hours\nJaime Rivera\tTh\t3:30-4:30pm\n")).isEmpty)
    }

    func testAPersonsHoursAreNoMeeting() throws {
        for line in ["Linnea: T 16:00-16:50, T 17:00-17:50", "Arnav Sastry\tW\t3:30-4:30pm GDC 3.302", "TA\tT\t11am-12pm",
                     "Proctors\tDana Lee dlee@uni.edu\tW\t8-9am", "Adam Vinall: F 12 AM – 1 PM, RLM 7.302"] {
            XCTAssertTrue(try meetings(line, above: "Course staff").isEmpty, line)
        }
        // The class's own times, whoever else the line names.
        for line in ["Email Address: sp5@uni.edu\tClass Meeting Times: TR 1:35-2:50 p.m.", "Home\tCourse Information Time: MW 9:30-11:00am",
                     "MWF 10-11 a.m.\tPhone: 232-6188\tEmail: lee@uni.edu"] {
            XCTAssertFalse(try meetings(line).isEmpty, line)
        }
    }

    func testPageRangesBesideDaysAreNoMeetings() throws {
        XCTAssertTrue(try meetings("5\tConflicting Roles\tT: 101-118; Th: 121-142.", above: "Readings").isEmpty)
        XCTAssertTrue(try meetings("1\tIntroduction\tTh: 1-6.", above: "Readings").isEmpty)
    }

    func testOfficeHoursAreNoMeetings() throws {
        XCTAssertTrue(try meetings("Jaime Rivera\tTh\t3:30-4:30pm", above: "TA office hours").isEmpty)
        XCTAssertTrue(try meetings("Hours: MWR 12:30 to 2:00 or by appointment").isEmpty)
        XCTAssertTrue(try meetings("Counselors are available Monday-Friday 8am-5pm by phone").isEmpty)
        // Where the hours are held is no kind of meeting.
        XCTAssertTrue(try meetings("T 10:00 -11:00 and W 4:00 – 5:00 Location TBA", above: "OFFICE HOURS (or by appointment):").isEmpty)
    }

    func testAnExcludingCueIsAWordOfItsOwn() throws {
        for line in ["Lecture: MWF 10:00-10:50, questions to help@example.edu", "Finally, class meets TR 2:00-3:15 in Hall 5"] {
            XCTAssertEqual(try meetings(line).count, 1, line)
        }
        for line in ["Exams: TR 7:00-9:00 pm", "Midterms held MW 6:00-8:00 pm", "Quizzes: F 9:00-9:20", "Finals week: MWF 8:00-10:00"] {
            XCTAssertTrue(try meetings(line).isEmpty, line)
        }
    }

    func testARangeCutAtItsDashStartsTheMeeting() throws {
        let found = try XCTUnwrap(try meetings("T,TH 9:30 –\tWed, Dec. 10,", above: "Unique\tTime\tRoom").first)
        XCTAssertEqual(found.days, [.tuesday, .thursday])
        XCTAssertEqual(found.start.description, "09:30")
        XCTAssertNil(found.location, "the next cell's date is no place")
        XCTAssertEqual(try meetings("MWF 2:10 –").first?.start.description, "14:10")
        // A bare number before a dash is no time.
        XCTAssertTrue(try meetings("MWF 2 –").isEmpty)
    }

    func testEachTimeGoesWithTheDaysBeforeIt() throws {
        let found = try meetings("Meets T 10:00 -11:00 and W 4:00 – 5:00")
        XCTAssertEqual(found.map { "\($0.days.map(\.rawValue)) \($0.start)" }, ["[\"TU\"] 10:00", "[\"WE\"] 16:00"])
        let labs = try meetings("Lab:\tMW 1-5 pm, TTH 2-6 pm; Room 3.22")
        XCTAssertEqual(labs.map { "\($0.days.map(\.rawValue)) \($0.start)" }, ["[\"MO\", \"WE\"] 13:00", "[\"TU\", \"TH\"] 14:00"])
        // One group of days with its time stays whole.
        XCTAssertEqual(try meetings("Tuesday and Thursday, 2:00-3:15").map(\.days), [[.tuesday, .thursday]])
    }

    func testAStaffTableWrittenOneCellPerLineIsNoMeeting() throws {
        let staff = "Course staff\nPat Lee\nT\t2-3pm\nplee@example.edu\nRobin Ortiz\nTh\t4-6pm\nrortiz@example.edu\n@pathandle\tF\t2-2:50pm\n"
        XCTAssertTrue(MeetingReader().read(try readLines("CS 371 Syllabus Fall 2015\nLecture\n" + staff)).isEmpty)
        // A course title above the class's time, with no address beside it, is no person.
        XCTAssertEqual(MeetingReader().read(try readLines("CS 371 Syllabus Fall 2015\nOrganic Chemistry\nMWF\t11am\tRoom 2\n")).count, 1)
    }

    func testAMeridiemIsALetterStandingAlone() throws {
        let found = try XCTUnwrap(try meetings("50405\tFriday 8:00-9:00\tPAR 206", above: "Unique\tDiscussion Time\tPlace").first)
        XCTAssertEqual(found.start.description, "08:00")
        XCTAssertEqual(try meetings("Section 3\tMWF 8:00-9:00 p.m.\tRoom 1").first?.start.description, "20:00")
    }

    func testARangeAfterAMonthIsDays() throws {
        XCTAssertTrue(try meetings("Fri-Sat Feb 8-9\t3-b\tAdditional Topics for Discussion").isEmpty)
    }

    func testATablesRowsKeepItsContextAndKind() throws {
        let rows = "Unique\tDiscussion Time\tPlace\n50405\tFriday 8:00-9:00\tPAR 206\n50410\tFriday 9:00-10:00\tPAR 304\n"
        let found = MeetingReader().read(try readLines("BIO 359 Syllabus Fall 2011\n" + rows))
        XCTAssertEqual(found.map(\.start.description), ["08:00", "09:00"])
        XCTAssertEqual(found.map(\.kind), ["discussion", "discussion"])
        // A lone row with a single weekday and no context is still none.
        XCTAssertTrue(MeetingReader().read(try readLines("BIO 359 Syllabus Fall 2011\nReadings\n50410\tFriday 9:00-10:00\tPAR 304\n")).isEmpty)
    }
}
