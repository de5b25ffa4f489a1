import Docket
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Stop on SIGTERM/SIGINT after the file in hand (off for watchers run inside another program's process).
    public var handlesSignals = true

    public init(inbox: String, outbox: String) {
        self.inbox = inbox
        self.outbox = outbox
    }
}

/// Watches INBOX; each complete document is read by `processor` (its texts written atomically into
/// OUTBOX, one per extension), then moved into `INBOX/.done/`; a failure moves it into
/// `INBOX/.failed/` beside `NAME.error.json`. A journal makes every step restartable after a crash.
public final class FolderWatcher {
    public typealias Processor = (InputDocument) throws -> [String]

    let configuration: WatchConfiguration
    let processor: Processor
    let log: EventLog
    let done: String
    let failed: String
    var journal: WatchJournal!
    /// Files waiting to settle: their last signature and since when it has held.
    var pending: [String: (signature: WatchFiles.Signature, since: Double)] = [:]
    /// Output paths recorded by a run that crashed while processing: reused, so nothing is duplicated.
    var redoOutputs: [String: [String]] = [:]
    var stopRead: Int32 = -1
    var signalSources: [any DispatchSourceSignal] = []

    public init(configuration: WatchConfiguration, log: EventLog, processor: @escaping Processor) {
        self.configuration = configuration
        self.processor = processor
        self.log = log
        done = (configuration.inbox as NSString).appendingPathComponent(".done")
        failed = (configuration.inbox as NSString).appendingPathComponent(".failed")
    }

    static func now() -> Double { Date().timeIntervalSince1970 }

    /// Runs until SIGTERM or SIGINT (after the file in hand), or with `once` when nothing is left.
    public func run() throws {
        let manager = FileManager.default
        for folder in [configuration.outbox, done, failed] {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        journal = try WatchJournal(path: configuration.journalPath
                                   ?? (configuration.inbox as NSString).appendingPathComponent(".docket-journal.sqlite"))
        if configuration.handlesSignals { installSignalHandlers() }
        log.log("started", "started: watching \(configuration.inbox) → \(configuration.outbox)",
                ["inbox": configuration.inbox, "outbox": configuration.outbox])
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
            if stopRequested() { break }
            let handled = try processReady(limit: 20)
            if stopRequested() { break }
            if configuration.once && pending.isEmpty { break }
            var fds = [pollfd(fd: stopRead, events: Int16(POLLIN), revents: 0)]
            #if os(Linux)
            if let inotify { fds.append(pollfd(fd: inotify.fd, events: Int16(POLLIN), revents: 0)) }
            #endif
            let wait: Double = handled > 0 ? 0 : (pending.isEmpty ? (polling ? interval : 1) : 0.1)
            _ = poll(&fds, nfds_t(fds.count), Int32(wait * 1000))
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
        log.log("stopping", configuration.once && !stopRequestedFlag ? "stopping: nothing left" : "stopping", [:])
    }

    // MARK: Queue

    func path(_ name: String) -> String { (configuration.inbox as NSString).appendingPathComponent(name) }

    func rescan(_ reason: String) {
        let names = WatchFiles.scan(configuration.inbox)
        log.log("rescan", "rescan (\(reason)): \(names.count) file(s)", ["reason": reason, "count": "\(names.count)"])
        for name in names { queue(name) }
    }

    func queue(_ name: String) {
        guard !name.contains("/"), !WatchFiles.isIgnored(name) else { return }
        guard let signature = WatchFiles.signature(path(name)) else { return }
        if let known = pending[name] {
            if known.signature != signature { pending[name] = (signature, Self.now()) }
            return
        }
        pending[name] = (signature, Self.now())
        do {
            try journal.set(WatchEntry(name: name, state: .seen, outputs: redoOutputs[name] ?? []))
        } catch {
            log.log("error", "journal: \(error)", ["error": "\(error)"])
        }
        log.log("queued", "queued \(name)", ["file": name])
    }

    /// Reads the files that have settled, oldest first, at most `limit`; returns how many.
    func processReady(limit: Int) throws -> Int {
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
        var count = 0
        for item in ready.prefix(limit) {
            if count > 0 && stopRequested() { break }
            pending[item.name] = nil
            try process(item.name)
            count += 1
        }
        return count
    }

    // MARK: One document

    /// Output paths for `name`: `OUTBOX/stem.ext`, or `stem-2.ext`, … when any of them is taken.
    func plannedOutputs(_ name: String) -> [String] {
        let stem = (name as NSString).deletingPathExtension
        var candidate = stem
        var counter = 2
        while true {
            let paths = configuration.extensions.map { (configuration.outbox as NSString).appendingPathComponent(candidate + "." + $0) }
            if !paths.contains(where: { FileManager.default.fileExists(atPath: $0) }) { return paths }
            candidate = "\(stem)-\(counter)"
            counter += 1
        }
    }

    func process(_ name: String) throws {
        let source = path(name)
        let outputs = redoOutputs.removeValue(forKey: name) ?? plannedOutputs(name)
        try journal.set(WatchEntry(name: name, state: .processing, outputs: outputs))
        let texts: [String]
        do {
            let input = try InputDocument.read(path: source)
            texts = try processor(input)
            guard texts.count == outputs.count else { throw WatchProcessError(message: "expected \(outputs.count) outputs, got \(texts.count)") }
        } catch {
            try fail(name, reason: "\(error)")
            return
        }
        for (text, output) in zip(texts, outputs) {
            try WatchFiles.writeAtomically(Data(text.utf8), to: output)
        }
        let destination = WatchFiles.unique(name, in: done)
        try journal.set(WatchEntry(name: name, state: .outputWritten, outputs: outputs, destination: destination))
        try finishDone(name, destination: destination, outputs: outputs)
    }

    func finishDone(_ name: String, destination: String, outputs: [String]) throws {
        let target = FileManager.default.fileExists(atPath: destination) ? WatchFiles.unique(name, in: done) : destination
        try WatchFiles.move(path(name), to: target)
        try journal.set(WatchEntry(name: name, state: .moved, outputs: outputs, destination: target))
        log.log("done", "done \(name) → \(outputs.joined(separator: ", "))", ["file": name, "output": outputs.joined(separator: ",")])
    }

    func fail(_ name: String, reason: String, destination: String? = nil) throws {
        var target = destination ?? WatchFiles.unique(name, in: failed)
        if FileManager.default.fileExists(atPath: target) { target = WatchFiles.unique(name, in: failed) }
        let report = ["file": name, "error": reason, "time": ISO8601DateFormatter().string(from: Date())]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try WatchFiles.writeAtomically(try encoder.encode(report) + Data("\n".utf8), to: target + ".error.json")
        try journal.set(WatchEntry(name: name, state: .failing, destination: target, error: reason))
        try WatchFiles.move(path(name), to: target)
        try journal.set(WatchEntry(name: name, state: .moved, destination: target, error: reason))
        log.log("failed", "failed \(name): \(reason)", ["file": name, "error": reason])
    }

    // MARK: Recovery

    /// Completes what a previous run left in flight (see `WatchRecovery`).
    func recover() throws {
        for entry in try journal.unfinished() {
            let present = WatchFiles.signature(path(entry.name)) != nil
            switch WatchRecovery.action(for: entry, inputPresent: present) {
            case .redo(let name, let outputs):
                if !outputs.isEmpty { redoOutputs[name] = outputs }
                log.log("recover", "recover \(name): was being read, reading it again", ["file": name, "action": "redo"])
            case .finishDone(let name, let destination):
                log.log("recover", "recover \(name): output written, moving it to .done", ["file": name, "action": "move"])
                try finishDone(name, destination: destination, outputs: entry.outputs)
            case .finishFailed(let name, let destination, let error):
                log.log("recover", "recover \(name): failed, moving it to .failed", ["file": name, "action": "move"])
                try fail(name, reason: error, destination: destination)
            case .markMoved(let name):
                try journal.set(WatchEntry(name: name, state: .moved, outputs: entry.outputs, destination: entry.destination, error: entry.error))
            case .forget(let name):
                try journal.forget(name)
            }
        }
    }

    // MARK: Signals

    var stopRequestedFlag = false

    /// SIGTERM and SIGINT are ignored as signals and delivered by Dispatch, which writes a byte to a
    /// pipe; the loop polls it, so no work happens in a signal handler.
    func installSignalHandlers() {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        stopRead = fds[0]
        let writeEnd = fds[1]
        _ = fcntl(stopRead, F_SETFL, fcntl(stopRead, F_GETFL) | O_NONBLOCK)
        for number in [SIGTERM, SIGINT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                var byte: UInt8 = 1
                _ = write(writeEnd, &byte, 1)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    func stopRequested() -> Bool {
        if stopRequestedFlag { return true }
        guard stopRead >= 0 else { return false }
        var byte: UInt8 = 0
        if read(stopRead, &byte, 1) == 1 { stopRequestedFlag = true }
        return stopRequestedFlag
    }
}

struct WatchProcessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
