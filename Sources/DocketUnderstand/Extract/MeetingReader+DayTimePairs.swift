extension MeetingReader {
    /// "T 10:00 -11:00 and W 4:00 – 5:00", "MW 5-9 pm, or TTH 6-10 pm": each time goes with the days written before it, so a
    /// statement that pairs days and times more than once is read as one statement per pair. A
    /// split needs days right after the joining word, a time right after those days, and a time range
    /// already in the part before; "Tuesday and Thursday, 2-3:15" stays whole.
    static func dayTimePairs(in clause: String) -> [String] {
        guard clause.includes(" and ") || clause.includes(", ") || clause.includes(" or ") else { return [clause] }
        let joins = (occurrences(of: " and ", in: clause) + occurrences(of: ", ", in: clause) + occurrences(of: " or ", in: clause))
            .sorted { $0.lowerBound < $1.lowerBound }
        var parts: [String] = []
        var partStart = clause.startIndex
        for join in joins where join.lowerBound > partStart {
            // Windows of fixed size keep a long line linear: the days open the part, a time ends the one before.
            let after = String(clause[join.upperBound...].prefix(24))
            // Days begin with a letter and a time follows them: most joins fail this without a pattern run.
            guard after.first?.isLetter ?? false, after.contains(where: \.isNumber), let days = days(in: after), days.range.lowerBound == after.startIndex, nextIsTime(after, after: days.range.upperBound),
                  !timeRanges(in: String(clause[partStart..<join.lowerBound].suffix(60)), allowBare: true).isEmpty else { continue }
            parts.append(String(clause[partStart..<join.lowerBound]))
            partStart = join.upperBound
        }
        parts.append(String(clause[partStart...]))
        return parts
    }

    /// Where an ASCII `needle` occurs, found over the bytes (Foundation's search costs more than the
    /// rest of a line's reading).
    private static func occurrences(of needle: String, in text: String) -> [Range<String.Index>] {
        let pattern = Array(needle.utf8), bytes = text.utf8
        guard let first = pattern.first else { return [] }
        var found: [Range<String.Index>] = []
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if bytes[index] == first {
                var cursor = index, matched = 0
                while matched < pattern.count, cursor != bytes.endIndex, bytes[cursor] == pattern[matched] {
                    matched += 1
                    cursor = bytes.index(after: cursor)
                }
                if matched == pattern.count {
                    found.append(index..<cursor)
                    index = cursor
                    continue
                }
            }
            index = bytes.index(after: index)
        }
        return found
    }
}
