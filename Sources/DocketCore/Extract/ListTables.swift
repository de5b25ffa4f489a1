/// reStructuredText's `list-table` directive, and MyST Markdown's (```` ```{list-table} ````,
/// `:::{list-table}`), as course sites built with Sphinx or Jupyter Book write their schedules:
///
///     .. list-table:: Schedule
///        :header-rows: 1
///
///        * - Week
///          - Date
///          - Due
///        * - 1
///          - Jan 9
///          - Homework 1
///
/// Read as text, each cell is a line of its own and a row's date is lines away from its work. This
/// pass turns each row ("* -" and the "-" cells below it, each with its indented continuation lines)
/// into one line whose segments are the cells, so the table reads as any other table. The directive's
/// caption stays as a line; its options (":header-rows: 1") go. Everything outside a list table is
/// returned as written.
enum ListTables {
    static func rows(in lines: [Line]) -> [Line] {
        // Most text has none: one cheap look at each line first.
        guard lines.contains(where: { $0.text.includes("list-table") }) else { return lines }
        var result: [Line] = []
        result.reserveCapacity(lines.count)
        var index = 0
        while index < lines.count {
            guard let directive = Directive(lines[index].text) else {
                result.append(lines[index])
                index += 1
                continue
            }
            if !directive.caption.isEmpty { result.append(Line(text: directive.caption)) }
            index += 1
            var table = Table()
            while index < lines.count {
                let text = lines[index].text
                let content = text.drop { $0 == " " || $0 == "\t" }
                let indent = text.count - content.count
                if let fence = directive.fence, content.hasPrefix(fence),
                   content.dropFirst(fence.count).allSatisfy({ $0 == " " }) {
                    index += 1
                    break
                }
                if content.isEmpty {
                    index += 1
                    continue
                }
                // reStructuredText ends the directive at the first line not indented under it.
                if directive.fence == nil, indent <= directive.indent { break }
                if !table.started, content.hasPrefix(":") {
                    index += 1
                    continue
                }
                guard table.read(content, indent: indent) else { break }
                index += 1
            }
            result += table.lines()
        }
        return result
    }

    /// The line that opens a list table: its caption, its indentation, and the fence that closes a
    /// MyST one (nil for reStructuredText, whose directive ends where its indentation does).
    private struct Directive {
        let caption: String
        let indent: Int
        let fence: String?

        init?(_ text: String) {
            let content = text.drop { $0 == " " || $0 == "\t" }
            indent = text.count - content.count
            if content.hasPrefix(".. list-table::") {
                caption = content.dropFirst(".. list-table::".count).trimmingCharacters(in: .whitespaces)
                fence = nil
                return
            }
            // "```{list-table} Caption" or ":::{list-table}": the same run of marks closes it.
            guard let mark = content.first, mark == "`" || mark == ":" || mark == "~" else { return nil }
            let marks = content.prefix { $0 == mark }
            guard marks.count >= 3, content.dropFirst(marks.count).hasPrefix("{list-table}") else { return nil }
            caption = content.dropFirst(marks.count + "{list-table}".count).trimmingCharacters(in: .whitespaces)
            fence = String(marks)
        }
    }

    /// The rows read so far, each a list of cells, each cell its lines.
    private struct Table {
        var rows: [[[Substring]]] = []
        /// Where the open cell's text starts: a line indented at least this far continues it.
        var cellIndent = 0
        var started: Bool { !rows.isEmpty }

        /// Reads one line; false when it belongs to no row (the table has ended).
        mutating func read(_ content: Substring, indent: Int) -> Bool {
            // "* - Week" opens a row and its first cell; "- Date" under it opens the next cell.
            if content.first == "*", let cell = Self.cell(after: content.dropFirst(), indent: indent + 1) {
                rows.append([[cell.text]])
                cellIndent = cell.textIndent
                return true
            }
            guard started else { return false }
            if content.first == "-", indent < cellIndent, let cell = Self.cell(after: content, indent: indent, marked: true) {
                rows[rows.count - 1].append([cell.text])
                cellIndent = cell.textIndent
                return true
            }
            guard indent >= cellIndent - 2 else { return false }
            rows[rows.count - 1][rows[rows.count - 1].count - 1].append(content)
            return true
        }

        /// The cell a "-" opens: its first line's text and how far in that text starts. `text` starts
        /// after "*" (spaces, then "-"), or at the "-" itself when `marked`.
        private static func cell(after text: Substring, indent: Int, marked: Bool = false) -> (text: Substring, textIndent: Int)? {
            let spaces = marked ? 0 : text.prefix { $0 == " " }.count
            let rest = text.dropFirst(spaces)
            guard rest.first == "-", rest.count == 1 || rest.dropFirst().first == " " else { return nil }
            let body = rest.dropFirst()
            let gap = body.prefix { $0 == " " }.count
            return (body.dropFirst(gap), indent + spaces + 1 + max(gap, 1))
        }

        /// Each row as one line, a cell's lines joined: a nested list's items ("- Reading 1") as clauses.
        func lines() -> [Line] {
            rows.map { cells in
                Line(segments: cells.map { cellLines in
                    var text = ""
                    for line in cellLines {
                        let trimmed = line.trimmingCharacters(in: .whitespaces)
                        guard !trimmed.isEmpty else { continue }
                        let item = trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ")
                        let words = item ? String(trimmed.dropFirst(2)) : trimmed
                        if !text.isEmpty { text += item && !";.:".contains(text.last ?? " ") ? "; " : " " }
                        text += words
                    }
                    return Segment(text: text)
                })
            }
        }
    }
}
