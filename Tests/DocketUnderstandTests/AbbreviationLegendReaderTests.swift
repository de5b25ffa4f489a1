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

    func testAKnownNameIsLeftToTheTaskReader() throws {
        XCTAssertFalse(try AbbreviationLegendReader().read(try readLines(schedule)).contains { $0.title.hasPrefix("HW") })
    }

    func testNoLegendNoTasks() throws {
        let plain = schedule.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"
        XCTAssertTrue(AbbreviationLegendReader().read(try readLines(plain)).isEmpty)
        // A legend whose meaning is no piece of work.
        XCTAssertTrue(AbbreviationLegendReader().read(try readLines(plain + "RP = reading period\n")).isEmpty)
    }
}
