/// Cheap checks that one of the task reader's regular expressions cannot match, so that it is not
/// run there. Each is a necessary condition read off its pattern; `ScannerShortcutTests` checks them
/// against the patterns on generated lines.
extension TaskReader {
    /// `^[^A-Za-z0-9]*due\s*:\s*` (case-insensitive) can match only where the text's first ASCII letter
    /// or digit begins "due": nothing before it may be one, and "d", "u" and "e" fold to no other letter.
    static func mayStartWithDue(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: isASCIIAlphanumeric) else { return false }
        var word = bytes[first...].prefix(3).makeIterator()
        for expected in "due".utf8 {
            guard let byte = word.next(), byte | 0x20 == expected else { return false }
        }
        return true
    }

    /// `^\s*(?:on\s+)?(mon|tue|wed|thu|fri|sat|sun)[a-z]*…` over lower-cased text can match only
    /// where the text holds one of the seven weekday stems.
    static func mayHaveWeekdayStem(_ lower: String) -> Bool {
        weekdayStems.contains(where: lower.includes)
    }

    /// The pages and words patterns (case-insensitive) can match an ASCII text only where it holds
    /// their word in some case: no ASCII character folds to these letters but their own capitals. A
    /// text with any other character is searched as before.
    static func mayHave(_ word: String, in text: String) -> Bool {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return true }
        let lowered = text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        return String(decoding: lowered, as: UTF8.self).includes(word)
    }

    private static let weekdayStems = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
