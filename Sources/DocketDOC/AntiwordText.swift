import DocketCore

/// Turns antiword's text (`-w 0`) into Docket lines.
///
/// - A paragraph is a line; a tab splits it into segments; empty lines, `[pic]` marks and the
///   dashed rules antiword draws above footnotes and text boxes are dropped.
/// - antiword draws a table row as `|cell |cell |`, padded, and a cell of several paragraphs as
///   more such lines whose other cells are blank. Consecutive `|` lines are one table; a line whose
///   first cell is blank continues the row above it (its cells join the row's by a space, as a DOCX
///   cell's paragraphs do), since antiword draws no line between rows. Each row is one line with a
///   ``TablePosition``.
enum AntiwordText {
    static func lines(_ text: String) -> [Line] {
        var lines: [Line] = []
        var table: [[String]] = []
        var tableCount = 0

        func endTable() {
            guard !table.isEmpty else { return }
            for (row, cells) in table.enumerated() where cells.contains(where: { !$0.isEmpty }) {
                lines.append(Line(segments: cells.map { Segment(text: $0) },
                                  table: TablePosition(table: tableCount, row: row, depth: 0)))
            }
            tableCount += 1
            table = []
        }

        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\u{0C}" }) {
            let line = rawLine.replacingOccurrences(of: "[pic]", with: "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if let cells = tableCells(line) {
                if let first = cells.first, first.isEmpty, var previous = table.last {
                    for (index, cell) in cells.enumerated() where !cell.isEmpty {
                        if index < previous.count {
                            previous[index] = previous[index].isEmpty ? cell : previous[index] + " " + cell
                        } else {
                            previous.append(cell)
                        }
                    }
                    table[table.count - 1] = previous
                } else {
                    table.append(cells)
                }
                continue
            }
            endTable()
            guard !line.isEmpty, !line.allSatisfy({ $0 == "-" }) else { continue }
            lines.append(Line(segments: line.split(separator: "\t", omittingEmptySubsequences: false)
                .map { Segment(text: $0.trimmingCharacters(in: .whitespaces)) }))
        }
        endTable()
        return lines
    }

    /// The cells of a table line (`|a |b |`), trimmed; nil for any other line.
    static func tableCells(_ line: String) -> [String]? {
        guard line.count >= 2, line.hasPrefix("|"), line.hasSuffix("|") else { return nil }
        return line.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
