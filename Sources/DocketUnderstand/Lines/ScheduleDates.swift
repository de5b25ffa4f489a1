import Foundation

/// Dates a schedule writes in a short form that is a date only because of the table it is in, found
/// from the table's structure rather than from the line alone:
/// - a first column of month-day pairs with a hyphen ("7-21 | EXAM I", "8-4 (F) | EXAM II"), taken as
///   dates when at least ``minimumRows`` rows of the document have one (a single "7-21" is as
///   likely pages or chapters);
/// - month-day pairs with a dot in a column headed "Date" ("8.23"), rising row by row
///   (``dateColumns(_:)``);
/// - month-day pairs with a hyphen after a written weekday ("Monday 9-5", "Wed, 9-7"), which as often
///   are spans of hours ("Mon 9-5"): dates when at least ``minimumRows`` of them in the document, on two
///   days or more, nearly all fall on their weekdays in one year (``weekdayMonthDays(_:)``);
/// - a bare day number in a row's first cell under a month's heading ("FEBRUARY", then
///   "17 | First Midterm Exam") or below a row dated in full ("01 Feb | …", then "17 | …"), when the
///   day numbers rise as days do.
enum ScheduleDates {
    static let minimumRows = 3
    /// How many lines below its heading a month still governs the rows.
    static let monthReach = 60

    static func enriched(_ lines: [DocumentLine]) -> [DocumentLine] {
        var lines = lines
        let hyphenRows = lines.indices.filter { isRow(lines[$0]) && monthDay(lines[$0].segments[0]) != nil }
        if hyphenRows.count >= minimumRows {
            for index in hyphenRows {
                guard let (month, day) = monthDay(lines[index].segments[0]) else { continue }
                add(.numeric(first: month, second: day, year: nil, dayFirst: false), to: &lines[index])
            }
        }
        dateColumns(&lines)
        weekdayMonthDays(&lines)
        var month: (number: Int, year: Int?, index: Int, lastDay: Int)?
        for index in lines.indices {
            if let heading = monthHeading(lower: lines[index].lower) {
                month = (heading.month, heading.year, index, 0)
                continue
            }
            // A calendar grid's week ("6 | 7 | 8 | 9 Quiz 3 | 10"): each box is dated by its own day number.
            if let current = month, index - current.index <= monthReach, lines[index].dates.isEmpty,
               let boxes = gridDays(lines[index]) {
                var dated: [DateScanner.Match] = []
                var number = current.number, last = current.lastDay
                for (range, day) in boxes {
                    if day < last { number = number % 12 + 1 }  // the grid ran into the next month
                    last = day
                    guard DateScanner.valid(month: number, day: day) else { continue }
                    let text = String(lines[index].text[range])
                    dated.append(DateScanner.Match(expression: DateExpression(value: .named(month: number, day: day, year: current.year), text: text),
                                                   range: range))
                }
                lines[index].dates = dated
                month?.lastDay = last
                month?.number = number
                continue
            }
            // A row dated in full ("18 Jan | …") sets the month for the bare days below it ("20 | …").
            if lines[index].segments.count >= 2, let first = lines[index].dates.first, first.range.lowerBound == lines[index].text.startIndex,
               case .named(let number, let day, let year) = first.expression.value {
                month = (number, year, index, day)
                continue
            }
            guard let current = month, index - current.index <= monthReach, isRow(lines[index]),
                  let day = bareDay(lines[index].segments[0]), day > current.lastDay,
                  DateScanner.valid(month: current.number, day: day) else { continue }
            add(.named(month: current.number, day: day, year: current.year), to: &lines[index])
            month?.lastDay = day
        }
        return lines
    }

    /// The boxes of a calendar grid's week: at least three cells that begin with a day number, the
    /// numbers rising by one from box to box (a month's end may wrap to 1). Each box's number and its range.
    static func gridDays(_ line: DocumentLine) -> [(Range<String.Index>, Int)]? {
        guard line.segments.count >= 3 else { return nil }
        var boxes: [(Range<String.Index>, Int)] = []
        var start = line.text.startIndex
        for segment in line.segments {
            let digits = segment.prefix { $0.isNumber }
            let end = line.text.index(start, offsetBy: segment.count, limitedBy: line.text.endIndex) ?? line.text.endIndex
            if (1...2).contains(digits.count), let day = Int(digits), (1...31).contains(day),
               segment.dropFirst(digits.count).first.map({ $0 == " " }) ?? true {
                let numberEnd = line.text.index(start, offsetBy: digits.count)
                boxes.append((start..<numberEnd, day))
            }
            start = end < line.text.endIndex ? line.text.index(after: end) : end
        }
        guard boxes.count >= 3, boxes.count * 2 >= line.segments.count + 1 else { return nil }
        let rising = zip(boxes, boxes.dropFirst()).allSatisfy { $1.1 == $0.1 + 1 || $1.1 == 1 }
        return rising ? boxes : nil
    }

    /// A table row (two cells or more) with no date of its own.
    private static func isRow(_ line: DocumentLine) -> Bool {
        line.segments.count >= 2 && line.dates.isEmpty
    }

    /// A first cell that is a day number, perhaps with its weekday ("17", "28 M", "30 Wed").
    static func bareDay(_ cell: String) -> Int? {
        if let day = Int(cell) { return day }
        let parts = cell.split(separator: " ")
        guard parts.count == 2, (1...2).contains(parts[0].count), let day = Int(parts[0]),
              weekdayMarks.contains(parts[1].lowercased().trimming(charactersIn: ".")) else { return nil }
        return day
    }

    private static let weekdayMarks: Set<String> = ["m", "t", "w", "r", "f", "th", "tu", "mo", "we", "fr", "mon", "tue", "tues", "wed",
                                                    "thu", "thur", "thurs", "fri", "sat", "sun"]

    /// "7-21" as July 21; also with its weekday after it ("1-9 (W)", "1-9 Wed").
    static func monthDay(_ cell: String) -> (Int, Int)? {
        var pair = Substring(cell.trimmingWhitespace())
        if let space = pair.firstIndex(of: " ") {
            let mark = pair[space...].trimming(charactersIn: " ().,")
            guard weekdayMarks.contains(mark.lowercased()) else { return nil }
            pair = pair[..<space]
        }
        let parts = pair.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isNumber) }),
              let month = Int(parts[0]), let day = Int(parts[1]), DateScanner.valid(month: month, day: day) else { return nil }
        return (month, day)
    }

    /// "FEBRUARY", "March 2011", "Oct.": a line that is a month's name and perhaps its year.
    static func monthHeading(_ text: String) -> (month: Int, year: Int?)? {
        monthHeading(lower: text.lowercased())
    }

    /// The same from the line's lower-cased text, its words read only as far as a heading's two.
    static func monthHeading(lower: String) -> (month: Int, year: Int?)? {
        var words: [Substring] = []
        var start: String.Index?
        var index = lower.startIndex
        while index < lower.endIndex {
            if lower[index].isWordCharacter {
                if start == nil { start = index }
            } else if let begin = start {
                words.append(lower[begin..<index])
                start = nil
                // More than two words, or a first word that is not a month: no heading.
                if words.count > 2 || words.count == 1 && !LineTokens.months.contains(String(words[0])) { return nil }
            }
            index = lower.index(after: index)
        }
        if let begin = start { words.append(lower[begin...]) }
        guard let first = words.first, (1...2).contains(words.count), LineTokens.months.contains(String(first)),
              let month = DateScanner.monthNumber(String(first)) else { return nil }
        if words.count == 2 {
            guard let year = Int(words[1]), (1900...2199).contains(year) else { return nil }
            return (month, year)
        }
        return (month, nil)
    }

    /// Month-day pairs with a dot ("8.23", "10.4") in a column headed "Date": dates because the header
    /// says so and their days rise row by row, as a term's do (a column of section numbers, "1.2",
    /// "1.10", "2.1", is under no such header).
    static func dateColumns(_ lines: inout [DocumentLine]) {
        var index = 0
        while index < lines.count {
            let header = lines[index]
            index += 1
            guard header.hasExactColumns, header.dates.isEmpty, header.segments.count >= 2,
                  let column = header.segments.firstIndex(where: { dateHeaders.contains($0.lowercased()) }).map(header.column(ofSegment:))
            else { continue }
            var rows: [(index: Int, month: Int, day: Int)] = []
            // The table's rows, up to the next table's header.
            // A row may leave its last cells out ("| Lab 12 | 03.14 | Review |" under four headers).
            while index < lines.count, lines[index].hasExactColumns, (2...header.columnCount).contains(lines[index].columnCount),
                  !dateHeaders.contains(lines[index].cell(inColumn: column).lowercased()) {
                if lines[index].dates.isEmpty, let (month, day) = dottedMonthDay(lines[index].cell(inColumn: column)) {
                    rows.append((index, month, day))
                }
                index += 1
            }
            // Rising through the rows (two rows may share a day), a term's end running into a new year at most once.
            let falls = zip(rows, rows.dropFirst()).filter { $1.month * 100 + $1.day < $0.month * 100 + $0.day }
            guard rows.count >= minimumRows,
                  falls.isEmpty || falls.count == 1 && falls[0].0.month - falls[0].1.month >= 6 else { continue }
            for row in rows {
                let cell = lines[row.index].cell(inColumn: column)
                guard let range = lines[row.index].text.range(of: cell) else { continue }
                lines[row.index].dates = [DateScanner.Match(expression: DateExpression(value: .numeric(first: row.month, second: row.day, year: nil, dayFirst: false),
                                                                                       text: cell), range: range)]
            }
        }
    }

    private static let dateHeaders: Set<String> = ["date", "dates", "day", "class date", "meeting", "due date", "due dates",
                                                   "due", "deadline", "date due"]

    /// "Monday 9-5", "Wed, 9-12": a weekday, then a month and a day joined by a hyphen. Spans of hours
    /// written the same way ("Mon 9-5, Tue 9-5") put one pair on several weekdays, or pairs on weekdays
    /// no one year gives them, so the pairs are dates only when one year puts nearly all (four in five)
    /// on their weekdays, and then only those.
    static func weekdayMonthDays(_ lines: inout [DocumentLine]) {
        var found: [(line: Int, range: Range<String.Index>, weekday: Weekday, month: Int, day: Int)] = []
        for index in lines.indices {
            let text = lines[index].text
            // Cheap looks first: most lines have no hyphen, digit or weekday.
            guard text.utf8.contains(UInt8(ascii: "-")), text.utf8.contains(where: { (0x30...0x39).contains($0) }),
                  TaskReader.mayHaveWeekdayStem(lines[index].lower) else { continue }
            for match in weekdayHyphenPair.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range, in: text), let weekday = DateScanner.weekdayValue(DateScanner.group(match, 1, text)),
                      let month = DateScanner.int(DateScanner.group(match, 2, text)), let day = DateScanner.int(DateScanner.group(match, 3, text)),
                      DateScanner.valid(month: month, day: day),
                      !lines[index].dates.contains(where: { $0.range.overlaps(range) }) else { continue }
                found.append((index, range, weekday, month, day))
            }
        }
        guard found.count >= minimumRows else { return }
        // The year that puts the most pairs on their weekdays; a pair it does not (an office hour's span
        // among the dates) stays as it is.
        let fitting = candidateYears.lazy.map { year in
            found.filter { CivilDate(year: year, month: $0.month, day: $0.day)?.weekday == $0.weekday }
        }.max { $0.count < $1.count } ?? []
        guard fitting.count >= minimumRows, fitting.count * 5 >= found.count * 4,
              Set(fitting.map { $0.month * 100 + $0.day }).count >= 2 else { return }
        for pair in fitting {
            let text = String(lines[pair.line].text[pair.range])
            let match = DateScanner.Match(expression: DateExpression(value: .named(month: pair.month, day: pair.day, year: nil),
                                                                     weekday: pair.weekday, text: text), range: pair.range)
            var dates = lines[pair.line].dates
            dates.insert(match, at: dates.firstIndex { $0.range.lowerBound > pair.range.lowerBound } ?? dates.endIndex)
            lines[pair.line].dates = dates
        }
    }

    /// The years a schedule's weekdays are checked against: any a course page may come from.
    private static let candidateYears = 1990...2045

    // The pattern is a constant written here; a typo is a programming error caught by the tests.
    // swiftlint:disable:next force_try
    private static let weekdayHyphenPair = try! NSRegularExpression(
        pattern: "\\b\(DateScanner.weekdayPattern),?\\s+(\\d{1,2})-(\\d{1,2})(?![\\d/-])(?!:\\d)(?!\\.\\d)(?!\\s*(?:[ap]\\.?m\\b|h\\b|noon|hrs?\\b|hours?\\b))",
        options: [.caseInsensitive])

    /// "8.23" as August 23.
    static func dottedMonthDay(_ cell: String) -> (Int, Int)? {
        let parts = cell.trimmingWhitespace().split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isNumber) }),
              let month = Int(parts[0]), let day = Int(parts[1]), DateScanner.valid(month: month, day: day) else { return nil }
        return (month, day)
    }

    private static func add(_ value: DateExpression.Value, to line: inout DocumentLine) {
        let cell = line.segments[0]
        let end = line.text.index(line.text.startIndex, offsetBy: cell.count, limitedBy: line.text.endIndex) ?? line.text.endIndex
        line.dates = [DateScanner.Match(expression: DateExpression(value: value, text: cell), range: line.text.startIndex..<end)]
    }
}
