import CXML2
import DocketCore
import DocketZipXML
import Foundation

/// Turns OpenDocument text content (`office:text`, a header, a table cell, a text box) into
/// Docket lines.
///
/// The conventions, which the golden fixtures follow (they match the DOCX reader's):
/// - A paragraph (`text:p`) or heading (`text:h`) is a line; `text:line-break` starts a new line;
///   `text:tab` is a tab, which splits the line into segments; `text:s` is spaces. Lines are trimmed
///   and empty ones dropped. List items are read as their paragraphs (no markers).
/// - Tracked changes: deleted text lives in `text:tracked-changes` and is dropped; inserted text is
///   in place and kept. Comments (`office:annotation`), note citations and field declarations give
///   no text.
/// - A footnote or endnote body (`text:note-body`) is taken out of its paragraph and read after the
///   body; a text box's paragraphs (`draw:text-box`) follow, as lines, the paragraph anchoring it.
/// - Tables are read by the extension in `OpenDocumentReader+Tables.swift`.
struct OpenDocumentReader {
    /// Tables met so far; the next table gets this index.
    var tableCount = 0
    /// Note bodies met so far, read after the body.
    var notes: [XMLElement] = []

    /// Where block content goes while it is read.
    struct BlockOutput {
        var lines: [Line] = []
        /// Set while a table cell is read: its paragraphs' text goes here, to become one segment.
        var cellParagraphs: [String]?
    }

    /// The lines of the block content under `container`.
    mutating func lines(in container: XMLElement) -> [Line] {
        var output = BlockOutput()
        appendBlocks(in: container, depth: 0, to: &output)
        return output.lines
    }

    /// Elements whose whole subtree gives no text.
    private static let skipped: [OpenDocumentNamespace: Set<String>] = [
        .text: ["tracked-changes", "note-citation", "sequence-decls", "variable-decls", "user-field-decls",
                "alphabetical-index-mark", "toc-mark", "bookmark", "soft-page-break", "deletion"],
        .office: ["annotation", "annotation-end", "forms", "event-listeners", "change-info"],
        .table: ["table-columns", "table-column", "table-column-group", "table-header-columns"],
    ]

    static func isSkipped(_ element: XMLElement) -> Bool {
        guard let namespace = element.openDocumentNamespace else { return false }
        return skipped[namespace]?.contains(element.localName) ?? false
    }

    /// Reads the block-level children of `container`; tables met here get nesting depth `depth`.
    mutating func appendBlocks(in container: XMLElement, depth: Int, to output: inout BlockOutput) {
        for child in container.children where !Self.isSkipped(child) {
            if child.isOpenDocument(.text, "p") || child.isOpenDocument(.text, "h") {
                appendParagraph(child, depth: depth, to: &output)
            } else if child.isOpenDocument(.table, "table") {
                appendTable(child, depth: depth, to: &output)
            } else {
                // Lists, list items, sections, index bodies, frames: read what is inside.
                appendBlocks(in: child, depth: depth, to: &output)
            }
        }
    }

    private mutating func appendParagraph(_ paragraph: XMLElement, depth: Int, to output: inout BlockOutput) {
        var text = ParagraphText()
        var textBoxes = BlockOutput()
        appendInline(in: paragraph, depth: depth, text: &text, textBoxes: &textBoxes)
        for piece in text.pieces {
            if output.cellParagraphs != nil {
                let cellText = piece.replacingOccurrences(of: "\t", with: " ").trimmingCharacters(in: .whitespaces)
                if !cellText.isEmpty { output.cellParagraphs?.append(cellText) }
            } else {
                let lineText = piece.trimmingCharacters(in: .whitespaces)
                guard !lineText.isEmpty else { continue }
                output.lines.append(Line(segments: lineText.split(separator: "\t", omittingEmptySubsequences: false)
                    .map { Segment(text: String($0)) }))
            }
        }
        output.lines += textBoxes.lines
    }

    /// Reads the inline content of `element`: text into `text`, text boxes (as lines) into `textBoxes`.
    private mutating func appendInline(in element: XMLElement, depth: Int, text: inout ParagraphText,
                                       textBoxes: inout BlockOutput) {
        var node = element.node.pointee.children
        while let current = node {
            node = current.pointee.next
            if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE {
                if let content = current.pointee.content { text.appendCharacters(String(cString: content)) }
                continue
            }
            guard current.pointee.type == XML_ELEMENT_NODE else { continue }
            let child = XMLElement(node: current)
            if Self.isSkipped(child) { continue }
            if child.isOpenDocument(.text, "s") {
                let count = child.openDocumentAttribute(.text, "c").flatMap { Int($0) } ?? 1
                text.appendLiteral(String(repeating: " ", count: min(max(count, 1), 64)))
            } else if child.isOpenDocument(.text, "tab") {
                text.appendLiteral("\t")
            } else if child.isOpenDocument(.text, "line-break") {
                text.breakLine()
            } else if child.isOpenDocument(.text, "note-body") {
                notes.append(child)
            } else if child.isOpenDocument(.drawing, "text-box") {
                appendBlocks(in: child, depth: depth, to: &textBoxes)
            } else {
                // Spans, links, notes, frames, fields, inserted-change marks: read what is inside.
                appendInline(in: child, depth: depth, text: &text, textBoxes: &textBoxes)
            }
        }
    }
}
