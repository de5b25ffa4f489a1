import Foundation

/// A Markdown page (as course websites keep them) may write its schedule as an HTML table between its
/// Markdown lines: `<table>`, then `<tr>` rows whose `<td>`/`<th>` cells spread over several lines.
/// Read as text, each tag is a line and a row's cells are far apart. This pass turns each `<tr>…</tr>`
/// into one line whose segments are the row's cells, tags removed and the common entities decoded,
/// so the table reads as any other table; everything outside `<table>…</table>` stays as written.
/// Cells spanning rows or columns are placed on the table's grid (``TableGrid``).
enum EmbeddedHTMLTables {
    /// Rewrites the lines of one page; lines without a table are returned as they are. A table that
    /// never closes ends after its last row, as a browser ends it: what follows is kept as written, and
    /// a `<table>` named in prose with no row after it is no table at all, so no line is lost.
    static func rows(in lines: [Line]) -> [Line] {
        // Most text has no table: one cheap look at each line first.
        guard lines.contains(where: { $0.text.range(of: "<table", options: .caseInsensitive) != nil || Self.opensRow($0.text) }) else { return lines }
        var result: [Line] = []
        // Where the open table began, in the input and in the result.
        var open: (line: Int, kept: Int)?
        // The line where the open table's last row closed.
        var lastRow: Int?
        var row: String?
        var grid = TableGrid()
        // Rows written without their `<table>` (a site template's shortcode, "{{< schedule >}}", supplies
        // it): the run of rows is a table, ended by the first line of text after a row closes.
        var bare = false
        for (index, line) in lines.enumerated() {
            let text = line.text
            var from = text.startIndex
            if open != nil, bare, row == nil, let first = text.first(where: { !$0.isWhitespace }), first != "<" {
                open = nil
                bare = false
            }
            if open == nil {
                if let table = text.range(of: "<table", options: .caseInsensitive) {
                    open = (index, result.count)
                    lastRow = nil
                    bare = false
                    grid = TableGrid()
                    // What the line says before the table is kept as a line of its own.
                    let before = text[..<table.lowerBound].trimmingCharacters(in: .whitespaces)
                    if !before.isEmpty { result.append(Line(text: before)) }
                    from = table.lowerBound
                } else if Self.opensRow(text) {
                    open = (index, result.count)
                    lastRow = nil
                    bare = true
                    grid = TableGrid()
                } else {
                    result.append(line)
                    continue
                }
            }
            // Inside a table: gather each row's text, emit it when the row closes. Each search goes on
            // from where the last one stopped, and a row grows in place, so the text is read once.
            while from < text.endIndex {
                if row != nil {
                    if let close = text.range(of: "</tr>", options: .caseInsensitive, range: from..<text.endIndex) {
                        row! += " " + text[from..<close.lowerBound]
                        let cells = grid.place(Self.cells(of: row!))
                        if cells.contains(where: { !$0.isEmpty }) { result.append(Line(segments: cells.map { Segment(text: $0) })) }
                        lastRow = index
                        row = nil
                        from = close.upperBound
                    } else {
                        row! += " " + text[from...]
                        from = text.endIndex
                    }
                } else if let start = text.range(of: "<tr", options: .caseInsensitive, range: from..<text.endIndex) {
                    row = ""
                    from = start.upperBound
                } else {
                    from = text.endIndex
                }
            }
            if let close = text.range(of: "</table>", options: .caseInsensitive) {
                open = nil
                row = nil
                // And what it says after.
                let after = text[close.upperBound...].trimmingCharacters(in: .whitespaces)
                if !after.isEmpty { result.append(Line(text: after)) }
            }
        }
        if let open {
            if let lastRow {
                result += lines[(lastRow + 1)...]
            } else {
                result.removeSubrange(open.kept...)
                result += lines[open.line...]
            }
        }
        return result
    }

    /// Whether a line opens a table row: "<tr>" or "<tr class=…>" first on it.
    static func opensRow(_ text: String) -> Bool {
        let rest = text.drop { $0 == " " || $0 == "\t" }
        guard rest.count >= 3, rest.prefix(3).lowercased() == "<tr" else { return false }
        let next = rest.dropFirst(3).first
        return next == ">" || next == " " || next == nil
    }

    /// A row's `<td>` and `<th>` cells: their texts and spans.
    static func cells(of row: String) -> [TableGrid.Cell] {
        var cells: [TableGrid.Cell] = []
        var current: String?
        var spans = (rows: 1, columns: 1)
        var index = row.startIndex
        var text = ""
        // A line break inside the cell, not yet followed by text: see ``CellLines``.
        var broken = false
        func closeCell() {
            if current != nil { cells.append(TableGrid.Cell(text: Self.plain(text), rowSpan: spans.rows, columnSpan: spans.columns)) }
            current = nil
            text = ""
            broken = false
        }
        while index < row.endIndex {
            if row[index] == "<", let end = row[index...].firstIndex(of: ">") {
                let tag = row[row.index(after: index)..<end].lowercased()
                let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
                if name == "td" || name == "th" {
                    closeCell()
                    if !tag.hasPrefix("/") {
                        current = ""
                        spans = (TableGrid.span(Self.attribute("rowspan", in: tag), limit: TableGrid.maximumRowSpan),
                                 TableGrid.span(Self.attribute("colspan", in: tag), limit: TableGrid.maximumColumns))
                    }
                } else if name == "br" || name == "p" || name == "li" || name == "div" {
                    broken = true
                }
                index = row.index(after: end)
                continue
            }
            if current != nil {
                let character = row[index]
                if broken, !character.isWhitespace {
                    while text.last?.isWhitespace == true { text.removeLast() }
                    text += CellLines.separator(after: text, before: character)
                    broken = false
                }
                text.append(character)
            }
            index = row.index(after: index)
        }
        closeCell()
        return cells
    }

    /// An attribute's value in a tag's lower-cased text (`td rowspan="2" style=…`): quoted or bare.
    static func attribute(_ name: String, in tag: String) -> String? {
        var searchFrom = tag.startIndex
        while let found = tag.range(of: name, range: searchFrom..<tag.endIndex) {
            searchFrom = found.upperBound
            // A whole attribute name: after white space, followed by "=".
            guard found.lowerBound > tag.startIndex, tag[tag.index(before: found.lowerBound)].isWhitespace else { continue }
            let rest = tag[found.upperBound...].drop { $0 == " " }
            guard rest.first == "=" else { continue }
            let value = rest.dropFirst().drop { $0 == " " }
            if let quote = value.first, quote == "\"" || quote == "'" {
                return String(value.dropFirst().prefix { $0 != quote })
            }
            return String(value.prefix { !$0.isWhitespace && $0 != "/" })
        }
        return nil
    }

    /// The text of a cell: its character references decoded, white space collapsed.
    static func plain(_ text: String) -> String {
        CharacterReferences.decoded(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
