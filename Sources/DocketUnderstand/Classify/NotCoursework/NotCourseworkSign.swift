import Foundation

/// A shape of writing that is not coursework although it may use coursework's words: source code,
/// software documentation, notes, a transcript, a bibliography. A sign looks at the whole document
/// and says which line shows the shape; it never weighs coursework cues (the classifier does).
protocol NotCourseworkSign: Sendable {
    /// The line that shows the shape, with a short description of what was seen, when the document
    /// as a whole has it; nil otherwise.
    func found(in lines: [DocumentLine]) -> NotCourseworkSighting?
}

/// What a ``NotCourseworkSign`` saw, and where.
struct NotCourseworkSighting: Sendable {
    /// For the classification's evidence: "source code (82% of lines)".
    var cue: String
    var line: DocumentLine
}

extension NotCourseworkSign {
    /// Whether one line names a deliverable and a calendar date: what a student would put in a
    /// planner. A transcript, a reading list or notes that have such a line are left to the
    /// coursework cues, so a real deadline is never dropped because the rest of the page looks
    /// like something else.
    static func namesDatedDeliverable(_ lines: [DocumentLine]) -> Bool {
        lines.contains { line in !line.dates.isEmpty && line.hits.contains { $0.type != .other } }
    }

    /// How many lines name a deliverable and a calendar date, counted up to `limit`.
    static func datedDeliverableLines(_ lines: [DocumentLine], atMost limit: Int) -> Int {
        var count = 0
        for line in lines where !line.dates.isEmpty && line.hits.contains(where: { $0.type != .other }) {
            count += 1
            if count >= limit { break }
        }
        return count
    }

    /// The lines that pass `test`, when they are at least `share` of all lines; nil as soon as so many
    /// lines have failed that they cannot be (most documents are coursework, and a sign should cost
    /// them little).
    static func lines(_ lines: [DocumentLine], atLeast share: Double, where test: (DocumentLine) -> Bool) -> [DocumentLine]? {
        let allowedMisses = Int((Double(lines.count) * (1 - share)).rounded(.down))
        var passed: [DocumentLine] = [], misses = 0
        for line in lines {
            if test(line) {
                passed.append(line)
            } else {
                misses += 1
                if misses > allowedMisses { return nil }
            }
        }
        return passed
    }

    /// Whether an ASCII line has the mark, read from its bytes (each character of an ASCII line is one
    /// byte), or else the answer Foundation's search gives, which costs more than the rest of a sign's
    /// look at the line.
    static func has(_ mark: UInt8, in text: String, else search: @autoclosure () -> Bool) -> Bool {
        text.utf8.allSatisfy({ $0 < 0x80 }) ? text.utf8.contains(mark) : search()
    }

    /// A compiled pattern written in the source (never one built from input).
    static func pattern(_ source: String, _ options: NSRegularExpression.Options = [.caseInsensitive]) -> NSRegularExpression {
        // swiftlint:disable:next force_try
        try! NSRegularExpression(pattern: source, options: options)
    }
}
