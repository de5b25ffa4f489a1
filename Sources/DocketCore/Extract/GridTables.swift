/// Grid tables, as reStructuredText and Pandoc's Markdown draw them: rows between `+---+---+` rules,
/// each row's cells written over as many text lines as they need.
///
///     +-------+----------+-----------------------------+
///     |5.R    | Virtuosity | Quiz 1                    |
///     |(9/26) |          |                             |
///     +-------+----------+-----------------------------+
///
/// Read line by line, "Quiz 1" has no date and "(9/26)" no work. This pass turns the lines between two
/// rules into one line whose segments are the row's cells, each cell's lines joined, so the row reads
/// as any other table row. Columns are where the rule above the table puts its "+" marks. A rule that
/// crosses only some columns (a cell spanning rows above it) still ends the row: what a spanning cell
/// says stays in the row that wrote it, as ``TableGrid`` keeps it in the first. A table whose lines
/// do not keep to its rule's columns is left as written.
enum GridTables {
    static func rows(in lines: [Line]) -> [Line] {
        // Most text has none: one cheap look at each line first.
        guard lines.contains(where: { Self.rule(in: $0.text) != nil }) else { return lines }
        var result: [Line] = []
        result.reserveCapacity(lines.count)
        var index = 0
        while index < lines.count {
            guard let columns = Self.rule(in: lines[index].text), columns.count >= 2,
                  let (rows, end) = Self.table(lines, from: index, columns: columns) else {
                result.append(lines[index])
                index += 1
                continue
            }
            result += rows
            index = end
        }
        return result
    }

    /// The table starting at the rule at `start`: its rows, and the index of the first line after it.
    /// nil when no row follows the rule, or a row's line does not open and close where the rule does.
    private static func table(_ lines: [Line], from start: Int, columns: [Int]) -> ([Line], Int)? {
        var rows: [Line] = []
        var cells = Array(repeating: [Substring](), count: columns.count - 1)
        var open = false
        var index = start + 1
        while index < lines.count {
            let characters = Array(lines[index].text)
            if Self.rule(in: lines[index].text) != nil {
                if open { rows.append(Self.line(cells)) }
                cells = Array(repeating: [], count: columns.count - 1)
                open = false
                index += 1
                continue
            }
            // A row's line opens at the table's left edge and reaches its right one.
            guard let first = columns.first, let last = columns.last, characters.count > first, characters[first] == "|",
                  characters.count > last, characters[last] == "|" || characters[last] == "+" else { break }
            for column in 0..<(columns.count - 1) {
                let from = columns[column] + 1, to = columns[column + 1]
                cells[column].append(Substring(String(characters[from..<to])))
            }
            open = true
            index += 1
        }
        // Lines of a row left open when the table stops are a row of their own.
        if open { rows.append(Self.line(cells)) }
        guard !rows.isEmpty else { return nil }
        return (rows, index)
    }

    /// Where a rule's "+" marks stand ("+-----+====+", or "+     +----+" under a cell spanning rows);
    /// nil for a line that is not a rule.
    static func rule(in text: String) -> [Int]? {
        let trimmed = text.drop { $0 == " " }
        guard trimmed.first == "+", let end = trimmed.lastIndex(where: { $0 != " " }), trimmed[end] == "+" else { return nil }
        var marks: [Int] = []
        var sawDash = false
        let indent = text.count - trimmed.count
        for (offset, character) in trimmed[...end].enumerated() {
            switch character {
            case "+": marks.append(indent + offset)
            case "-", "=", ":": sawDash = true
            case " ", "|": continue
            default: return nil
            }
        }
        return sawDash && marks.count >= 2 ? marks : nil
    }

    /// One row: each cell's lines joined, a blank line or a list item starting a new clause ("; "), as
    /// a table cell's paragraphs read elsewhere (``CellLines``).
    private static func line(_ cells: [[Substring]]) -> Line {
        Line(segments: cells.map { pieces in
            var text = ""
            var breakBefore = false
            for piece in pieces {
                var words = piece.trimmingCharacters(in: .whitespaces)
                // A line block's bar ("| Introduction") marks a line of its own.
                if words.hasPrefix("| ") || words == "|" {
                    words = String(words.dropFirst()).trimmingCharacters(in: .whitespaces)
                    breakBefore = true
                }
                guard !words.isEmpty else {
                    breakBefore = true
                    continue
                }
                let item = words.hasPrefix("- ") || words.hasPrefix("* ")
                if item { words = String(words.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
                if !text.isEmpty {
                    text += (breakBefore || item) && !";".contains(text.last ?? " ") ? "; " : " "
                }
                text += words
                breakBefore = false
            }
            return Segment(text: text)
        })
    }
}
