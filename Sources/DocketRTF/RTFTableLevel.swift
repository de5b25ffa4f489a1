import DocketCore

/// The row being built at one table nesting level (`\itap`): level 1 is a top-level table.
struct RTFTableLevel {
    /// The table's index in the document.
    var index: Int
    var rowIndex = 0
    var cells: [String] = []
    /// The paragraphs of the cell being read.
    var cellParagraphs: [String] = []
    /// The row repeats as the table's header (`\trhdr`).
    var isHeader = false
    /// Rows of tables nested in this row's cells, which follow this row's line.
    var following: [Line] = []

    /// Ends the cell being read: its paragraphs, joined by a space, become one segment.
    mutating func endCell() {
        cells.append(cellParagraphs.joined(separator: " "))
        cellParagraphs = []
    }

    /// Ends the row: its line (when any cell has text) followed by nested rows; the row counts either way.
    mutating func endRow(depth: Int) -> [Line] {
        if !cellParagraphs.isEmpty { endCell() }
        var lines: [Line] = []
        if cells.contains(where: { !$0.isEmpty }) {
            lines.append(Line(segments: cells.map { Segment(text: $0) },
                              table: TablePosition(table: index, row: rowIndex, depth: depth, isHeader: isHeader)))
        }
        lines += following
        rowIndex += 1
        cells = []
        following = []
        isHeader = false
        return lines
    }
}
