import DocketCore

/// Turns a parsed page into Docket lines, in document order.
///
/// The conventions, which the golden fixtures follow:
/// - Each block (paragraph, heading, list item, division, `<dt>`/`<dd>` outside a list of terms…)
///   is a line; `<br>` starts a new line; whitespace collapses as a browser collapses it, and lines
///   left empty are dropped. List markers are not text (as in DOCX).
/// - `<pre>` keeps its lines and tabs (a tab splits the line into segments).
/// - What ``HTMLElementRole`` drops gives no text: scripts, styles, the head, navigation, form
///   controls, hidden elements.
/// - Tables and lists of terms are read by the extensions in `HTMLReader+Tables.swift` and
///   `HTMLReader+DefinitionLists.swift`.
struct HTMLReader {
    /// Tables met so far; the next table gets this index.
    var tableCount = 0
    /// Lines in reading order.
    private(set) var lines: [Line] = []
    /// Set while a table cell or a term is read: its lines' text goes here, to become one segment;
    /// only nested tables go to ``lines``.
    var cellParagraphs: [String]?
    private var inline = InlineText()

    init(tableCount: Int = 0, collectingCell: Bool = false) {
        self.tableCount = tableCount
        self.cellParagraphs = collectingCell ? [] : nil
    }

    /// Reads the page under `root` (the `<html>` element).
    mutating func read(_ root: HTMLNode) {
        appendContent(of: root, depth: 0)
        endLine()
    }

    /// Reads the children of `element`; tables met here get nesting depth `depth`.
    mutating func appendContent(of element: HTMLNode, depth: Int) {
        appendNodes(element.children, depth: depth)
    }

    /// Appends what a run of nodes shows, as ``appendContent(of:depth:)`` does for an element's children.
    mutating func appendNodes(_ nodes: [HTMLNode], depth: Int) {
        for child in nodes {
            if child.isText {
                inline.append(child.content)
                continue
            }
            guard child.isElement else { continue }  // comments, processing instructions
            switch HTMLElementRole(child) {
            case .dropped:
                continue
            case .inline:
                appendContent(of: child, depth: depth)
            case .lineBreak:
                endLine()
            case .block:
                endLine()
                appendContent(of: child, depth: depth)
                endLine()
            case .preformatted:
                endLine()
                appendPreformatted(child)
            case .table:
                endLine()
                appendTable(child, depth: depth)
            case .definitionList:
                endLine()
                appendDefinitionList(child, depth: depth)
            }
        }
    }

    /// Ends the line being built, if it has text.
    mutating func endLine() {
        let text = inline.take()
        guard !text.isEmpty else { return }
        append(text)
    }

    /// Appends one finished line: to the cell being read, or as a line of its own.
    mutating func append(_ text: String) {
        if cellParagraphs != nil {
            let cellText = text.replacingOccurrences(of: "\t", with: " ").trimmingCharacters(in: .whitespaces)
            if !cellText.isEmpty { cellParagraphs?.append(cellText) }
        } else {
            let segments = text.split(separator: "\t", omittingEmptySubsequences: false).map { Segment(text: String($0)) }
            lines.append(Line(segments: segments))
        }
    }

    /// Appends lines that are already whole (a nested table's rows).
    mutating func append(lines more: [Line]) {
        lines += more
    }

    private mutating func appendPreformatted(_ element: HTMLNode) {
        var text = ""
        func collect(_ node: HTMLNode) {
            for child in node.children {
                if child.isText {
                    text += child.content
                } else if child.isElement {
                    switch HTMLElementRole(child) {
                    case .dropped: continue
                    case .lineBreak: text += "\n"
                    default: collect(child)
                    }
                }
            }
        }
        collect(element)
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = String(rawLine.map { $0 == "\u{0C}" || $0 == "\u{0B}" ? " " : $0 })
                .trimmingCharacters(in: .whitespaces)
            if !line.isEmpty { append(line) }
        }
    }
}
