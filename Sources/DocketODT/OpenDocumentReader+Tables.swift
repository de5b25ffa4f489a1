import DocketCore
import DocketZipXML

extension OpenDocumentReader {
    /// Reads a `table:table`: each `table:table-row` becomes one line whose segments are its cells
    /// (`table:table-cell`), with a ``TablePosition``.
    ///
    /// - Rows are found through `table:table-header-rows` (marked as header rows), `table:table-rows`
    ///   and `table:table-row-group`. A cell's paragraphs are joined by one space; an empty cell is
    ///   still a segment; a row whose cells are all empty gives no line (it still counts for the row
    ///   numbers). Covered cells (the places a merged cell spans) and the repeat counts
    ///   (`table:number-columns-repeated`, `table:number-rows-repeated`) are ignored: one segment per
    ///   cell element, one line per row element, as the DOCX reader does, and no hostile count can
    ///   multiply the output.
    /// - Tables are numbered in reading order as they are met, the outer before the nested; a nested
    ///   table's rows follow the outer row's line, one level deeper.
    mutating func appendTable(_ table: XMLElement, depth: Int, to output: inout BlockOutput) {
        let index = tableCount
        tableCount += 1
        for (rowIndex, (row, isHeader)) in Self.rows(of: table, inHeader: false).enumerated() {
            var segments: [Segment] = []
            var following: [Line] = []
            for cell in row.children where cell.isOpenDocument(.table, "table-cell") {
                var content = BlockOutput(cellParagraphs: [])
                appendBlocks(in: cell, depth: depth + 1, to: &content)
                segments.append(Segment(text: (content.cellParagraphs ?? []).joined(separator: " ")))
                following += content.lines
            }
            if segments.contains(where: { !$0.text.isEmpty }) {
                output.lines.append(Line(segments: segments,
                                         table: TablePosition(table: index, row: rowIndex, depth: depth, isHeader: isHeader)))
            }
            output.lines += following
        }
    }

    /// The rows of a table in order, each with whether it is a header row.
    static func rows(of parent: XMLElement, inHeader: Bool) -> [(XMLElement, Bool)] {
        var found: [(XMLElement, Bool)] = []
        for child in parent.children where child.openDocumentNamespace == .table {
            switch child.localName {
            case "table-row": found.append((child, inHeader))
            case "table-header-rows": found += rows(of: child, inHeader: true)
            case "table-rows", "table-row-group": found += rows(of: child, inHeader: inHeader)
            default: continue
            }
        }
        return found
    }
}
