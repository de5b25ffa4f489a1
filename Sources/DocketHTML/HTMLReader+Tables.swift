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
    ///   numbers). Cells spanning columns or rows are placed on the table's grid (``TableGrid``), so
    ///   a row's segments line up with the header's columns.
    /// - Tables are numbered in reading order as they are met, the outer before the nested; a
    ///   nested table's rows follow the outer row's line, one level deeper.
    mutating func appendTable(_ table: HTMLNode, depth: Int) {
        let index = tableCount
        tableCount += 1
        var head: [HTMLNode] = [], body: [HTMLNode] = [], foot: [HTMLNode] = []
        // What a broken page leaves in the table outside any cell ("<tr><a>Assignment 6</a> due …</tr>",
        // a cell without its row): a browser shows it, so it is read too, after the rows.
        var strays: [HTMLNode] = []
        strays += table.children.filter(Self.isShownText)
        for child in table.elementChildren where HTMLElementRole(child) != .dropped {
            switch child.name {
            case "caption":
                var caption = HTMLReader(tableCount: tableCount, collectingCell: true)
                caption.appendContent(of: child, depth: depth + 1)
                caption.endLine()
                tableCount = caption.tableCount
                let text = (caption.cellParagraphs ?? []).joined(separator: " ")
                if !text.isEmpty { append(text) }
            case "thead": head += rows(of: child, strays: &strays)
            case "tfoot": foot += rows(of: child, strays: &strays)
            case "tbody": body += rows(of: child, strays: &strays)
            case "tr": body.append(child)
            default: strays.append(child)
            }
        }
        let ordered = head.map { ($0, true) } + body.map { ($0, false) } + foot.map { ($0, false) }
        var grid = TableGrid()
        for (rowIndex, (row, inHead)) in ordered.enumerated() {
            let cells = row.elementChildren.filter { ($0.name == "td" || $0.name == "th") && HTMLElementRole($0) != .dropped }
            strays += row.children.filter { child in
                child.isElement ? !Self.isCell(child) : Self.isShownText(child)
            }
            appendRow(cells, table: index, row: rowIndex, inHead: inHead, depth: depth, grid: &grid)
        }
        // Cells left without their row read as one row, as a browser implies it; the rest as text.
        var rowIndex = ordered.count
        var strayGrid = TableGrid()
        var start = strays.startIndex
        while start < strays.endIndex {
            let isCellRun = Self.isCell(strays[start])
            let end = strays[start...].firstIndex { Self.isCell($0) != isCellRun } ?? strays.endIndex
            if isCellRun {
                appendRow(strays[start..<end].filter { HTMLElementRole($0) != .dropped }, table: index, row: rowIndex, inHead: false,
                          depth: depth, grid: &strayGrid)
                rowIndex += 1
            } else {
                appendNodes(Array(strays[start..<end]), depth: depth)
                endLine()
            }
            start = end
        }
    }

    /// Text a browser shows: not the white space between a table's tags.
    private static func isShownText(_ node: HTMLNode) -> Bool {
        node.isText && !node.content.allSatisfy(\.isWhitespace)
    }

    private static func isCell(_ node: HTMLNode) -> Bool {
        node.isElement && (node.name == "td" || node.name == "th")
    }

    /// One row's line, its cells as segments, then the rows of tables nested in its cells.
    private mutating func appendRow(_ cells: [HTMLNode], table index: Int, row rowIndex: Int, inHead: Bool, depth: Int,
                                    grid: inout TableGrid) {
        var placed: [TableGrid.Cell] = []
        var following: [Line] = []
        for cell in cells {
            var content = HTMLReader(tableCount: tableCount, collectingCell: true)
            content.appendContent(of: cell, depth: depth + 1)
            content.endLine()
            tableCount = content.tableCount
            placed.append(TableGrid.Cell(text: CellLines.joined(content.cellParagraphs ?? []),
                                         rowSpan: TableGrid.span(cell.attribute("rowspan"), limit: TableGrid.maximumRowSpan),
                                         columnSpan: TableGrid.span(cell.attribute("colspan"), limit: TableGrid.maximumColumns)))
            following += content.lines
        }
        let segments = grid.place(placed).map { Segment(text: $0) }
        let isHeader = inHead || (!cells.isEmpty && cells.allSatisfy { $0.name == "th" })
        if segments.contains(where: { !$0.text.isEmpty }) {
            append(lines: [Line(segments: segments,
                                table: TablePosition(table: index, row: rowIndex, depth: depth, isHeader: isHeader))])
        }
        append(lines: following)
    }

    /// The rows of a `<thead>`, `<tbody>` or `<tfoot>`; what else it holds is a stray.
    private func rows(of group: HTMLNode, strays: inout [HTMLNode]) -> [HTMLNode] {
        for child in group.children where child.isElement ? child.name != "tr" : Self.isShownText(child) {
            strays.append(child)
        }
        return group.elementChildren.filter { $0.name == "tr" && HTMLElementRole($0) != .dropped }
    }
}
