/// When a task's start time is followed by its end in words ("at 2:05pm (till 3:05pm)", "2 pm until
/// 4 pm"), the end: the time scanner reads ranges only when written with a dash.
enum StatedEnd {
    /// The end of the range `start` opens in `text`, written with a dash ("8:00–10:00 am") or in words.
    static func endOfRange(of start: TimeOfDay?, in text: String) -> TimeOfDay? {
        TimeScanner().end(of: start, in: text) ?? end(of: start, in: text)
    }

    /// The end written just after `start` in `text`, or nil.
    static func end(of start: TimeOfDay?, in text: String) -> TimeOfDay? {
        guard let start, mayHaveJoiner(text) else { return nil }
        let matches = TimeScanner().matches(in: text)
        for (index, match) in matches.enumerated() where match.time == start && index + 1 < matches.count {
            let next = matches[index + 1]
            guard next.isExplicit, next.time > start, next.range.lowerBound >= match.range.upperBound,
                  text.isWithin(12, from: match.range.upperBound, to: next.range.lowerBound) else { continue }
            let between = text[match.range.upperBound..<next.range.lowerBound].lowercased()
            let words = between.split(whereSeparator: { !$0.isLetter })
            if words.count == 1, joiners.contains(String(words[0])) { return next.time }
        }
        return nil
    }

    private static let joiners: Set<String> = ["till", "until", "to", "through", "thru"]

    /// Whether the text may hold a joiner: every one has "til", "to" or "thr" in it, in ASCII letters of
    /// either case (no other character lower-cases to one of these letters alone).
    static func mayHaveJoiner(_ text: String) -> Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            if previous == UInt8(ascii: "t") && lower == UInt8(ascii: "o") { return true }
            if lower == UInt8(ascii: "l") && previous == UInt8(ascii: "i") && beforePrevious == UInt8(ascii: "t") { return true }
            if lower == UInt8(ascii: "r") && previous == UInt8(ascii: "h") && beforePrevious == UInt8(ascii: "t") { return true }
            beforePrevious = previous
            previous = lower
        }
        return false
    }
}
