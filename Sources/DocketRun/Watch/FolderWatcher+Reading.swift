import Foundation

/// One file's way through the watcher: its output names, its reading on a thread of its own, and
/// its end in `.done/` or `.failed/`.
extension FolderWatcher {
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
        // The names an interrupted reading recorded, unless it wrote other formats (restarted with --ics).
        let recorded = earlier.map(\.outputs).flatMap { $0.count == configuration.extensions.count ? $0 : nil }
        let outputs = recorded ?? plannedOutputs(name)
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
        let texts: [String?]
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
                guard let text else {
                    // None of this kind: nothing written, and nothing left from an interrupted attempt.
                    unlink(output)
                    continue
                }
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
        // The outputs there are: the processor may have had none of a kind (no calendar of a README).
        let written = outputs.filter { FileManager.default.fileExists(atPath: $0) }
        let list = written.isEmpty ? "nothing written" : written.joined(separator: ", ")
        log.log("done", "done \(name) → \(list)", ["file": name, "output": written.joined(separator: ",")])
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
}
