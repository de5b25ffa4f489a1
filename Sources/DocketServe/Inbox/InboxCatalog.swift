import Docket
import DocketRun
import Foundation

/// The documents of the `--inbox` folder, kept up to date for the calendar feed: a file is read
/// (through the worker pool and the cache) when it appears and again whenever its size or
/// modification time changes; one that disappears leaves the feed. Each document read is recorded
/// in the history, whose revisions the feed is written with. The folder is only ever read: no file
/// in it is moved, written or deleted.
///
/// Files are those `docket watch` would take (hidden and temporary files skipped, not recursive).
/// A file is read only once it has been still for ``settleSeconds``, so a half-copied syllabus is
/// not taken for a new version. A file that cannot be read is logged once per version; the feed
/// keeps its last good reading.
public actor InboxCatalog: CalendarSource {
    public nonisolated let folder: String
    public nonisolated let settleSeconds: Double
    private let reading: CachedDocumentReading
    private let history: CourseHistory?
    private let log: @Sendable (String) -> Void
    private var entries: [String: Entry] = [:]
    private var running: Task<Void, Never>?

    private struct Entry {
        var signature: WatchFiles.Signature
        var document: FeedDocument?
    }

    public init(folder: String, reading: CachedDocumentReading, history: CourseHistory?, settleSeconds: Double = 2,
                log: @escaping @Sendable (String) -> Void) {
        self.folder = folder
        self.reading = reading
        self.history = history
        self.settleSeconds = settleSeconds
        self.log = log
    }

    public func documents() async -> [FeedDocument] {
        await refresh()
        return entries.sorted { $0.key < $1.key }.compactMap(\.value.document)
    }

    /// Brings the catalog up to date with the folder; a caller arriving during a scan waits for it.
    public func refresh() async {
        if let running {
            await running.value
            return
        }
        let scan = Task { await self.scan() }
        running = scan
        await scan.value
        running = nil
    }

    private func scan() async {
        var present = Set<String>()
        let now = Date().timeIntervalSince1970
        for name in WatchFiles.scan(folder) {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let signature = WatchFiles.signature(path) else { continue }
            present.insert(path)
            if entries[path]?.signature == signature { continue }
            if Double(signature.mtime) / 1e9 > now - settleSeconds { continue }   // still being written, perhaps
            let reading = self.reading
            let item: BatchItem = await withCheckedContinuation { continuation in
                DispatchQueue.global().async { continuation.resume(returning: reading.read(path: path)) }
            }
            switch item.outcome {
            case .understood(var document, let cached):
                document.source = name
                let version = history?.record(document, now: Int(now)) ?? HistoryVersion()
                entries[path] = Entry(signature: signature, document: FeedDocument(document: document, version: version))
                log("inbox: read \(name)\(cached ? " (cached)" : "")" + (version.changes.isEmpty ? "" : ", \(version.changes.count) change(s)"))
            case .failed(let message):
                entries[path] = Entry(signature: signature, document: entries[path]?.document)
                log("inbox: \(name): \(DocumentService.reason(message, path: path))")
            }
        }
        for path in entries.keys where !present.contains(path) {
            entries[path] = nil
            log("inbox: \((path as NSString).lastPathComponent) is gone; its events leave the calendar")
        }
    }
}
