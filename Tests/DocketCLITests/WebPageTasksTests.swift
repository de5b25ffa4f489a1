import Docket
import DocketTestSupport
import Foundation
import XCTest

/// A saved course page, read through the standard pipeline, gives the deadlines it states.
final class WebPageTasksTests: XCTestCase {
    func tasks(_ file: String) throws -> [(String, String)] {
        let input = try InputDocument.read(path: Fixtures.text.appendingPathComponent(file).path)
        let understanding = DocumentUnderstanding(options: NormalizationOptions(today: CivilDate(year: 2025, month: 8, day: 20)!))
        let result = try understanding.understand(try Pipeline.standard().extractText(input), sha256: "")
        return result.tasks.map { ($0.title.lowercased(), $0.dueDate.description) }
    }

    func assertFound(_ found: [(String, String)], _ wanted: [(String, String)], _ file: String) {
        for (title, date) in wanted {
            XCTAssertTrue(found.contains { $0.0.contains(title) && $0.1 == date },
                          "\(file): no '\(title)' on \(date) in \(found)")
        }
    }

    func testLMSPageGivesItsDeadlinesAndExams() throws {
        assertFound(try tasks("lms-syllabus.html"), [
            ("reading response 1", "2025-09-12"), ("proposal", "2025-10-03"), ("final draft", "2025-12-05"),
            ("midterm", "2025-10-17"), ("final exam", "2025-12-15"),
        ], "lms-syllabus.html")
    }

    func testSiteScheduleGivesItsLabsAndExam() throws {
        assertFound(try tasks("site-schedule.html"), [
            ("lab 1", "2025-09-07"), ("lab 2", "2025-09-14"), ("quiz 1", "2025-09-12"), ("midterm", "2025-10-01"),
        ], "site-schedule.html")
    }
}
