import Foundation

/// Progress and the closing summary of a batch, on standard error: a one-line bar with the counts
/// and the current file on a terminal, a plain "[3/20] path" line per input otherwise, nothing
/// with `quiet` (failures and warnings are always printed, one line each).
public final class BatchProgress {
    public enum Style: Sendable { case bar, lines, quiet }

    public let total: Int
    public let style: Style
    private let write: (String) -> Void
    private let columns: () -> Int?
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

    /// `write` gets raw text for standard error (the default writes it there); `columns` is the
    /// terminal's width (the default asks standard error's terminal before each bar).
    public init(total: Int, style: Style, write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) },
                columns: @escaping () -> Int? = { TerminalWidth.columns() }) {
        self.total = total
        self.style = style
        self.write = write
        self.columns = columns
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
            write("\r\u{1B}[2K" + Self.barLine(done: done, total: total, failed: failures.count, name: item.name,
                                               columns: columns() ?? 80))
            barShown = true
        }
    }

    /// The bar as one line narrower than the terminal ("[######------] 3/20 (1 failed) …/path"):
    /// a line as wide as the terminal or wider wraps, and "\r" then clears only its last row, leaving
    /// the rest as a trail. The name is cut from the left first, then the bar shrinks, then goes.
    public static func barLine(done: Int, total: Int, failed: Int, name: String, columns: Int) -> String {
        let room = max(1, columns - 1)
        let counts = "\(done)/\(total)" + (failed > 0 ? " (\(failed) failed)" : "")
        var width = min(24, max(0, (room - counts.count - 3) / 3))
        if width < 5 { width = 0 }
        let filled = total == 0 ? width : width * min(done, total) / total
        let bar = width > 0 ? "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] " : ""
        var line = bar + counts
        let left = room - line.count - 1
        if left >= 8 {
            line += " " + (name.count > left ? "…" + name.suffix(left - 1) : name)
        }
        return line.count > room ? String(line.prefix(room)) : line
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
