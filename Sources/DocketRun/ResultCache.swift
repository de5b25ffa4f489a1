import Docket
import DocketStore
import Foundation

/// Understood documents kept between runs, keyed by the input's SHA-256, Docket's version and a
/// hash of the settings that change results. Stored as the `UnderstoodDocument`'s JSON in SQLite;
/// on a hit the `source` is rewritten to the path the input has now.
///
/// A damaged cache is never trusted: a file that is not a database or fails SQLite's integrity
/// check is deleted and built again, and a row that does not decode is dropped; each says so
/// through `warn`. Safe to share between threads.
public final class ResultCache: @unchecked Sendable {
    public let path: String
    /// Docket's version and anything else that makes results of one build differ from another's.
    public let version: String
    /// `ResultCache.configurationHash(_:)` of the settings in use.
    public let configuration: String
    private let database: SQLiteDatabase
    private let warn: @Sendable (String) -> Void
    private let lock = NSLock()

    /// Opens (creating, or rebuilding when damaged) `cache.sqlite` in `directory`.
    public init(directory: String, version: String, configuration: String,
                warn: @escaping @Sendable (String) -> Void) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = (directory as NSString).appendingPathComponent("cache.sqlite")
        self.path = path
        self.version = version
        self.configuration = configuration
        self.warn = warn
        do {
            database = try Self.open(path)
        } catch {
            warn("cache \(path) is damaged (\(error)); deleting it and starting a new one")
            Self.remove(path)
            database = try Self.open(path)
        }
    }

    /// The default folder: `$XDG_CACHE_HOME/docket`, else `~/.cache/docket`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return (xdg as NSString).appendingPathComponent("docket")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return ((home as NSString).appendingPathComponent(".cache") as NSString).appendingPathComponent("docket")
    }

    /// A stable hash of the settings that change results, whatever order they are given in.
    public static func configurationHash(_ settings: [String: String]) -> String {
        let text = settings.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
        return SHA256.hex(Array(text.utf8))
    }

    /// The stored result for an input with this SHA-256, its source set to `source`; nil on a miss.
    public func lookup(sha256: String, source: String) -> UnderstoodDocument? {
        lock.lock()
        defer { lock.unlock() }
        let key = key(sha256)
        let rows: [[String: SQLiteDatabase.Value]]
        do {
            rows = try database.query("SELECT document FROM results WHERE key = ?", [.text(key)])
        } catch {
            warn("cache \(path): \(error); reading without it")
            return nil
        }
        guard let row = rows.first else { return nil }
        guard let data = row["document"]?.data, var document = try? JSONDecoder().decode(UnderstoodDocument.self, from: data),
              document.sha256 == sha256 else {
            warn("cache \(path): an entry for \(source) does not decode; dropping it")
            _ = try? database.query("DELETE FROM results WHERE key = ?", [.text(key)])
            return nil
        }
        document.source = source
        return document
    }

    /// Keeps a result for next time. A failure to write only costs the next run some work.
    public func store(_ document: UnderstoodDocument) {
        guard let data = try? JSONEncoder().encode(document) else { return }
        lock.lock()
        defer { lock.unlock() }
        do {
            try database.query("INSERT OR REPLACE INTO results (key, document, stored) VALUES (?, ?, ?)",
                               [.text(key(document.sha256)), .blob(data), .integer(Int64(Date().timeIntervalSince1970))])
        } catch {
            warn("cache \(path): \(error); not stored")
        }
    }

    /// Entries in the cache.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return Int((try? database.query("SELECT count(*) AS n FROM results").first?["n"]?.int) ?? 0)
    }

    private func key(_ sha256: String) -> String {
        SHA256.hex(Array("\(sha256)\n\(version)\n\(configuration)".utf8))
    }

    private static func open(_ path: String) throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: path)
        // A cache: losing the last write in a power cut costs only a recomputation.
        try database.execute("PRAGMA synchronous=NORMAL")
        try database.execute("CREATE TABLE IF NOT EXISTS results (key TEXT PRIMARY KEY, document BLOB NOT NULL, stored INTEGER)")
        guard try database.integrityCheck() else {
            throw CacheDamage(message: "integrity check failed")
        }
        _ = try database.query("SELECT key, document FROM results LIMIT 1")
        return database
    }

    private static func remove(_ path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}

private struct CacheDamage: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
