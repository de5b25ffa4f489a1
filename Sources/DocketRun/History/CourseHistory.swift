import Docket
import DocketStore
import Foundation

/// Each course's previous results, kept beside the result cache in `history.sqlite`, so that reading
/// a new version of a syllabus can say what changed and calendars can say which events are newer.
///
/// Keyed by identity, not by bytes: the course (``CourseIdentity``) and the kind of document (an
/// assignment sheet also by its file name, so a course's sheets do not replace one another). Reading
/// a document with the same content as the last version changes nothing and reports what the last
/// version changed, so two runs over the same input print the same output. A damaged store is deleted
/// and started again, with a warning, like the cache. Safe to share between threads.
public final class CourseHistory: @unchecked Sendable {
    public let path: String
    private let database: SQLiteDatabase
    private let warn: @Sendable (String) -> Void
    private let lock = NSLock()

    public init(directory: String, warn: @escaping @Sendable (String) -> Void) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = (directory as NSString).appendingPathComponent("history.sqlite")
        self.path = path
        self.warn = warn
        do {
            database = try Self.open(path)
        } catch {
            warn("history \(path) is damaged (\(error)); deleting it and starting a new one")
            for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            database = try Self.open(path)
        }
    }

    /// Records `document` as the latest version of its course's document, `now` (seconds since
    /// 1970) being when a changed item changed. Documents that are not coursework have no history.
    public func record(_ document: UnderstoodDocument, now: Int) -> HistoryVersion {
        guard document.documentType != .other else { return HistoryVersion() }
        let document = document.withIdentities()
        let key = Self.key(of: document)
        lock.lock()
        defer { lock.unlock() }
        let stored = load(key)
        let fingerprint = ItemFingerprint.of(document)
        if let stored, stored.fingerprint == fingerprint {
            // The same version again: the same answer as the first time it was read.
            let changes = stored.previous.map { CourseChanges.between(old: [$0], new: [stored.current]) } ?? []
            return Self.version(changes: changes, items: stored.items)
        }
        let items = Self.revise(stored?.items ?? [:], with: document, now: now)
        let changes = stored.map { CourseChanges.between(old: [$0.current], new: [document]) } ?? []
        save(key, HistoryRecord(fingerprint: fingerprint, current: document, previous: stored?.current, items: items))
        return Self.version(changes: changes, items: items)
    }

    /// Every course document the history holds, as last read, with its items' revisions and the
    /// tasks it lost: what a calendar of everything read so far is built from. Ordered by key.
    public func latest() -> [(document: UnderstoodDocument, version: HistoryVersion)] {
        lock.lock()
        defer { lock.unlock() }
        let rows: [[String: SQLiteDatabase.Value]]
        do {
            rows = try database.query("SELECT key, record FROM courses ORDER BY key")
        } catch {
            warn("history \(path): \(error); reading it as empty")
            return []
        }
        return rows.compactMap { row in
            guard let data = row["record"]?.data, let record = try? JSONDecoder().decode(HistoryRecord.self, from: data) else { return nil }
            return (record.current, Self.version(changes: [], items: record.items))
        }
    }

    /// "chem1210-fall-2025|syllabus"; a sheet adds its file's name.
    static func key(of document: UnderstoodDocument) -> String {
        var key = CourseIdentity(document).key + "|" + document.documentType.rawValue
        if document.documentType != .syllabus { key += "|" + CourseIdentity.fileStem(document.source).lowercased() }
        return key
    }

    /// A changed item gets the next SEQUENCE and `now`; an unchanged one keeps its revision; one that
    /// is gone is cancelled with the next SEQUENCE (once), and remembered.
    static func revise(_ old: [String: ItemState], with document: UnderstoodDocument, now: Int) -> [String: ItemState] {
        var items: [String: ItemState] = [:]
        func update(_ id: String, fingerprint: String, task: DocketTask?) {
            if let before = old[id] {
                let same = before.fingerprint == fingerprint && !before.cancelled
                items[id] = ItemState(fingerprint: fingerprint,
                                      revision: same ? before.revision : EventRevision(sequence: before.revision.sequence + 1, modified: now),
                                      cancelled: false, task: task)
            } else {
                items[id] = ItemState(fingerprint: fingerprint, revision: EventRevision(sequence: 0, modified: now), cancelled: false, task: task)
            }
        }
        for task in document.tasks where items[task.id] == nil { update(task.id, fingerprint: ItemFingerprint.of(task), task: task) }
        for meeting in document.meetings where items[meeting.id] == nil {
            update(meeting.id, fingerprint: ItemFingerprint.of(meeting, in: document), task: nil)
        }
        for (id, before) in old where items[id] == nil {
            var gone = before
            if !before.cancelled {
                gone.cancelled = true
                gone.revision = EventRevision(sequence: before.revision.sequence + 1, modified: now)
            }
            items[id] = gone
        }
        return items
    }

    static func version(changes: [Change], items: [String: ItemState]) -> HistoryVersion {
        HistoryVersion(changes: changes, revisions: items.mapValues(\.revision),
                       cancelled: items.filter { $0.value.cancelled }.sorted { $0.key < $1.key }.compactMap(\.value.task))
    }

    private func load(_ key: String) -> HistoryRecord? {
        do {
            guard let data = try database.query("SELECT record FROM courses WHERE key = ?", [.text(key)]).first?["record"]?.data else {
                return nil
            }
            return try JSONDecoder().decode(HistoryRecord.self, from: data)
        } catch {
            warn("history \(path): the entry for \(key) cannot be read (\(error)); starting it again")
            return nil
        }
    }

    private func save(_ key: String, _ record: HistoryRecord) {
        do {
            let data = try JSONEncoder().encode(record)
            try database.query("INSERT OR REPLACE INTO courses (key, record, stored) VALUES (?, ?, ?)",
                               [.text(key), .blob(data), .integer(Int64(Date().timeIntervalSince1970))])
        } catch {
            warn("history \(path): \(error); this version is not remembered")
        }
    }

    private static func open(_ path: String) throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: path)
        try database.execute("CREATE TABLE IF NOT EXISTS courses (key TEXT PRIMARY KEY, record BLOB NOT NULL, stored INTEGER)")
        guard try database.integrityCheck() else { throw HistoryDamage() }
        _ = try database.query("SELECT key, record FROM courses LIMIT 1")
        return database
    }
}

private struct HistoryDamage: Error, CustomStringConvertible {
    var description: String { "integrity check failed" }
}
