extension TaskReader {
    /// "As specified by the Registrar, Wednesday 14:45" over "Wednesday, March 20. The final exam…": the
    /// line beside a date written with its weekday gives that weekday's time and no date of its own, so
    /// the time is the dated item's. The weekday has to stand right before the time (or before "at"):
    /// a line that only mentions the day somewhere ("Wednesday readings; office hours 2-3pm") gives nothing.
    static func weekdayTime(_ weekday: Weekday, beside index: Int, in lines: [DocumentLine]) -> TimeOfDay? {
        for neighbour in [index - 1, index + 1] where lines.indices.contains(neighbour) {
            let line = lines[neighbour]
            guard line.dates.isEmpty, line.page == lines[index].page else { continue }
            for match in line.times where match.isExplicit {
                let before = line.text[..<match.range.lowerBound].suffix(20).lowercased()
                var words = before.split { !$0.isLetter }
                if words.last == "at" { words.removeLast() }
                guard let last = words.last, LineTokens.weekdays.contains(String(last)),
                      DateScanner.weekdayValue(String(last)) == weekday,
                      // Only spaces, commas and periods between the weekday (and "at") and the time.
                      before.reversed().prefix { !$0.isLetter }.allSatisfy({ " ,.".contains($0) })
                else { continue }
                return match.time
            }
        }
        return nil
    }
}
