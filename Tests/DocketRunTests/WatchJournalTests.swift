import Docket
import DocketRun
import Foundation
import XCTest

final class WatchJournalTests: XCTestCase {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-journal-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func action(_ entry: WatchEntry, inputPresent: Bool) -> RecoveryAction {
        WatchRecovery.action(for: entry, inputPresent: inputPresent, maximumInterruptions: 2)
    }

    func testRecoveryActionForEachState() {
        let outputs = ["/out/a.json"]
        XCTAssertEqual(action(WatchEntry(name: "a", state: .seen), inputPresent: true), .forget(name: "a"))
        XCTAssertEqual(action(WatchEntry(name: "a", state: .processing, outputs: outputs, attempts: 1), inputPresent: true),
                       .redo(name: "a", outputs: outputs, attempts: 1))
        XCTAssertEqual(action(WatchEntry(name: "a", state: .processing), inputPresent: false), .markMoved(name: "a"))
        XCTAssertEqual(action(WatchEntry(name: "a", state: .outputWritten, outputs: outputs, destination: "/in/.done/a"), inputPresent: true),
                       .finishDone(name: "a", destination: "/in/.done/a"))
        // Moved, but the crash came before the journal said so.
        XCTAssertEqual(action(WatchEntry(name: "a", state: .outputWritten, outputs: outputs, destination: "/in/.done/a"), inputPresent: false),
                       .markMoved(name: "a"))
        XCTAssertEqual(action(WatchEntry(name: "a", state: .failing, destination: "/in/.failed/a", error: "bad"), inputPresent: true),
                       .finishFailed(name: "a", destination: "/in/.failed/a", error: "bad"))
        XCTAssertEqual(action(WatchEntry(name: "a", state: .moved), inputPresent: false), .markMoved(name: "a"))
    }

    /// The poison-pill rule: two interrupted readings set a file aside; one is read again.
    func testInterruptedTwiceIsSetAside() {
        XCTAssertEqual(action(WatchEntry(name: "a", state: .processing, outputs: ["/o/a.json"], attempts: 2), inputPresent: true),
                       .setAside(name: "a", attempts: 2))
        XCTAssertEqual(action(WatchEntry(name: "a", state: .processing, attempts: 3), inputPresent: true), .setAside(name: "a", attempts: 3))
        XCTAssertEqual(action(WatchEntry(name: "a", state: .processing, attempts: 2), inputPresent: false), .markMoved(name: "a"))
        // Queued again after an interruption, then interrupted before it started: the count is kept.
        XCTAssertEqual(action(WatchEntry(name: "a", state: .seen, outputs: ["/o/a.json"], attempts: 1), inputPresent: true),
                       .redo(name: "a", outputs: ["/o/a.json"], attempts: 1))
        XCTAssertEqual(action(WatchEntry(name: "a", state: .seen, attempts: 2), inputPresent: true), .setAside(name: "a", attempts: 2))
        XCTAssertEqual(action(WatchEntry(name: "a", state: .seen, attempts: 1), inputPresent: false), .forget(name: "a"))
        XCTAssertEqual(WatchRecovery.action(for: WatchEntry(name: "a", state: .processing, attempts: 2), inputPresent: true,
                                            maximumInterruptions: 3), .redo(name: "a", outputs: [], attempts: 2))
    }

    func testJournalKeepsStatesAcrossConnections() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("journal.sqlite").path
        do {
            let journal = try WatchJournal(path: path)
            try journal.set(WatchEntry(name: "a.txt", state: .processing, outputs: ["/o/a.json", "/o/a.ics"], attempts: 1))
            try journal.set(WatchEntry(name: "b.txt", state: .moved, destination: "/i/.done/b.txt"))
            try journal.set(WatchEntry(name: "c.txt", state: .seen))
            try journal.forget("c.txt")
        }
        let journal = try WatchJournal(path: path)
        XCTAssertEqual(try journal.unfinished(), [WatchEntry(name: "a.txt", state: .processing, outputs: ["/o/a.json", "/o/a.ics"], attempts: 1)])
        XCTAssertEqual(try journal.entry("b.txt")?.state, .moved)
        XCTAssertNil(try journal.entry("c.txt"))
    }

    /// A journal as a crash leaves it, then a run that completes it: an output written but its input
    /// not moved is moved (not rewritten); one being read is read again into the same output path;
    /// a failure recorded is moved to .failed; a temporary output is deleted.
    func testRestartCompletesWhatWasInFlight() throws {
        let root = try temporaryFolder()
        let inbox = root.appendingPathComponent("in"), outbox = root.appendingPathComponent("out")
        for folder in [inbox, outbox, inbox.appendingPathComponent(".done"), inbox.appendingPathComponent(".failed")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for name in ["written.txt", "reading.txt", "failing.txt"] {
            try Data("content of \(name)".utf8).write(to: inbox.appendingPathComponent(name))
        }
        let writtenOutput = outbox.appendingPathComponent("written.json").path
        try Data("ORIGINAL".utf8).write(to: URL(fileURLWithPath: writtenOutput))
        let readingOutput = outbox.appendingPathComponent("reading.json").path
        try Data("HALF".utf8).write(to: URL(fileURLWithPath: readingOutput))
        try Data("{\"documents\": [".utf8).write(to: outbox.appendingPathComponent(WatchFiles.temporaryPrefix + "x"))
        let journalPath = root.appendingPathComponent("journal.sqlite").path
        do {
            let journal = try WatchJournal(path: journalPath)
            try journal.set(WatchEntry(name: "written.txt", state: .outputWritten, outputs: [writtenOutput],
                                       destination: inbox.appendingPathComponent(".done/written.txt").path))
            try journal.set(WatchEntry(name: "reading.txt", state: .processing, outputs: [readingOutput], attempts: 1))
            try journal.set(WatchEntry(name: "failing.txt", state: .failing,
                                       destination: inbox.appendingPathComponent(".failed/failing.txt").path, error: "boom"))
        }
        var configuration = WatchConfiguration(inbox: inbox.path, outbox: outbox.path)
        configuration.journalPath = journalPath
        configuration.once = true
        configuration.settle = 0.05
        configuration.handlesSignals = false
        let lines = LineCollector()
        let processed = LineCollector()
        let watcher = try FolderWatcher(configuration: configuration, log: EventLog(format: .json, sink: { lines.add($0) })) { path in
            processed.add((path as NSString).lastPathComponent)
            return ["FULL " + (try String(contentsOfFile: path, encoding: .utf8))]
        }
        XCTAssertEqual(try watcher.run(), WatchSummary(done: 2, failed: 1))

        XCTAssertEqual(processed.lines, ["reading.txt"], "only the file being read is read again")
        XCTAssertEqual(try String(contentsOfFile: writtenOutput, encoding: .utf8), "ORIGINAL", "a written output is not rewritten")
        XCTAssertEqual(try String(contentsOfFile: readingOutput, encoding: .utf8), "FULL content of reading.txt")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outbox.path).sorted(), ["reading.json", "written.json"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: inbox.appendingPathComponent(".done").path).sorted(),
                       ["reading.txt", "written.txt"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: inbox.appendingPathComponent(".failed").path).sorted(),
                       ["failing.txt", "failing.txt.error.json"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: inbox.path).sorted(), [".done", ".failed"])
        XCTAssertEqual(try WatchJournal(path: journalPath).unfinished(), [])
        let events = lines.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String] }
        XCTAssertEqual(events.count, lines.lines.count, "every log line is a JSON object")
        XCTAssertTrue(events.contains { $0["event"] == "cleanup" })
        XCTAssertEqual(events.filter { $0["event"] == "recover" }.count, 3)
    }

    func testIgnoredNames() {
        for name in [".hidden", ".done", ".failed", "~$draft.docx", "a.tmp", "a.part", "a.crdownload", "a.swp", ".#a.txt", "a.txt~"] {
            XCTAssertTrue(WatchFiles.isIgnored(name), name)
        }
        for name in ["syllabus.pdf", "hw 4.docx", "notes.txt"] {
            XCTAssertFalse(WatchFiles.isIgnored(name), name)
        }
    }
}

/// Lines collected from a closure that must be Sendable.
final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func add(_ line: String) { lock.lock(); stored.append(line); lock.unlock() }
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return stored }
}
