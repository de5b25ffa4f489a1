/// A calendar grid drawn as a table whose week rows carry only the day numbers, the work of each day
/// written in the lines below, in the day's column:
///
///     June 5            6                 7                 8
///     Start Lab 1       Lab 1             Lab 1             Lab 1
///                                         Sign up for Lab 2 Homework due
///     June 12           13                14                15
///     Lab 1 report due                    Sign up for Lab 3 Writing feedback
///
/// Each cell of the lines under a week row is dated by the column it stands in, found from where the
/// document placed the cells (a PDF's or a scan's geometry; text without it has no columns to go by).
/// The date is given to the cell as a date of no width at its start, so every reader that pairs a
/// deliverable with the date of its cell reads the grid as it reads a dated table.
enum CalendarGrid {
    /// Lines under a week row that it still governs.
    static let reach = 5

    /// One week row: each column's middle across the page and its date.
    private struct Week {
        var columns: [(center: Double, month: Int, day: Int)]
        var year: Int?
        var page: Int
        /// The distance between two neighbouring columns' middles.
        var pitch: Double
    }

    static func enriched(_ lines: [DocumentLine]) -> [DocumentLine] {
        byGeometry(byColumns(lines))
    }

    /// The same grid written as a table whose cells the document delimits (Markdown, Org, HTML): a row
    /// of dates, one a column ("| 1/20 | 1/22 | 1/24 | | 3/24 |"), dates the cells of the rows under it
    /// by their columns ("| MLK Day | | *HW 1* | | |" gives "HW 1" Jan 24), up to the next row with a
    /// date of its own or a row that is no part of the table.
    static func byColumns(_ lines: [DocumentLine]) -> [DocumentLine] {
        guard lines.contains(where: { $0.hasExactColumns && $0.segments.count >= minimumDays && $0.dates.count >= minimumDays })
        else { return lines }
        var lines = lines
        var days: [Int: DateScanner.Match]?
        var governed = 0
        for index in lines.indices {
            let line = lines[index]
            if let row = Self.dateRow(line) {
                days = row
                governed = 0
                continue
            }
            guard let current = days, line.hasExactColumns, line.dates.isEmpty, governed < reach else {
                days = nil
                continue
            }
            governed += 1
            var dated: [DateScanner.Match] = []
            var start = line.text.startIndex
            for (position, cell) in line.segments.enumerated() {
                if let day = current[line.column(ofSegment: position)] {
                    dated.append(DateScanner.Match(expression: day.expression, range: start..<start))
                }
                start = line.text.index(start, offsetBy: cell.count + 1, limitedBy: line.text.endIndex) ?? line.text.endIndex
            }
            lines[index].dates = dated
        }
        return lines
    }

    /// Dates a row of a calendar table needs, one a column.
    static let minimumDays = 3

    /// A row whose every cell is one date and nothing more, at least ``minimumDays`` of them: each
    /// column's date.
    private static func dateRow(_ line: DocumentLine) -> [Int: DateScanner.Match]? {
        guard line.hasExactColumns, line.segments.count >= minimumDays, line.dates.count == line.segments.count else { return nil }
        var days: [Int: DateScanner.Match] = [:]
        var start = line.text.startIndex
        for (position, cell) in line.segments.enumerated() {
            let end = line.text.index(start, offsetBy: cell.count, limitedBy: line.text.endIndex) ?? line.text.endIndex
            let date = line.dates[position]
            // The cell is the date, give or take emphasis and spaces.
            guard date.range.lowerBound >= start, date.range.upperBound <= end,
                  line.text[start..<date.range.lowerBound].allSatisfy({ !$0.isLetter && !$0.isNumber }),
                  line.text[date.range.upperBound..<end].allSatisfy({ !$0.isLetter && !$0.isNumber }) else { return nil }
            days[line.column(ofSegment: position)] = date
            start = line.text.index(end, offsetBy: 1, limitedBy: line.text.endIndex) ?? line.text.endIndex
        }
        return days
    }

    private static func byGeometry(_ lines: [DocumentLine]) -> [DocumentLine] {
        // Most documents hold no grid: a week row needs geometry and a run of rising day numbers.
        guard lines.contains(where: { $0.cellSpans != nil && $0.segments.count >= 3 }) else { return lines }
        var lines = lines
        var week: Week?
        var governed = 0
        for index in lines.indices {
            let line = lines[index]
            if let found = Self.week(line, after: week) {
                week = found
                governed = 0
                continue
            }
            guard let current = week, line.page == current.page, governed < reach, let spans = line.cellSpans else {
                week = nil
                continue
            }
            // A line with dates of its own, or a cell wider than two columns (a note across the page), ends the grid.
            guard line.dates.isEmpty, spans.allSatisfy({ $0.upperBound - $0.lowerBound <= 2 * current.pitch }) else {
                week = nil
                continue
            }
            governed += 1
            var dated: [DateScanner.Match] = []
            var start = line.text.startIndex
            for (cell, span) in zip(line.segments, spans) {
                let middle = (span.lowerBound + span.upperBound) / 2
                if let column = current.columns.min(by: { abs($0.center - middle) < abs($1.center - middle) }),
                   abs(column.center - middle) <= current.pitch * 0.75 {
                    let value = DateExpression.Value.named(month: column.month, day: column.day, year: current.year)
                    dated.append(DateScanner.Match(expression: DateExpression(value: value, text: ""), range: start..<start))
                }
                start = line.text.index(start, offsetBy: cell.count + 1, limitedBy: line.text.endIndex) ?? line.text.endIndex
            }
            lines[index].dates = dated
        }
        return lines
    }

    /// A week row: three cells or more, the first a date ("June 5") or, after a week row, a day number,
    /// the others bare day numbers rising by one (a month's end may wrap to 1); nothing else on the line.
    private static func week(_ line: DocumentLine, after previous: Week?) -> Week? {
        guard line.segments.count >= 3, let spans = line.cellSpans else { return nil }
        var month: Int, year: Int?, last: Int
        if let first = line.dates.first, first.range.lowerBound == line.text.startIndex,
           case .named(let named, let day, let written) = first.expression.value,
           first.range.upperBound == line.text.index(line.text.startIndex, offsetBy: line.segments[0].count) {
            (month, year, last) = (named, written, day)
        } else if let previous, let day = Int(line.segments[0]), let lastColumn = previous.columns.last {
            (month, year, last) = (lastColumn.month, previous.year, day)
            if day < lastColumn.day { month = month % 12 + 1 }
        } else {
            return nil
        }
        var columns = [(center: (spans[0].lowerBound + spans[0].upperBound) / 2, month: month, day: last)]
        for (cell, span) in zip(line.segments.dropFirst(), spans.dropFirst()) {
            guard (1...2).contains(cell.count), let day = Int(cell) else { return nil }
            if day == 1, last >= 28 { month = month % 12 + 1 } else if day != last + 1 { return nil }
            guard DateScanner.valid(month: month, day: day) else { return nil }
            last = day
            columns.append(((span.lowerBound + span.upperBound) / 2, month, day))
        }
        let pitch = (columns[columns.count - 1].center - columns[0].center) / Double(columns.count - 1)
        guard pitch > 0 else { return nil }
        return Week(columns: columns, year: year, page: line.page, pitch: pitch)
    }
}
