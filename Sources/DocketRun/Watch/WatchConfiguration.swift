/// Settings for `docket watch`.
public struct WatchConfiguration: Sendable {
    public var inbox: String
    public var outbox: String
    /// The journal; default `INBOX/.docket-journal.sqlite`.
    public var journalPath: String?
    /// Output extensions, in the order the processor returns their texts: ["json"] or ["json", "ics"].
    public var extensions: [String] = ["json"]
    /// Scan the folder every this many seconds instead of using inotify.
    public var pollInterval: Double?
    /// Seconds a file's size and mtime must stay unchanged before it is read.
    public var settle: Double = 0.5
    /// Process what is there after the start-up rescan, then return.
    public var once = false
    /// Stop on SIGTERM/SIGINT after the files in hand (off for watchers run inside another program's process).
    public var handlesSignals = true
    /// Files read at once, so one slow file does not hold up the rest of the inbox.
    public var jobs = 1
    /// A file whose reading was interrupted this many times (the watcher crashed, was killed, ran out
    /// of memory or past a limit while on it) is set aside in `.failed/` rather than read again.
    public var maximumInterruptions = 2

    public init(inbox: String, outbox: String) {
        self.inbox = inbox
        self.outbox = outbox
    }
}
