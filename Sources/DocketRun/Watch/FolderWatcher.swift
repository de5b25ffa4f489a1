import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches INBOX; each complete document is read by `processor` (its texts written atomically into
/// OUTBOX, one per extension), then moved into `INBOX/.done/`; a failure moves it into
/// `INBOX/.failed/` beside `NAME.error.json`. Up to `jobs` files are read at once, each on its own
/// thread, so a slow file holds up only its own slot. A journal makes every step restartable after
/// a crash, and a file whose reading was interrupted too often is set aside (`WatchRecovery`).
///
/// One thread, the caller's, owns the journal, the queue and the log; reading threads only read and
/// write their own outputs, then hand the result back through `FinishedReadings`.
public final class FolderWatcher {
    /// Reads the settled inbox file at `path` and returns the texts to write, one per output
    /// extension, in order: nil for an output the document has none of (a calendar of a document
    /// that is not coursework), so no file is written for it. Throws (the message naming the file)
    /// when the document cannot be read. Called on reading threads, up to `jobs` at once.
    public typealias Processor = @Sendable (String) throws -> [String?]

    let configuration: WatchConfiguration
    let processor: Processor
    let log: EventLog
    let done: String
    let failed: String
    let journal: WatchJournal
    let finished: FinishedReadings
    var stop: StopSignal?
    /// Files waiting to settle: their last signature and since when it has held.
    var pending: [String: (signature: WatchFiles.Signature, since: Double)] = [:]
    /// Files whose reading a previous run left interrupted: the output paths it recorded (reused, so
    /// nothing is duplicated) and how many readings were interrupted.
    var interrupted: [String: (outputs: [String], attempts: Int)] = [:]
    /// Files being read now: the output paths they will write, and which attempt this is.
    var reading: [String: (outputs: [String], attempt: Int)] = [:]
    var summary = WatchSummary()

    /// Opens the journal (default `INBOX/.docket-journal.sqlite`).
    public init(configuration: WatchConfiguration, log: EventLog, processor: @escaping Processor) throws {
        self.configuration = configuration
        self.processor = processor
        self.log = log
        done = (configuration.inbox as NSString).appendingPathComponent(".done")
        failed = (configuration.inbox as NSString).appendingPathComponent(".failed")
        journal = try WatchJournal(path: configuration.journalPath
                                   ?? (configuration.inbox as NSString).appendingPathComponent(".docket-journal.sqlite"))
        finished = try FinishedReadings()
    }

    static func now() -> Double { Date().timeIntervalSince1970 }

    /// Runs until SIGTERM or SIGINT (after the files in hand), or with `once` when nothing is left;
    /// returns how many files were done and failed.
    @discardableResult
    public func run() throws -> WatchSummary {
        let manager = FileManager.default
        for folder in [configuration.outbox, done, failed] {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        if configuration.handlesSignals { stop = StopSignal() }
        log.log("started", "started: watching \(configuration.inbox) → \(configuration.outbox)",
                ["inbox": configuration.inbox, "outbox": configuration.outbox, "jobs": "\(configuration.jobs)"])
        let removed = WatchFiles.removeTemporaries(in: configuration.outbox) + WatchFiles.removeTemporaries(in: failed)
        if removed > 0 { log.log("cleanup", "removed \(removed) temporary file(s) left by a crash", ["count": "\(removed)"]) }
        try recover()

        #if os(Linux)
        var inotify: InotifyWatch? = nil
        if configuration.pollInterval == nil {
            inotify = InotifyWatch(folder: configuration.inbox)
            if inotify == nil { log.log("fallback", "inotify unavailable: polling every 1 s", [:]) }
        }
        let polling = inotify == nil
        #else
        let polling = true
        #endif
        let interval = configuration.pollInterval ?? 1
        rescan("start-up")
        var lastScan = Self.now()

        while true {
            let handled = try finishReadings()
            let stopping = stop?.check() ?? false
            if stopping && reading.isEmpty { break }
            let started = stopping ? 0 : try startReady()
            if configuration.once && pending.isEmpty && reading.isEmpty { break }
            // While stopping, only finished readings matter: a second signal or new arrivals must
            // not wake the loop over and over.
            var fds = [pollfd(fd: finished.fd, events: Int16(POLLIN), revents: 0)]
            if !stopping, let stop, stop.fd >= 0 { fds.append(pollfd(fd: stop.fd, events: Int16(POLLIN), revents: 0)) }
            #if os(Linux)
            if !stopping, let inotify { fds.append(pollfd(fd: inotify.fd, events: Int16(POLLIN), revents: 0)) }
            #endif
            let wait: Double = handled + started > 0 ? 0 : (!pending.isEmpty && !stopping ? 0.1 : (polling ? interval : 1))
            _ = poll(&fds, nfds_t(fds.count), Int32(wait * 1000))
            if stopping { continue }
            #if os(Linux)
            if let inotify {
                for event in inotify.read() {
                    switch event {
                    case .arrived(let name): queue(name)
                    case .overflow:
                        log.log("overflow", "overflow: inotify queue overflowed", [:])
                        rescan("overflow")
                    }
                }
            }
            #endif
            if polling && Self.now() - lastScan >= interval {
                for name in WatchFiles.scan(configuration.inbox) { queue(name) }
                lastScan = Self.now()
            }
        }
        log.log("stopping", configuration.once && !(stop?.requested ?? false) ? "stopping: nothing left" : "stopping",
                ["done": "\(summary.done)", "failed": "\(summary.failed)"])
        return summary
    }

    // MARK: Queue

    func path(_ name: String) -> String { (configuration.inbox as NSString).appendingPathComponent(name) }

    func rescan(_ reason: String) {
        let names = WatchFiles.scan(configuration.inbox)
        log.log("rescan", "rescan (\(reason)): \(names.count) file(s)", ["reason": reason, "count": "\(names.count)"])
        for name in names { queue(name) }
    }

    func queue(_ name: String) {
        guard !name.contains("/"), !WatchFiles.isIgnored(name), reading[name] == nil else { return }
        guard let signature = WatchFiles.signature(path(name)) else { return }
        if let known = pending[name] {
            if known.signature != signature { pending[name] = (signature, Self.now()) }
            return
        }
        pending[name] = (signature, Self.now())
        do {
            let earlier = interrupted[name]
            try journal.set(WatchEntry(name: name, state: .seen, outputs: earlier?.outputs ?? [], attempts: earlier?.attempts ?? 0))
        } catch {
            log.log("error", "journal: \(error)", ["error": "\(error)"])
        }
        log.log("queued", "queued \(name)", ["file": name])
    }

    /// Starts reading the files that have settled, oldest first, while reading slots are free;
    /// returns how many started.
    func startReady() throws -> Int {
        let now = Self.now()
        var ready: [(name: String, since: Double)] = []
        for (name, known) in pending {
            guard let signature = WatchFiles.signature(path(name)) else {
                pending[name] = nil
                try journal.forget(name)
                log.log("gone", "gone before it was complete: \(name)", ["file": name])
                continue
            }
            if signature != known.signature {
                pending[name] = (signature, now)
            } else if now - known.since >= configuration.settle {
                ready.append((name, known.since))
            }
        }
        ready.sort { ($0.since, $0.name) < ($1.since, $1.name) }
        let free = max(0, max(1, configuration.jobs) - reading.count)
        for item in ready.prefix(free) {
            pending[item.name] = nil
            try start(item.name)
        }
        return min(free, ready.count)
    }
}
