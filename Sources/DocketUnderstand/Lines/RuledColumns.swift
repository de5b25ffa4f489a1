import DocketCore
import Foundation

/// A plain-text table whose columns a rule of runs draws (reStructuredText's simple tables, Pandoc's
/// simple and multiline tables):
///
///     ==  ==========  ======================  ==============
///     #   Date        Topic                   Due
///     ==  ==========  ======================  ==============
///     1   M Sep 21    - Introduction          Intake survey
///                     - Course design
///     2   W Sep 23                            Design memo
///     ==  ==========  ======================  ==============
///
/// Each run of "=" or "-" is a column: a row is cut where the columns begin, so a cell left empty is
/// an empty cell in its place, not a gap that moves the cells after it (which runs of spaces cannot
/// tell). A row cut this way has cells the document delimited, as a Markdown row's. In a
/// reStructuredText table a line whose first column is blank goes on the row above: it keeps its own
/// cells and takes the row's key cells (its number and date), so what it names is dated by its row
/// and each line still says its own items.
///
/// The table runs from its rule (and the header line just above a rule, as Pandoc writes it) through
/// the lines that fit its columns (no word across where a column begins), single blank lines
/// included, to a rule with a blank line after it, two blank lines, or a line that does not fit.
enum RuledColumns {
    static func lines(_ lines: [Line]) -> [Line] {
        // Most pages have no rule: one cheap look at each line first.
        guard lines.contains(where: { spans(of: $0) != nil }) else { return lines }
        var result = lines
        var index = 0
        while index < result.count {
            guard let columns = Self.spans(of: result[index]) else {
                index += 1
                continue
            }
            let joinsContinuations = result[index].text.contains("=")
            // Pandoc's header stands right above its rule.
            if index > 0, let header = cells(of: result[index - 1], spans: columns), Self.spans(of: result[index - 1]) == nil {
                result[index - 1] = row(header, like: result[index - 1])
            }
            var next = index + 1, blanks = 0
            var lastRow: Int?
            while next < result.count {
                let line = result[next]
                if isBlank(line) {
                    blanks += 1
                    if blanks >= 2 { break }
                    next += 1
                    continue
                }
                blanks = 0
                if Self.spans(of: line) != nil {
                    // A rule with nothing after it closes the table; one between rows groups them.
                    lastRow = nil
                    next += 1
                    if next >= result.count || isBlank(result[next]) { break }
                    continue
                }
                guard var cells = cells(of: line, spans: columns) else { break }
                if joinsContinuations, cells[0].isEmpty, let above = lastRow {
                    // The row's key cells (its number, its date), which the continuation leaves blank.
                    let keys = Self.keyColumns(of: result[above].segments.map(\.text))
                    for column in keys where cells[column].isEmpty { cells[column] = result[above].segments[column].text }
                } else {
                    lastRow = next
                }
                result[next] = row(cells, like: line)
                next += 1
            }
            index = next
        }
        return result
    }

    /// The columns a rule line draws, as character offsets; nil for any other line.
    static func spans(of line: Line) -> [Range<Int>]? {
        guard line.segments.count == 1, line.box == nil, line.text.utf8.count >= 5 else { return nil }
        let text = line.text
        guard let first = text.utf8.first(where: { $0 != UInt8(ascii: " ") }),
              first == UInt8(ascii: "=") || first == UInt8(ascii: "-") else { return nil }
        var spans: [Range<Int>] = []
        var start: Int?
        var rule: Character?
        for (offset, character) in text.enumerated() {
            switch character {
            case " ":
                if let begun = start { spans.append(begun..<offset) }
                start = nil
            case "=", "-":
                guard rule == nil || rule == character else { return nil }
                rule = character
                if start == nil { start = offset }
            default:
                return nil
            }
        }
        if let begun = start { spans.append(begun..<text.count) }
        guard spans.count >= 2, spans.allSatisfy({ $0.count >= 2 }) else { return nil }
        return spans
    }

    /// The cells of a line cut where each column begins, the last running to the line's end; nil when
    /// the line does not fit (text before the first column, or a word across where a column begins).
    private static func cells(of line: Line, spans: [Range<Int>]) -> [String]? {
        guard line.segments.count == 1, line.box == nil, !isBlank(line), !line.text.contains("\t") else { return nil }
        let characters = Array(line.text)
        guard characters.prefix(spans[0].lowerBound).allSatisfy({ $0 == " " }) else { return nil }
        for span in spans.dropFirst() where span.lowerBound < characters.count {
            if characters[span.lowerBound - 1] != " " && characters[span.lowerBound] != " " { return nil }
        }
        return spans.indices.map { column in
            let start = min(spans[column].lowerBound, characters.count)
            let end = column + 1 < spans.count ? min(spans[column + 1].lowerBound, characters.count) : characters.count
            return String(characters[start..<end]).trimmingWhitespace()
        }
    }

    /// The leading columns of a row that key it (a number, a date: short cells with a digit).
    private static func keyColumns(of cells: [String]) -> Range<Int> {
        let count = cells.prefix { cell in
            cell.contains(where: \.isNumber) && cell.split(separator: " ").count <= 4
        }.count
        return 0..<count
    }

    private static func row(_ cells: [String], like line: Line) -> Line {
        Line(segments: cells.map { Segment(text: $0) }, confidence: line.confidence)
    }

    private static func isBlank(_ line: Line) -> Bool {
        line.text.allSatisfy { $0 == " " || $0 == "\t" }
    }
}
