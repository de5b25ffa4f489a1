import DocketTestSupport
import Foundation
import XCTest

/// `docket watch` as a user runs it: the built binary in the background on a real folder with a real
/// inotify watch, stopped by SIGTERM (or killed).
final class WatchCommandTests: XCTestCase {
    let document = Fixtures.root.appendingPathComponent("corpora/understand/08-soc2200-spring2025-undated.txt")
    var inbox: URL!
    var outbox: URL!
    var logFile: URL!
    var manager: FileManager { .default }

    override func setUpWithError() throws {
        let root = manager.temporaryDirectory.appendingPathComponent("docket-watch-\(UUID())")
        inbox = root.appendingPathComponent("in")
        outbox = root.appendingPathComponent("out")
        logFile = root.appendingPathComponent("watch.log")
        try manager.createDirectory(at: inbox, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    }

    /// Starts `docket watch INBOX --out OUTBOX …`, its standard error appended to `logFile`.
    func startWatcher(_ extra: [String] = [], environment: [String: String] = [:]) throws -> Process {
        if !manager.fileExists(atPath: logFile.path) { _ = manager.createFile(atPath: logFile.path, contents: nil) }
        let log = try FileHandle(forWritingTo: logFile)
        log.seekToEndOfFile()
        let process = Process()
        process.executableURL = DocketProcess.executable
        process.arguments = ["watch", inbox.path, "--out", outbox.path, "--today", "2025-01-10"] + extra
        process.standardOutput = FileHandle.nullDevice
        process.standardError = log
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        try process.run()
        addTeardownBlock { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        // Started (and its start-up rescan done) once it says so.
        try waitUntil("the watcher starts") { self.log.contains("rescan") }
        return process
    }

    func stop(_ process: Process) throws {
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, log)
        XCTAssertTrue(log.contains("stopping"))
    }

    var log: String { (try? String(contentsOf: logFile, encoding: .utf8)) ?? "" }

    func waitUntil(_ what: String, timeout: Double = 20, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return }
            Thread.sleep(forTimeInterval: 0.02)
        }
        XCTFail("timed out waiting until \(what)\n\(log)")
        throw XCTSkip("timed out")
    }

    func names(_ folder: String) -> [String] {
        ((try? manager.contentsOfDirectory(atPath: inbox.appendingPathComponent(folder).path)) ?? []).sorted()
    }

    func outputs() -> [String] { ((try? manager.contentsOfDirectory(atPath: outbox.path)) ?? []).sorted() }

    func taskCount(_ output: URL) throws -> Int {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        let documents = try XCTUnwrap(json["documents"] as? [[String: Any]])
        XCTAssertEqual(documents.count, 1)
        return (documents.first?["tasks"] as? [[String: Any]])?.count ?? -1
    }

    func testSlowWriteRenameInAndDeletedTemporaryFile() throws {
        let full = try Data(contentsOf: document)
        let reference = try DocketProcess.run(["ingest", document.path, "--today", "2025-01-10"])
        XCTAssertEqual(reference.status, 0, reference.error)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(reference.output.utf8)) as? [String: Any])
        let expectedTasks = try XCTUnwrap(((json["documents"] as? [[String: Any]])?.first?["tasks"] as? [Any])?.count)
        XCTAssertGreaterThan(expectedTasks, 0)

        let watcher = try startWatcher()
        // Written slowly, in chunks, over more than the settle time.
        let slow = inbox.appendingPathComponent("slow.txt")
        _ = manager.createFile(atPath: slow.path, contents: nil)
        let handle = try FileHandle(forWritingTo: slow)
        let chunk = full.count / 4 + 1
        for start in stride(from: 0, to: full.count, by: chunk) {
            handle.write(full.subdata(in: start..<min(start + chunk, full.count)))
            Thread.sleep(forTimeInterval: 0.25)
        }
        // A draft deleted before it is closed.
        let draft = inbox.appendingPathComponent("draft.txt")
        _ = manager.createFile(atPath: draft.path, contents: nil)
        let draftHandle = try FileHandle(forWritingTo: draft)
        draftHandle.write(full.prefix(100))
        try manager.removeItem(at: draft)
        try draftHandle.close()
        // A browser download: written as .crdownload (ignored), renamed in when complete.
        let download = inbox.appendingPathComponent("renamed.txt.crdownload")
        try full.write(to: download)
        Thread.sleep(forTimeInterval: 0.7)
        XCTAssertFalse(outputs().contains { $0.hasPrefix("renamed") }, "a .crdownload file is not read")
        let arrived = Date()
        try manager.moveItem(at: download, to: inbox.appendingPathComponent("renamed.txt"))
        try waitUntil("renamed.txt is done") { self.names(".done").contains("renamed.txt") }
        let latency = Date().timeIntervalSince(arrived)
        try handle.close()
        try waitUntil("slow.txt is done") { self.names(".done").contains("slow.txt") }
        Thread.sleep(forTimeInterval: 0.7)
        try stop(watcher)

        print("docket watch: arrival to output (renamed in): \(String(format: "%.3f", latency)) s")
        XCTAssertLessThan(latency, 3)
        XCTAssertEqual(try taskCount(outbox.appendingPathComponent("slow.json")), expectedTasks, "read whole, not half-written")
        XCTAssertEqual(try taskCount(outbox.appendingPathComponent("renamed.json")), expectedTasks)
        XCTAssertEqual(outputs(), ["renamed.json", "slow.json"])
        XCTAssertEqual(names(".done"), ["renamed.txt", "slow.txt"])
        XCTAssertEqual(names(".failed"), [])
        XCTAssertFalse(log.contains("done draft.txt"))
    }

    func testMalformedFileFailsBesideGoodOnes() throws {
        let watcher = try startWatcher(["--log-format", "json", "--ics"])
        var random = SystemRandomNumberGenerator()
        try Data((0..<100).map { _ in UInt8.random(in: 0...255, using: &random) }).write(to: inbox.appendingPathComponent("garbage.bin"))
        for index in 1...3 { try manager.copyItem(at: document, to: inbox.appendingPathComponent("good\(index).txt")) }
        try waitUntil("all four are handled") { self.names(".done").count == 3 && self.names(".failed").count == 2 }
        try stop(watcher)

        XCTAssertEqual(names(".done"), ["good1.txt", "good2.txt", "good3.txt"])
        XCTAssertEqual(names(".failed"), ["garbage.bin", "garbage.bin.error.json"])
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: inbox.appendingPathComponent(".failed/garbage.bin.error.json")))
                                   as? [String: String])
        XCTAssertEqual(report["file"], "garbage.bin")
        XCTAssertFalse((report["error"] ?? "").isEmpty)
        XCTAssertNotNil(report["time"])
        XCTAssertEqual(outputs(), ["good1.ics", "good1.json", "good2.ics", "good2.json", "good3.ics", "good3.json"])
        let events = log.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String] }
        XCTAssertFalse(events.contains { $0 == nil }, "every log line is a JSON object:\n\(log)")
        XCTAssertEqual(events.filter { $0?["event"] == "failed" }.count, 1)
        XCTAssertEqual(events.filter { $0?["event"] == "done" }.count, 3)
    }

    func testBurstOf500Files() throws {
        let watcher = try startWatcher()
        let data = try Data(contentsOf: document)
        let started = Date()
        for index in 0..<500 { try data.write(to: inbox.appendingPathComponent(String(format: "burst%03d.txt", index))) }
        try waitUntil("500 files are done", timeout: 40) { self.names(".done").count == 500 }
        let elapsed = Date().timeIntervalSince(started)
        try stop(watcher)
        print("docket watch: 500 files in \(String(format: "%.1f", elapsed)) s")
        XCTAssertEqual(outputs().count, 500)
        XCTAssertEqual(Set(outputs()), Set((0..<500).map { String(format: "burst%03d.json", $0) }))
        XCTAssertEqual(try manager.contentsOfDirectory(atPath: inbox.path).filter { !$0.hasPrefix(".") }, [])
    }

    func testPollingFallback() throws {
        let watcher = try startWatcher(["--poll", "0.2"])
        try manager.copyItem(at: document, to: inbox.appendingPathComponent("polled.txt"))
        try waitUntil("polled.txt is done") { self.names(".done") == ["polled.txt"] }
        try stop(watcher)
        XCTAssertEqual(outputs(), ["polled.json"])
    }

    func testKillNineMidBatchThenRestart() throws {
        let data = try Data(contentsOf: document)
        let inputs = (0..<150).map { String(format: "batch%03d.txt", $0) }
        for name in inputs { try data.write(to: inbox.appendingPathComponent(name)) }
        try Data((0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }).write(to: inbox.appendingPathComponent("broken.bin"))
        let watcher = try startWatcher()
        try waitUntil("some are done") { self.names(".done").count >= 20 }
        kill(watcher.processIdentifier, SIGKILL)
        watcher.waitUntilExit()
        XCTAssertLessThan(names(".done").count, 150, "killed mid-batch")

        let restart = try DocketProcess.run(["watch", inbox.path, "--out", outbox.path, "--today", "2025-01-10", "--once"])
        XCTAssertEqual(restart.status, 1, "broken.bin failed\n" + restart.error)

        XCTAssertEqual(names(".done"), inputs, "each input done exactly once")
        XCTAssertEqual(names(".failed"), ["broken.bin", "broken.bin.error.json"])
        XCTAssertEqual(try manager.contentsOfDirectory(atPath: inbox.path).filter { !$0.hasPrefix(".") }, [], "no input left")
        XCTAssertEqual(outputs(), inputs.map { $0.replacingOccurrences(of: ".txt", with: ".json") }, "no duplicate or temporary outputs")
        for output in outputs() {
            XCTAssertGreaterThan(try taskCount(outbox.appendingPathComponent(output)), 0, output)
        }
    }

    func killNine(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The issue's poison pill: a file that stalls its reader, the watcher killed with -9 twice while
    /// on it; the third start sets it aside, unread, and reads the files that waited behind it.
    func testFileThatStallsIsSetAsideAfterTwoKills() throws {
        for name in ["a-stall.txt", "b1.txt", "b2.txt"] { try manager.copyItem(at: document, to: inbox.appendingPathComponent(name)) }
        let stall = ["DOCKET_TEST_WATCH_STALL": "a-stall.txt"]
        let first = try startWatcher(["--jobs", "1"], environment: stall)
        try waitUntil("the first watcher is on a-stall.txt") { self.log.contains("reading a-stall.txt") }
        Thread.sleep(forTimeInterval: 0.7)
        XCTAssertEqual(names(".done"), [], "the files behind it wait")
        killNine(first)

        let second = try startWatcher(["--jobs", "1"], environment: stall)
        try waitUntil("the second watcher is on a-stall.txt") { self.log.contains("reading a-stall.txt (attempt 2)") }
        XCTAssertEqual(names(".done"), [])
        killNine(second)

        let third = try startWatcher(["--jobs", "1"], environment: stall)
        try waitUntil("the files behind it are done") { self.names(".done") == ["b1.txt", "b2.txt"] }
        try stop(third)

        XCTAssertEqual(names(".failed"), ["a-stall.txt", "a-stall.txt.error.json"])
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: inbox.appendingPathComponent(".failed/a-stall.txt.error.json")))
                                   as? [String: String])
        XCTAssertEqual(report["error"], "reading was interrupted 2 times (crash, kill or limit); set aside so the files behind it can be read")
        XCTAssertFalse(log.contains("reading a-stall.txt (attempt 3)"), "not tried a third time")
        XCTAssertTrue(log.contains("recover a-stall.txt: reading was interrupted 2 times, setting it aside"), log)
        XCTAssertEqual(outputs(), ["b1.json", "b2.json"])
    }

    /// --jobs 2: a slow file and fast files at once, the fast ones done first; SIGTERM while the
    /// slow one is in hand finishes it, then exits 0.
    func testJobsReadSlowAndFastFilesAtOnceAndStopFinishesTheFileInHand() throws {
        for name in ["a-slow.txt", "b1.txt", "b2.txt", "b3.txt"] { try manager.copyItem(at: document, to: inbox.appendingPathComponent(name)) }
        let watcher = try startWatcher(["--jobs", "2"], environment: ["DOCKET_TEST_WATCH_STALL": "a-slow.txt", "DOCKET_TEST_WATCH_STALL_SECONDS": "4"])
        try waitUntil("the fast files are done") { self.names(".done") == ["b1.txt", "b2.txt", "b3.txt"] }
        XCTAssertTrue(manager.fileExists(atPath: inbox.appendingPathComponent("a-slow.txt").path), "the slow file is still being read")
        try stop(watcher)

        XCTAssertEqual(names(".done"), ["a-slow.txt", "b1.txt", "b2.txt", "b3.txt"], "the file in hand was finished")
        XCTAssertEqual(outputs(), ["a-slow.json", "b1.json", "b2.json", "b3.json"])
        let lines = log.split(separator: "\n").map(String.init)
        let order = lines.filter { $0.contains("done ") }.map { $0.replacingOccurrences(of: "docket watch: done ", with: "").prefix { $0 != " " } }
        XCTAssertEqual(order, ["b1.txt", "b2.txt", "b3.txt", "a-slow.txt"])
        XCTAssertLessThan(try XCTUnwrap(lines.firstIndex(of: "docket watch: reading a-slow.txt")),
                          try XCTUnwrap(lines.firstIndex { $0.hasPrefix("docket watch: done b1.txt") }))
    }

    /// A file that hangs its reader past --doc-timeout fails with the time-limit line; the files
    /// behind it (one reader: they wait for its slot) are read, and --once exits 1.
    func testHangingFileFailsAtTheTimeLimitAndTheRestAreRead() throws {
        for name in ["a-hang.txt", "b1.txt", "b2.txt"] { try manager.copyItem(at: document, to: inbox.appendingPathComponent(name)) }
        let started = Date()
        let result = try DocketProcess.run(["watch", inbox.path, "--out", outbox.path, "--today", "2025-01-10", "--once",
                                            "--jobs", "1", "--doc-timeout", "2"],
                                           environment: ["DOCKET_TEST_WORKER_FAULT": "hang:a-hang.txt"])
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertLessThan(elapsed, 15, "finished within a few seconds of the limit")
        XCTAssertEqual(names(".done"), ["b1.txt", "b2.txt"])
        XCTAssertEqual(names(".failed"), ["a-hang.txt", "a-hang.txt.error.json"])
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: inbox.appendingPathComponent(".failed/a-hang.txt.error.json")))
                                   as? [String: String])
        XCTAssertEqual(report["error"], inbox.appendingPathComponent("a-hang.txt").path + ": took longer than 2 s (--doc-timeout)")
        XCTAssertEqual(outputs(), ["b1.json", "b2.json"])
    }

    func testOnceExitsZeroWhenEveryFileWasReadAndOneWhenAnyFailed() throws {
        try manager.copyItem(at: document, to: inbox.appendingPathComponent("good.txt"))
        let clean = try DocketProcess.run(["watch", inbox.path, "--out", outbox.path, "--once", "--in-process"])
        XCTAssertEqual(clean.status, 0, clean.error)
        try manager.copyItem(at: document, to: inbox.appendingPathComponent("good2.txt"))
        try Data(repeating: 0xFF, count: 64).write(to: inbox.appendingPathComponent("garbage.bin"))
        let failing = try DocketProcess.run(["watch", inbox.path, "--out", outbox.path, "--once", "--in-process"])
        XCTAssertEqual(failing.status, 1, failing.error)
        XCTAssertEqual(names(".done"), ["good.txt", "good2.txt"])
        XCTAssertEqual(names(".failed"), ["garbage.bin", "garbage.bin.error.json"])
        XCTAssertTrue(failing.error.contains("failed garbage.bin: "), failing.error)
    }

    /// A README among the syllabi: its JSON, but no calendar (ingest --format ics writes none for a
    /// document that is not coursework), while the syllabus beside it gets both.
    func testADocumentThatIsNotCourseworkGetsNoCalendar() throws {
        let folder = Fixtures.root.appendingPathComponent("corpora/agenda/readme-among-syllabi")
        try manager.copyItem(at: folder.appendingPathComponent("README.md"), to: inbox.appendingPathComponent("README.md"))
        try manager.copyItem(at: folder.appendingPathComponent("hist1010-fall2025.txt"), to: inbox.appendingPathComponent("hist1010.txt"))
        let cache = inbox.deletingLastPathComponent().appendingPathComponent("cache")
        let run = try DocketProcess.run(["watch", inbox.path, "--out", outbox.path, "--once", "--in-process", "--ics"],
                                        environment: ["XDG_CACHE_HOME": cache.path])
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(outputs(), ["README.json", "hist1010.ics", "hist1010.json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: outbox.appendingPathComponent("README.json"))) as? [String: Any])
        XCTAssertEqual((json["documents"] as? [[String: Any]])?.first?["documentType"] as? String, "other")
        XCTAssertEqual(names(".done"), ["README.md", "hist1010.txt"])
        XCTAssertTrue(run.error.contains("done README.md → \(outbox.appendingPathComponent("README.json").path)\n"), run.error)
    }

    /// --term, and the config's "term", keep one term's documents as ingest's do: the other term's
    /// syllabus is read (and moved into .done) but nothing is written for it, with a line saying so.
    func testTermKeepsOneTermsDocuments() throws {
        let years = Fixtures.root.appendingPathComponent("corpora/agenda/two-years")
        let cache = inbox.deletingLastPathComponent().appendingPathComponent("cache")
        func fill(_ suffix: String) throws {
            try manager.copyItem(at: years.appendingPathComponent("last-year/chem1010-fall2024.txt"), to: inbox.appendingPathComponent("old\(suffix).txt"))
            try manager.copyItem(at: years.appendingPathComponent("this-year/chem1010-fall2025.txt"), to: inbox.appendingPathComponent("new\(suffix).txt"))
        }
        try fill("")
        let flag = try DocketProcess.run(["watch", inbox.path, "--out", outbox.path, "--once", "--in-process", "--ics", "--term", "fall 2025"],
                                         environment: ["XDG_CACHE_HOME": cache.path])
        XCTAssertEqual(flag.status, 0, flag.error)
        XCTAssertEqual(outputs(), ["new.ics", "new.json"], "nothing for the Fall 2024 syllabus")
        XCTAssertEqual(names(".done"), ["new.txt", "old.txt"])
        XCTAssertTrue(flag.error.contains("--term Fall 2025 leaves out old.txt: it is of Fall 2024"), flag.error)
        XCTAssertTrue(flag.error.contains("done old.txt → nothing written"), flag.error)

        // The config's term, when no flag names one (new names: the journal knows the first ones).
        try manager.removeItem(at: outbox)
        try fill("2")
        let config = inbox.deletingLastPathComponent().appendingPathComponent("config.json")
        try Data(#"{"term": "Fall 2024"}"#.utf8).write(to: config)
        let configured = try DocketProcess.run(["watch", inbox.path, "--out", outbox.path, "--once", "--in-process", "--config", config.path],
                                               environment: ["XDG_CACHE_HOME": cache.path])
        XCTAssertEqual(configured.status, 0, configured.error)
        XCTAssertEqual(outputs(), ["old2.json"])

        let bad = try DocketProcess.run(["watch", inbox.path, "--out", outbox.path, "--once", "--term", "Fal 2025"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.error.contains(#"--term 'Fal 2025': give a season and a year"#), bad.error)
    }

    /// Ctrl-C and a service manager's SIGTERM go to the whole process group; only the watcher may
    /// decide to stop, so its workers ignore them and finish the files in hand.
    func testWorkersOutliveSignalsMeantForTheWatcher() throws {
        let watcher = try startWatcher(["--jobs", "1"])
        // A first file, so the worker is surely up and serving.
        try manager.copyItem(at: document, to: inbox.appendingPathComponent("before.txt"))
        try waitUntil("before.txt is done") { self.names(".done") == ["before.txt"] }
        let worker = try XCTUnwrap(children(of: watcher.processIdentifier).first, "one worker process")
        kill(worker, SIGINT)
        kill(worker, SIGTERM)
        try manager.copyItem(at: document, to: inbox.appendingPathComponent("after.txt"))
        try waitUntil("after.txt is done") { self.names(".done") == ["after.txt", "before.txt"] }
        XCTAssertTrue(isAlive(worker), "the worker survived SIGINT and SIGTERM")
        XCTAssertEqual(children(of: watcher.processIdentifier), [worker], "and was not replaced")
        try stop(watcher)
        XCTAssertEqual(outputs(), ["after.json", "before.json"])
    }

    /// Live (not zombie) child processes of `parent`, from /proc.
    func children(of parent: Int32) -> [Int32] {
        ((try? manager.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { return false }
            let fields = stat[close.upperBound...].split(separator: " ")
            return fields.count > 1 && fields[0] != "Z" && Int32(fields[1]) == parent
        }
    }

    func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.range(of: ")", options: .backwards) else { return false }
        return stat[close.upperBound...].split(separator: " ").first != "Z"
    }

    /// A reader that crashes or passes --doc-memory fails its own file, with the line saying which;
    /// the good file beside them is read.
    func testCrashAndMemoryLimitFailOnlyTheirFiles() throws {
        for name in ["crash.txt", "memory.txt", "good.txt"] { try manager.copyItem(at: document, to: inbox.appendingPathComponent(name)) }
        let result = try DocketProcess.run(["watch", inbox.path, "--out", outbox.path, "--today", "2025-01-10", "--once",
                                            "--jobs", "2", "--doc-memory", "200"],
                                           environment: ["DOCKET_TEST_WORKER_FAULT": "crash:crash.txt,memory:memory.txt"])
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertEqual(names(".done"), ["good.txt"])
        XCTAssertEqual(outputs(), ["good.json"])
        func reason(_ name: String) throws -> String? {
            let report = try JSONSerialization.jsonObject(with: Data(contentsOf: inbox.appendingPathComponent(".failed/\(name).error.json")))
            return (report as? [String: String])?["error"]
        }
        XCTAssertEqual(try reason("crash.txt"), inbox.appendingPathComponent("crash.txt").path + ": the reader crashed (signal 11)")
        XCTAssertEqual(try reason("memory.txt"), inbox.appendingPathComponent("memory.txt").path + ": used more than 200 MB (--doc-memory)")
    }
}
