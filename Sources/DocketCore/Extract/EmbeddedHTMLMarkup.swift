import Foundation

/// A Markdown page (as course websites keep them) mixes HTML into its lines: `<div>` wrappers,
/// `<h4>` headings, definition lists (`<dt>Jan 25</dt><dd>Problems 1.30–1.35</dd>`), icons inside links
/// (`[<i class="fa-file"></i>](hw1.html)`), `<br>`, and comments that hide what the page no longer shows
/// (an old due date left in the source). A browser shows none of the tags and nothing of a comment;
/// read as text, the tags are words and a hidden date is a date. This pass reads those lines as a
/// browser lays them out:
///
/// - a comment, on one line or many, is removed, and so is a `<script>` or `<style>` element (one
///   that never closes hides nothing: what follows is the user's text);
/// - a block tag (`<div>`, `<p>`, `<li>`, `<br>`, …) ends the line, so each block is a line of its own;
/// - `<h1>`…`<h6>` becomes a Markdown heading of that level;
/// - `<dt>` starts a line and `<dd>` adds a cell to it, so a term and its definition read as one row;
/// - an inline tag (`<a>`, `<i>`, `<span>`, …) goes and its text stays; entities are decoded.
///
/// Only tags HTML defines are read as tags, so "x < y" or "<your name>" stays as written, and a fenced
/// code block or a code span is left alone. A line without a tag is returned as it is; a line that is only tags and
/// comments leaves an empty line, so the lines after it keep their numbers where no block was split.
enum EmbeddedHTMLMarkup {
    static func lines(_ lines: [Line]) -> [Line] {
        // Most text has no markup: one cheap look at each line first.
        guard lines.contains(where: { $0.text.utf8.contains(UInt8(ascii: "<")) }) else { return lines }
        // A comment that never closes hides nothing: what follows it is the user's text, kept.
        var reader = Reader(lastClose: lines.lastIndex { $0.text.contains("-->") } ?? -1,
                            lastElementClose: lines.lastIndex { line in
                                let lower = line.text.lowercased()
                                return lower.contains("</script") || lower.contains("</style")
                            } ?? -1)
        var result: [Line] = []
        result.reserveCapacity(lines.count)
        for (number, line) in lines.enumerated() {
            reader.line = number
            let text = line.text
            let trimmed = text.drop { $0 == " " }
            if !reader.isHidden, trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                reader.inFence.toggle()
                result.append(line)
                continue
            }
            guard reader.inFence || reader.isHidden || text.utf8.contains(UInt8(ascii: "<")) else {
                result.append(line)
                continue
            }
            if reader.inFence {
                result.append(line)
                continue
            }
            // A row of cells the format already separated keeps its cells: tags go inside each one.
            if line.segments.count > 1 {
                let cells = line.segments.map { segment in
                    reader.read(segment.text, breaksLines: false).map { $0.joined(separator: " ") }.joined(separator: " ")
                }
                result.append(Line(segments: zip(line.segments, cells).map { Segment(text: $1, box: $0.box) },
                                   box: line.box, confidence: line.confidence, table: line.table))
                continue
            }
            // A Markdown table row stays one row: "Chap 13<br>Appendix B" is two lines of one cell.
            let isRow = trimmed.hasPrefix("|") || text.utf8.lazy.filter({ $0 == UInt8(ascii: "|") }).count >= 2
            let read = reader.read(text, breaksLines: !isRow)
            if read.isEmpty {
                result.append(Line(text: ""))
            } else {
                for cells in read {
                    result.append(Line(segments: cells.map { Segment(text: $0) }, box: line.box, confidence: line.confidence))
                }
            }
        }
        return result
    }

    /// The state that crosses lines: an open comment, an open script or style element, a code fence.
    private struct Reader {
        /// The last line with a comment's close, and the line being read: a comment opened after the
        /// last close never closes.
        let lastClose: Int
        /// The same for a script's or style's closing tag.
        let lastElementClose: Int
        var line = 0
        var inComment = false
        /// The element whose content is not shown ("script", "style") that is open.
        var hiddenElement: String?
        var inFence = false

        var isHidden: Bool { inComment || hiddenElement != nil }

        /// The lines one line of source lays out as, each as its cells; empty when it shows nothing.
        /// `breaksLines` false: the text is one line whatever blocks it holds (a table row's cell), each
        /// block's end the end of a clause ("; ").
        mutating func read(_ text: String, breaksLines: Bool) -> [[String]] {
            var laidOut: [[String]] = []
            var cells: [String] = []
            var current = ""
            // A line that starts inside a comment is markup, whatever it says.
            var sawMarkup = isHidden
            var inCode = false
            // Within one line, a block's end still ends what it says: "Lab 3<br>Draft due" is two items.
            // Trimmed in place, its end only once its start is: a cell of thousands of blocks is
            // not copied once a block.
            func endClause() {
                while let last = current.last, last.isWhitespace { current.removeLast() }
                if let first = current.first, first.isWhitespace { current = String(current.drop(while: \.isWhitespace)) }
                guard let last = current.last, last != "|" else { return }
                current += ".;:!?".contains(last) ? " " : "; "
            }
            func endCell() {
                guard breaksLines else {
                    endClause()
                    return
                }
                let cell = EmbeddedHTMLTables.plain(current)
                current = ""
                if !cell.isEmpty { cells.append(cell) }
            }
            func endLine() {
                guard breaksLines else {
                    endClause()
                    return
                }
                endCell()
                if !cells.isEmpty { laidOut.append(cells) }
                cells = []
            }
            func finish() -> [[String]] {
                guard breaksLines else {
                    var line = EmbeddedHTMLTables.plain(current)
                    // A block that closes its cell ("…</p> |") ends no clause of its own.
                    if line.contains("; |") { line = line.replacingOccurrences(of: "; |", with: " |") }
                    if line.hasSuffix(";") { line.removeLast() }
                    return !sawMarkup ? (text.isEmpty ? [] : [[text]]) : line.isEmpty ? [] : [[line]]
                }
                endLine()
                // A line with no markup read (a "<" that is no tag) stays as written, spaces and all.
                if !sawMarkup { return text.isEmpty ? [] : [[text]] }
                // A heading mark with nothing after it ("<h4></h4>") is no line.
                return laidOut.filter { !($0.count == 1 && $0[0].allSatisfy { $0 == "#" || $0 == " " }) }
            }
            var index = text.startIndex
            while index < text.endIndex {
                if inComment {
                    guard let close = text.range(of: "-->", range: index..<text.endIndex) else { return finish() }
                    inComment = false
                    index = close.upperBound
                    continue
                }
                if let element = hiddenElement {
                    guard let close = text.range(of: "</\(element)", options: .caseInsensitive, range: index..<text.endIndex),
                          let end = text[close.upperBound...].firstIndex(of: ">") else { return finish() }
                    hiddenElement = nil
                    index = text.index(after: end)
                    continue
                }
                // Markdown's code span shows its tags as written ("use `<br>` for a break").
                if text[index] == "`" { inCode.toggle() }
                guard text[index] == "<", !inCode else {
                    current.append(text[index])
                    index = text.index(after: index)
                    continue
                }
                if text[index...].hasPrefix("<!--"), line < lastClose || text[index...].contains("-->") {
                    inComment = true
                    sawMarkup = true
                    index = text.index(index, offsetBy: 4)
                    continue
                }
                guard let tag = Self.tag(in: text, at: index) else {
                    current.append(text[index])
                    index = text.index(after: index)
                    continue
                }
                sawMarkup = true
                index = tag.end
                switch tag.name {
                case "script", "style":
                    if !tag.closing, !tag.selfClosing,
                       line < lastElementClose || text[tag.end...].range(of: "</\(tag.name)", options: .caseInsensitive) != nil {
                        hiddenElement = tag.name
                    }
                case "dd":
                    if !tag.closing {
                        // The definition beside its term: another cell of the term's line.
                        if cells.isEmpty && current.trimmingCharacters(in: .whitespaces).isEmpty { endLine() } else { endCell() }
                    } else {
                        endLine()
                    }
                case "dt":
                    if !tag.closing { endLine() } else { endCell() }
                case let name where name.count == 2 && name.hasPrefix("h") && name.last.map({ ("1"..."6").contains($0) }) == true:
                    endLine()
                    if !tag.closing, let level = name.last?.wholeNumberValue { current = String(repeating: "#", count: level) + " " }
                case let name where Self.blocks.contains(name):
                    endLine()
                default:
                    // An inline element: its text is part of the words around it.
                    break
                }
            }
            return finish()
        }

        /// The tag that starts at `index`, when it is one HTML defines and closes on this line.
        static func tag(in text: String, at index: String.Index) -> (name: String, closing: Bool, selfClosing: Bool, end: String.Index)? {
            var cursor = text.index(after: index)
            let closing = cursor < text.endIndex && text[cursor] == "/"
            if closing { cursor = text.index(after: cursor) }
            let nameEnd = text[cursor...].firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber)) } ?? text.endIndex
            let name = text[cursor..<nameEnd].lowercased()
            guard !name.isEmpty, blocks.contains(name) || inline.contains(name) || name == "dt" || name == "dd"
                    || name == "script" || name == "style" || (name.count == 2 && name.hasPrefix("h") && ("1"..."6").contains(name.last!)),
                  nameEnd < text.endIndex, " >/\t".contains(text[nameEnd]),
                  // The tag closes before another one opens: each look ends at the next "<", so a line
                  // of many "<" is read once.
                  let close = text[nameEnd...].firstIndex(where: { $0 == ">" || $0 == "<" }), text[close] == ">" else { return nil }
            let selfClosing = text[text.index(before: close)] == "/"
            return (name, closing, selfClosing, text.index(after: close))
        }

        /// Elements a browser lays out as blocks of their own. A table's are not among them: its rows
        /// were read before (``EmbeddedHTMLTables``), and a `<table>` still here is one named in prose.
        static let blocks: Set<String> = [
            "div", "p", "br", "hr", "ul", "ol", "li", "dl", "section", "article", "header", "footer", "main", "aside",
            "details", "summary", "center", "blockquote", "figure", "figcaption", "nav", "pre", "address", "form",
        ]
        /// Elements a browser lays out within the line.
        static let inline: Set<String> = [
            "a", "i", "b", "em", "strong", "span", "font", "sup", "sub", "small", "big", "u", "s", "strike", "code", "img",
            "abbr", "mark", "del", "ins", "kbd", "button", "label", "input", "iframe", "cite", "q", "time", "var", "tt",
            "svg", "path", "video", "source", "audio", "object", "embed", "picture", "wbr",
        ]
    }
}
