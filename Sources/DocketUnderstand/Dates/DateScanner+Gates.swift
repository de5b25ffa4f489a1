/// Cheap checks that a month-named date pattern cannot match a line, so that its regular expression
/// is not run there. Each check is a necessary condition of its pattern, read off the pattern: where
/// the check says no, the pattern finds nothing. Only lines of ASCII text are checked (a line with
/// any other character is searched as before), so that `\d`, `\s`, word boundaries and case folding
/// need no Unicode tables here.
extension DateScanner {
    /// "Sept 12", "Thursday, October 3rd", "Jan-23": `\b(month)\.?(?:\s*|-)\d`, that is a month's first three letters
    /// after a word boundary, the rest of the word, an optional dot, spaces or one hyphen, and a digit.
    static func mayHaveMonthThenDay(_ text: String) -> Bool {
        guard let bytes = asciiBytes(text) else { return true }
        for start in bytes.indices where isMonthStem(bytes, at: start) {
            if start > 0, isWordByte(bytes[start - 1]) { continue }
            var i = start
            while i < bytes.count, isLetterByte(bytes[i]) { i += 1 }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") { i += 1 }
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 } else { while i < bytes.count, isSpaceByte(bytes[i]) { i += 1 } }
            if i < bytes.count, isDigitByte(bytes[i]) { return true }
        }
        return false
    }

    /// "23 July", "10-14 December", "3rd of May", "01Feb": a month's first three letters after a day
    /// (a digit, an ordinal's "st", "nd", "rd" or "th", or the ")" of "^(th)"), with only what the
    /// pattern lets between them: `[.\- ]?[ ]*(?:of\s+)?`.
    static func mayHaveDayThenMonth(_ text: String) -> Bool {
        guard let bytes = asciiBytes(text) else { return true }
        for start in bytes.indices where isMonthStem(bytes, at: start) {
            if dayEnds(bytes, beforeSeparator: start - 1) { return true }
            // "of" and at least one space.
            var k = start - 1
            guard k >= 0, isSpaceByte(bytes[k]) else { continue }
            while k >= 0, isSpaceByte(bytes[k]) { k -= 1 }
            if k >= 1, lower(bytes[k]) == UInt8(ascii: "f"), lower(bytes[k - 1]) == UInt8(ascii: "o"),
               dayEnds(bytes, beforeSeparator: k - 2) {
                return true
            }
        }
        return false
    }

    /// Whether a day ends at or before `end` with only `[.\- ]?[ ]*` after it.
    private static func dayEnds(_ bytes: [UInt8], beforeSeparator end: Int) -> Bool {
        var k = end
        while k >= 0, bytes[k] == UInt8(ascii: " ") { k -= 1 }
        if k >= 0, bytes[k] == UInt8(ascii: ".") || bytes[k] == UInt8(ascii: "-") {
            if dayEnds(bytes, at: k - 1) { return true }
        }
        return dayEnds(bytes, at: k)
    }

    private static func dayEnds(_ bytes: [UInt8], at k: Int) -> Bool {
        guard k >= 0 else { return false }
        if isDigitByte(bytes[k]) || bytes[k] == UInt8(ascii: ")") { return true }
        guard k >= 1 else { return false }
        let pair = (lower(bytes[k - 1]), lower(bytes[k]))
        switch pair {
        case (UInt8(ascii: "s"), UInt8(ascii: "t")), (UInt8(ascii: "n"), UInt8(ascii: "d")),
             (UInt8(ascii: "r"), UInt8(ascii: "d")), (UInt8(ascii: "t"), UInt8(ascii: "h")):
            return true
        default:
            return false
        }
    }

    private static let monthStems: [[UInt8]] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        .map { Array($0.utf8) }

    private static func isMonthStem(_ bytes: [UInt8], at i: Int) -> Bool {
        guard i + 2 < bytes.count else { return false }
        let a = lower(bytes[i]), b = lower(bytes[i + 1]), c = lower(bytes[i + 2])
        return monthStems.contains { $0[0] == a && $0[1] == b && $0[2] == c }
    }

    /// The text's bytes when every one is ASCII; nil otherwise.
    private static func asciiBytes(_ text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        return bytes.allSatisfy { $0 < 0x80 } ? bytes : nil
    }

    /// Whether `text` has eight digits, a "T" and a digit: what a compact date and time ("20200925T2359")
    /// begins with.
    static func mayHaveCompactDateTime(_ text: String) -> Bool {
        var digits = 0
        var afterT = false
        for byte in text.utf8 {
            if isDigitByte(byte) {
                if afterT { return true }
                digits += 1
            } else if byte == UInt8(ascii: "T"), digits >= 8 {
                afterT = true
            } else {
                digits = 0
                afterT = false
            }
        }
        return false
    }

    private static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
    private static func isLetterByte(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(lower(byte)) }
    private static func isDigitByte(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isWordByte(_ byte: UInt8) -> Bool { isLetterByte(byte) || isDigitByte(byte) || byte == UInt8(ascii: "_") }
    /// `\s` in ASCII, taken wide (tab to carriage return and space): a wider class only lets more lines through.
    private static func isSpaceByte(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
}
