import DocketCore

/// A document's line in reading order with its page and line number, read once: its cells, and the
/// dates, times and deliverable names found in it. Every reader works on these facts, so no reader
/// scans a line again.
struct DocumentLine: Sendable {
    /// The line's facts in one shared box: every reader walks the lines, and copying a line out of the
    /// array then costs one retain instead of one per string and array. Written only through the
    /// setters below, which copy the box first when another line shares it.
    private final class Storage: @unchecked Sendable {
        var page: Int
        var number: Int
        var text: String
        var written: String
        var segments: [String]
        var lower: String
        var dates: [DateScanner.Match]
        var times: [TimeScanner.Match]
        var hits: [TaskVocabulary.Hit]
        var linkedKinds: [TaskType] = []
        var isHeading: Bool
        var cellSpans: [ClosedRange<Double>]?
        var columns: [Int]?
        var columnCount: Int
        var hasExactColumns = false

        init(page: Int, number: Int, text: String, written: String, segments: [String], lower: String,
             dates: [DateScanner.Match], times: [TimeScanner.Match], hits: [TaskVocabulary.Hit], isHeading: Bool,
             cellSpans: [ClosedRange<Double>]? = nil, columns: [Int]? = nil, columnCount: Int? = nil,
             hasExactColumns: Bool = false) {
            self.page = page
            self.number = number
            self.text = text
            self.written = written
            self.segments = segments
            self.lower = lower
            self.dates = dates
            self.times = times
            self.hits = hits
            self.isHeading = isHeading
            self.cellSpans = cellSpans
            self.columns = columns
            self.columnCount = columnCount ?? segments.count
            self.hasExactColumns = hasExactColumns
        }

        func copy() -> Storage {
            let copied = Storage(page: page, number: number, text: text, written: written, segments: segments, lower: lower,
                                 dates: dates, times: times, hits: hits, isHeading: isHeading, cellSpans: cellSpans,
                                 columns: columns, columnCount: columnCount, hasExactColumns: hasExactColumns)
            copied.linkedKinds = linkedKinds
            return copied
        }
    }

    private var storage: Storage

    private mutating func unique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    var page: Int {
        get { storage.page }
        set { unique(); storage.page = newValue }
    }
    var number: Int {
        get { storage.number }
        set { unique(); storage.number = newValue }
    }
    /// The cells joined by tabs, Markdown marks and runs of spaces removed.
    var text: String {
        get { storage.text }
        set { unique(); storage.text = newValue }
    }
    /// The line exactly as the document model has it.
    var written: String {
        get { storage.written }
        set { unique(); storage.written = newValue }
    }
    var segments: [String] {
        get { storage.segments }
        set { unique(); storage.segments = newValue }
    }
    /// `text` in lower case (same length in characters for the scripts syllabi use).
    var lower: String {
        get { storage.lower }
        set { unique(); storage.lower = newValue }
    }
    /// The date expressions in `text`, left to right.
    var dates: [DateScanner.Match] {
        get { storage.dates }
        set { unique(); storage.dates = newValue }
    }
    /// The clock times in `text`, left to right.
    var times: [TimeScanner.Match] {
        get { storage.times }
        set { unique(); storage.times = newValue }
    }
    /// The deliverables named in `text`, left to right; not the words of a link's address.
    var hits: [TaskVocabulary.Hit] {
        get { storage.hits }
        set { unique(); storage.hits = newValue }
    }
    /// The kinds of work the line's link addresses name ("…/homework/hw3.pdf"): no names of tasks, but
    /// a sign of what the page is (a course page links to its assignments and exams).
    var linkedKinds: [TaskType] { storage.linkedKinds }
    /// Where each cell's middle is across the page, when the document placed them (a PDF's or a scan's
    /// cells); nil for text without geometry. A calendar grid's boxes are told apart by it.
    var cellSpans: [ClosedRange<Double>]? {
        get { storage.cellSpans }
        set { unique(); storage.cellSpans = newValue }
    }

    /// How many columns the row has as written, its empty cells counted ("| 2-8 | Goals | | Draft |" has
    /// four, though ``segments`` keeps only the three that say something).
    var columnCount: Int { storage.columnCount }

    /// The column each of ``segments`` stands in, counting the empty cells the row left out; nil when none
    /// was left out and the segments are the columns.
    var columns: [Int]? { storage.columns }

    /// Whether the document delimited the row's cells itself, empty ones included (a Markdown or HTML
    /// table's row), so its columns are the header's; a PDF's or a fixed-width row's cells are where
    /// text was found, and a column left empty shifts the rest.
    var hasExactColumns: Bool { storage.hasExactColumns }

    /// Sets the columns the segments stand in, out of `count` columns the document delimited.
    /// nil `columns`: the segments are the columns, none left out.
    mutating func setColumns(_ columns: [Int]?, count: Int) {
        unique()
        // Rising column numbers as many as the columns are 0, 1, 2…: no map is needed.
        storage.columns = columns.flatMap { $0.count == count ? nil : $0 }
        storage.columnCount = count
        storage.hasExactColumns = true
    }

    /// How many columns the row reaches: up to its last cell that says something (a Markdown row
    /// closed with "||" has an empty column past its header's).
    var reachedColumns: Int { (columns?.last).map { $0 + 1 } ?? segments.count }

    /// Whether the row fits under a header of `width` columns: as wide as it, or, when the document
    /// delimited the cells, reaching no further.
    func fits(width: Int) -> Bool {
        hasExactColumns ? reachedColumns <= width && columnCount >= width - 1 : segments.count == width
    }

    /// The column the segment at `index` stands in.
    func column(ofSegment index: Int) -> Int {
        guard let columns, columns.indices.contains(index) else { return index }
        return columns[index]
    }

    /// The cell written in `column`: "" for a cell left empty or a column the row does not reach.
    func cell(inColumn column: Int) -> String {
        guard let columns else { return segments.indices.contains(column) ? segments[column] : "" }
        return columns.firstIndex(of: column).map { segments[$0] } ?? ""
    }

    /// Marked as a heading by the document ("## Final exam" in Markdown).
    var isHeading: Bool {
        get { storage.isHeading }
        set { unique(); storage.isHeading = newValue }
    }

    /// A Markdown heading's level ("### Week 4" is 3), or an Org heading's ("*** Reminders:"); nil for any other line.
    var headingLevel: Int? {
        guard isHeading else { return nil }
        let marks = written.drop { $0 == " " }.prefix { $0 == "#" }.count
        if (1...6).contains(marks) { return marks }
        let stars = written.prefix { $0 == "*" }.count
        return (1...6).contains(stars) ? stars : nil
    }

    init(page: Int, number: Int, text: String, written: String, segments: [String]) {
        let lower = text.lowercased()
        let tokens = LineTokens(lowercased: lower)
        let hits = TaskVocabulary.hits(in: text, tokens: tokens)
        let named = Self.outsideLinkTargets(hits, in: text)
        storage = Storage(page: page, number: number, text: text, written: written, segments: segments, lower: lower,
                          dates: DateScanner().matches(in: text, tokens: tokens),
                          times: TimeScanner().matches(in: text, tokens: tokens),
                          hits: named, isHeading: false)
        if named.count < hits.count {
            var linked = hits
            linked.removeAll { hit in named.contains { $0.range == hit.range } }
            storage.linkedKinds = linked.map(\.type)
        }
    }

    /// The names a line's words give, not its links' addresses: "[*Translation #1*](…/assignments/28248)"
    /// names a translation, not an assignment.
    static func outsideLinkTargets(_ hits: [TaskVocabulary.Hit], in text: String) -> [TaskVocabulary.Hit] {
        guard !hits.isEmpty else { return hits }
        // A bare address ("https://github.com/someone/assignment0-handout" in a data file's link column) names
        // a file or a page, not work, whatever words its path has.
        let targets = WebAddresses.ranges(in: text)
        var index = 0
        return hits.filter { hit in
            while index < targets.count, targets[index].upperBound <= hit.range.lowerBound { index += 1 }
            return !(index < targets.count && targets[index].contains(hit.range.lowerBound))
        }
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
