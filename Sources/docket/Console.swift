import Foundation

/// Writes to standard output and standard error, unbuffered by line so pipes see results as they come.
enum Console {
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes text as it is, no newline added.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// An informational line on standard error.
    static func note(_ text: String) {
        FileHandle.standardError.write(Data(("docket: note: " + text + "\n").utf8))
    }

    /// A usage error on standard error, as swift-argument-parser writes them (no "docket: " prefix).
    static func usageError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(("docket: " + text + "\n").utf8))
    }
}
