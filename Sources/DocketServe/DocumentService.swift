import Docket
import DocketRun
import Foundation
import Hummingbird

/// Reads uploaded documents: each is held in memory (at most `--max-body`, and only while it has a
/// reading slot), and read by the ``DocumentReader`` (off the async threads: a worker pool blocks),
/// which hands the bytes to a worker in its request frame; no file is written. With a
/// ``UploadStore`` the upload is read through the result cache and recorded in the history, so the
/// calendar feed holds it and a later version of it updates its events.
public struct DocumentService: Sendable {
    public let reader: any DocumentReader
    public let admission: Admission
    public let metrics: ServeMetrics
    /// Seconds a client is told to wait after a 429.
    public let retryAfter: Int
    /// The cache and history uploads go through; nil: a stateless service.
    public let store: UploadStore?

    public init(reader: any DocumentReader, admission: Admission, metrics: ServeMetrics, retryAfter: Int = 1,
                store: UploadStore? = nil) {
        self.reader = reader
        self.store = store
        self.admission = admission
        self.metrics = metrics
        self.retryAfter = retryAfter
    }

    /// Takes a reading slot (429 when the line is full), runs `body`, gives the slot back.
    public func admitted<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        guard await admission.enter() else {
            throw Problem(.tooManyRequests, "too many documents in hand; try again in \(retryAfter) s", retryAfter: retryAfter)
        }
        do {
            let value = try await body()
            await admission.leave()
            return value
        } catch {
            await admission.leave()
            throw error
        }
    }

    /// Reads one uploaded document from its bytes, reporting it under `name`. A failure is a
    /// ``Problem`` with the CLI's one line. With a store, the document is recorded in the history:
    /// its version carries the items' revisions, and the document the changes from the course's
    /// previous version, as `docket ingest` reports them.
    public func read(_ bytes: Data, name: String, query: DocumentQuery) async throws(Problem) -> FeedDocument {
        // The reader knows it by a name of no kind: the type is found from the bytes, never from
        // the name the client gave.
        let input = InputDocument(name: "upload-" + UUID().uuidString, data: bytes)
        let reader = self.reader, store = self.store, overrides = query.overrides
        let item: BatchItem = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: store?.read(input, overrides: overrides) ?? reader.read(input, overrides: overrides))
            }
        }
        switch item.outcome {
        case .understood(var document, let cached):
            metrics.documentRead(failed: false)
            if cached { metrics.cacheHit() }
            document.source = name
            guard let store else { return FeedDocument(document: document) }
            let version = store.record(document, now: Int(Date().timeIntervalSince1970))
            document.changes = version.changes
            return FeedDocument(document: document, version: version)
        case .failed(let message):
            metrics.documentRead(failed: true)
            let reason = Self.reason(message, path: input.name)
            throw Problem(Problem.status(forReason: reason), "\(name): \(reason)")
        }
    }

    /// The reason from `FILE: REASON`, with the name the reader knew the upload by taken off.
    static func reason(_ message: String, path: String) -> String {
        for prefix in [path + ": ", "request: "] where message.hasPrefix(prefix) {
            return String(message.dropFirst(prefix.count))
        }
        return message
    }
}
