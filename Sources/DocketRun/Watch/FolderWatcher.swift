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
    /// extension, in order; throws (the message naming the file) when the document cannot be read.
    /// Called on reading threads, up to `jobs` at once.
    public typealias Processor = @Sendable (String) throws -> [String]

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

    // MARK: One document

    /// Output paths for `name`: `OUTBOX/stem.ext`, or `stem-2.ext`, … when any of them is taken on
    /// disk or promised to a file being read (or to be read again).
    func plannedOutputs(_ name: String) -> [String] {
        let promised = Set(reading.values.flatMap(\.outputs)).union(interrupted.values.flatMap(\.outputs))
        let stem = (name as NSString).deletingPathExtension
        var candidate = stem
        var counter = 2
        while true {
            let paths = configuration.extensions.map { (configuration.outbox as NSString).appendingPathComponent(candidate + "." + $0) }
            if !paths.contains(where: { promised.contains($0) || FileManager.default.fileExists(atPath: $0) }) { return paths }
            candidate = "\(stem)-\(counter)"
            counter += 1
        }
    }

    /// Journals the attempt, then reads on a thread of its own.
    func start(_ name: String) throws {
        let earlier = interrupted.removeValue(forKey: name)
        let outputs = earlier.map(\.outputs).flatMap { $0.isEmpty ? nil : $0 } ?? plannedOutputs(name)
        let attempt = (earlier?.attempts ?? 0) + 1
        try journal.set(WatchEntry(name: name, state: .processing, outputs: outputs, attempts: attempt))
        reading[name] = (outputs, attempt)
        log.log("reading", attempt > 1 ? "reading \(name) (attempt \(attempt))" : "reading \(name)",
                ["file": name, "attempt": "\(attempt)"])
        let path = self.path(name), processor = self.processor, finished = self.finished
        let thread = Thread {
            finished.post(Self.read(name: name, path: path, outputs: outputs, processor: processor))
        }
        thread.stackSize = 8 << 20  // as the main thread: parsers recurse
        thread.start()
    }

    /// On a reading thread: the document's texts, written to `outputs`.
    static func read(name: String, path: String, outputs: [String], processor: Processor) -> FinishedReadings.Reading {
        #if DEBUG
        WatchTestStall.pauseIfAsked(for: name)
        #endif
        let texts: [String]
        do {
            texts = try processor(path)
        } catch {
            return .init(name: name, result: .unreadable("\(error)"))
        }
        guard texts.count == outputs.count else {
            return .init(name: name, result: .unreadable("\(path): expected \(outputs.count) outputs, got \(texts.count)"))
        }
        do throws(WatchFileError) {
            for (text, output) in zip(texts, outputs) {
                try WatchFiles.writeAtomically(Data(text.utf8), to: output)
            }
        } catch {
            return .init(name: name, result: .outputFailed(error))
        }
        return .init(name: name, result: .written)
    }

    /// Completes the readings that finished: done, or failed. An output that could not be written
    /// stops the watcher (OUTBOX is broken for every file, not just this one).
    func finishReadings() throws -> Int {
        let readings = finished.take()
        for item in readings {
            guard let (outputs, attempt) = reading.removeValue(forKey: item.name) else { continue }
            switch item.result {
            case .written:
                let destination = WatchFiles.unique(item.name, in: done)
                try journal.set(WatchEntry(name: item.name, state: .outputWritten, outputs: outputs, destination: destination,
                                           attempts: attempt))
                try finishDone(item.name, destination: destination, outputs: outputs, attempts: attempt)
            case .unreadable(let reason):
                try fail(item.name, reason: reason, attempts: attempt)
            case .outputFailed(let error):
                throw error
            }
        }
        return readings.count
    }

    func finishDone(_ name: String, destination: String, outputs: [String], attempts: Int) throws {
        let target = FileManager.default.fileExists(atPath: destination) ? WatchFiles.unique(name, in: done) : destination
        try WatchFiles.move(path(name), to: target)
        try journal.set(WatchEntry(name: name, state: .moved, outputs: outputs, destination: target, attempts: attempts))
        summary.done += 1
        log.log("done", "done \(name) → \(outputs.joined(separator: ", "))", ["file": name, "output": outputs.joined(separator: ",")])
    }

    func fail(_ name: String, reason: String, destination: String? = nil, attempts: Int) throws {
        var target = destination ?? WatchFiles.unique(name, in: failed)
        if FileManager.default.fileExists(atPath: target) { target = WatchFiles.unique(name, in: failed) }
        let report = ["file": name, "error": reason, "time": ISO8601DateFormatter().string(from: Date())]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try WatchFiles.writeAtomically(try encoder.encode(report) + Data("\n".utf8), to: target + ".error.json")
        try journal.set(WatchEntry(name: name, state: .failing, destination: target, error: reason, attempts: attempts))
        try WatchFiles.move(path(name), to: target)
        try journal.set(WatchEntry(name: name, state: .moved, destination: target, error: reason, attempts: attempts))
        summary.failed += 1
        log.log("failed", "failed \(name): \(reason)", ["file": name, "error": reason])
    }

    // MARK: Recovery

    /// Completes what a previous run left in flight (see `WatchRecovery`).
    func recover() throws {
        for entry in try journal.unfinished() {
            let present = WatchFiles.signature(path(entry.name)) != nil
            switch WatchRecovery.action(for: entry, inputPresent: present, maximumInterruptions: configuration.maximumInterruptions) {
            case .redo(let name, let outputs, let attempts):
                interrupted[name] = (outputs, attempts)
                log.log("recover", "recover \(name): was being read, reading it again", ["file": name, "action": "redo"])
            case .setAside(let name, let attempts):
                log.log("recover", "recover \(name): reading was interrupted \(attempts) times, setting it aside",
                        ["file": name, "action": "set-aside"])
                // Outputs a killed reading wrote before the others belong to no finished file.
                for output in entry.outputs { unlink(output) }
                try fail(name, reason: WatchRecovery.setAsideReason(attempts: attempts), attempts: attempts)
            case .finishDone(let name, let destination):
                log.log("recover", "recover \(name): output written, moving it to .done", ["file": name, "action": "move"])
                try finishDone(name, destination: destination, outputs: entry.outputs, attempts: entry.attempts)
            case .finishFailed(let name, let destination, let error):
                log.log("recover", "recover \(name): failed, moving it to .failed", ["file": name, "action": "move"])
                try fail(name, reason: error, destination: destination, attempts: entry.attempts)
            case .markMoved:
                var finished = entry
                finished.state = .moved
                try journal.set(finished)
            case .forget(let name):
                try journal.forget(name)
            }
        }
    }
}
