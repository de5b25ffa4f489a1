import DocketUnderstand
import Foundation
import XCTest
@testable import DocketEmit

/// khal, the terminal calendar: a deadline shows on its own day only, an exam for its stated span.
///
/// khal gives an event without DTEND an hour, so before deadlines had one a 23:59 deadline was listed
/// on two days ("23:59→" and "→00:59").
final class ICSKhalTests: XCTestCase {
    func testA2359DeadlineAndATimedExamShowOnceInKhal() throws {
        guard let khal = ICSTools.executable(["/usr/bin/khal", "/usr/local/bin/khal"]) else {
            throw XCTSkip("khal is not installed (Debian: khal)")
        }
        var exam = ICSDocs.task("Final exam", .exam, "2025-12-15", at: "08:00")
        exam.endTime = TimeOfDay(hour: 10, minute: 0)
        let document = try ICSDocs.document(tasks: [ICSDocs.task("Homework 1", .assignment, "2025-10-10", at: "23:59"), exam])
        let ics = try ICSEmitter().emit([document], options: ICSDocs.options())

        let directory = try ICSTools.temporaryDirectory("khal")
        defer { try? FileManager.default.removeItem(at: directory) }
        let calendar = directory.appendingPathComponent("calendar")
        try FileManager.default.createDirectory(at: calendar, withIntermediateDirectories: true)
        let file = try ICSTools.write(ics, named: "docket.ics", in: directory)
        let config = try ICSTools.write("""
            [calendars]
            [[docket]]
            path = \(calendar.path)
            type = calendar
            [locale]
            timeformat = %H:%M
            dateformat = %Y-%m-%d
            longdateformat = %Y-%m-%d
            datetimeformat = %Y-%m-%d %H:%M
            longdatetimeformat = %Y-%m-%d %H:%M
            [default]
            default_calendar = docket
            [sqlite]
            path = \(directory.appendingPathComponent("khal.db").path)

            """, named: "config", in: directory)
        let environment = ["TZ": "America/New_York", "HOME": directory.path]
        // A vdir holds one event a file: khal reads a whole calendar only through `import`.
        let imported = try ICSTools.run(khal, ["-c", config.path, "import", "--batch", "-a", "docket", file.path], environment: environment)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        func list(_ from: String, _ to: String) throws -> String {
            let result = try ICSTools.run(khal, ["-c", config.path, "list", "--format", "{start-end-time-style} {title}",
                                                 "--day-format", "{date}", from, to], environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
            return result.stdout
        }
        let deadline = try list("2025-10-09", "2025-10-13")
        XCTAssertEqual(deadline.components(separatedBy: "Homework 1").count, 2, "listed once: \(deadline)")
        XCTAssertTrue(deadline.contains("2025-10-10\n23:59-24:00 [CS 101] Homework 1 due"), deadline)
        let final = try list("2025-12-14", "2025-12-16")
        XCTAssertTrue(final.contains("08:00-10:00 [CS 101] Final exam"), final)
    }
}
