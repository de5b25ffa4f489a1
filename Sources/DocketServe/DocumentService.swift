import Docket
import DocketRun
import Foundation
import Hummingbird

/// Reads uploaded documents: each is written to a temporary file this service owns, read by the
/// ``DocumentReader`` (off the async threads: a worker pool blocks), and deleted after.
public struct DocumentService: Sendable {
    public let reader: any DocumentReader
    public let admission: Admission
    public let metrics: ServeMetrics
    /// Where uploads are written while they are read.
    public let directory: URL
    /// Seconds a client is told to wait after a 429.
    public let retryAfter: Int

    public init(reader: any DocumentReader, admission: Admission, metrics: ServeMetrics, directory: URL, retryAfter: Int = 1) {
        self.reader = reader
        self.admission = admission
        self.metrics = metrics
        self.directory = directory
        self.retryAfter = retryAfter
    }

    /// A private folder for uploads under the system's temporary folder.
    public static func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-serve-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return url
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

    /// Reads one document whose bytes are at `path` (deleted afterwards, whatever happens),
    /// reporting it under `name`. A failure is a ``Problem`` with the CLI's one line.
    public func read(path: URL, name: String, query: DocumentQuery) async throws(Problem) -> UnderstoodDocument {
        defer { try? FileManager.default.removeItem(at: path) }
        let reader = self.reader
        let item: BatchItem = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: reader.read(path: path.path, overrides: query.overrides))
            }
        }
        switch item.outcome {
        case .understood(var document, _):
            metrics.documentRead(failed: false)
            document.source = name
            return document
        case .failed(let message):
            metrics.documentRead(failed: true)
            let reason = Self.reason(message, path: path.path)
            throw Problem(Problem.status(forReason: reason), "\(name): \(reason)")
        }
    }

    /// The reason from `FILE: REASON`, with the temporary file's name taken off.
    static func reason(_ message: String, path: String) -> String {
        for prefix in [path + ": ", "request: "] where message.hasPrefix(prefix) {
            return String(message.dropFirst(prefix.count))
        }
        return message
    }

    /// A fresh temporary file name in ``directory``.
    public func temporaryFile() -> URL {
        directory.appendingPathComponent(UUID().uuidString)
    }
}
