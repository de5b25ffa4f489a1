import DocketZipXML
import DocketCore
import Foundation

/// Turns WordprocessingML block content (a body, a header, a footnote, a text box, a table cell)
/// into Docket lines.
///
/// The conventions, which the golden fixtures follow:
/// - A paragraph is a line; `w:br` and `w:cr` start a new line (a line or page break
///   character inside `w:t` is a space). `w:t` is text, `w:tab` a tab, which
///   splits the line into segments, `w:noBreakHyphen` a hyphen. Each line is trimmed of leading and
///   trailing whitespace; lines left empty are dropped.
/// - Deleted and moved-away text (`w:del`, `w:moveFrom`, `w:delText`), field instructions
///   (`w:instrText`), symbols (`w:sym`) and note reference marks give no text; insertions, moves,
///   hyperlinks, smart tags, content controls and simple fields are read through.
/// - A text box's paragraphs follow, as lines, the lines of the paragraph that anchors it; of an
///   `mc:AlternateContent` only the `mc:Choice` is read (see ``WordElementRole``).
/// - Tables are read by the extension in `WordprocessingReader+Tables.swift`.
///
/// A value type: copy it to read a part tentatively (a header that may be a duplicate) and keep
/// the copy only if its lines are kept, so table numbers stay dense.
struct WordprocessingReader {
    /// Tables met so far; the next table gets this index.
    var tableCount = 0

    /// The lines of the block content under `container`.
    mutating func lines(in container: XMLElement) -> [Line] {
        var output = BlockOutput()
        appendBlocks(in: container, depth: 0, to: &output)
        return output.lines
    }

    /// Where block content goes while it is read.
    struct BlockOutput {
        /// Lines in reading order.
        var lines: [Line] = []
        /// Set while a table cell is read: its paragraphs' text goes here, to become one segment,
        /// and only nested tables and text boxes go to ``lines``.
        var cellParagraphs: [String]?
    }

    /// Reads the block-level children of `container`; tables met here get nesting depth `depth`.
    mutating func appendBlocks(in container: XMLElement, depth: Int, to output: inout BlockOutput) {
        for child in container.children {
            switch WordElementRole(child) {
            case .paragraph:
                appendParagraph(child, depth: depth, to: &output)
            case .table:
                appendTable(child, depth: depth, to: &output)
            case .alternateContent:
                if let branch = WordElementRole.alternateBranch(of: child) {
                    appendBlocks(in: branch, depth: depth, to: &output)
                }
            case .skipped:
                break
            case .row, .cell, .textBoxContent, .container:
                appendBlocks(in: child, depth: depth, to: &output)
            }
        }
    }

    private mutating func appendParagraph(_ paragraph: XMLElement, depth: Int, to output: inout BlockOutput) {
        var text = InlineText()
        var textBoxes = BlockOutput()
        appendInline(in: paragraph, depth: depth, text: &text, textBoxes: &textBoxes)
        if output.cellParagraphs != nil {
            for piece in text.pieces {
                let cellText = piece.replacingOccurrences(of: "\t", with: " ").trimmingCharacters(in: .whitespaces)
                if !cellText.isEmpty { output.cellParagraphs?.append(cellText) }
            }
        } else {
            for piece in text.pieces {
                let lineText = piece.trimmingCharacters(in: .whitespaces)
                guard !lineText.isEmpty else { continue }
                let segments = lineText.split(separator: "\t", omittingEmptySubsequences: false)
                    .map { Segment(text: String($0)) }
                output.lines.append(Line(segments: segments))
            }
        }
        output.lines += textBoxes.lines
    }

    /// Reads the run-level content of `element`: text into `text`, text boxes (as lines) into
    /// `textBoxes`.
    private mutating func appendInline(in element: XMLElement, depth: Int, text: inout InlineText,
                                       textBoxes: inout BlockOutput) {
        for child in element.children {
            let role = WordElementRole(child)
            switch role {
            case .skipped:
                continue
            case .textBoxContent:
                appendBlocks(in: child, depth: depth, to: &textBoxes)
                continue
            case .alternateContent:
                if let branch = WordElementRole.alternateBranch(of: child) {
                    appendInline(in: branch, depth: depth, text: &text, textBoxes: &textBoxes)
                }
                continue
            case .paragraph, .table, .row, .cell, .container:
                break
            }
            if child.namespace == .wordprocessingML {
                switch child.localName {
                case "t":
                    text.appendRunText(child.text)
                    continue
                case "tab", "ptab":
                    text.append("\t")
                    continue
                case "br", "cr":
                    text.breakLine()
                    continue
                case "noBreakHyphen":
                    text.append("-")
                    continue
                default:
                    break
                }
            }
            appendInline(in: child, depth: depth, text: &text, textBoxes: &textBoxes)
        }
    }
}
