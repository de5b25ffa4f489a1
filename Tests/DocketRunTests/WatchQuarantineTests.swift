import DocketRun
import DocketStore
import Foundation
import XCTest

/// Poison pills: a file whose reading was interrupted twice is set aside, unread, and the rest of
/// the inbox is read; the journal counts attempts, also in journals written before it did.
final class WatchQuarantineTests: XCTestCase {
    var root: URL!
    var inbox: URL { root.appendingPathComponent("in") }
    var outbox: URL { root.appendingPathComponent("out") }
    var journalPath: String { root.appendingPathComponent("journal.sqlite").path }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docket-quarantine-\(UUID())")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outbox, withIntermediateDirectories: true)
        let root = self.root!
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    }

    func names(_ folder: URL) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

    func testOldJournalGainsAttemptsColumn() throws {
        do {
            let old = try SQLiteDatabase(path: journalPath)
            try old.execute("""
                CREATE TABLE files (name TEXT PRIMARY KEY, state TEXT NOT NULL, outputs TEXT NOT NULL DEFAULT '',
                                    destination TEXT, error TEXT, updated REAL NOT NULL);
                INSERT INTO files (name, state, outputs, updated) VALUES ('old.txt', 'processing', '/o/old.json', 1);
                """)
        }
        let journal = try WatchJournal(path: journalPath)
        XCTAssertEqual(try journal.entry("old.txt"), WatchEntry(name: "old.txt", state: .processing, outputs: ["/o/old.json"], attempts: 0))
        try journal.set(WatchEntry(name: "old.txt", state: .processing, outputs: ["/o/old.json"], attempts: 2))
        // Opened again: the column is there, not added twice.
        XCTAssertEqual(try WatchJournal(path: journalPath).entry("old.txt")?.attempts, 2)
    }

    /// A journal as two interrupted readings leave it: the file is moved to .failed/ with the reason,
    /// never handed to the processor, and its half-finished output is removed; a file interrupted
    /// once is read again; a new file is read.
    func testInterruptedTwiceIsSetAsideAndTheRestAreRead() throws {
        for name in ["poison.txt", "retry.txt", "new.txt"] {
            try Data("content of \(name)".utf8).write(to: inbox.appendingPathComponent(name))
        }
        let poisonOutputs = ["poison.json", "poison.ics"].map { outbox.appendingPathComponent($0).path }
        // The first of its two outputs was written before the last kill.
        try Data("{}".utf8).write(to: URL(fileURLWithPath: poisonOutputs[0]))
        let retryOutputs = ["retry.json", "retry.ics"].map { outbox.appendingPathComponent($0).path }
        do {
            let journal = try WatchJournal(path: journalPath)
            try journal.set(WatchEntry(name: "poison.txt", state: .processing, outputs: poisonOutputs, attempts: 2))
            try journal.set(WatchEntry(name: "retry.txt", state: .processing, outputs: retryOutputs, attempts: 1))
        }
        var configuration = WatchConfiguration(inbox: inbox.path, outbox: outbox.path)
        configuration.journalPath = journalPath
        configuration.extensions = ["json", "ics"]
        configuration.once = true
        configuration.settle = 0.05
        configuration.handlesSignals = false
        let processed = LineCollector(), lines = LineCollector()
        let watcher = try FolderWatcher(configuration: configuration, log: EventLog(format: .json, sink: { lines.add($0) })) { path in
            processed.add((path as NSString).lastPathComponent)
            return ["json", "ics"]
        }
        XCTAssertEqual(try watcher.run(), WatchSummary(done: 2, failed: 1))

        XCTAssertEqual(processed.lines.sorted(), ["new.txt", "retry.txt"], "a set-aside file is not tried a third time")
        XCTAssertEqual(names(inbox.appendingPathComponent(".failed")), ["poison.txt", "poison.txt.error.json"])
        XCTAssertEqual(names(inbox.appendingPathComponent(".done")), ["new.txt", "retry.txt"])
        XCTAssertEqual(names(outbox), ["new.ics", "new.json", "retry.ics", "retry.json"], "the set-aside file's partial output is gone")
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: inbox.appendingPathComponent(".failed/poison.txt.error.json")))
                                   as? [String: String])
        XCTAssertEqual(report["file"], "poison.txt")
        XCTAssertEqual(report["error"], "reading was interrupted 2 times (crash, kill or limit); set aside so the files behind it can be read")
        let journal = try WatchJournal(path: journalPath)
        XCTAssertEqual(try journal.unfinished(), [])
        XCTAssertEqual(try journal.entry("retry.txt")?.attempts, 2, "the reading that finished was the second")
        let events = lines.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String] }
        XCTAssertEqual(events.filter { $0["event"] == "recover" }.compactMap { $0["action"] }.sorted(), ["redo", "set-aside"])
        XCTAssertEqual(events.first { $0["event"] == "reading" && $0["file"] == "retry.txt" }?["attempt"], "2")
    }

    /// Restarted with another set of formats (--ics added): the recorded output names do not fit,
    /// so new ones are planned rather than failing the file.
    func testRedoWithOtherFormatsPlansNewOutputs() throws {
        try Data("text".utf8).write(to: inbox.appendingPathComponent("x.txt"))
        do {
            let journal = try WatchJournal(path: journalPath)
            try journal.set(WatchEntry(name: "x.txt", state: .processing, outputs: [outbox.appendingPathComponent("x.json").path], attempts: 1))
        }
        var configuration = WatchConfiguration(inbox: inbox.path, outbox: outbox.path)
        configuration.journalPath = journalPath
        configuration.extensions = ["json", "ics"]
        configuration.once = true
        configuration.settle = 0.05
        configuration.handlesSignals = false
        let watcher = try FolderWatcher(configuration: configuration, log: EventLog(sink: { _ in })) { _ in ["json", "ics"] }
        XCTAssertEqual(try watcher.run(), WatchSummary(done: 1, failed: 0))
        XCTAssertEqual(names(outbox), ["x.ics", "x.json"])
    }
}
