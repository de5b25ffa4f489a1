/// What one run of the watcher did with the files it finished.
public struct WatchSummary: Equatable, Sendable {
    /// Files whose outputs were written and which moved into `.done/`.
    public var done = 0
    /// Files that moved into `.failed/` (unreadable, or set aside after interrupted readings).
    public var failed = 0

    public init(done: Int = 0, failed: Int = 0) {
        self.done = done
        self.failed = failed
    }
}
