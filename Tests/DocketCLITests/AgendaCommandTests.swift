import DocketTestSupport
import Foundation
import XCTest

/// `docket agenda` and `docket ingest --format agenda`, end to end: the table, its window, colours.
final class AgendaCommandTests: XCTestCase {
    let understand = Fixtures.root.appendingPathComponent("corpora/understand")
    var syllabi: [String] {
        ["02-cive2310-fall2024-syllabus.txt", "09-math2240-fall2024-derived.txt"].map { understand.appendingPathComponent($0).path }
    }

    func testTheAgendaIsATableOfWeeks() throws {
        let result = try DocketProcess.run(["agenda", "--today", "2024-10-15", "--no-cache", "--quiet"] + syllabi)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.hasPrefix("  DATE    DAY  TIME   COURSE     TITLE"), result.output)
        XCTAssertTrue(result.output.contains("\nWeek of Mon Oct 14, 2024 · "), result.output)
        XCTAssertTrue(result.output.contains("\n! Sep 12  Thu  17:00  CIVE 2310  Homework 1"), "overdue marked: \(result.output)")
        XCTAssertTrue(result.output.contains("\n  Dec 10  Tue  13:00  CIVE 2310  Final Exam"), result.output)
        XCTAssertTrue(result.output.hasSuffix(" before each task\n"), result.output)
        XCTAssertFalse(result.output.contains("\u{1B}"), "no colours into a pipe")
        XCTAssertTrue(result.error.hasSuffix("warning: 2 sections meet (001, 002): none of them goes into the calendar; "
                                             + "--section 001 or --section 002 keeps one\n"), result.error)
    }

    func testSectionKeepsOneSectionsMeetingsInTheCalendar() throws {
        // Without --section neither lecture goes in (a student attends one); the lab for everyone does.
        let neither = try DocketProcess.run(["ingest", "--format", "ics", "--no-cache", "--quiet", syllabi[0]])
        XCTAssertFalse(neither.output.contains("SUMMARY:[CIVE 2310] Lecture"), neither.output)
        XCTAssertTrue(neither.output.contains("SUMMARY:[CIVE 2310] Lab"), neither.output)
        let one = try DocketProcess.run(["ingest", "--format", "ics", "--section", "002", "--no-cache", "--quiet", syllabi[0]])
        XCTAssertEqual(one.status, 0, one.error)
        XCTAssertFalse(one.output.contains("(section 001)"), one.output)
        XCTAssertTrue(one.output.contains("SUMMARY:[CIVE 2310] Lecture (section 002)"), one.output)
        XCTAssertTrue(one.output.contains("SUMMARY:[CIVE 2310] Lab"), "a lab for everyone stays")
        XCTAssertEqual(one.error, "")
    }

    func testTheShortcutIsIngestWithFormatAgenda() throws {
        let shortcut = try DocketProcess.run(["agenda", "--today", "2024-10-15", "--no-cache", "--quiet"] + syllabi)
        let ingest = try DocketProcess.run(["ingest", "--format", "agenda", "--today", "2024-10-15", "--no-cache", "--quiet"] + syllabi)
        XCTAssertEqual(shortcut.output, ingest.output)
        XCTAssertEqual(shortcut.status, 0)
    }

    func testNextKeepsTheDaysAheadOfToday() throws {
        let result = try DocketProcess.run(["agenda", "--today", "2024-10-15", "--next", "1w", "--no-cache", "--quiet"] + syllabi)
        XCTAssertEqual(result.status, 0, result.error)
        let rows = result.output.split(separator: "\n").filter { $0.hasPrefix("  ") || $0.hasPrefix("! ") }.dropFirst()
        XCTAssertEqual(rows.map { String($0.dropFirst(2).prefix(6)) }, ["Oct 17", "Oct 21"], result.output)

        let empty = try DocketProcess.run(["agenda", "--today", "2025-06-01", "--next", "2w", "--no-cache", "--quiet"] + syllabi)
        XCTAssertEqual(empty.output, "Nothing due from Sun Jun 1, 2025 to Sat Jun 14, 2025.\n")
    }

    func testBadWindowsSayWhatIsWrong() throws {
        let month = try DocketProcess.run(["agenda", "--from", "2025-13-01"] + syllabi)
        XCTAssertEqual(month.status, 64)
        XCTAssertTrue(month.error.contains("--from 2025-13-01: month 13 is out of range"), month.error)
        XCTAssertTrue(month.error.contains("docket agenda"), month.error)
        let day = try DocketProcess.run(["ingest", "--until", "2025-02-29"] + syllabi)
        XCTAssertTrue(day.error.contains("--until 2025-02-29: February 2025 has 28 days."), day.error)
        let both = try DocketProcess.run(["agenda", "--next", "7d", "--until", "2025-02-01"] + syllabi)
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(both.error.contains("--next and --until"), both.error)
        let format = try DocketProcess.run(["agenda", "--format", "ics"] + syllabi)
        XCTAssertEqual(format.status, 64)
    }

    func testTheConfigFileChoosesASectionPerCourse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docket-sections-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config.json")
        try Data(#"{"sections": {"cive2310": "1"}}"#.utf8).write(to: config)
        let result = try DocketProcess.run(["ingest", "--format", "ics", "--config", config.path, "--no-cache", "--quiet", syllabi[0]])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("SUMMARY:[CIVE 2310] Lecture (section 001)"), result.output)
        XCTAssertFalse(result.output.contains("(section 002)"), result.output)
        let flagWins = try DocketProcess.run(["ingest", "--format", "ics", "--config", config.path, "--section", "002", "--no-cache",
                                              "--quiet", syllabi[0]])
        XCTAssertTrue(flagWins.output.contains("(section 002)") && !flagWins.output.contains("(section 001)"), flagWins.output)
    }

    /// On a terminal (`script` gives the command one), colours; with NO_COLOR set, none.
    func testColoursOnlyOnATerminalWithoutNoColor() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("no script(1) for a terminal") }
        let command = ([DocketProcess.executable.path, "agenda", "--today", "2024-10-15", "--no-cache", "--quiet"] + syllabi)
            .map { "'\($0)'" }.joined(separator: " ")
        let tty = try Self.onTerminal(command, environment: ["NO_COLOR": ""])
        XCTAssertTrue(tty.contains("\u{1B}[31m! Sep 12"), tty)
        let noColour = try Self.onTerminal(command, environment: ["NO_COLOR": "1"])
        XCTAssertTrue(noColour.contains("! Sep 12"), noColour)
        XCTAssertFalse(noColour.contains("\u{1B}["), noColour)
    }

    static func onTerminal(_ command: String, environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        env["TERM"] = "xterm"
        process.environment = env
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
