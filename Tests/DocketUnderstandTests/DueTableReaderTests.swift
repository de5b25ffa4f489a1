import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// Tables whose rows are deliverables and whose "Due" column only says when.
final class DueTableReaderTests: XCTestCase {
    private func read(_ text: String) throws -> DueTableReader.Result {
        DueTableReader().read(try readLines(text))
    }

    func testEachRowIsADeliverableWhateverItsWordsAndARowWithoutADateTakesTheOneAbove() throws {
        let result = try read("""
        Course Summary
        Date\tDetails\tDue
        Wed Jan 7, 2026\tDiscussion Topic Week 1 Discussion - Problem Space\tdue by 4pm
        Sun Jan 11, 2026\tAssignment Team Charter & Repository Setup\tdue by 11:59pm
        Quiz Peer & Self-Evaluation - Week 2\tdue by 11:59pm
        Sun Jan 18, 2026\tAssignment 3\tdue by 11:59pm

        """)
        XCTAssertEqual(result.tasks.map(\.title), ["Week 1 Discussion - Problem Space",
                                                   "Team Charter & Repository Setup", "Peer & Self-Evaluation - Week 2", "Assignment 3"])
        XCTAssertEqual(result.tasks.map(\.date.value), [.named(month: 1, day: 7, year: 2026), .named(month: 1, day: 11, year: 2026),
                                                        .named(month: 1, day: 11, year: 2026), .named(month: 1, day: 18, year: 2026)])
        XCTAssertEqual(result.tasks.map { $0.time.map { "\($0.hour):\($0.minute)" } }, ["16:0", "23:59", "23:59", "23:59"])
        XCTAssertEqual(result.tasks.map(\.type), [.other, .assignment, .quiz, .assignment])
        XCTAssertTrue(result.tasks[2].cues.contains(.adjacentRowDate))
        XCTAssertTrue(result.tasks[1].cues.isSuperset(of: [.rowDate, .rowSaysDue, .tableRow, .dueWord]))
        XCTAssertEqual(result.lines, [2, 3, 4, 5])
    }

    func testARowWithoutADateCellKeepsTheDateAboveWhateverDatesItsNameHolds() throws {
        let result = try read("""
        Course Summary
        Date\tDetails\tDue
        Mon Nov 17, 2025\tQuiz Nov 17, 2025 Attendance\tdue by 1:05pm
        Assignment Assignment 5 (due 11/14, grace period until EoD 11/15)\tdue by 11:59pm

        """)
        XCTAssertEqual(result.tasks.map(\.title), ["Nov 17, 2025 Attendance", "Assignment 5 (due 11/14, grace period until EoD 11/15)"])
        XCTAssertEqual(result.tasks.map(\.date.value), [.named(month: 11, day: 17, year: 2025), .named(month: 11, day: 17, year: 2025)])
    }

    func testADueColumnThatNamesTheDeliverablesIsLeftToTheRowReader() throws {
        let result = try read("""
        Date\tTopic\tDue
        Sep 12\tLoops\tHW 2
        Sep 19\tRecursion\tQuiz 1 due

        """)
        XCTAssertTrue(result.tasks.isEmpty)
        XCTAssertTrue(result.lines.isEmpty)
    }

    func testADueCellThatListsNamesIsLeftToTheRowReaderWhichReadsEachItem() throws {
        let text = """
        |W|Day|Class|Due|
        |---|---|---|---|
        |2|TUES<br>9/2|**- Tutorial:** [Modeling essentials](./2.md)|**Due:**<br>- Creature Exercise|
        ||THUR<br>9/4|**- Tutorial:** Subdivision|**Due:**<br>- Tree Exercise<br>- Sign up for the forum|
        |3|TUES<br>9/9|Studio time|Due by 5pm|

        """
        let lines = try readLines(text, name: "plan.md")
        XCTAssertFalse(DueTableReader().read(lines).tasks.contains { $0.title.contains("Tutorial") },
                       "only a row whose due cell says no more than when")
        let document = try PlainTextExtractor().extract(InputDocument(name: "plan.md", data: Data(text.utf8)), as: .supported(.text, encoding: .utf8))
        let extraction = try RuleExtractor().extract(document, classification: Classification(documentType: .syllabus, confidence: 1, evidence: []))
        let named = extraction.tasks.filter { $0.cues.contains(.dueColumn) }.map(\.title)
        XCTAssertEqual(named, ["Creature Exercise", "Tree Exercise", "Sign up for the forum"])
        XCTAssertEqual(TaskReader.dueCellItems("Due:; - A; - B"), ["A", "B"])
        XCTAssertEqual(TaskReader.dueCellItems("Paper 2; revised draft"), ["Paper 2; revised draft"], "no list")
    }

    func testRowsThatDoNotSayDueAndAdministrativeRowsAreNoDeliverables() throws {
        let result = try read("""
        Date\tDetails\tDue
        Mon Sep 8, 2025\tLast day to drop\tdue by 5pm
        Tue Sep 9, 2025\tLecture: recursion\t
        Wed Sep 10, 2025\tEssay outline\tdue by 9am

        """)
        XCTAssertEqual(result.tasks.map(\.title), ["Essay outline"])
    }

    func testTheTableEndsAtTheFirstLineThatIsNoRow() throws {
        let result = try read("""
        Date\tDetails\tDue
        Sun Jan 11, 2026\tProject charter\tdue by 11:59pm
        Grading
        Short reflection\tdue by 11:59pm

        """)
        XCTAssertEqual(result.tasks.map(\.title), ["Project charter"])
    }

    func testTheExtractorReadsSuchARowOnceNotAlsoByItsWords() throws {
        let text = """
        CS 100 Syllabus, Fall 2026
        Grading: homework 40%, exams 60%
        Date\tDetails\tDue
        Sun Mar 15, 2026\tAssignment Final Engineering Reflection & Usage Log\tdue by 11:59pm

        """
        let extraction = try extractSyllabus(text)
        XCTAssertEqual(extraction.tasks.map(\.title), ["Final Engineering Reflection & Usage Log"])
    }

}

/// A list item that names its work before a colon and says only when it is due after it.
final class LabelledDueNameTests: XCTestCase {
    private func names(_ text: String) throws -> [String?] {
        try readLines(text, name: "list.md").map { TaskReader.labelledDueName($0) }
    }

    func testANameSetOffByItsColonAndFollowedOnlyByWhenIsADeliverable() throws {
        XCTAssertEqual(try names("- Lesson exercise 9: due noon PDT, October 18\n"), ["Lesson exercise 9"])
        XCTAssertEqual(try names("* Field notebook: due by 5 pm on Friday, Oct 3\n"), ["Field notebook"])
        XCTAssertEqual(try names("- Lesson exercise 9: due noon PDT, October 18, with the data files\n"), [nil], "more than when")
        XCTAssertEqual(try names("- Add/drop deadline: due October 18\n"), [nil], "an administrative date")
        XCTAssertEqual(try names("- lesson notes: due October 18\n"), [nil], "a name is capitalised")
        XCTAssertEqual(try names("- Lesson exercise 9 due October 18\n"), [nil], "no colon sets it off")
        XCTAssertEqual(try names("- Follow-along exercises 8–13: due 11:59 pm PDT, October 14 (accepted at 11:59 October 17 without penalty)\n"),
                       ["Follow-along exercises 8–13"], "a note in parentheses after the date")
        XCTAssertEqual(try names("- Lesson exercise 9: due October 14 or October 17\n"), [nil], "two dates, neither a note")
        let tasks = try understandText("""
        # BE 103 Schedule, Fall 2020
        Grading: homework 70%, lesson exercises 30%.

        ## Lesson exercise due dates
        - Lesson exercise 9: due noon PDT, October 18
        - Lesson exercise 11: due noon PDT, October 25

        """).tasks
        XCTAssertEqual(tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime.map(\.description) ?? "-")" },
                       ["Lesson exercise 9 2020-10-18 12:00", "Lesson exercise 11 2020-10-25 12:00"])
    }
}
