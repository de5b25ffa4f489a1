import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// The end of a stated time range: an exam "8:00–10:00 am" lasts until 10:00.
final class TimeRangeEndTests: XCTestCase {
    func ends(_ text: String) -> [String] {
        TimeScanner().matches(in: text).map { "\($0.time)" + ($0.end.map { "-\($0)" } ?? "") }
    }

    func testRangesKeepTheirEnd() {
        XCTAssertEqual(ends("Final exam: Monday, December 15, 8:00–10:00 am, Room 101"), ["08:00-10:00"])
        XCTAssertEqual(ends("Final exam: Tuesday, December 10, 1:00–3:00 pm"), ["13:00-15:00"])
        XCTAssertEqual(ends("Tuesdays and Thursdays 2–3:15pm"), ["14:00-15:15"])
        XCTAssertEqual(ends("TR: 11:00-12:15"), ["11:00-12:15"])
        XCTAssertEqual(ends("Review session 11-1pm"), ["11:00-13:00"])
        XCTAssertEqual(ends("Exam 3pm to 5"), ["15:00-17:00"])
        XCTAssertEqual(ends("Office hours 10-noon"), ["10:00-12:00"])
        XCTAssertEqual(ends("(Exam 3, 9-12 noon)"), ["09:00-12:00"])
        XCTAssertEqual(ends("due at 12 noon"), ["12:00"])
        XCTAssertEqual(ends("Midterm 14:00–15:30"), ["14:00-15:30"])
    }

    func testAClockRangeWithoutAmOrPmInTheSmallHoursIsInTheAfternoon() {
        XCTAssertEqual(ends("final exam from 2:45-4:45 on Tuesday"), ["14:45-16:45"])
        XCTAssertEqual(ends("lab 9:30-11:20"), ["09:30-11:20"], "a morning range stays in the morning")
        XCTAssertEqual(ends("due 2:45 am"), ["02:45"], "a stated am is kept")
    }

    func testSingleTimesHaveNoEnd() {
        XCTAssertEqual(ends("Homework 1 due Sep 9 at 11:59 pm"), ["23:59"])
        XCTAssertEqual(ends("due at 5 pm"), ["17:00"])
    }

    func testTheEndBelongsToTheTimeItFollows() {
        XCTAssertEqual(TimeScanner().end(of: TimeOfDay(hour: 8, minute: 0), in: "Final: Dec 15, 8:00–10:00 am").map { "\($0)" }, "10:00")
        XCTAssertNil(TimeScanner().end(of: TimeOfDay(hour: 9, minute: 0), in: "Final: Dec 15, 8:00–10:00 am"))
        XCTAssertNil(TimeScanner().end(of: nil, in: "Final: Dec 15, 8:00–10:00 am"))
    }

    /// The whole stage: GEOG 1420's final exam is stated "8:00–10:00 am".
    func testTheGEOGFinalExamEndsAtTen() throws {
        let file = "01-geog1420-fall2025-syllabus.txt"
        let input = InputDocument(name: file, data: try Data(contentsOf: UnderstandFixtures.folder.appendingPathComponent(file)))
        let document = try PlainTextExtractor().extract(input, as: .supported(.text, encoding: .utf8))
        let understood = try DocumentUnderstanding(options: NormalizationOptions(today: CivilDate(year: 2025, month: 8, day: 25)!))
            .understand(document, sha256: "")
        let final = try XCTUnwrap(understood.tasks.first { $0.title.lowercased().hasPrefix("final exam") })
        XCTAssertEqual(final.dueTime?.description, "08:00")
        XCTAssertEqual(final.endTime?.description, "10:00")
        // Worker processes and the cache hand tasks over as JSON: the end survives the trip.
        let decoded = try JSONDecoder().decode(DocketTask.self, from: JSONEncoder().encode(final))
        XCTAssertEqual(decoded.endTime?.description, "10:00")
    }
}
