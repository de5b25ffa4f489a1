/// Rebuilds lines in reading order from positioned words, for text layers and OCR alike.
///
/// Words on one baseline become one line, so a schedule row's date and its item stay together; a
/// wide gap inside a line splits it into segments (table cells). A page set in columns of prose is
/// read column by column: a vertical gutter that runs through many consecutive rows splits them
/// when both sides look like prose (wide, single-segment, mostly filled lines). A table's gaps fail
/// that test, so its rows are never torn apart. Finally, a table cell that wraps onto lines of its
/// own (or a date cell centred beside a two-line item) is joined back to its row.
public struct LayoutAnalyzer: Sendable {
    /// A gap wider than this many line heights starts a new segment.
    public var segmentGap: Double = 1.1
    /// A gutter must be at least this many line heights wide.
    public var gutterWidth: Double = 0.9
    /// A column run needs at least this many rows.
    public var minimumColumnRows: Int = 4
    /// Join wrapped table cells back to their rows.
    public var joinsWrappedCells = true

    public init() {}

    /// The words' lines in reading order; each word is placed on its own.
    public func lines(from words: [Word]) -> [Line] {
        lines(fromGroups: words.map { [$0] })
    }

    /// The lines of word groups that must stay together in one row (an OCR engine's text lines,
    /// which follow a skewed or curved baseline better than single word boxes do).
    public func lines(fromGroups groups: [[Word]]) -> [Line] {
        let units = groups.compactMap(Unit.init)
        guard !units.isEmpty else { return [] }
        let ordered = order(Self.rows(of: units)).map(line(of:))
        return joinsWrappedCells ? CellJoiner(segmentGap: segmentGap).join(ordered) : ordered
    }

    /// Words that must share a row, with their box.
    struct Unit {
        var words: [Word]
        var box: BoundingBox

        init?(_ words: [Word]) {
            let kept = words.filter { !$0.text.isEmpty && $0.box.height > 0 }
            guard let box = kept.map(\.box).union else { return nil }
            self.words = kept
            self.box = box
        }
    }

    // MARK: Rows

    /// Groups units into rows of one baseline, top to bottom; each row's words sorted left to right.
    static func rows(of units: [Unit]) -> [[Word]] {
        struct Row { var units: [Unit]; var midY: Double; var height: Double }
        var rows: [Row] = []
        for unit in units.sorted(by: { $0.box.midY < $1.box.midY }) {
            var best: Int?
            var bestDistance = Double.infinity
            var index = rows.count - 1
            // Only recent rows near this unit's height can take it.
            while index >= 0, unit.box.midY - rows[index].midY <= max(unit.box.height, rows[index].height) {
                let row = rows[index]
                let distance = abs(unit.box.midY - row.midY)
                let fits = distance <= 0.45 * max(min(unit.box.height, row.height), 0.6 * max(unit.box.height, row.height))
                    && !row.units.contains(where: { overlapsHorizontally($0.box, unit.box) })
                if fits && distance < bestDistance { best = index; bestDistance = distance }
                index -= 1
            }
            if let best {
                rows[best].units.append(unit)
            } else {
                rows.append(Row(units: [unit], midY: unit.box.midY, height: unit.box.height))
            }
        }
        return rows
            .map { $0.units.flatMap(\.words).sorted { $0.box.x0 < $1.box.x0 } }
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
        let middle = (run.gutter.lowerBound + run.gutter.upperBound) / 2
        let inside = rows[run.rows].flatMap { $0 }
        let left = inside.filter { $0.box.midX < middle }.compactMap { Unit([$0]) }
        let right = inside.filter { $0.box.midX >= middle }.compactMap { Unit([$0]) }
        return Array(rows[..<run.rows.lowerBound])
            + order(Self.rows(of: left)) + order(Self.rows(of: right))
            + order(Array(rows[run.rows.upperBound...]))
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

        // The earliest, then longest, run that is a column layout: runs are judged in that order and
        // the judging stops at the first that passes (judging is the costly part on a long page).
        return closed.enumerated()
            .sorted { ($0.element.rows.lowerBound, -$0.element.rows.count, $0.offset) < ($1.element.rows.lowerBound, -$1.element.rows.count, $1.offset) }
            .lazy.map(\.element)
            .first { isColumnLayout($0, rows: rows) }
    }

    /// Whether the rows of a run read as two columns of prose rather than a table.
    func isColumnLayout(_ run: ColumnRun, rows: [[Word]]) -> Bool {
        guard run.rows.count >= minimumColumnRows else { return false }
        let words = rows[run.rows].flatMap { $0 }
        let left = words.filter { $0.box.x1 <= run.gutter.lowerBound + 0.01 }
        let right = words.filter { $0.box.x0 >= run.gutter.upperBound - 0.01 }
        guard let leftBox = left.map(\.box).union, let rightBox = right.map(\.box).union,
              let runBox = words.map(\.box).union else { return false }
        // Both columns are wide.
        guard leftBox.width >= 0.3 * runBox.width, rightBox.width >= 0.3 * runBox.width else { return false }
        let leftRows = Self.rows(of: left.compactMap { Unit([$0]) })
        let rightRows = Self.rows(of: right.compactMap { Unit([$0]) })
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
