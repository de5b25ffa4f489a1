import DocketTestSupport
import Foundation
import XCTest

/// `docket ingest` with each document in a worker process: limits, crashes, orphans, the cache.
/// Workers misbehave through the debug build's fault switch, `DOCKET_TEST_WORKER_FAULT`.
final class IngestLimitsTests: XCTestCase {
    let syllabus = Fixtures.root.appendingPathComponent("corpora/understand/01-geog1420-fall2025-syllabus.txt")
    let common = ["--tz", "America/New_York", "--today", "2025-03-01", "--no-cache"]

    /// A folder with copies of the syllabus named `names`, removed after the test.
    func folder(_ names: [String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-limits-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        for name in names { try FileManager.default.copyItem(at: syllabus, to: url.appendingPathComponent(name)) }
        return url
    }

    func documents(_ output: String) throws -> [[String: Any]] {
        try XCTUnwrap((JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])?["documents"] as? [[String: Any]])
    }

    func testASlowDocumentFailsAtTheTimeLimitAndTheGoodOneIsReported() throws {
        let dir = try folder(["slow.txt", "good.txt"])
        let slow = dir.appendingPathComponent("slow.txt").path, good = dir.appendingPathComponent("good.txt").path
        let started = Date()
        let result = try DocketProcess.run(["ingest", slow, good, "--doc-timeout", "2"] + common,
                                           environment: ["DOCKET_TEST_WORKER_FAULT": "hang:slow.txt"])
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.error.contains("docket: \(slow): took longer than 2 s (--doc-timeout)\n"), result.error)
        let read = try documents(result.output)
        XCTAssertEqual(read.compactMap { $0["source"] as? String }, [good])
        XCTAssertFalse((read.first?["tasks"] as? [Any] ?? []).isEmpty)
        XCTAssertLessThan(elapsed, 6, "finishes within a few seconds of the limit")
    }

    func testACrashAndAnExitFailTheirDocumentsOnly() throws {
        let dir = try folder(["a-crash.txt", "b-exit.txt", "c-good.txt"])
        let result = try DocketProcess.run(["ingest", dir.path, "--jobs", "2"] + common,
                                           environment: ["DOCKET_TEST_WORKER_FAULT": "crash:a-crash.txt,exit:b-exit.txt"])
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.error.contains("docket: \(dir.path)/a-crash.txt: the reader crashed (signal 11)\n"), result.error)
        XCTAssertTrue(result.error.contains("docket: \(dir.path)/b-exit.txt: the reader exited unexpectedly (status 3)\n"), result.error)
        XCTAssertEqual(try documents(result.output).compactMap { $0["source"] as? String }, ["\(dir.path)/c-good.txt"])
    }

    func testMemoryOverTheLimitFailsTheDocument() throws {
        let dir = try folder(["greedy.txt"])
        let greedy = dir.appendingPathComponent("greedy.txt").path
        let result = try DocketProcess.run(["ingest", greedy, "--doc-memory", "200"] + common,
                                           environment: ["DOCKET_TEST_WORKER_FAULT": "memory:greedy.txt"])
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.error.contains("docket: \(greedy): used more than 200 MB (--doc-memory)\n"), result.error)
    }

    func testInProcessReadsOnThreadsWithoutWorkers() throws {
        let dir = try folder(["crash.txt"])
        let result = try DocketProcess.run(["ingest", dir.appendingPathComponent("crash.txt").path, "--in-process"] + common,
                                           environment: ["DOCKET_TEST_WORKER_FAULT": "crash:crash.txt"])
        XCTAssertEqual(result.status, 0, "no worker, so no fault: \(result.error)")
        XCTAssertEqual(try documents(result.output).count, 1)
    }

    func testWorkersAndInProcessGiveTheSameOutput() throws {
        let understand = Fixtures.root.appendingPathComponent("corpora/understand").path
        let pooled = try DocketProcess.run(["ingest", understand, "--jobs", "2", "--quiet"] + common)
        let local = try DocketProcess.run(["ingest", understand, "--jobs", "2", "--quiet", "--in-process"] + common)
        XCTAssertEqual(pooled.status, local.status, pooled.error)
        XCTAssertEqual(pooled.error, local.error)
        XCTAssertGreaterThan(try documents(pooled.output).count, 10)
        XCTAssertEqual(pooled.output, local.output)
    }

    func testStandardInputIsSentToTheWorker() throws {
        let result = try DocketProcess.run(["ingest", "-", "--quiet"] + common, input: try Data(contentsOf: syllabus))
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(try documents(result.output).first?["source"] as? String, "-")
    }

    func testTheCacheIsReadBeforeAWorkerIsAsked() throws {
        let dir = try folder(["doc.txt"])
        let cache = dir.appendingPathComponent("cache").path, doc = dir.appendingPathComponent("doc.txt").path
        let options = ["--tz", "America/New_York", "--today", "2025-03-01", "--cache-dir", cache, "--quiet"]
        let first = try DocketProcess.run(["ingest", doc] + options)
        XCTAssertEqual(first.status, 0, first.error)
        // The worker would crash on it now; a cache hit never reaches a worker.
        let second = try DocketProcess.run(["ingest", doc] + options, environment: ["DOCKET_TEST_WORKER_FAULT": "crash:doc.txt"])
        XCTAssertEqual(second.status, 0, second.error)
        XCTAssertEqual(first.output, second.output)
    }

    func testWorkersDieWithTheirParent() throws {
        let dir = try folder(["slow1.txt", "slow2.txt"])
        let process = Process()
        process.executableURL = DocketProcess.executable
        process.arguments = ["ingest", dir.path, "--jobs", "2", "--doc-timeout", "0"] + common
        var environment = ProcessInfo.processInfo.environment
        environment["DOCKET_TEST_WORKER_FAULT"] = "hang:slow1.txt,hang:slow2.txt"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let parent = process.processIdentifier
        var workers: [Int32] = []
        for _ in 0..<100 where workers.count < 2 {
            usleep(50_000)
            workers = Self.children(of: parent)
        }
        XCTAssertEqual(workers.count, 2, "two workers started")
        // Let both take their hanging document: a worker busy on one no longer reads its socket,
        // so only the death signal can end it.
        usleep(500_000)
        kill(parent, SIGKILL)
        var alive = workers
        for _ in 0..<100 where !alive.isEmpty {
            usleep(20_000)
            alive = alive.filter { Self.isRunning($0) }
        }
        XCTAssertEqual(alive, [], "workers outlived their parent")
        alive.forEach { kill($0, SIGKILL) }
        // Only now: Foundation's wait would block while an orphan holds a descriptor it watches.
        process.waitUntilExit()
    }

    func testLimitsAreCheckedAndDocumentedAndTheWorkerIsHidden() throws {
        XCTAssertEqual(try DocketProcess.run(["ingest", syllabus.path, "--doc-timeout", "-1"]).status, 64)
        XCTAssertEqual(try DocketProcess.run(["ingest", syllabus.path, "--doc-memory", "10"]).status, 64)
        let help = try DocketProcess.run(["ingest", "--help"]).output
        for option in ["--doc-timeout", "--doc-memory", "--in-process"] { XCTAssertTrue(help.contains(option), option) }
        XCTAssertFalse(try DocketProcess.run(["--help"]).output.contains("worker"))
    }

    /// Process ids whose parent is `parent`, from /proc.
    static func children(of parent: Int32) -> [Int32] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap { Int32($0) } ?? []
        return ids.filter { id in
            guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            // After "pid (comm)": state, then the parent's id.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent
        }
    }

    /// Whether the process exists and is not a zombie waiting for its (dead) parent's reaper.
    static func isRunning(_ id: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }
}
