import DocketCore

extension HTMLReader {
    /// Reads a `<table>`: its caption as a line, then each `<tr>` as one line whose segments are its
    /// cells (`<td>`, `<th>`), with a ``TablePosition``.
    ///
    /// - Rows come in the order `<thead>`, then the body (direct rows and `<tbody>`s in order), then
    ///   `<tfoot>`, as a browser shows them. A row in `<thead>`, or made of `<th>` cells only, is a
    ///   header row.
    /// - A cell's blocks and `<br>`s each end a clause ("Python HW3<br>Thunkable Assignment 3" is two
    ///   items, as in a Markdown row: see ``CellLines``); an empty cell is still a segment, so
    ///   columns line up; a row whose cells are all empty gives no line (it still counts for the row
    ///   numbers). `colspan` and `rowspan` are ignored: one segment per cell.
    /// - Tables are numbered in reading order as they are met, the outer before the nested; a
    ///   nested table's rows follow the outer row's line, one level deeper.
    mutating func appendTable(_ table: HTMLNode, depth: Int) {
        let index = tableCount
        tableCount += 1
        var head: [HTMLNode] = [], body: [HTMLNode] = [], foot: [HTMLNode] = []
        for child in table.elementChildren where HTMLElementRole(child) != .dropped {
            switch child.name {
            case "caption":
                var caption = HTMLReader(tableCount: tableCount, collectingCell: true)
                caption.appendContent(of: child, depth: depth + 1)
                caption.endLine()
                tableCount = caption.tableCount
                let text = (caption.cellParagraphs ?? []).joined(separator: " ")
                if !text.isEmpty { append(text) }
            case "thead": head += rows(of: child)
            case "tfoot": foot += rows(of: child)
            case "tbody": body += rows(of: child)
            case "tr": body.append(child)
            default: continue
            }
        }
        let ordered = head.map { ($0, true) } + body.map { ($0, false) } + foot.map { ($0, false) }
        for (rowIndex, (row, inHead)) in ordered.enumerated() {
            let cells = row.elementChildren.filter { ($0.name == "td" || $0.name == "th") && HTMLElementRole($0) != .dropped }
            var segments: [Segment] = []
            var following: [Line] = []
            for cell in cells {
                var content = HTMLReader(tableCount: tableCount, collectingCell: true)
                content.appendContent(of: cell, depth: depth + 1)
                content.endLine()
                tableCount = content.tableCount
                segments.append(Segment(text: CellLines.joined(content.cellParagraphs ?? [])))
                following += content.lines
            }
            let isHeader = inHead || (!cells.isEmpty && cells.allSatisfy { $0.name == "th" })
            if segments.contains(where: { !$0.text.isEmpty }) {
                append(lines: [Line(segments: segments,
                                    table: TablePosition(table: index, row: rowIndex, depth: depth, isHeader: isHeader))])
            }
            append(lines: following)
        }
    }

    /// The rows of a `<thead>`, `<tbody>` or `<tfoot>`.
    private func rows(of group: HTMLNode) -> [HTMLNode] {
        group.elementChildren.filter { $0.name == "tr" && HTMLElementRole($0) != .dropped }
    }
}
