/// The words of a line, found in one pass: the letter runs of its lower-cased text and whether it
/// holds digits. The scanners look here first and run a pattern only when the words it needs are
/// present, so a line without a month name is never searched for "Sept 12".
struct LineTokens: Sendable {
    /// Maximal runs of letters, lower-cased ("hw3" gives "hw"; "mid-term" gives "mid" and "term").
    private(set) var words: Set<Substring> = []
    private(set) var hasDigit = false
    private(set) var characters: Set<Character> = []

    init(_ text: String) {
        self.init(lowercased: text.lowercased())
    }

    /// From text already lower-cased. ASCII characters are classified by their value; only others go
    /// through Unicode's properties, which cost more than the rest of the pass.
    init(lowercased lower: String) {
        if lower.utf8.allSatisfy({ $0 < 0x80 }) {
            self.init(asciiLowercased: lower)
        } else {
            self.init(anyLowercased: lower)
        }
    }

    init(anyLowercased lower: String) {
        var start: String.Index?
        var index = lower.startIndex
        while index < lower.endIndex {
            let character = lower[index]
            let isLetter: Bool, isNumber: Bool
            if let ascii = character.asciiValue {
                isLetter = (0x61...0x7A).contains(ascii) || (0x41...0x5A).contains(ascii)
                isNumber = (0x30...0x39).contains(ascii)
            } else {
                isLetter = character.isLetter
                isNumber = !isLetter && character.isNumber
            }
            if isLetter {
                if start == nil { start = index }
            } else {
                if let begin = start { words.insert(lower[begin..<index]); start = nil }
                if isNumber { hasDigit = true }
                if Self.marks.contains(character) { characters.insert(character) }
            }
            index = lower.index(after: index)
        }
        if let begin = start { words.insert(lower[begin...]) }
    }

    /// The same pass over a line that is all ASCII, byte by byte: each character is one byte there
    /// ("\r\n" is one character, but neither half is a letter, a digit or a mark), so the words,
    /// digits and marks come out the same without walking characters.
    private init(asciiLowercased lower: String) {
        let utf8 = lower.utf8
        var start: String.Index?
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) {
                if start == nil { start = index }
            } else {
                if let begin = start { words.insert(lower[begin..<index]); start = nil }
                if (0x30...0x39).contains(byte) {
                    hasDigit = true
                } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") {
                    characters.insert(Character(Unicode.Scalar(byte)))
                }
            }
            index = utf8.index(after: index)
        }
        if let begin = start { words.insert(lower[begin...]) }
    }

    /// The punctuation some patterns need.
    private static let marks: Set<Character> = ["/", "-", ".", ":", "–", "—"]

    func has(_ word: String) -> Bool { words.contains(Substring(word)) }

    func hasAny(_ candidates: Set<String>) -> Bool {
        candidates.count < words.count ? candidates.contains { words.contains(Substring($0)) } : words.contains { candidates.contains(String($0)) }
    }

    func has(character: Character) -> Bool { characters.contains(character) }

    static let months: Set<String> = ["jan", "january", "feb", "february", "mar", "march", "apr", "april", "may", "jun", "june",
                                      "jul", "july", "aug", "august", "sep", "sept", "september", "oct", "october", "nov",
                                      "november", "dec", "december"]
    static let weekdays: Set<String> = ["mon", "monday", "tue", "tues", "tuesday", "wed", "weds", "wednesday", "thu", "thur",
                                        "thurs", "thursday", "fri", "friday", "sat", "saturday", "sun", "sunday"]
}
