/// HTML's character references ("&nbsp;", "&amp;", "&#8211;", "&#x2013;") in text that is not HTML.
///
/// Markdown decodes them where a browser shows the page, and course pages kept as Markdown or text
/// use them to hold a table cell together ("April&nbsp;16"). Read as written, "April&nbsp;16" is no
/// date. This pass decodes them on every line outside a fenced code block and a code span, where
/// Markdown shows them as written. Only references HTML defines are decoded, and only with their
/// closing ";", so "AT&T" and "R&D;" stay.
enum CharacterReferences {
    /// The lines with their references decoded; a line without one is returned as it is.
    static func lines(_ lines: [Line]) -> [Line] {
        // Most text has none: one cheap look at each line first.
        guard lines.contains(where: { mayHaveReference($0.text) }) else { return lines }
        var inFence = false
        return lines.map { line in
            let trimmed = line.text.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
                return line
            }
            guard !inFence, mayHaveReference(line.text) else { return line }
            let segments = line.segments.map { Segment(text: decoded($0.text), box: $0.box) }
            return Line(segments: segments, box: line.box, confidence: line.confidence, table: line.table)
        }
    }

    /// The text with every reference HTML defines decoded; a non-breaking space is a space, as the
    /// other readers take it. Code spans ("`&amp;`") are left as written.
    static func decoded(_ text: String) -> String {
        guard mayHaveReference(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var inCode = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "`" { inCode.toggle() }
            if character == "&", !inCode, let (value, end) = reference(in: text, at: index) {
                result.append(value)
                index = end
                continue
            }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }

    /// Whether the text has an "&" with a ";" after it: the only texts worth reading character by character.
    static func mayHaveReference(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let ampersand = bytes.firstIndex(of: UInt8(ascii: "&")) else { return false }
        return bytes[ampersand...].contains(UInt8(ascii: ";"))
    }

    /// The character a reference at `index` stands for, and where it ends; nil when the "&" starts none.
    /// A reference is short: the name is read for at most ``longestName`` characters.
    static func reference(in text: String, at index: String.Index) -> (Character, String.Index)? {
        var cursor = text.index(after: index)
        var name = ""
        while cursor < text.endIndex, name.count <= longestName {
            let character = text[cursor]
            if character == ";" {
                guard let value = value(of: name) else { return nil }
                return (value, text.index(after: cursor))
            }
            guard character.isASCII, character.isLetter || character.isNumber || character == "#" else { return nil }
            name.append(character)
            cursor = text.index(after: cursor)
        }
        return nil
    }

    /// "#8211", "#x2013" or a name HTML defines.
    static func value(of name: String) -> Character? {
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let hex = digits.first == "x" || digits.first == "X"
            guard let code = hex ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10),
                  code != 0, let scalar = Unicode.Scalar(code) else { return nil }
            // A control character is no text: a no-break or zero-width space reads as a space.
            if scalar.properties.generalCategory == .control { return nil }
            return code == 0xA0 ? " " : Character(scalar)
        }
        return named[name]
    }

    static let longestName = 8

    /// The references course pages use: spaces, markup's own characters, dashes, quotes and a few marks.
    static let named: [String: Character] = [
        "nbsp": " ", "ensp": " ", "emsp": " ", "thinsp": " ",
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
        "ndash": "–", "mdash": "—", "minus": "−", "hyphen": "-",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»",
        "hellip": "…", "middot": "·", "bull": "•", "rarr": "→", "larr": "←", "harr": "↔",
        "times": "×", "divide": "÷", "plusmn": "±", "deg": "°", "frac12": "½", "frac14": "¼", "frac34": "¾",
        "copy": "©", "reg": "®", "trade": "™", "sect": "§", "para": "¶", "dagger": "†", "Dagger": "‡",
        "eacute": "é", "egrave": "è", "aacute": "á", "agrave": "à", "oacute": "ó", "uacute": "ú",
        "iacute": "í", "ntilde": "ñ", "ccedil": "ç", "uuml": "ü", "ouml": "ö", "auml": "ä",
    ]
}
