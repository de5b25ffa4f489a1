extension TaskReader {
    /// "Final Exam as scheduled by the registrar, Wednesday December 10, 9-12.": an exam's hours
    /// written bare right after its date, as exam schedules do. Without am/pm or minutes a range is
    /// read as hours only here: right after a date, both ends from 1 to 12, at most four hours long,
    /// and nothing after it that makes it a count or a decimal ("9-12 pages", "9-12%", "9-1.5"). Hours from 1 to 6 are
    /// afternoon, as in ``MeetingReader``.
    static func bareHours(after date: Range<String.Index>, in text: String) -> TimeOfDay? {
        var rest = text[date.upperBound...].prefix(20).drop { $0 == "," || $0 == " " }
        guard let start = leadingNumber(&rest), (1...12).contains(start) else { return nil }
        rest = rest.drop { $0 == " " }
        guard let dash = rest.first, dash == "-" || dash == "–" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        guard let end = leadingNumber(&rest), (1...12).contains(end) else { return nil }
        let decimal = rest.first == "." && (rest.dropFirst().first?.isNumber ?? false)
        if let next = rest.first, next.isNumber || ":/%".contains(next) || decimal { return nil }
        // A word after it says what is counted ("9-12 pages"); a clock range needs none.
        if rest.drop(while: { $0 == " " }).first?.isLetter ?? false { return nil }
        let startHour = start <= 6 ? start + 12 : start
        var endHour = end <= 6 ? end + 12 : end
        if endHour <= startHour, endHour + 12 <= 23 { endHour += 12 }
        guard (1...4).contains(endHour - startHour) else { return nil }
        return TimeOfDay(hour: startHour, minute: 0)
    }

    /// One or two digits at the front of `text`, consumed.
    private static func leadingNumber(_ text: inout Substring) -> Int? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count), let value = Int(digits) else { return nil }
        text = text.dropFirst(digits.count)
        return value
    }
}
