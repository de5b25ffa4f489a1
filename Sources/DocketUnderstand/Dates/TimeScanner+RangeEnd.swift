/// The small searches ``TimeScanner`` makes inside a clock time it has matched ("3:30-5:30pm"),
/// written by hand: each was a regular expression compiled and run per time found, the scanner's
/// largest cost. Each keeps the expression it replaces, which it matches exactly (`\d` is a Unicode
/// decimal digit, `\s` Unicode white space, letters in either case).
extension TimeScanner {
    /// `[-–—]\s*\d{1,2}:\d{2}` occurs in `matched`: a range whose end is a clock time ("9:00–11:00").
    static func hasClockRangeEnd(_ matched: String) -> Bool {
        let s = Array(matched.unicodeScalars)
        for start in s.indices where s[start] == "-" || s[start] == "–" || s[start] == "—" {
            var i = skipSpaces(s, from: start + 1)
            guard i < s.count, s[i].isPatternDigit else { continue }
            i += 1
            if i < s.count, s[i].isPatternDigit { i += 1 }
            if i + 2 < s.count, s[i] == ":", s[i + 1].isPatternDigit, s[i + 2].isPatternDigit { return true }
        }
        return false
    }

    /// The first match of `(?:-|–|—|to)\s*(?:noon|\d{1,2}(?::\d{2})?(?:\s*[ap]\.?\s?m)?)`, case
    /// insensitive: a range's end ("–10:00 am", "-noon", "to 5").
    static func rangeEndPhrase(in matched: String) -> Range<String.Index>? {
        let indices = Array(matched.unicodeScalars.indices), s = Array(matched.unicodeScalars)
        for start in s.indices {
            guard let afterDash = dash(s, at: start) else { continue }
            var i = skipSpaces(s, from: afterDash)
            if i + 3 < s.count, lower(s[i]) == "n", lower(s[i + 1]) == "o", lower(s[i + 2]) == "o", lower(s[i + 3]) == "n" {
                return range(indices, start, i + 4, in: matched)
            }
            guard i < s.count, s[i].isPatternDigit else { continue }
            i += 1
            if i < s.count, s[i].isPatternDigit { i += 1 }
            if i + 2 < s.count, s[i] == ":", s[i + 1].isPatternDigit, s[i + 2].isPatternDigit { i += 3 }
            // (?:\s*[ap]\.?\s?m)?
            var j = skipSpaces(s, from: i)
            if j < s.count, lower(s[j]) == "a" || lower(s[j]) == "p" {
                j += 1
                if j < s.count, s[j] == "." { j += 1 }
                if j < s.count, s[j].isPatternSpace { j += 1 }
                if j < s.count, lower(s[j]) == "m" { i = j + 1 }
            }
            return range(indices, start, i, in: matched)
        }
        return nil
    }

    /// The first match of `(?:-|–|—|to)\s*(\d{1,2})(?::(\d{2}))?\s*([ap])`, case insensitive: a
    /// range's end with its own am/pm ("-5:30p").
    static func rangeEndMeridiem(in matched: String) -> Range<String.Index>? {
        let indices = Array(matched.unicodeScalars.indices), s = Array(matched.unicodeScalars)
        for start in s.indices {
            guard let afterDash = dash(s, at: start) else { continue }
            var i = skipSpaces(s, from: afterDash)
            guard i < s.count, s[i].isPatternDigit else { continue }
            i += 1
            if i < s.count, s[i].isPatternDigit { i += 1 }
            if i + 2 < s.count, s[i] == ":", s[i + 1].isPatternDigit, s[i + 2].isPatternDigit { i += 3 }
            i = skipSpaces(s, from: i)
            if i < s.count, lower(s[i]) == "a" || lower(s[i]) == "p" { return range(indices, start, i + 1, in: matched) }
        }
        return nil
    }

    /// Where `-`, `–`, `—` or `to` (either case) at `start` ends, if one is there.
    private static func dash(_ s: [Unicode.Scalar], at start: Int) -> Int? {
        if s[start] == "-" || s[start] == "–" || s[start] == "—" { return start + 1 }
        if start + 1 < s.count, lower(s[start]) == "t", lower(s[start + 1]) == "o" { return start + 2 }
        return nil
    }

    private static func skipSpaces(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count, s[i].isPatternSpace { i += 1 }
        return i
    }

    /// An ASCII letter in lower case; any other scalar as it is.
    private static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20)! : scalar
    }

    private static func range(_ indices: [String.Index], _ start: Int, _ end: Int, in text: String) -> Range<String.Index> {
        indices[start]..<(end < indices.count ? indices[end] : text.endIndex)
    }
}

extension Unicode.Scalar {
    /// What a regular expression's `\d` matches: a decimal digit of any script.
    var isPatternDigit: Bool {
        value < 0x80 ? (0x30...0x39).contains(value) : properties.generalCategory == .decimalNumber
    }

    /// What a regular expression's `\s` matches: Unicode white space.
    var isPatternSpace: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}
