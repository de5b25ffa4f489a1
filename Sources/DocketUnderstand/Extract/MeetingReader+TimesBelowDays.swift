extension MeetingReader {
    /// "The course runs … on Mondays and Wednesdays." / "2:00 - 4:00 PM" / "4:00 - 6:00 PM", or "Hours:
    /// Monday & Wednesday" / "5:00 PM to 6:30 PM": a line that is nothing but clock-time ranges, under a
    /// line that ends with the days (and gives no time), meets on those days. Up to two such time lines
    /// follow one line of days.
    static func timesBelowDays(at index: Int, in lines: [DocumentLine]) -> [Meeting] {
        let line = lines[index]
        guard index > 0, line.segments.count == 1, let ranges = onlyTimeRanges(line.text) else { return [] }
        var above = index - 1
        if above > 0, onlyTimeRanges(lines[above].text) != nil { above -= 1 }
        let daysLine = lines[above]
        guard daysLine.page == line.page, daysLine.segments.count == 1, onlyTimeRanges(daysLine.text) == nil else { return [] }
        let lower = daysLine.lower
        guard !saysExcludedCue(lower), timeRanges(in: daysLine.text, allowBare: true).isEmpty,
              let days = days(in: daysLine.text), !days.weekdays.isEmpty,
              days.weekdays.count >= 2 || meetingCues.contains(where: lower.includes) else { return [] }
        // Office hours written the same way: labelled just above the days or "by appointment" just below.
        let around = (above > 0 ? lines[above - 1].lower : "") + " " + (index + 1 < lines.count ? lines[index + 1].lower : "")
        guard !around.includes("office"), !around.includes("appointment") else { return [] }
        // The days end their line: nothing but punctuation after them.
        guard daysLine.text[days.range.upperBound...].allSatisfy({ $0.isPunctuation || $0 == " " }) else { return [] }
        let kind = Self.kind(of: lower) ?? "lecture"
        return ranges.map { range in
            Meeting(days: days.weekdays, start: range.start, end: range.end, location: nil, kind: kind, source: line.reference)
        }
    }

    /// The clock-time ranges a line consists of ("2:00 - 4:00 PM", "5:00 PM to 6:30 PM"), or nil when it
    /// says anything else.
    static func onlyTimeRanges(_ text: String) -> [TimeRange]? {
        guard text.count <= 40, text.contains(":") else { return nil }
        let ranges = timeRanges(in: text, allowBare: false)
        guard !ranges.isEmpty else { return nil }
        var rest = "", from = text.startIndex
        for range in ranges where range.range.lowerBound >= from {
            rest += text[from..<range.range.lowerBound] + " "
            from = range.range.upperBound
        }
        rest += text[from...]
        let left = rest.lowercased().split(whereSeparator: { !$0.isLetter })
        return left.allSatisfy { $0 == "and" || $0 == "or" } ? ranges : nil
    }
}
