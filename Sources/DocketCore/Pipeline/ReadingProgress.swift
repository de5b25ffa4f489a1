import Foundation

/// Which page a reader is working on, for whoever wants to know: a worker process forwards it to
/// its parent, so that a crash inside a C library can be reported with the page it happened on.
///
/// One observer per process (a worker reads one document at a time). With none, each report costs
/// a lock and a nil check.
public enum ReadingProgress {
    public enum Event: Sendable, Equatable {
        case started(page: Int)
        case finished(page: Int)
    }

    public typealias Observer = @Sendable (Event) -> Void

    private static let lock = NSLock()
    nonisolated(unsafe) private static var observer: Observer?

    /// Sets (or, with nil, removes) the process's observer.
    public static func observe(_ newObserver: Observer?) {
        lock.lock()
        observer = newObserver
        lock.unlock()
    }

    public static func started(page: Int) { report(.started(page: page)) }

    public static func finished(page: Int) { report(.finished(page: page)) }

    private static func report(_ event: Event) {
        lock.lock()
        let current = observer
        lock.unlock()
        current?(event)
    }
}
