import DocketZipXML
import DocketCore

extension WordprocessingReader {
    /// Reads a `w:tbl`: each `w:tr` becomes one line whose segments are its cells (`w:tc`), with a
    /// ``TablePosition``.
    ///
    /// - A cell's paragraphs are joined by one space; its tabs become spaces; an empty cell is still
    ///   a segment, so columns line up; a row whose cells are all empty gives no line (it still
    ///   counts for the row numbers). A cell spanning grid columns (`w:gridSpan`) and the columns a row
    ///   skips first (`w:gridBefore`) are placed on the table's grid (``TableGrid``), so a row's segments
    ///   line up with the header's columns; a cell merged with the one above (`w:vMerge`) is a `w:tc`
    ///   of its own already, empty.
    /// - Tables are numbered in reading order as they are met, the outer before the nested; a
    ///   nested table's rows (and a cell's text boxes) follow the outer row's line, one level deeper.
    mutating func appendTable(_ table: XMLElement, depth: Int, to output: inout BlockOutput) {
        let index = tableCount
        tableCount += 1
        var grid = TableGrid()
        for (rowIndex, row) in Self.members(of: table, withRole: .row).enumerated() {
            var placed: [TableGrid.Cell] = []
            var following: [Line] = []
            if let skipped = Self.property("gridBefore", of: row, in: "trPr").flatMap({ Int($0) }), skipped > 0 {
                placed += repeatElement(TableGrid.Cell(text: ""), count: min(skipped, TableGrid.maximumColumns))
            }
            for cell in Self.members(of: row, withRole: .cell) {
                var content = BlockOutput(cellParagraphs: [])
                appendBlocks(in: cell, depth: depth + 1, to: &content)
                placed.append(TableGrid.Cell(text: (content.cellParagraphs ?? []).joined(separator: " "),
                                             columnSpan: TableGrid.span(Self.property("gridSpan", of: cell, in: "tcPr"),
                                                                        limit: TableGrid.maximumColumns)))
                following += content.lines
            }
            let segments = grid.place(placed).map { Segment(text: $0) }
            if segments.contains(where: { !$0.text.isEmpty }) {
                output.lines.append(Line(segments: segments,
                                         table: TablePosition(table: index, row: rowIndex, depth: depth)))
            }
            output.lines += following
        }
    }

    /// The `w:val` of a row's or cell's property (`w:trPr/w:gridBefore`, `w:tcPr/w:gridSpan`).
    static func property(_ name: String, of element: XMLElement, in block: String) -> String? {
        guard let properties = element.children.first(where: { $0.isWord(block) }),
              let property = properties.children.first(where: { $0.isWord(name) }) else { return nil }
        return property.wordAttribute("val")
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
