import DocketCore

/// A document's line in reading order with its page and line number, read once: its cells, and the
/// dates, times and deliverable names found in it. Every reader works on these facts, so no reader
/// scans a line again.
struct DocumentLine: Sendable {
    var page: Int
    var number: Int
    /// The cells joined by tabs, Markdown marks and runs of spaces removed.
    var text: String
    /// The line exactly as the document model has it.
    var written: String
    var segments: [String]
    /// `text` in lower case (same length in characters for the scripts syllabi use).
    var lower: String
    /// The date expressions in `text`, left to right.
    var dates: [DateScanner.Match]
    /// The clock times in `text`, left to right.
    var times: [TimeScanner.Match]
    /// The deliverables named in `text`, left to right.
    var hits: [TaskVocabulary.Hit]
    /// Marked as a heading by the document ("## Final exam" in Markdown).
    var isHeading = false

    init(page: Int, number: Int, text: String, written: String, segments: [String]) {
        self.page = page
        self.number = number
        self.text = text
        self.written = written
        self.segments = segments
        lower = text.lowercased()
        let tokens = LineTokens(lowercased: lower)
        dates = DateScanner().matches(in: text, tokens: tokens)
        times = TimeScanner().matches(in: text, tokens: tokens)
        hits = TaskVocabulary.hits(in: text, tokens: tokens)
    }

    /// Where this line is, with its text as written; a very long line (a paragraph exported without
    /// line breaks) is quoted by its beginning only, so that a thousand tasks found in one 2 MB line do
    /// not each carry all of it.
    var reference: SourceReference {
        SourceReference(page: page, line: number, text: Self.quoted(written, around: nil))
    }

    /// The same, quoting a long line around the part that matters (a task's name).
    func reference(around range: Range<String.Index>?) -> SourceReference {
        guard written.utf8.count > Self.longestQuote, let range else { return reference }
        return SourceReference(page: page, line: number, text: Self.quoted(text, around: range))
    }

    /// Characters of a long line quoted as its source.
    static let longestQuote = 400

    private static func quoted(_ text: String, around range: Range<String.Index>?) -> String {
        guard text.utf8.count > longestQuote else { return text }
        let half = longestQuote / 2
        let center = range?.lowerBound ?? text.startIndex
        let start = text.index(center, offsetBy: -half, limitedBy: text.startIndex) ?? text.startIndex
        let end = text.index(start, offsetBy: longestQuote, limitedBy: text.endIndex) ?? text.endIndex
        return (start > text.startIndex ? "…" : "") + text[start..<end] + (end < text.endIndex ? "…" : "")
    }
}
