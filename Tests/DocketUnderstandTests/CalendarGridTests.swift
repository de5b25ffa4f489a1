import DocketCore
import XCTest
@testable import DocketUnderstand

/// A calendar grid whose week rows hold only day numbers, the work of each day in the lines below it.
final class CalendarGridTests: XCTestCase {
    /// A line of cells placed across the page: (text, left edge, right edge).
    private func row(_ cells: [(String, Double, Double)]) -> Line {
        Line(segments: cells.map { Segment(text: $0.0, box: BoundingBox(x0: $0.1, y0: 0, x1: $0.2, y1: 10)) })
    }

    private func lines(_ rows: [Line]) -> [DocumentLine] {
        let page = Page(number: 1, origin: .textLayer, lines: [Line(text: "PHYS 100 Lab, Summer 2017")] + rows)
        return DocumentLines(Document(source: "grid.pdf", format: .pdf, pages: [page])).lines
    }

    func testEachCellIsDatedByItsColumn() {
        let read = lines([
            row([("June 5", 116, 145), ("6", 245, 250), ("7", 360, 365), ("8", 476, 482)]),
            row([("Start Lab 1", 106, 155), ("Lab 1", 235, 260), ("Lab 1", 350, 375), ("Lab 1", 450, 500)]),
            row([("Sign up for Lab 2", 323, 401), ("Homework due", 436, 522)]),
            row([("June 12", 114, 148), ("13", 242, 253), ("14", 357, 368), ("15", 474, 485)]),
            row([("Lab 1 report due", 94, 167), ("Writing feedback", 428, 530)]),
            row([("* The homework is due Friday, June 9, at the start of the lab session", 90, 560)]),
        ])
        func days(_ index: Int) -> [String] {
            read[index].dates.map { match in
                guard case .named(let month, let day, _) = match.expression.value else { return "?" }
                return "\(month)/\(day)"
            }
        }
        XCTAssertEqual(days(2), ["6/5", "6/6", "6/7", "6/8"])
        XCTAssertEqual(days(3), ["6/7", "6/8"], "each cell by the column it stands in")
        XCTAssertEqual(days(5), ["6/12", "6/15"])
        XCTAssertEqual(days(6), ["6/9"], "a note across the page keeps its own date")
    }

    func testTheGridsDeadlinesAreRead() throws {
        let document = Document(source: "grid.pdf", format: .pdf, pages: [Page(number: 1, origin: .textLayer, lines: [
            Line(text: "PHYS 100 Lab, Summer 2017"),
            row([("June 5", 116, 145), ("6", 245, 250), ("7", 360, 365), ("8", 476, 482)]),
            row([("Start Lab 1", 106, 155), ("Lab 1", 235, 260), ("Lab 1", 350, 375), ("Lab 1", 450, 500)]),
            row([("June 12", 114, 148), ("13", 242, 253), ("14", 357, 368), ("15", 474, 485)]),
            row([("Homework 1 due", 94, 167), ("Sign up for Lab 2", 323, 401)]),
        ])])
        let extraction = try RuleExtractor().extract(document, classification: Classification(documentType: .syllabus, confidence: 1, evidence: []))
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.value)" }, ["Homework 1 named(month: 6, day: 12, year: nil)"],
                       "the lab sessions, the start of one and a sign-up are no deadlines")
    }

    func testATableWhoseCellsTheDocumentDelimitsIsDatedByItsColumns() throws {
        let read = try readLines("""
            | M        | W       | F       |       | M        | W            |
            |----------+---------+---------+-------+----------+--------------|
            | 1/19     | 1/21    | 1/23    |       | 3/23     | 3/25         |
            | MLK Day  |         | *HW 1*  | XXXXX |          | *Exam 2*     |
            |----------+---------+---------+-------+----------+--------------|
            | 1/26     | 1/28    | 1/30    |       | 3/30     | 4/1          |
            |          | Quiz 1  | *HW 2*  |       |          |              |
            Homework is due on Fridays.
            """, name: "calendar.org")
        let dated = read.filter { !$0.dates.isEmpty && $0.dates.allSatisfy { $0.range.isEmpty } }
        XCTAssertEqual(dated.map { $0.dates.map(\.expression.text) }, [["1/19", "1/23", "3/25"], ["1/28", "1/30"]],
                       "each cell takes its column's date; the note in the column between the halves none")
        let extraction = try extractSyllabus(read.map(\.written).joined(separator: "\n"))
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.text)" }.sorted(),
                       ["Exam 2 3/25", "Homework 1 1/23", "Homework 2 1/30", "Quiz 1 1/28"])
    }

    func testTextWithoutGeometryHasNoGrid() throws {
        let read = try readLines("June 5\t6\t7\t8\nStart Lab 1\tLab 1\tLab 1\tLab 1\n")
        XCTAssertTrue(read[1].dates.isEmpty)
    }
}

/// The same numbered name on days in a row is a session going on, not a deadline each day.
final class RepeatedSessionsTests: XCTestCase {
    private func mention(_ title: String, _ month: Int, _ day: Int, cues: Set<TaskCue> = []) -> TaskMention {
        var task = TaskMention(title: title, type: .lab, date: DateExpression(value: .named(month: month, day: day, year: nil), text: ""),
                               time: nil, source: SourceReference(page: 1, line: 1, text: ""), confidence: 1)
        task.cues = cues
        return task
    }

    func testThreeDaysInARowWithoutDueAreASession() {
        let kept = RepeatedSessions.removed(from: [mention("Lab 1", 6, 5), mention("Lab 1", 6, 6), mention("Lab 1", 6, 7),
                                                   mention("Lab 1 report", 6, 12, cues: [.dueWord])])
        XCTAssertEqual(kept.map(\.title), ["Lab 1 report"])
        let weekly = [mention("Quiz 1", 9, 5), mention("Quiz 1", 9, 12), mention("Quiz 1", 9, 19)]
        XCTAssertEqual(RepeatedSessions.removed(from: weekly).count, 3, "days apart are no run")
        let due = [mention("Lab 1", 6, 5, cues: [.dueWord]), mention("Lab 1", 6, 6), mention("Lab 1", 6, 7)]
        XCTAssertEqual(RepeatedSessions.removed(from: due).count, 3, "two days and a deadline")
        let unnumbered = [mention("Lab", 6, 5), mention("Lab", 6, 6), mention("Lab", 6, 7)]
        XCTAssertEqual(RepeatedSessions.removed(from: unnumbered).count, 3, "only a numbered name is due once")
    }
}

/// "Due on June 5: Section 1.2 #22" row after row, the kind named once above them.
final class DueRowsReaderTests: XCTestCase {
    func testDueRowsTakeTheKindNamedAboveThem() throws {
        let extraction = try extractSyllabus("""
            MATH 300, Summer 2012
            Schedule of homework assignments:
            The following homework problems should be handed in by the end of class on the dates indicated.
            Due on June 5: Section 1.2 #22; section 1.3 #6, #8; section 1.4 #10;
            section 1.5 #34, #38.
            Due on June 8: Section 3.1 #8; section 3.3 #10, #14.
            Due on June 12: Section 3.4 #4; section 3.5 #10.

            """)
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.text)" }, ["Homework 1 June 5", "Homework 2 June 8", "Homework 3 June 12"])
    }

    func testTwoRowsOrARowNamingItsDeliverableAreNoList() throws {
        let two = try extractSyllabus("MATH 300, Summer 2012\nHomework policy\nDue on June 5: read the notes.\nDue on June 8: read more.\n")
        XCTAssertTrue(two.tasks.isEmpty)
        XCTAssertNil(DueRowsReader.dueRowDate(try readLines("Due on June 5: Quiz 2 on chapter 1\n")[0]), "the row names its own")
        XCTAssertNotNil(DueRowsReader.dueRowDate(try readLines("Due on June 5: Section 1.2 #22\n")[0]))
    }
}

/// "For each reading a reading quiz must be completed by the day listed" over a schedule's Reading column.
final class PerItemRuleReaderTests: XCTestCase {
    func testOneDeliverablePerRowThatListsTheItem() throws {
        let extraction = try extractSyllabus("""
            PHI 300 Spring 2018 Schedule
            For each reading a reading quiz must be completed on
            Moodle *by the day listed*.
            Day           Topic         Reading
            ------------- ------------- -------------------------------------
            2018-01-16    Intro
            2018-01-18                  Lewis, *The Discarded Image*
            2018-01-23    Modernity     Dupre, *Passage to Modernity*
            2018-03-13                  **Spring Break**
            2018-04-10                  TBD

            """)
        XCTAssertEqual(extraction.tasks.map { "\($0.title) \($0.date.text)" },
                       ["Reading Quiz: Lewis, The Discarded Image 2018-01-18", "Reading Quiz: Dupre, Passage to Modernity 2018-01-23"])
        XCTAssertTrue(extraction.tasks.allSatisfy(\.derived))
    }

    func testWithoutTheRuleTheReadingsAreNoDeliverables() throws {
        let extraction = try extractSyllabus("PHI 300 Spring 2018 Schedule\nDay\tTopic\tReading\n2018-01-18\tIntro\tLewis, The Discarded Image\n")
        XCTAssertTrue(extraction.tasks.isEmpty)
    }
}
