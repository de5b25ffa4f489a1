import Foundation

/// Results worked out from a document's lines that more than one stage needs (the classifier and the
/// extractor both read the class meetings): the first stage to ask pays for them, the next reuses
/// them. The lines never change after they are read, so neither do these.
final class LinesMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var meetings: [Meeting]?

    func meetings(_ read: () -> [Meeting]) -> [Meeting] {
        lock.lock()
        defer { lock.unlock() }
        if let meetings { return meetings }
        let found = read()
        meetings = found
        return found
    }
}
