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
        let tokens = LineTokens(text)
        dates = DateScanner().matches(in: text, tokens: tokens)
        times = TimeScanner().matches(in: text, tokens: tokens)
        hits = TaskVocabulary.hits(in: text, tokens: tokens)
    }

    var reference: SourceReference { SourceReference(page: page, line: number, text: written) }
}
