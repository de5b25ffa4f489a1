import DocketZipXML
import DocketCore

extension WordprocessingReader {
    /// Reads a `w:tbl`: each `w:tr` becomes one line whose segments are its cells (`w:tc`), with a
    /// ``TablePosition``.
    ///
    /// - A cell's paragraphs are joined by one space; its tabs become spaces; an empty cell is still
    ///   a segment, so columns line up; a row whose cells are all empty gives no line (it still
    ///   counts for the row numbers). `w:gridSpan` is ignored: one segment per `w:tc`.
    /// - Tables are numbered in reading order as they are met, the outer before the nested; a
    ///   nested table's rows (and a cell's text boxes) follow the outer row's line, one level deeper.
    mutating func appendTable(_ table: XMLElement, depth: Int, to output: inout BlockOutput) {
        let index = tableCount
        tableCount += 1
        for (rowIndex, row) in Self.members(of: table, withRole: .row).enumerated() {
            var segments: [Segment] = []
            var following: [Line] = []
            for cell in Self.members(of: row, withRole: .cell) {
                var content = BlockOutput(cellParagraphs: [])
                appendBlocks(in: cell, depth: depth + 1, to: &content)
                segments.append(Segment(text: (content.cellParagraphs ?? []).joined(separator: " ")))
                following += content.lines
            }
            if segments.contains(where: { !$0.text.isEmpty }) {
                output.lines.append(Line(segments: segments,
                                         table: TablePosition(table: index, row: rowIndex, depth: depth)))
            }
            output.lines += following
        }
    }

    /// The rows of a table or the cells of a row, looking through wrappers (content controls,
    /// custom XML, insertions) and skipping what ``WordElementRole`` skips.
    static func members(of parent: XMLElement, withRole wanted: WordElementRole) -> [XMLElement] {
        var found: [XMLElement] = []
        func visit(_ element: XMLElement) {
            for child in element.children {
                let role = WordElementRole(child)
                if role == wanted {
                    found.append(child)
                } else if role == .container {
                    visit(child)
                } else if role == .alternateContent, let branch = WordElementRole.alternateBranch(of: child) {
                    visit(branch)
                }
            }
        }
        visit(parent)
        return found
    }
}
