import Foundation

/// A course site built by Hugo or Quarto writes parts of its pages as shortcodes: `{{< material
/// label="Lab 1:" text="Julia Setup" href="labs/lab-01/" >}}`, `{{< var course.number >}}`,
/// `{{% notice %}}`. The site shows what the shortcode renders, never its source, and read as written a
/// row's shortcode is a long title of attribute names and paths. This pass puts in each shortcode's
/// place the words a reader sees: the values of the attributes that name what is shown (``shownKeys``,
/// "Lab 1: Julia Setup"), or nothing when it has none (a variable, a closing tag, an icon, a link target).
/// A shortcode that never closes on its line is text, kept.
enum TemplateShortcodes {
    /// Attributes whose values a rendered shortcode shows, in the order they are read.
    static let shownKeys = ["label", "text", "title", "caption", "name"]

    /// The lines with every shortcode in place of its shown words; a line without one is returned as it is.
    static func lines(_ lines: [Line]) -> [Line] {
        // Most text has none: one cheap look first.
        guard lines.contains(where: { mayHaveShortcode($0.text) }) else { return lines }
        return lines.map { line in
            guard mayHaveShortcode(line.text) else { return line }
            let segments = line.segments.map { Segment(text: rendered($0.text), box: $0.box) }
            return Line(segments: segments, box: line.box, confidence: line.confidence, table: line.table)
        }
    }

    /// Whether the text has "{{<" or "{{%": the only texts worth reading.
    static func mayHaveShortcode(_ text: String) -> Bool {
        text.includes("{{<") || text.includes("{{%")
    }

    /// The text with each closed shortcode replaced by its shown words.
    static func rendered(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let open = firstOpening(in: rest) {
            let closer = rest[open.upperBound] == "<" ? ">}}" : "%}}"
            let inside = rest.index(after: open.upperBound)
            guard let close = rest.range(of: closer, range: inside..<rest.endIndex) else { break }
            result += rest[..<open.lowerBound]
            let shown = shownWords(of: rest[inside..<close.lowerBound])
            if !shown.isEmpty {
                // The words stand apart from what is written around them, as the rendered page shows them.
                if let last = result.last, !last.isWhitespace { result += " " }
                result += shown
                if let next = rest[close.upperBound...].first, !next.isWhitespace, !next.isPunctuation { result += " " }
            }
            rest = rest[close.upperBound...]
        }
        result += rest
        return result
    }

    /// Where the next "{{<" or "{{%" starts; the range covers "{{", the next character is "<" or "%".
    private static func firstOpening(in text: Substring) -> Range<Substring.Index>? {
        var search = text.startIndex
        while let braces = text.range(of: "{{", range: search..<text.endIndex) {
            if braces.upperBound < text.endIndex, text[braces.upperBound] == "<" || text[braces.upperBound] == "%" {
                return braces
            }
            search = braces.upperBound
        }
        return nil
    }

    /// The words a shortcode's body shows: its shown attributes' values joined by a space; nothing for a
    /// closing tag or a shortcode without them.
    static func shownWords(of body: Substring) -> String {
        let trimmed = body.drop { $0 == " " || $0 == "-" }
        guard !trimmed.hasPrefix("/") else { return "" }
        let attributes = self.attributes(of: trimmed)
        return shownKeys.compactMap { key in attributes[key] }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The named attributes of a shortcode's body (`key="value"`, `key='value'`, `key=value`), keys in lower case.
    static func attributes(of body: Substring) -> [String: String] {
        var found: [String: String] = [:]
        var index = body.startIndex
        while index < body.endIndex {
            // A positional value ("{{< ref "a text=b" >}}") is read past whole.
            if body[index] == "\"" || body[index] == "'" {
                let quote = body[index]
                let after = body.index(after: index)
                index = body[after...].firstIndex(of: quote).map { body.index(after: $0) } ?? body.endIndex
                continue
            }
            guard body[index].isLetter else { index = body.index(after: index); continue }
            var end = index
            while end < body.endIndex, body[end].isLetter || body[end].isNumber || body[end] == "_" || body[end] == "-" {
                end = body.index(after: end)
            }
            let key = body[index..<end].lowercased()
            guard end < body.endIndex, body[end] == "=" else { index = end; continue }
            var valueStart = body.index(after: end)
            guard valueStart < body.endIndex else { break }
            let quote = body[valueStart]
            let valueEnd: Substring.Index
            if quote == "\"" || quote == "'" {
                valueStart = body.index(after: valueStart)
                valueEnd = body[valueStart...].firstIndex(of: quote) ?? body.endIndex
                index = valueEnd < body.endIndex ? body.index(after: valueEnd) : valueEnd
            } else {
                valueEnd = body[valueStart...].firstIndex { $0 == " " } ?? body.endIndex
                index = valueEnd
            }
            if found[key] == nil { found[key] = String(body[valueStart..<valueEnd]) }
        }
        return found
    }
}
