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

    public init(name: String, state: WatchState, outputs: [String] = [], destination: String? = nil, error: String? = nil) {
        self.name = name
        self.state = state
        self.outputs = outputs
        self.destination = destination
        self.error = error
    }
}

/// The watcher's journal: a row per inbox file name, in SQLite (WAL, synchronous=FULL), each state
/// change its own transaction.
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
                updated REAL NOT NULL
            )
            """)
    }

    public func set(_ entry: WatchEntry) throws {
        try database.transaction {
            try database.query("""
                INSERT INTO files (name, state, outputs, destination, error, updated) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT(name) DO UPDATE SET state = excluded.state, outputs = excluded.outputs,
                    destination = excluded.destination, error = excluded.error, updated = excluded.updated
                """, [.text(entry.name), .text(entry.state.rawValue), .text(entry.outputs.joined(separator: "\n")),
                      entry.destination.map { .text($0) } ?? .null, entry.error.map { .text($0) } ?? .null,
                      .real(Date().timeIntervalSince1970)])
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
        return WatchEntry(name: name, state: state, outputs: outputs, destination: row["destination"]?.string, error: row["error"]?.string)
    }
}

/// What to do, at start-up, about a row a previous run left unfinished.
public enum RecoveryAction: Equatable, Sendable {
    /// Read it again (as if new), overwriting `outputs` if any.
    case redo(name: String, outputs: [String])
    /// Outputs are complete: move the input into `.done/` (to `destination`), do not rewrite them.
    case finishDone(name: String, destination: String)
    /// The error report is written: move the input into `.failed/`.
    case finishFailed(name: String, destination: String, error: String)
    /// Nothing left to do on disk (the input already moved, or it is gone): mark the row finished.
    case markMoved(name: String)
    /// A file queued but never started: the start-up rescan queues it again if it is still there.
    case forget(name: String)
}

public enum WatchRecovery {
    /// Decides, from a row and whether its input is still in the inbox, what completes it.
    public static func action(for entry: WatchEntry, inputPresent: Bool) -> RecoveryAction {
        switch entry.state {
        case .seen:
            return .forget(name: entry.name)
        case .processing:
            // Nothing moved yet; any output written is redone (same paths, overwritten atomically).
            return inputPresent ? .redo(name: entry.name, outputs: entry.outputs) : .markMoved(name: entry.name)
        case .outputWritten:
            guard inputPresent, let destination = entry.destination else { return .markMoved(name: entry.name) }
            return .finishDone(name: entry.name, destination: destination)
        case .failing:
            guard inputPresent, let destination = entry.destination else { return .markMoved(name: entry.name) }
            return .finishFailed(name: entry.name, destination: destination, error: entry.error ?? "failed")
        case .moved:
            return .markMoved(name: entry.name)
        }
    }
}
