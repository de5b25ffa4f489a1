import Foundation

/// A course site built by Jekyll (GitHub Pages) keeps last year's items in its pages between
/// `{% comment %}` and `{% endcomment %}`: the site shows none of it, and read as text an old due
/// date is a date. This pass removes what such a block holds, on one line or many, as
/// ``EmbeddedHTMLMarkup`` removes an HTML comment. A block that never closes hides nothing: what
/// follows the opening tag is the user's text, kept. A line the block covers entirely is left empty,
/// so the lines after it keep their numbers.
enum TemplateComments {
    static func lines(_ lines: [Line]) -> [Line] {
        // Most text has no template tag: one cheap look first.
        guard lines.contains(where: { $0.text.includes("{%") }) else { return lines }
        // The last closing tag: a block opened after it never closes.
        guard let lastClose = lines.lastIndex(where: { $0.text.includes("{%") && Self.tags(in: $0.text).contains { !$0.opens } }) else { return lines }
        var result: [Line] = []
        result.reserveCapacity(lines.count)
        var hidden = false
        for (number, line) in lines.enumerated() {
            guard hidden || line.text.includes("{%") else {
                result.append(line)
                continue
            }
            var segments: [Segment] = []
            for segment in line.segments {
                let kept = Self.visible(segment.text, hidden: &hidden, mayOpen: number <= lastClose)
                segments.append(Segment(text: kept, box: segment.box))
            }
            if segments.allSatisfy({ $0.text.trimmingCharacters(in: .whitespaces).isEmpty }) {
                result.append(Line(text: "", box: line.box, confidence: line.confidence))
            } else {
                result.append(Line(segments: segments, box: line.box, confidence: line.confidence, table: line.table))
            }
        }
        return result
    }

    /// The text of a piece outside any block, with whether a block is still open after it.
    private static func visible(_ text: String, hidden: inout Bool, mayOpen: Bool) -> String {
        var kept = ""
        var from = text.startIndex
        for tag in tags(in: text) {
            if hidden {
                if !tag.opens {
                    hidden = false
                    from = tag.range.upperBound
                }
            } else if tag.opens, mayOpen {
                kept += text[from..<tag.range.lowerBound]
                hidden = true
            }
        }
        if !hidden { kept += text[from...] }
        return kept
    }

    /// The comment tags of a piece of text, in order: `{% comment %}` opens, `{% endcomment %}` closes;
    /// Liquid's whitespace control (`{%- comment -%}`) reads the same.
    private static func tags(in text: String) -> [(range: Range<String.Index>, opens: Bool)] {
        var found: [(range: Range<String.Index>, opens: Bool)] = []
        var search = text.startIndex
        while let open = text.range(of: "{%", range: search..<text.endIndex) {
            guard let close = text.range(of: "%}", range: open.upperBound..<text.endIndex) else { break }
            search = close.upperBound
            let word = text[open.upperBound..<close.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: "- \t"))
            if word == "comment" { found.append((open.lowerBound..<close.upperBound, true)) }
            if word == "endcomment" { found.append((open.lowerBound..<close.upperBound, false)) }
        }
        return found
    }
}
