/// Rebuilds lines in reading order from positioned words, for text layers and OCR alike.
///
/// Words on one baseline become one line, so a schedule row's date and its item stay together; a
/// wide gap inside a line splits it into segments (table cells). A page set in columns of prose is
/// read column by column: a vertical gutter that runs through many consecutive rows splits them
/// when both sides look like prose (wide, single-segment, mostly filled lines). A table's gaps fail
/// that test, so its rows are never torn apart.
public struct LayoutAnalyzer: Sendable {
    /// A gap wider than this many line heights starts a new segment.
    public var segmentGap: Double = 0.8
    /// A gutter must be at least this many line heights wide.
    public var gutterWidth: Double = 0.9
    /// A column run needs at least this many rows.
    public var minimumColumnRows: Int = 4

    public init() {}

    /// The words' lines in reading order.
    public func lines(from words: [Word]) -> [Line] {
        let words = words.filter { !$0.text.isEmpty && $0.box.height > 0 }
        guard !words.isEmpty else { return [] }
        let rows = Self.rows(of: words)
        return order(rows).map(line(of:))
    }

    // MARK: Rows

    /// Groups words into rows of one baseline, top to bottom, each row sorted left to right.
    static func rows(of words: [Word]) -> [[Word]] {
        struct Row { var words: [Word]; var midY: Double; var height: Double }
        var rows: [Row] = []
        for word in words.sorted(by: { $0.box.midY < $1.box.midY }) {
            // Only rows near this word's height can take it; look back over the recent rows.
            var best: Int?
            var bestDistance = Double.infinity
            var index = rows.count - 1
            while index >= 0, word.box.midY - rows[index].midY <= max(word.box.height, rows[index].height) {
                let row = rows[index]
                let distance = abs(word.box.midY - row.midY)
                let fits = distance <= 0.5 * min(word.box.height, row.height)
                    && !row.words.contains(where: { Self.overlapsHorizontally($0.box, word.box) })
                if fits && distance < bestDistance { best = index; bestDistance = distance }
                index -= 1
            }
            if let best {
                rows[best].words.append(word)
            } else {
                rows.append(Row(words: [word], midY: word.box.midY, height: word.box.height))
            }
        }
        return rows
            .map { $0.words.sorted { $0.box.x0 < $1.box.x0 } }
            .sorted { ($0.map(\.box).union?.midY ?? 0) < ($1.map(\.box).union?.midY ?? 0) }
    }

    private static func overlapsHorizontally(_ a: BoundingBox, _ b: BoundingBox) -> Bool {
        min(a.x1, b.x1) - max(a.x0, b.x0) > 0.3 * min(a.width, b.width)
    }

    static func medianHeight(_ words: [Word]) -> Double {
        let heights = words.map(\.box.height).sorted()
        return heights.isEmpty ? 1 : heights[heights.count / 2]
    }

    // MARK: Segments

    func segments(of row: [Word]) -> [[Word]] {
        let height = Self.medianHeight(row)
        var segments: [[Word]] = []
        for word in row {
            if let previous = segments.last?.last, word.box.x0 - previous.box.x1 <= segmentGap * height {
                segments[segments.count - 1].append(word)
            } else {
                segments.append([word])
            }
        }
        return segments
    }

    func line(of row: [Word]) -> Line {
        let parts = segments(of: row).map { words in
            Segment(text: words.map(\.text).joined(separator: " "), box: words.map(\.box).union?.rounded)
        }
        let confidences = row.compactMap(\.confidence)
        let confidence = confidences.isEmpty ? nil : (confidences.reduce(0, +) / Double(confidences.count) * 10).rounded() / 10
        return Line(segments: parts, box: row.map(\.box).union?.rounded, confidence: confidence)
    }

    // MARK: Columns

    /// Rows in reading order: runs of rows set in columns are read column by column.
    func order(_ rows: [[Word]]) -> [[Word]] {
        guard rows.count >= minimumColumnRows, let run = firstColumnRun(in: rows) else { return rows }
        let before = Array(rows[..<run.rows.lowerBound])
        let inside = rows[run.rows].flatMap { $0 }
        let left = inside.filter { $0.box.midX < run.gutter.lowerBound + (run.gutter.upperBound - run.gutter.lowerBound) / 2 }
        let right = inside.filter { $0.box.midX >= run.gutter.lowerBound + (run.gutter.upperBound - run.gutter.lowerBound) / 2 }
        let after = Array(rows[run.rows.upperBound...])
        return before + order(Self.rows(of: left)) + order(Self.rows(of: right)) + order(after)
    }

    struct ColumnRun {
        var rows: Range<Int>
        var gutter: ClosedRange<Double>
    }

    /// The topmost run of rows that a gutter splits into two columns of prose.
    func firstColumnRun(in rows: [[Word]]) -> ColumnRun? {
        let all = rows.flatMap { $0 }
        let height = Self.medianHeight(all)
        let minX = all.map(\.box.x0).min() ?? 0
        let maxX = all.map(\.box.x1).max() ?? 0
        let minimumGutter = gutterWidth * height

        struct Candidate { var low: Double; var high: Double; var start: Int }
        var open: [Candidate] = []
        var closed: [ColumnRun] = []

        func gaps(of row: [Word]) -> [(Double, Double)] {
            var result: [(Double, Double)] = []
            var cursor = minX
            for word in row {
                if word.box.x0 - cursor >= minimumGutter { result.append((cursor, word.box.x0)) }
                cursor = max(cursor, word.box.x1)
            }
            if maxX - cursor >= minimumGutter { result.append((cursor, maxX)) }
            return result
        }

        for (index, row) in rows.enumerated() {
            let rowGaps = gaps(of: row)
            var next: [Candidate] = []
            for candidate in open {
                var survived = false
                for gap in rowGaps {
                    let low = max(candidate.low, gap.0), high = min(candidate.high, gap.1)
                    if high - low >= minimumGutter {
                        next.append(Candidate(low: low, high: high, start: candidate.start))
                        survived = true
                    }
                }
                if !survived {
                    closed.append(ColumnRun(rows: candidate.start..<index, gutter: candidate.low...candidate.high))
                }
            }
            for gap in rowGaps where !next.contains(where: { $0.low <= gap.0 && $0.high >= gap.1 }) {
                next.append(Candidate(low: gap.0, high: gap.1, start: index))
            }
            open = next
        }
        closed += open.map { ColumnRun(rows: $0.start..<rows.count, gutter: $0.low...$0.high) }

        return closed
            .filter { isColumnLayout($0, rows: rows, height: height) }
            .min { ($0.rows.lowerBound, -$0.rows.count) < ($1.rows.lowerBound, -$1.rows.count) }
    }

    /// Whether the rows of a run read as two columns of prose rather than a table.
    func isColumnLayout(_ run: ColumnRun, rows: [[Word]], height: Double) -> Bool {
        guard run.rows.count >= minimumColumnRows else { return false }
        let words = rows[run.rows].flatMap { $0 }
        let left = words.filter { $0.box.x1 <= run.gutter.lowerBound + 0.01 }
        let right = words.filter { $0.box.x0 >= run.gutter.upperBound - 0.01 }
        guard let leftBox = left.map(\.box).union, let rightBox = right.map(\.box).union,
              let runBox = words.map(\.box).union else { return false }
        // Both columns are wide.
        guard leftBox.width >= 0.3 * runBox.width, rightBox.width >= 0.3 * runBox.width else { return false }
        let leftRows = Self.rows(of: left), rightRows = Self.rows(of: right)
        guard leftRows.count >= minimumColumnRows, rightRows.count >= minimumColumnRows else { return false }
        // Prose has one segment a line; a table's side of the gutter has cells of its own.
        func singleSegmentShare(_ rows: [[Word]]) -> Double {
            Double(rows.filter { segments(of: $0).count == 1 }.count) / Double(rows.count)
        }
        guard singleSegmentShare(leftRows) >= 0.8, singleSegmentShare(rightRows) >= 0.8 else { return false }
        // Prose fills its column: most left-column lines run close to the gutter.
        let filled = leftRows.filter { row in
            (row.last?.box.x1 ?? 0) >= leftBox.x1 - 0.15 * leftBox.width
        }.count
        return Double(filled) >= 0.6 * Double(leftRows.count)
    }
}
