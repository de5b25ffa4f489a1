import DocketRun
import Foundation
import XCTest

/// `jobs` > 1: files are read at once, so a slow one holds up only its own slot.
final class WatchJobsTests: XCTestCase {
    var root: URL!
    var inbox: URL { root.appendingPathComponent("in") }
    var outbox: URL { root.appendingPathComponent("out") }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docket-jobs-\(UUID())")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let root = self.root!
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    }

    func configuration(jobs: Int) -> WatchConfiguration {
        var configuration = WatchConfiguration(inbox: inbox.path, outbox: outbox.path)
        configuration.journalPath = root.appendingPathComponent("journal.sqlite").path
        configuration.once = true
        configuration.settle = 0.05
        configuration.handlesSignals = false
        configuration.jobs = jobs
        return configuration
    }

    /// The first file in line blocks until the three behind it are done, which only happens when
    /// they are read beside it.
    func testSlowFileDoesNotHoldUpTheOthers() throws {
        for name in ["a-slow.txt", "b.txt", "c.txt", "d.txt"] { try Data(name.utf8).write(to: inbox.appendingPathComponent(name)) }
        let fastDone = DispatchSemaphore(value: 0), done = inbox.appendingPathComponent(".done")
        let outcome = LineCollector(), lines = LineCollector()
        let watcher = try FolderWatcher(configuration: configuration(jobs: 2), log: EventLog(format: .json, sink: { lines.add($0) })) { path in
            let name = (path as NSString).lastPathComponent
            if name == "a-slow.txt" {
                // Their readings started; then wait for the watcher to finish them too.
                var passed = (0..<3).allSatisfy { _ in fastDone.wait(timeout: .now() + 10) == .success }
                let deadline = Date().addingTimeInterval(10)
                while passed && (try? FileManager.default.contentsOfDirectory(atPath: done.path).count) != 3 {
                    Thread.sleep(forTimeInterval: 0.01)
                    passed = Date() < deadline
                }
                outcome.add(passed ? "the others were read meanwhile" : "timed out")
            } else {
                fastDone.signal()
            }
            return [name]
        }
        XCTAssertEqual(try watcher.run(), WatchSummary(done: 4, failed: 0))

        XCTAssertEqual(outcome.lines, ["the others were read meanwhile"])
        let events = lines.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String] }
        XCTAssertEqual(events.count, lines.lines.count, "one JSON object per line, even with readings finishing at once")
        XCTAssertEqual(events.filter { $0["event"] == "done" }.compactMap { $0["file"] }.last, "a-slow.txt")
        XCTAssertEqual(events.filter { $0["event"] == "reading" }.first?["file"], "a-slow.txt", "it was first in line")
        for name in ["a-slow", "b", "c", "d"] {
            XCTAssertEqual(try String(contentsOf: outbox.appendingPathComponent(name + ".json"), encoding: .utf8), name + ".txt")
        }
    }

    /// Two files with the same stem read at the same moment: neither takes the other's output name.
    func testFilesReadTogetherGetTheirOwnOutputs() throws {
        for name in ["notes.md", "notes.txt"] { try Data(name.utf8).write(to: inbox.appendingPathComponent(name)) }
        let bothStarted = Rendezvous(count: 2), together = LineCollector()
        let watcher = try FolderWatcher(configuration: configuration(jobs: 2), log: EventLog(sink: { _ in })) { path in
            // Each waits for the other to start, so both hold their output names at once.
            if bothStarted.arrive(timeout: 5) { together.add(path) }
            return [(path as NSString).lastPathComponent]
        }
        XCTAssertEqual(try watcher.run(), WatchSummary(done: 2, failed: 0))
        XCTAssertEqual(together.lines.count, 2)
        let outputs = try FileManager.default.contentsOfDirectory(atPath: outbox.path).sorted()
        XCTAssertEqual(outputs, ["notes-2.json", "notes.json"])
        let contents = try outputs.map { try String(contentsOf: outbox.appendingPathComponent($0), encoding: .utf8) }
        XCTAssertEqual(Set(contents), ["notes.md", "notes.txt"])
    }

    func testFailureIsCountedAndTheRestGoOn() throws {
        for name in ["bad.txt", "good.txt"] { try Data(name.utf8).write(to: inbox.appendingPathComponent(name)) }
        let watcher = try FolderWatcher(configuration: configuration(jobs: 2), log: EventLog(sink: { _ in })) { path in
            if path.hasSuffix("bad.txt") { throw WatchDocumentError(file: path, reason: "\(path): unsupported type") }
            return ["ok"]
        }
        XCTAssertEqual(try watcher.run(), WatchSummary(done: 1, failed: 1))
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: inbox.appendingPathComponent(".failed/bad.txt.error.json")))
                                   as? [String: String])
        XCTAssertEqual(report["error"], inbox.appendingPathComponent("bad.txt").path + ": unsupported type")
    }
}

/// Threads that wait for one another: `arrive` returns true once `count` threads have arrived.
final class Rendezvous: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private var arrived = 0

    init(count: Int) { self.count = count }

    func arrive(timeout: Double) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        condition.broadcast()
        let deadline = Date().addingTimeInterval(timeout)
        while arrived < count {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }
}
