/// Why the worker pool could not return a document's result. ``description`` is the one line the
/// command line prints: the file, then the reason.
public enum WorkerFailure: Error, CustomStringConvertible, Equatable, Sendable {
    /// The document ran past `--doc-timeout`; its worker was killed.
    case timedOut(file: String, seconds: Double)
    /// The worker's resident memory passed `--doc-memory`; it was killed.
    case overMemory(file: String, megabytes: Int)
    /// The worker died from a signal, on a known page when it had said which one it was reading.
    case crashed(file: String, signal: Int32, page: Int?)
    /// The worker exited on its own in the middle of a document.
    case exited(file: String, status: Int32, page: Int?)
    /// The worker answered with something that is not a frame of the protocol.
    case garbled(file: String, reason: String)
    /// No worker could be started (or the pool was shut down).
    case unavailable(file: String, reason: String)

    public var file: String {
        switch self {
        case .timedOut(let file, _), .overMemory(let file, _), .crashed(let file, _, _), .exited(let file, _, _),
             .garbled(let file, _), .unavailable(let file, _):
            return file
        }
    }

    public var reason: String {
        switch self {
        case .timedOut(_, let seconds):
            return "took longer than \(Self.seconds(seconds)) s (--doc-timeout)"
        case .overMemory(_, let megabytes):
            return "used more than \(megabytes) MB (--doc-memory)"
        case .crashed(_, let signal, let page):
            return "the reader crashed (signal \(signal))" + (page.map { " on page \($0)" } ?? "")
        case .exited(_, let status, let page):
            return "the reader exited unexpectedly (status \(status))" + (page.map { " on page \($0)" } ?? "")
        case .garbled(_, let reason):
            return "the reader's reply was garbled: \(reason)"
        case .unavailable(_, let reason):
            return "no reader process: \(reason)"
        }
    }

    public var description: String { "\(file): \(reason)" }

    /// "300", "2", "0.5": whole seconds without a fraction.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
