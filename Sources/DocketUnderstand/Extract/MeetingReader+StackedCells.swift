extension MeetingReader {
    /// "Genetics | MTWThF" over "Summer term | 10:00-11:30am" over "Prof. Lee | RLM 6.104": a course header
    /// laid out as two columns stacks the meeting's days, time and room in one column, a cell a line.
    /// A cell that is nothing but days, with the cell below it in the same column nothing but clock-time
    /// ranges, is a meeting; the cell below the time is its room when it reads as one.
    static func stackedCells(at index: Int, in lines: [DocumentLine]) -> [Meeting] {
        let line = lines[index]
        guard index > 0, line.segments.count >= 2 else { return [] }
        let above = lines[index - 1]
        guard above.page == line.page, above.segments.count == line.segments.count else { return [] }
        for column in line.segments.indices {
            let cell = line.segments[column].trimmingWhitespace()
            guard cell.first?.isNumber ?? false, let ranges = onlyTimeRanges(cell) else { continue }
            let daysCell = above.segments[column].trimming { $0.isHorizontalSpace || $0.isPunctuation }
            guard let days = days(in: daysCell), !days.weekdays.isEmpty, days.isCompact || days.weekdays.count >= 2,
                  daysCell[days.range.upperBound...].isEmpty, daysCell[..<days.range.lowerBound].isEmpty else { continue }
            let around = lines[max(0, index - 2)...min(lines.count - 1, index + 1)].map(\.lower).joined(separator: " ")
            guard !saysExcludedCue(around), !around.includes("appointment") else { return [] }
            var location: String?
            if index + 1 < lines.count, lines[index + 1].page == line.page, lines[index + 1].segments.count == line.segments.count {
                let roomCell = lines[index + 1].segments[column].trimmingWhitespace()
                location = self.location(after: roomCell.startIndex, in: roomCell).flatMap { $0.hasNumberCharacter ? $0 : nil }
            }
            let kind = Self.kind(of: above.lower + " " + line.lower) ?? "lecture"
            return ranges.map { range in
                Meeting(days: days.weekdays, start: range.start, end: range.end, location: location, kind: kind, source: line.reference)
            }
        }
        return []
    }
}
