import XCTest
@testable import DocketUnderstand

/// Schedules whose deliverables are abbreviations that a legend explains.
final class AbbreviationLegendReaderTests: XCTestCase {
    let schedule = """
    Week\tDate\tTopic\tReadings\tDeliverables
    Wednesday, Mar 6\tEquity Valuation II\t18.4\tHW4
    Friday, Mar 8\tRP1: Outline (by e-mail)
    Monday, May 6\tReview\tHW9
    RP2: Final Report
    Monday, May 13\tTalks on RP3 topics
    HW = homework deliverable. RP = research project deliverable.

    """

    func testANumberedAbbreviationIsTheDeliverableItsLegendNames() throws {
        let tasks = AbbreviationLegendReader().read(try readLines(schedule))
        XCTAssertEqual(tasks.map(\.title), ["RP1: Outline", "RP2: Final Report", "RP3: topics"])
        XCTAssertEqual(tasks.map(\.type), [.project, .project, .project])
        XCTAssertEqual(tasks.map(\.date.value), [.named(month: 3, day: 8, year: nil), .named(month: 5, day: 6, year: nil),
                                                 .named(month: 5, day: 13, year: nil)],
                       "a line carrying on a row takes the row's date")
    }

    func testAQuotedWordALegendSaysMeansWorkDueIsThatWorkInEachDatedRow() throws {
        let found = try understandText("""
        # CMSC 140 Schedule, Spring 2023

        Instructor: Dr. A. Rivera. Class meets MWF 10:00-10:50am. Grading: readings 20%, homework 80%.

        "Annotate" means there is reading due that day on the annotation site. All reading is due before class.

        | Date | Topics | Due (Before Class) |
        | ------- | --------------- | ------------- |
        | M 1/9 | Loops | Annotate |
        | W 1/11 | Lists | Annotate (2.1-2.4) |
        | F 1/13 | Review | Homework 1 |
        """).tasks.map { "\($0.title) \($0.dueDate)" }
        XCTAssertEqual(found, ["Annotate reading 2023-01-09", "Annotate reading (2.1-2.4) 2023-01-11", "Homework 1 2023-01-13"])
    }

    func testAQuotedWordWhoseMeaningSaysNothingDueIsNoLegend() throws {
        let line = try XCTUnwrap(readLines("\"Lab\" means the lab room in the basement.\n", name: "page.md").first)
        XCTAssertTrue(AbbreviationLegendReader.quotedLegends(line).isEmpty)
    }

    func testAKnownNameIsLeftToTheTaskReader() throws {
        XCTAssertFalse(try AbbreviationLegendReader().read(try readLines(schedule)).contains { $0.title.hasPrefix("HW") })
    }

    func testALongLegendIsReadOnlyInPart() throws {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let entries = (0..<400).map { "Q\(letters[$0 % 26])\(letters[$0 / 26 % 26]) = lab deliverable" }.joined(separator: "\n")
        let uses = (0..<9).map { "Monday, May \($0 + 1)\tQ\(letters[$0])A1" }.joined(separator: "\n")
        let tasks = AbbreviationLegendReader().read(try readLines(uses + "\n" + entries + "\n"))
        XCTAssertEqual(tasks.count, AbbreviationLegendReader.mostLegends)
    }

    func testNoLegendNoTasks() throws {
        let plain = schedule.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"
        XCTAssertTrue(AbbreviationLegendReader().read(try readLines(plain)).isEmpty)
        // A legend whose meaning is no piece of work.
        XCTAssertTrue(AbbreviationLegendReader().read(try readLines(plain + "RP = reading period\n")).isEmpty)
    }
}
