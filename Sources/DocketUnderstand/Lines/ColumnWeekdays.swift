import Foundation

/// Weekdays a table's header gives its columns:
///
///     | Week | Monday | Wednesday | Notes |
///     | 2    | 1/14   | 1/16      |       |
///
/// A date in a cell under "Monday" is a Monday. So is a row's one date when another cell of the row
/// is a weekday alone ("| 3-Sep | Wed | Lab 1 |", a spreadsheet's "Date, Day" columns). That is what
/// tells a page that writes no year its year (``RuleDeadlineNormalizer`` votes with weekdays written
/// beside dates), so only the dates the year is inferred from take it; a date whose own cell names a
/// weekday keeps that one.
enum ColumnWeekdays {
    /// The weekday a header or the row's own weekday cell gives each date of each line (parallel to
    /// `lines[i].dates`), nil where none.
    static func weekdays(in lines: [DocumentLine]) -> [[Weekday?]] {
        var result: [[Weekday?]] = []
        result.reserveCapacity(lines.count)
        var header: (width: Int, days: [Int: Weekday])?
        for line in lines {
            let none = [Weekday?](repeating: nil, count: line.dates.count)
            if line.dates.isEmpty, let days = Self.headerDays(line) {
                header = (line.columnCount, days)
                result.append(none)
                continue
            }
            // Looked for only where a date takes it: most lines have no date, or a header's weekday.
            lazy var own = line.dates.count == 1 ? Self.rowDay(line) : nil
            guard let current = header, line.segments.count >= 2 else {
                // A line that is no row ends the table.
                if line.segments.count < 2 { header = nil }
                result.append(own.map { [$0] } ?? none)
                continue
            }
            guard !line.dates.isEmpty, line.columnCount == current.width else {
                result.append(own.map { [$0] } ?? none)
                continue
            }
            // The text is the cells joined by tabs: a date's cell is the count of tabs before it.
            var cellStarts: [String.Index] = []
            var index = line.text.startIndex
            while let tab = line.text[index...].firstIndex(of: "\t") {
                cellStarts.append(tab)
                index = line.text.index(after: tab)
            }
            // The dates come in the order they are written: one pass over the tabs serves them all.
            var segment = 0
            result.append(line.dates.map { match in
                while segment < cellStarts.count, cellStarts[segment] < match.range.lowerBound { segment += 1 }
                return current.days[line.column(ofSegment: segment)] ?? own
            })
        }
        return result
    }

    /// The weekday a row's cell says alone ("Wed", "Thursday", "TH"), when one cell of two or more
    /// does and no other names another.
    private static func rowDay(_ line: DocumentLine) -> Weekday? {
        guard line.segments.count >= 2 else { return nil }
        var found: Weekday?
        for segment in line.segments {
            let word = segment.lowercased().trimming { !$0.isLetterOrMark }
            guard LineTokens.weekdays.contains(word) || word == "th" || word == "tu",
                  let weekday = DateScanner.weekdayValue(word) else { continue }
            if found != nil, found != weekday { return nil }
            found = weekday
        }
        return found
    }

    /// Columns headed by a weekday ("Monday", "**Thu**", "PA (Mon)"), when two cells or more head the
    /// row and at least one names one.
    static func headerDays(_ line: DocumentLine) -> [Int: Weekday]? {
        guard line.segments.count >= 2 else { return nil }
        var days: [Int: Weekday] = [:]
        for (index, segment) in line.segments.enumerated() {
            // A short header names one weekday among its words: "Monday", "**Thu**", "PA (Mon)", "Due Friday".
            let words = segment.lowercased().split { !$0.isLetter }
            guard words.count <= 4 else { continue }
            let named = words.filter { LineTokens.weekdays.contains(String($0)) }
            guard named.count == 1, let weekday = DateScanner.weekdayValue(String(named[0])) else { continue }
            days[line.column(ofSegment: index)] = weekday
        }
        days.merge(letterCodedDays(line)) { named, _ in named }
        return days.isEmpty ? nil : days
    }

    /// "| Week | M | T | W | Th | F | Topics |": a week's days headed by their letters. A letter alone
    /// names no day ("T" may be a team, "F" a grade), so only a run of three or more cells side by side
    /// whose letters name days in the order of the week does.
    private static func letterCodedDays(_ line: DocumentLine) -> [Int: Weekday] {
        var best: [Int: Weekday] = [:], run: [Int: Weekday] = [:]
        var last: Weekday?
        for (index, segment) in line.segments.enumerated() {
            let weekday = dayLetters[segment.lowercased().trimming(charactersIn: " *_:.")]
            // A cell that is no day letter, or a day not after the last, ends the run; the day opens the next.
            let continues = weekday.map { day in last.map { day.index > $0.index } ?? true } ?? false
            if !continues {
                if run.count > best.count { best = run }
                run = [:]
            }
            last = weekday
            if let weekday { run[line.column(ofSegment: index)] = weekday }
        }
        if run.count > best.count { best = run }
        return best.count >= 3 ? best : [:]
    }

    private static let dayLetters: [String: Weekday] = [
        "m": .monday, "t": .tuesday, "tu": .tuesday, "w": .wednesday, "th": .thursday, "r": .thursday,
        "f": .friday, "sa": .saturday, "su": .sunday,
    ]
}
