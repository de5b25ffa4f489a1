import Foundation

/// Progress and the closing summary of a batch, on standard error: a one-line bar with the counts
/// and the current file on a terminal, a plain "[3/20] path" line per input otherwise, nothing
/// with `quiet` (failures and warnings are always printed, one line each).
public final class BatchProgress {
    public enum Style: Sendable { case bar, lines, quiet }

    public let total: Int
    public let style: Style
    private let write: (String) -> Void
    private let started = Date()
    private var done = 0
    private var barShown = false
    public private(set) var processed = 0
    public private(set) var cached = 0
    public private(set) var tasks = 0
    public private(set) var failures: [String] = []
    /// What the language model cost over the documents it read in this run (cached ones cost nothing).
    public private(set) var llmDocuments = 0
    public private(set) var llmRequests = 0
    public private(set) var llmPromptTokens = 0
    public private(set) var llmCompletionTokens = 0

    /// `write` gets raw text for standard error (the default writes it there).
    public init(total: Int, style: Style, write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.total = total
        self.style = style
        self.write = write
    }

    /// `.bar` when standard error is a terminal, else `.lines`; `.quiet` when asked.
    public static func style(quiet: Bool) -> Style {
        quiet ? .quiet : (isatty(STDERR_FILENO) == 1 ? .bar : .lines)
    }

    /// A warning or failure line ("docket: " is added), clearing the bar first.
    public func message(_ line: String) {
        clearBar()
        write("docket: \(line)\n")
    }

    /// An input that failed before the batch (a folder that cannot be listed).
    public func failedBeforeStart(_ line: String) {
        failures.append(line)
        message(line)
    }

    /// One input done, in order.
    public func record(_ item: BatchItem) {
        done += 1
        switch item.outcome {
        case .understood(let document, let wasCached):
            processed += 1
            if wasCached { cached += 1 }
            tasks += document.tasks.count
            if let usage = document.llm, !wasCached {
                llmDocuments += 1
                llmRequests += usage.requests
                llmPromptTokens += usage.promptTokens
                llmCompletionTokens += usage.completionTokens
            }
            for warning in document.warnings { message("\(item.name): warning: \(warning)") }
        case .failed(let line):
            failures.append(line)
            message(line)
        }
        switch style {
        case .quiet: break
        case .lines: write("[\(done)/\(total)] \(item.name)\n")
        case .bar:
            let width = 24
            let filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            var name = item.name
            if name.count > 40 { name = "…" + name.suffix(39) }
            write("\r\u{1B}[2K[\(bar)] \(done)/\(total) \(failures.isEmpty ? "" : "(\(failures.count) failed) ")\(name)")
            barShown = true
        }
    }

    /// The closing lines: processed, cached, failed (each with its reason), tasks, what a language
    /// model cost (when one was asked), elapsed time.
    public var summary: [String] {
        var lines = ["processed: \(processed) of \(total)", "cached: \(cached)", "failed: \(failures.count)"]
        lines += failures.map { "  \($0)" }
        lines.append("tasks: \(tasks)")
        if llmDocuments > 0 {
            let perDocument = (llmPromptTokens + llmCompletionTokens) / llmDocuments
            lines.append("llm: \(llmRequests) requests, \(llmPromptTokens) prompt + \(llmCompletionTokens) completion tokens "
                         + "over \(llmDocuments) documents (\(perDocument) per document)")
        }
        lines.append(String(format: "elapsed: %.2f s", Date().timeIntervalSince(started)))
        return lines
    }

    /// Prints the summary unless quiet.
    public func finish() {
        clearBar()
        guard style != .quiet else { return }
        write(summary.map { "docket: \($0)\n" }.joined())
    }

    private func clearBar() {
        if barShown { write("\r\u{1B}[2K") }
        barShown = false
    }
}
