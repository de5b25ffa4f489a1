import Foundation

/// reStructuredText's inline markup, as Sphinx course sites write it: roles (":ref:`Follow-along
/// exercises`", ":doc:`Lab 2 <labs/lab2>`") and links ("`Lab 1 Physical properties`_", "`Syllabus
/// <syllabus.html>`__"). A browser shows only their text; read as written, the marks split a name
/// ("Follow-along exercises 1–7: due …") from its words. This pass keeps the text and drops the marks,
/// and drops a comment (".. - Prelab: due November 5", a deadline the page no longer shows) where the
/// page is reStructuredText (it has a directive or a role).
/// Markdown's code spans ("`x`", with no role before and no "_" after) are left as written.
enum RestructuredTextInline {
    static func lines(_ lines: [Line]) -> [Line] {
        // Most text has none: one cheap look at each line first.
        let hasMarkup = lines.contains(where: { mayHaveMarkup($0.text) })
        guard hasMarkup || lines.contains(where: { isDirective($0.text) }) else { return lines }
        return withoutComments(lines).map { line in
            guard mayHaveMarkup(line.text) else { return line }
            let segments = line.segments.map { Segment(text: plain($0.text), box: $0.box) }
            return Line(segments: segments, box: line.box, confidence: line.confidence, table: line.table)
        }
    }

    /// A comment (".. an old deadline", and the lines indented under it) shows nothing, as an HTML
    /// comment does not: it is dropped, leaving an empty line, so the lines after it keep their place.
    /// A directive (".. note::"), a link target (".. _name:"), a footnote (".. [1]") and a
    /// substitution (".. |name|") are no comments.
    static func withoutComments(_ lines: [Line]) -> [Line] {
        var result: [Line] = []
        result.reserveCapacity(lines.count)
        var commentIndent: Int?
        for line in lines {
            let text = line.text
            let content = text.drop { $0 == " " }
            let indent = text.count - content.count
            if let open = commentIndent, !content.isEmpty, indent > open {
                result.append(Line(text: ""))
                continue
            }
            commentIndent = nil
            if isComment(content) {
                commentIndent = indent
                result.append(Line(text: ""))
                continue
            }
            result.append(line)
        }
        return result
    }

    private static func isComment(_ content: Substring) -> Bool {
        guard content == ".." || content.hasPrefix(".. ") else { return false }
        let rest = content.dropFirst(2).drop { $0 == " " }
        if rest.first == "_" || rest.first == "[" || rest.first == "|" { return false }
        return !isDirective(String(content))
    }

    /// ".. note::", ".. list-table:: Schedule": a directive, which shows its content.
    static func isDirective(_ text: String) -> Bool {
        let content = text.drop { $0 == " " }
        guard content.hasPrefix(".. "), content.utf8.contains(UInt8(ascii: ":")), let marks = content.range(of: "::") else { return false }
        return content[content.index(content.startIndex, offsetBy: 3)..<marks.lowerBound].allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == ":" }
    }

    /// Whether the text has a role (":ref:`") or a link ("`_"): the only texts worth rewriting.
    static func mayHaveMarkup(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "`")) && (text.includes("`_") || text.includes(":`"))
    }

    /// The text with each role and link replaced by what it shows.
    static func plain(_ text: String) -> String {
        guard mayHaveMarkup(text) else { return text }
        let range = NSRange(text.startIndex..., in: text)
        var result = ""
        var last = text.startIndex
        for match in markup.matches(in: text, range: range) {
            let group = match.range(at: 1).location != NSNotFound ? 1 : 2
            guard let whole = Range(match.range, in: text), let shown = Range(match.range(at: group), in: text) else { continue }
            result += text[last..<whole.lowerBound]
            result += shownText(text[shown])
            last = whole.upperBound
        }
        result += text[last...]
        return result
    }

    /// "Lab 2 <labs/lab2>" shows "Lab 2"; a target alone ("<labs/lab2>") shows itself.
    private static func shownText(_ inner: Substring) -> String {
        guard inner.hasSuffix(">"), let open = inner.lastIndex(of: "<") else { return String(inner) }
        let label = inner[..<open].trimmingCharacters(in: .whitespaces)
        return label.isEmpty ? String(inner) : label
    }

    /// A role and its text (":ref:`text`"), or a link's text and its one or two underscores ("`text`_").
    // swiftlint:disable:next force_try
    private static let markup = try! NSRegularExpression(
        pattern: ":[A-Za-z][A-Za-z0-9_+.:-]*:`([^`]+)`|(?<![`\\w])`([^`]+)`__?(?![\\w`])", options: [])
}
