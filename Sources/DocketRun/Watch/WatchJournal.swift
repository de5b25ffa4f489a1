import DocketStore
import Foundation

/// Where one inbox file stands. Each step is committed before the file system change it announces,
/// so after a crash the journal says what may have been half done.
public enum WatchState: String, Sendable, CaseIterable {
    /// Queued, waiting for its size and mtime to settle.
    case seen
    /// Being read; `outputs` are the paths it will write (reused, overwritten, when redone).
    case processing
    /// Every output is in place; the input is about to move to `destination` in `.done/`.
    case outputWritten = "output-written"
    /// Reading failed; `NAME.error.json` is in place and the input is about to move to `destination` in `.failed/`.
    case failing
    /// Finished: the input is in `.done/` (or `.failed/`).
    case moved
}

/// One journal row.
public struct WatchEntry: Equatable, Sendable {
    public var name: String
    public var state: WatchState
    public var outputs: [String]
    public var destination: String?
    public var error: String?
    /// How many times reading this file has started. A row left in `processing` by a previous run
    /// means its last reading was interrupted, so for such a row every attempt was an interruption.
    public var attempts: Int

    public init(name: String, state: WatchState, outputs: [String] = [], destination: String? = nil, error: String? = nil,
                attempts: Int = 0) {
        self.name = name
        self.state = state
        self.outputs = outputs
        self.destination = destination
        self.error = error
        self.attempts = attempts
    }
}

/// The watcher's journal: a row per inbox file name, in SQLite (WAL, synchronous=FULL), each state
/// change its own transaction. Used from one thread: the watcher's loop.
public final class WatchJournal {
    let database: SQLiteDatabase

    public init(path: String) throws {
        database = try SQLiteDatabase(path: path)
        try database.execute("""
            CREATE TABLE IF NOT EXISTS files (
                name TEXT PRIMARY KEY,
                state TEXT NOT NULL,
                outputs TEXT NOT NULL DEFAULT '',
                destination TEXT,
                error TEXT,
                updated REAL NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0
            )
            """)
        try addAttemptsColumn()
    }

    /// Journals written before attempts were counted lack the column: add it, counting 0 for their
    /// rows. Checked and added in one write transaction, so two watchers opening the same old
    /// journal at once cannot both add it.
    private func addAttemptsColumn() throws {
        try database.transaction {
            let columns = try database.query("PRAGMA table_info(files)").compactMap { $0["name"]?.string }
            if !columns.contains("attempts") {
                try database.execute("ALTER TABLE files ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0")
            }
        }
    }

    public func set(_ entry: WatchEntry) throws {
        try database.transaction {
            try database.query("""
                INSERT INTO files (name, state, outputs, destination, error, updated, attempts) VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(name) DO UPDATE SET state = excluded.state, outputs = excluded.outputs,
                    destination = excluded.destination, error = excluded.error, updated = excluded.updated,
                    attempts = excluded.attempts
                """, [.text(entry.name), .text(entry.state.rawValue), .text(entry.outputs.joined(separator: "\n")),
                      entry.destination.map { .text($0) } ?? .null, entry.error.map { .text($0) } ?? .null,
                      .real(Date().timeIntervalSince1970), .integer(Int64(entry.attempts))])
        }
    }

    /// Drops a row (a file queued, then gone before it settled).
    public func forget(_ name: String) throws {
        try database.query("DELETE FROM files WHERE name = ?", [.text(name)])
    }

    public func entry(_ name: String) throws -> WatchEntry? {
        try database.query("SELECT * FROM files WHERE name = ?", [.text(name)]).first.flatMap(Self.entry(row:))
    }

    /// Rows not yet `moved`, oldest change first.
    public func unfinished() throws -> [WatchEntry] {
        try database.query("SELECT * FROM files WHERE state != ? ORDER BY updated", [.text(WatchState.moved.rawValue)])
            .compactMap(Self.entry(row:))
    }

    private static func entry(row: [String: SQLiteDatabase.Value]) -> WatchEntry? {
        guard let name = row["name"]?.string, let state = row["state"]?.string.flatMap(WatchState.init(rawValue:)) else { return nil }
        let outputs = (row["outputs"]?.string ?? "").split(separator: "\n").map(String.init)
        return WatchEntry(name: name, state: state, outputs: outputs, destination: row["destination"]?.string, error: row["error"]?.string,
                          attempts: Int(row["attempts"]?.int ?? 0))
    }
}
