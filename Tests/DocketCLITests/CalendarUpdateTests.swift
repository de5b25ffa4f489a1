import DocketTestSupport
import Foundation
import XCTest

/// The history end to end: versions of `corpora/versions` read one after another with one cache
/// folder, their calendars imported in order into real clients. The moved task is there once, at its
/// new date; the removed one is cancelled.
final class CalendarUpdateTests: XCTestCase {
    let versions = Fixtures.root.appendingPathComponent("corpora/versions")

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-updates-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Ingests v1, v2, v5 in turn with one history; returns each calendar's file, and the JSON of v5.
    func calendars(in folder: URL) throws -> [URL] {
        let cache = folder.appendingPathComponent("cache").path
        var files: [URL] = []
        for version in ["v1", "v2", "v5"] {
            let input = versions.appendingPathComponent("chem1210-\(version).txt").path
            let result = try DocketProcess.run(["ingest", input, "--format", "ics", "--cache-dir", cache, "--quiet",
                                                "--tz", "America/Chicago", "--today", "2025-08-01"])
            XCTAssertEqual(result.status, 0, result.error)
            XCTAssertEqual(result.error, "", "--quiet: no line per change")
            let file = folder.appendingPathComponent("\(version).ics")
            try Data(result.output.utf8).write(to: file)
            files.append(file)
        }
        return files
    }

    func event(_ uid: String, in file: URL) throws -> String {
        let text = try String(contentsOf: file, encoding: .utf8)
        return try XCTUnwrap(text.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("UID:\(uid)\r\n") }, uid)
    }

    func testTheHistoryRaisesSequenceAndCancelsWhatIsGone() throws {
        let folder = try temporaryFolder()
        let files = try calendars(in: folder)
        let homework = "chem1210-fall-2025/assignment-homework-1@docket", quiz = "chem1210-fall-2025/quiz-1@docket"
        let lab = "chem1210-fall-2025/lab-report-1@docket"
        XCTAssertTrue(try event(homework, in: files[0]).contains("SEQUENCE:0"))
        XCTAssertTrue(try event(homework, in: files[1]).contains("SEQUENCE:1"))
        XCTAssertTrue(try event(homework, in: files[1]).contains("DTSTART;TZID=America/Chicago:20250911T235900"))
        // Unchanged: the same SEQUENCE and DTSTAMP as the first time.
        let stamp = { (text: String) in text.components(separatedBy: "\r\n").first { $0.hasPrefix("DTSTAMP:") } }
        XCTAssertEqual(stamp(try event(lab, in: files[2])), stamp(try event(lab, in: files[0])))
        XCTAssertTrue(try event(lab, in: files[2]).contains("SEQUENCE:0"))
        // Gone in v5: cancelled, one SEQUENCE higher.
        let cancelled = try event(quiz, in: files[2])
        XCTAssertTrue(cancelled.contains("STATUS:CANCELLED"), cancelled)
        XCTAssertTrue(cancelled.contains("SEQUENCE:1"), cancelled)
        // The same version again: the same bytes, and the same changes in the JSON.
        let cache = folder.appendingPathComponent("cache").path
        let again = try DocketProcess.run(["ingest", versions.appendingPathComponent("chem1210-v5.txt").path, "--format", "ics",
                                           "--cache-dir", cache, "--quiet", "--tz", "America/Chicago", "--today", "2025-08-01"])
        XCTAssertEqual(again.output, try String(contentsOf: files[2], encoding: .utf8))
        let json = try DocketProcess.run(["ingest", versions.appendingPathComponent("chem1210-v5.txt").path, "--cache-dir", cache,
                                          "--tz", "America/Chicago", "--today", "2025-08-01"])
        XCTAssertTrue(json.error.contains("Quiz 1 removed"), json.error)
        let document = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])?["documents"] as? [[String: Any]]).first
        let kinds = try XCTUnwrap(document?["changes"] as? [[String: Any]]).compactMap { $0["kind"] as? String }.sorted()
        XCTAssertEqual(kinds, ["added", "moved", "removed", "retitled"])
        // Without a history there is nothing to compare: null.
        let none = try DocketProcess.run(["ingest", versions.appendingPathComponent("chem1210-v5.txt").path, "--no-cache", "--quiet"])
        XCTAssertTrue(none.output.contains("\"changes\" : null"), none.output)
    }

    func testKhalShowsTheMovedTaskOnceAtItsNewDate() throws {
        guard let khal = ["/usr/bin/khal", "/usr/local/bin/khal"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("khal is not installed (Debian: khal); .ci/run installs it")
        }
        let folder = try temporaryFolder()
        let files = try calendars(in: folder)
        let vdir = folder.appendingPathComponent("vdir")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("khal.conf")
        try Data("""
        [calendars]
        [[docket]]
        path = \(vdir.path)
        type = calendar
        [locale]
        timeformat = %H:%M
        dateformat = %Y-%m-%d
        longdateformat = %Y-%m-%d
        datetimeformat = %Y-%m-%d %H:%M
        longdatetimeformat = %Y-%m-%d %H:%M
        default_timezone = America/Chicago
        local_timezone = America/Chicago

        """.utf8).write(to: config)
        let environment = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path, "HOME": folder.path]
        for file in files {
            let imported = try Self.run(khal, ["-c", config.path, "import", "--batch", file.path], environment: environment)
            XCTAssertEqual(imported.status, 0, imported.output)
        }
        let list = try Self.run(khal, ["-c", config.path, "list", "2025-09-01", "2025-11-30", "--format", "EVENT {start-date}|{status}|{title}"],
                                environment: environment)
        XCTAssertEqual(list.status, 0, list.output)
        // "2025-09-11|CONFIRMED|[CHEM 1210] Homework 1 due" (khal pads the status with a space).
        let events = list.output.split(separator: "\n").filter { $0.hasPrefix("EVENT ") }.map {
            $0.dropFirst(6).split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: "|")
        }
        let homework = Set(events.filter { $0.hasSuffix("Homework 1 due") })
        XCTAssertEqual(homework, ["2025-09-11|CONFIRMED|[CHEM 1210] Homework 1 due"], list.output)
        XCTAssertEqual(events.filter { $0.contains("Quiz 1") }, ["2025-10-03|CANCELLED|[CHEM 1210] Quiz 1"], list.output)
        XCTAssertEqual(events.filter { $0.contains("Project Proposal") }.count, 1, list.output)
    }

    func testAPythonICalendarMergeKeepsTheNewestOfEachEvent() throws {
        let folder = try temporaryFolder()
        let files = try calendars(in: folder)
        // What a client that follows RFC 5546 does: per UID, the higher SEQUENCE wins, then the later DTSTAMP.
        let script = """
        import sys
        try:
            import icalendar
        except ImportError:
            print("SKIP"); sys.exit(0)
        kept = {}
        for path in sys.argv[1:]:
            for event in icalendar.Calendar.from_ical(open(path, "rb").read()).walk("VEVENT"):
                uid = str(event["UID"])
                rank = (int(event.get("SEQUENCE", 0)), event["DTSTAMP"].dt)
                if uid not in kept or rank >= kept[uid][0]:
                    kept[uid] = (rank, event)
        for uid, (_, event) in sorted(kept.items()):
            print(uid, event["DTSTART"].dt.date(), event.get("STATUS"))
        """
        let result = try Self.run("/usr/bin/python3", ["-c", script] + files.map(\.path))
        if result.output.hasPrefix("SKIP") { throw XCTSkip("python3-icalendar is not installed") }
        XCTAssertEqual(result.status, 0, result.output)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.contains("homework-1@") }, ["chem1210-fall-2025/assignment-homework-1@docket 2025-09-11 CONFIRMED"])
        XCTAssertEqual(lines.filter { $0.contains("quiz-1@") }, ["chem1210-fall-2025/quiz-1@docket 2025-10-03 CANCELLED"])
        XCTAssertEqual(lines.count, 11, result.output)  // 9 tasks of v1, the proposal, the lecture
    }

    func testWatchWritesWhatChangedBesideTheJSON() throws {
        let folder = try temporaryFolder()
        let inbox = folder.appendingPathComponent("inbox"), outbox = folder.appendingPathComponent("outbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let environment = ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
        var written: [[String]] = []
        for version in ["v1", "v2"] {
            try FileManager.default.copyItem(at: versions.appendingPathComponent("chem1210-\(version).txt"),
                                             to: inbox.appendingPathComponent("chem1210-\(version).txt"))
            let result = try DocketProcess.run(["watch", inbox.path, "--out", outbox.path, "--once", "--in-process",
                                                "--format", "changes", "--today", "2025-08-01"], environment: environment)
            XCTAssertEqual(result.status, 0, result.error)
            let data = try Data(contentsOf: outbox.appendingPathComponent("chem1210-\(version).changes.json"))
            let changes = try XCTUnwrap((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["changes"] as? [[String: Any]])
            written.append(changes.map { "\($0["kind"] ?? "") \($0["title"] ?? "") \($0["new"] ?? "")" })
        }
        XCTAssertEqual(written, [[], ["moved Homework 1 2025-09-11 23:59"]])
        XCTAssertTrue(FileManager.default.fileExists(atPath: outbox.appendingPathComponent("chem1210-v2.json").path))
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
