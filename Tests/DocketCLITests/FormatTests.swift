import DocketTestSupport
import Foundation
import XCTest

/// `docket ingest --format jsonl|ics|plan|svg` and `docket ics lint`, end to end.
final class FormatTests: XCTestCase {
    let understand = Fixtures.root.appendingPathComponent("corpora/understand")
    var syllabi: [String] {
        ["01-geog1420-fall2025-syllabus.txt", "02-cive2310-fall2024-syllabus.txt", "05-phil2030-fall2025-weekday-conflict.txt"]
            .map { understand.appendingPathComponent($0).path }
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-format-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testJSONLIsALinePerTaskAndNothingElse() throws {
        let result = try DocketProcess.run(["ingest", "--format", "jsonl", "--today", "2025-10-01"] + syllabi)
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 10)
        for line in lines {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], String(line))
            for key in ["courseCode", "title", "type", "due", "dueUTC", "sourceFile", "estimatedHours", "priority", "overdue"] {
                XCTAssertNotNil(object[key], "\(key) missing in \(line)")
            }
        }
        XCTAssertTrue(lines.contains { $0.contains(#""overdue":true"#) }, "tasks before --today are overdue")
    }

    func testOneCalendarThatLintsClean() throws {
        let result = try DocketProcess.run(["ingest", "--format", "ics", "--tz", "America/New_York", "--remind", "1d,2h",
                                            "--calendar-name", "Fall term"] + syllabi)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.hasPrefix("BEGIN:VCALENDAR\r\n"))
        XCTAssertTrue(result.output.contains("X-WR-CALNAME:Fall term\r\n"))
        XCTAssertTrue(result.output.contains("TRIGGER:-P1D"))
        XCTAssertTrue(result.output.contains("RRULE:FREQ=WEEKLY"))
        let file = try temporaryFolder().appendingPathComponent("fall.ics")
        try Data(result.output.utf8).write(to: file)
        let lint = try DocketProcess.run(["ics", "lint", file.path])
        XCTAssertEqual(lint.status, 0, lint.output + lint.error)
    }

    func testLintReadsStandardInput() throws {
        let calendar = try DocketProcess.run(["ingest", "--format", "ics", "--no-cache", "--quiet"] + syllabi)
        let good = try DocketProcess.run(["ics", "lint", "-"], input: Data(calendar.output.utf8))
        XCTAssertEqual(good.status, 0, good.output + good.error)
        XCTAssertEqual(good.error, "docket: -: ok\n")
        let bad = try DocketProcess.run(["ics", "lint", "-"], input: Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n".utf8))
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.output.hasPrefix("-:"), bad.output)
    }

    func testLintReportsProblemsWithLineNumbers() throws {
        let file = try temporaryFolder().appendingPathComponent("bad.ics")
        let bad = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:no uid, no start\r\nRRULE:FREQ=WEEKLY\r\nEND:VEVENT\r\n"
        try Data(bad.utf8).write(to: file)
        let lint = try DocketProcess.run(["ics", "lint", file.path])
        XCTAssertEqual(lint.status, 1)
        XCTAssertTrue(lint.output.contains("\(file.path):"), lint.output)
        XCTAssertGreaterThanOrEqual(lint.output.split(separator: "\n").count, 3, lint.output)
    }

    func testSplitByCourseWritesACalendarPerCourse() throws {
        let out = try temporaryFolder()
        let result = try DocketProcess.run(["ingest", "--format", "ics", "--split", "course", "--out", out.path] + syllabi)
        XCTAssertEqual(result.status, 0, result.error)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        XCTAssertEqual(files.count, 3, "\(files)")
        XCTAssertTrue(files.allSatisfy { $0.hasSuffix(".ics") })
        XCTAssertEqual(try DocketProcess.run(["ingest", "--format", "ics", "--split", "course"] + syllabi).status, 64,
                       "--split course needs --out")
    }

    func testWeekPlanAndItsPicture() throws {
        let out = try temporaryFolder()
        let plan = try DocketProcess.run(["ingest", "--format", "plan", "--out", out.path, "--today", "2025-10-01"] + syllabi)
        XCTAssertEqual(plan.status, 0, plan.error)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("plan.json"))) as? [String: Any])
        let weeks = try XCTUnwrap(json["weeks"] as? [[String: Any]])
        XCTAssertGreaterThan(weeks.count, 10)
        XCTAssertNotNil(json["crunchWeeks"])
        let svg = try DocketProcess.run(["ingest", "--format", "svg", "--today", "2025-10-01"] + syllabi)
        XCTAssertEqual(svg.status, 0, svg.error)
        XCTAssertTrue(svg.output.contains("<svg"))
        XCTAssertTrue(svg.output.contains("GEOG 1420"))
    }

    func testReminderAndWindowFlagsAreValidated() throws {
        XCTAssertEqual(try DocketProcess.run(["ingest", "x", "--remind", "soon"]).status, 64)
        XCTAssertEqual(try DocketProcess.run(["ingest", "x", "--from", "2025-10-01", "--until", "2025-09-01"]).status, 64)
    }
}
