import DocketCore
import DocketZipXML
import Foundation

/// Turns one slide (`p:sld`) into lines.
///
/// - Reading order: the title placeholder first, then the other shapes from top to bottom and, on
///   the same top edge, left to right (`a:xfrm/a:off`); shapes that inherit their place from the
///   layout (no offset of their own) come right after the title, in the order written. Groups are
///   read as one shape at the group's place, their members in the same order inside.
/// - A text frame's paragraph (`a:p`) is a line; `a:br` starts a new line, `a:tab` is a tab;
///   fields (`a:fld`, a slide number or date) give their text. Pictures give no text.
/// - Tables (`a:tbl` in a graphic frame): a row per line, cells tab-separated (a cell's paragraphs
///   joined by a space, an empty cell still a segment), the first row a header row when the table
///   says so (`firstRow="1"`); tables are numbered across the whole presentation.
struct SlideReader {
    var tableCount = 0

    private struct Shape {
        var element: XMLElement
        var isTitle: Bool
        var position: (y: Int, x: Int)?
        var order: Int
    }

    mutating func lines(of slide: XMLDocument) -> [Line] {
        slide.withRoot { root in
            guard let tree = root?.child({ $0.isPresentation("cSld") })?.child({ $0.isPresentation("spTree") }) else { return [] }
            return lines(inGroup: tree)
        }
    }

    private mutating func lines(inGroup group: XMLElement) -> [Line] {
        var shapes: [Shape] = []
        for (order, child) in group.children.enumerated() where child.namespaceURI == PresentationNamespace.presentation {
            guard ["sp", "graphicFrame", "grpSp", "cxnSp"].contains(child.localName) else { continue }
            shapes.append(Shape(element: child, isTitle: Self.isTitle(child), position: Self.position(of: child), order: order))
        }
        shapes.sort { a, b in
            if a.isTitle != b.isTitle { return a.isTitle }
            switch (a.position, b.position) {
            case (nil, nil): return a.order < b.order
            case (nil, _): return true
            case (_, nil): return false
            case let (p?, q?): return (p.y, p.x, a.order) < (q.y, q.x, b.order)
            }
        }
        var lines: [Line] = []
        for shape in shapes {
            let element = shape.element
            if element.isPresentation("grpSp") {
                lines += self.lines(inGroup: element)
            } else if element.isPresentation("graphicFrame") {
                for table in Self.descendants(of: element, where: { $0.isDrawing("tbl") }) {
                    lines += tableLines(table)
                }
            } else if let body = element.child({ $0.isPresentation("txBody") }) {
                lines += paragraphs(in: body).compactMap(Self.line)
            }
        }
        return lines
    }

    private static func isTitle(_ shape: XMLElement) -> Bool {
        guard let placeholder = shape.child({ $0.isPresentation("nvSpPr") })?
            .child({ $0.isPresentation("nvPr") })?.child({ $0.isPresentation("ph") }) else { return false }
        let type = placeholder.plainAttribute("type")
        return type == "title" || type == "ctrTitle"
    }

    /// The shape's top-left corner in EMU, from `p:spPr/a:xfrm/a:off`, `p:xfrm/a:off` (graphic
    /// frames) or `p:grpSpPr/a:xfrm/a:off` (groups).
    private static func position(of shape: XMLElement) -> (y: Int, x: Int)? {
        let transform = shape.child({ $0.isPresentation("spPr") || $0.isPresentation("grpSpPr") })?.child({ $0.isDrawing("xfrm") })
            ?? shape.child({ $0.isPresentation("xfrm") })
        guard let offset = transform?.child({ $0.isDrawing("off") }),
              let x = offset.plainAttribute("x").flatMap({ Int($0) }),
              let y = offset.plainAttribute("y").flatMap({ Int($0) }) else { return nil }
        return (y, x)
    }

    /// The text of each paragraph of a text body; a line break splits a paragraph.
    private func paragraphs(in body: XMLElement) -> [String] {
        var result: [String] = []
        for paragraph in body.children where paragraph.isDrawing("p") {
            var current = ""
            for run in paragraph.children {
                if run.isDrawing("r") || run.isDrawing("fld") {
                    if let text = run.child({ $0.isDrawing("t") }) { current += Self.singleLine(text.text) }
                } else if run.isDrawing("br") {
                    result.append(current)
                    current = ""
                } else if run.isDrawing("tab") {
                    current += "\t"
                }
            }
            result.append(current)
        }
        return result
    }

    private static func singleLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\u{0B}" || $0 == "\u{0C}" ? " " : $0 })
    }

    private static func line(_ text: String) -> Line? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        return Line(segments: trimmed.split(separator: "\t", omittingEmptySubsequences: false).map { Segment(text: String($0)) })
    }

    private mutating func tableLines(_ table: XMLElement) -> [Line] {
        let index = tableCount
        tableCount += 1
        let headerRow = table.child({ $0.isDrawing("tblPr") })?.plainAttribute("firstRow") == "1"
        var lines: [Line] = []
        for (rowIndex, row) in table.children.filter({ $0.isDrawing("tr") }).enumerated() {
            let cells = row.children.filter { $0.isDrawing("tc") }
                // A cell that a merged neighbour covers repeats nothing.
                .filter { $0.plainAttribute("hMerge") != "1" && $0.plainAttribute("vMerge") != "1" }
                .map { cell -> String in
                    let texts = cell.child({ $0.isDrawing("txBody") }).map { paragraphs(in: $0) } ?? []
                    return texts.map { $0.replacingOccurrences(of: "\t", with: " ").trimmingCharacters(in: .whitespaces) }
                        .filter { !$0.isEmpty }.joined(separator: " ")
                }
            guard cells.contains(where: { !$0.isEmpty }) else { continue }
            lines.append(Line(segments: cells.map { Segment(text: $0) },
                              table: TablePosition(table: index, row: rowIndex, depth: 0, isHeader: headerRow && rowIndex == 0)))
        }
        return lines
    }

    /// Descendants matching `wanted`, not looking inside a match.
    private static func descendants(of element: XMLElement, where wanted: (XMLElement) -> Bool) -> [XMLElement] {
        var found: [XMLElement] = []
        for child in element.children {
            if wanted(child) { found.append(child) } else { found += descendants(of: child, where: wanted) }
        }
        return found
    }
}
