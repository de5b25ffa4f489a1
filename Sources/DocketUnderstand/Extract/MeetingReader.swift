import Foundation

/// Reads regular class meetings: days of the week and a time range on one line, such as
/// "MWF 10:00–10:50, Room 101", "TR: 11:00-12:15; 12:30-1:45", "Tuesdays and Thursdays 2–3:15pm in
/// ENG 205", "Lectures: Tu/Th 2:10p – 3:30p, Campbell 131a", "Monday 10 – 12h (Group A), 14 – 16 h".
struct MeetingReader {
    func read(_ lines: [DocumentLine]) -> [Meeting] {
        var meetings: [Meeting] = []
        // The line that gave the last meeting and its kind: a table's rows go on in its context.
        var previousRow: (index: Int, kind: String?)?
        for (index, line) in lines.enumerated() {
            // A meeting has a time: a line without a digit holds none.
            guard line.text.hasNumberCharacter else { continue }
            let below = Self.timesBelowDays(at: index, in: lines) + Self.stackedCells(at: index, in: lines)
            if !below.isEmpty {
                meetings += below.filter { meeting in !meetings.contains { $0.days == meeting.days && $0.start == meeting.start } }
                continue
            }
            // A line may hold several statements ("Office Hours: Th 11-12. Section: Tu 3:30-4:30p"): judge each.
            var excluded = false
            var rowKind: (index: Int, kind: String?)?
            defer { if let rowKind { previousRow = rowKind } }
            // A table of office hours ("Office hours" above, then "Jaime Rivera | Th | 3:30-4:30pm") lists no classes.
            // Unless the row, or a label between it and the office hours, names the class ("Class Meetings:
            // MTWR 4:00-4:50", "Time and Location:" over "MTWF | 1:00pm - 1:50pm | Room 107").
            // Nor a row that names another kind of meeting, or follows one that does ("Discussion Sections: 51880 |
            // T 9-11am" then "51885 | W 9-11am" under the office hours).
            if line.segments.count >= 2, let office = lines[max(0, index - 3)..<index].lastIndex(where: { $0.lower.includes("office hour") }),
               !Self.namesClass(line.lower), Self.kind(of: line.lower) == nil,
               !lines[(office + 1)..<index].contains(where: { ($0.segments.count == 1 && Self.namesClass($0.lower))
                   || (!$0.lower.includes("office") && Self.kind(of: $0.lower) != nil) }) { continue }
            // "…Office Hours: Jason: Mon 12:30 - 2:30" then "Anming: Mo-We 4:30 - 6": a list of office hours
            // goes on below its unfinished line unless the next line names a kind of meeting (a "Location"
            // on it is where the hours are held).
            if index > 0, lines[index - 1].lower.includes("office hour"), !lines[index - 1].text.hasSuffix("."),
               Self.kind(of: line.lower) == nil, !line.lower.includes("meet") { continue }
            if Self.isUnderSomeonesName(at: index, in: lines) { continue }
            let continuesExcluded = Self.continuesExcludedSentence(at: index, in: lines)
            for (number, (whole, startsSentence)) in Self.clauses(of: line.segments.joined(separator: " ")).enumerated() {
                var someones = false
                for (part, written) in Self.dayTimePairs(in: whole).enumerated() {
                    let clause = Self.expandingCompactTimes(written)
                    let lower = clause.lowercased()
                    if startsSentence, part == 0 { excluded = number == 0 && continuesExcluded }
                    // "Office hours: Tue 3-5 pm; Thu 10-11 am": the label covers the rest of the line.
                    if Self.saysExcludedCue(lower) { excluded = true }
                    if excluded { continue }
                    guard let days = Self.days(in: clause), !days.weekdays.isEmpty, !Self.isDatedDay(days, in: clause) else { continue }
                    // "Linnea: T 16:00-16:50, T 17:00-17:50": the name labels each pair after it too.
                    if Self.givesSomeonesHours(before: clause[..<days.range.lowerBound]) { someones = true }
                    if someones { continue }
                    var ranges = Self.timeRanges(in: clause, allowBare: true)
                    // "Time: MWF 11am": a start written right after compact days, with no end.
                    if ranges.isEmpty, days.isCompact, let start = Self.startTime(after: days.range.upperBound, in: clause) { ranges = [start] }
                    guard let firstRange = ranges.first, let lastRange = ranges.last else { continue }
                    // A meeting line names its kind or sits in a meeting context; a bare "Friday 2-4" in a
                    // schedule row is not a meeting.
                    let context = lines[max(0, index - 1)].lower + " " + lower
                    // "Tuesday and Thursday, 10:00 - 11:20": several weekdays right before a clock-time range is
                    // a meeting pattern wherever it is written.
                    let namedPattern = days.weekdays.count >= 2 && firstRange.range.lowerBound >= days.range.upperBound
                        && clause.isWithin(Self.daysToTime, from: days.range.upperBound, to: firstRange.range.lowerBound)
                        && Self.isClockTime(clause[firstRange.range])
                    // "Unique | Discussion Time | Place" over "50405 | Friday 8:00-9:00 | PAR 206": the rows after a
                    // meeting row are read in its context and keep its kind.
                    let continuesTable = previousRow?.index == index - 1 && line.segments.count >= 2
                    guard Self.meetingCues.contains(where: context.includes) || days.isCompact || namedPattern || continuesTable else { continue }
                    // "Section 002 lecture — TR 2–3:15pm": a numbered section is which group meets, not a
                    // kind of meeting; the kind is what else the line says, a lecture by default.
                    let section = MeetingSection.number(in: clause)
                    let kind = section.map { Self.kind(of: $0.withoutSection.lowercased()) ?? "lecture" }
                        ?? Self.kind(of: lower) ?? Self.kind(of: context) ?? (previousRow?.index == index - 1 ? previousRow?.kind : nil)
                    let location = Self.location(after: lastRange.range.upperBound, in: clause)
                        ?? Self.location(before: min(days.range.lowerBound, firstRange.range.lowerBound), in: clause)
                        ?? Self.labelledLocation(near: index, in: lines)
                    for range in ranges {
                        let meeting = Meeting(days: days.weekdays, start: range.start, end: range.end, location: location, kind: kind,
                                              source: line.reference, section: section?.number)
                        if !meetings.contains(where: { $0.days == meeting.days && $0.start == meeting.start }) {
                            meetings.append(meeting)
                        }
                    }
                    rowKind = (index, kind)
                }
            }
        }
        return meetings
    }

    /// Statements of a line: sentences, and within them the parts between semicolons. A label such
    /// as "Office hours:" covers the rest of its sentence, not the next one.
    static func clauses(of text: String) -> [(text: String, startsSentence: Bool)] {
        // Most lines are one statement: no sentence or clause break to split at.
        if !text.includes(". "), !text.includes("; ") {
            let isTrimmed = !(text.first?.isWhitespace ?? false) && !(text.last?.isWhitespace ?? false)
            let whole = isTrimmed ? text : text.trimmingWhitespace()
            return whole.isEmpty ? [] : [(whole, true)]
        }
        return sentences(of: text).flatMap { sentence -> [(text: String, startsSentence: Bool)] in
            let parts = sentence.components(separatedBy: "; ").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            var merged: [String] = []
            for part in parts {
                // "TR: 11:00-12:15; 12:30-1:45" keeps its second time with its days.
                if let last = merged.last, part.first?.isNumber ?? false { merged[merged.count - 1] = last + "; " + part }
                else { merged.append(part) }
            }
            return merged.enumerated().map { ($0.element, $0.offset == 0) }
        }
    }

    /// "MW 400 to 530p", "1230-150": clock times written without their colon, as "4:00 to 5:30p".
    static func expandingCompactTimes(_ text: String) -> String {
        // The pattern's clock times are three or four ASCII digits in a row ("400", "1230").
        guard text.hasASCIIDigitRun(3) else { return text }
        let whole = NSRange(text.startIndex..., in: text)
        return compactRange.stringByReplacingMatches(in: text, range: whole, withTemplate: "$1:$2$3 $4 $5:$6")
    }

    /// A start time right after the days ("MWF 11am", "TTh 9:30 a.m."): explicit, within a few characters.
    /// Or a clock time whose range was cut at its dash, the end wrapped onto a line of its own ("T,TH
    /// 9:30 –" ending a table cell, a date in the next cell): as in any range without am/pm, 1 to 6
    /// o'clock is the afternoon.
    static func startTime(after index: String.Index, in text: String) -> TimeRange? {
        let window = String(text[index...].prefix(12))
        guard let match = TimeScanner().matches(in: window).first,
              window.distance(from: window.startIndex, to: match.range.lowerBound) <= 3 else { return nil }
        let offset = window.distance(from: window.startIndex, to: match.range.lowerBound)
        let length = window.distance(from: match.range.lowerBound, to: match.range.upperBound)
        let start = text.index(index, offsetBy: offset), end = text.index(start, offsetBy: length)
        if match.isExplicit { return TimeRange(start: match.time, end: nil, range: start..<end) }
        // The dash ends the statement's time: nothing, or a word, after it (cells are joined by spaces here).
        let rest = text[end...].drop { $0 == " " }
        guard text[start..<end].contains(":"), let dash = rest.first, "-–—".contains(dash),
              rest.dropFirst().first.map({ $0 == " " || $0 == "\t" }) ?? true,
              rest.dropFirst().drop(while: { $0 == " " || $0 == "\t" }).first.map({ $0.isLetter }) ?? true else { return nil }
        let time = (1...6).contains(match.time.hour) ? TimeOfDay(hour: match.time.hour + 12, minute: match.time.minute) : match.time
        return time.map { TimeRange(start: $0, end: nil, range: start..<end) }
    }

    /// The sentences of a line, split at ". " but not after an abbreviated day or month ("Mon. & Wed.",
    /// "Sept. 12") or a single letter ("T. Th.").
    static func sentences(of text: String) -> [String] {
        var sentences: [String] = []
        var current = "", previousWord = ""
        let pieces = text.components(separatedBy: ". ")
        for (number, piece) in pieces.enumerated() {
            current += current.isEmpty ? piece : ". " + piece
            // The sentence's last word is the piece's, or the one before it when the piece has none: a
            // sentence that keeps growing (one "Oct. 9" after another) is not read again at every piece.
            let pieceWord = Self.lastWord(of: piece)
            let written = pieceWord.isEmpty ? previousWord : pieceWord
            previousWord = written
            let lastWord = written.lowercased()
            let abbreviated = lastWord.count <= 1 || LineTokens.weekdays.contains(lastWord) || LineTokens.months.contains(lastWord)
                || ["Mo", "Tu", "TU", "We", "Th", "TH", "Fr"].contains(written)
                || ["no", "dr", "prof", "rm", "bldg"].contains(lastWord)
            if !abbreviated || number == pieces.count - 1 {
                sentences.append(current)
                current = ""
                previousWord = ""
            }
        }
        if !current.isEmpty { sentences.append(current) }
        return sentences
    }

    /// The last run of letters in a text ("Oct" in "due Oct 9"), found from its end.
    static func lastWord(of text: String) -> String {
        let tail = text.reversed().drop { !$0.isLetter }
        return String(tail.prefix { $0.isLetter }.reversed())
    }

    /// "Thursday, June 6 (1-4:30pm)": a day with a date is one event, not a weekly meeting.
    static func isDatedDay(_ days: Days, in text: String) -> Bool {
        let after = String(text[days.range.upperBound...].prefix(14))
        return !DateScanner().matches(in: after).isEmpty
            && DateScanner().matches(in: String(text[days.range.lowerBound...].prefix(30))).first.map { _ in true } ?? false
            && days.weekdays.count == 1
    }

    /// "10:00", or "15h00" as much of the world writes it: hours and minutes, not a bare number.
    static func isClockTime(_ written: Substring) -> Bool {
        if written.contains(":") { return true }
        guard let h = written.firstIndex(where: { $0 == "h" || $0 == "H" }), h > written.startIndex else { return false }
        let after = written[written.index(after: h)...].prefix(2)
        return written[written.index(before: h)].isNumber && after.count == 2 && after.allSatisfy(\.isNumber)
    }

    /// Characters that may stand between a meeting's days and its time.
    static let daysToTime = 4

    static let excludedCues = ["office hour", "office hrs", " oh:", "exam", "final", "midterm", "due", "deadline", "quiz",
                               "drop", "withdraw", "holiday", "break", "no class", "by appointment", "ta station", "available", "optional", "supplementary"]
    static let meetingCues = ["lecture", "class", "meet", "time", "when", "lab", "section", "recitation", "tutorial", "seminar",
                              "discussion", "workshop", "session", "location", "schedule", "room"]

    /// Whether a line speaks of the class's own meetings rather than someone's hours.
    static func namesClass(_ lower: String) -> Bool {
        ["class", "lecture", "meets", "meeting", "location"].contains(where: lower.includes) && !lower.includes("office")
    }

    static func kind(of text: String) -> String? {
        // "Discussion sections": a section is which group meets; what it does is the kind.
        for (cue, kind) in [("recitation", "recitation"), ("tutorial", "tutorial"), ("lab", "lab"), ("discussion", "discussion"),
                            ("section", "section"), ("seminar", "seminar"), ("workshop", "workshop"),
                            ("lecture", "lecture"), ("class", "lecture")] where text.includes(cue) {
            return kind
        }
        return nil
    }

    // MARK: Days

    struct Days {
        var weekdays: [Weekday]
        var range: Range<String.Index>
        /// Written as letters ("MWF", "TTh"), which is always a meeting pattern.
        var isCompact: Bool
    }

    static func days(in text: String) -> Days? {
        let whole = NSRange(text.startIndex..., in: text)
        if text.lowercased().includes("weekdays"), let range = text.range(of: "\\bweekdays\\b", options: [.regularExpression, .caseInsensitive]) {
            return Days(weekdays: [.monday, .tuesday, .wednesday, .thursday, .friday], range: range, isCompact: false)
        }
        if let match = compactDays.firstMatch(in: text, range: whole), let range = Range(match.range(at: 1), in: text) {
            let letters = String(text[range])
            let weekdays = parseCompact(letters)
            // A lone "M", "W" or "F" is a meeting only right before a time ("W 6:05"); so are letters
            // spaced like words ("T R 8:30", "Mo We 2:30"); "We" or "Fr" alone is a word.
            let needsTime = letters.count == 1 || letters.contains(" ") || weekdays.count == 1
            if !weekdays.isEmpty, !(weekdays.count == 1 && letters.count == 2 && letters != "TH" && letters != "Th" && letters != "Tu" && letters != "TU"),
               !needsTime || nextIsTime(text, after: range.upperBound) {
                return Days(weekdays: weekdays, range: range, isCompact: true)
            }
        }
        if let match = wordDays.firstMatch(in: text, range: whole), let range = Range(match.range, in: text) {
            let words = text[range].lowercased()
            var weekdays: [Weekday] = []
            let names = ["mon": Weekday.monday, "tu": .tuesday, "we": .wednesday, "th": .thursday, "fr": .friday,
                         "sa": .saturday, "su": .sunday]
            for piece in words.split(whereSeparator: { !$0.isLetter }) where !["and"].contains(piece) {
                if let day = names.first(where: { piece.hasPrefix($0.key) })?.value, !weekdays.contains(day) { weekdays.append(day) }
            }
            // "Monday-Friday": every day between.
            if words.contains("-") || words.contains("–") || words.contains(" to ") || words.contains("through"),
               weekdays.count == 2, weekdays[0] < weekdays[1] {
                weekdays = Weekday.allCases.filter { $0 >= weekdays[0] && $0 <= weekdays[1] }
            }
            return Days(weekdays: weekdays.sorted(), range: range, isCompact: false)
        }
        return nil
    }

    static func parseCompact(_ letters: String) -> [Weekday] {
        var result: [Weekday] = []
        var rest = Substring(letters)
        while !rest.isEmpty {
            if let first = rest.first, " /,-–&".contains(first) { rest = rest.dropFirst(); continue }
            let pairs: [(String, Weekday)] = [("Th", .thursday), ("TH", .thursday), ("Tu", .tuesday), ("TU", .tuesday),
                                              ("Sa", .saturday), ("Su", .sunday), ("Mo", .monday), ("We", .wednesday), ("Fr", .friday),
                                              ("M", .monday), ("T", .tuesday), ("W", .wednesday), ("R", .thursday), ("F", .friday)]
            guard let (prefix, day) = pairs.first(where: { rest.hasPrefix($0.0) }) else { return [] }
            if !result.contains(day) { result.append(day) }
            rest = rest.dropFirst(prefix.count)
        }
        return result.sorted()
    }

    static func nextIsTime(_ text: String, after index: String.Index) -> Bool {
        let rest = text[index...].drop(while: { $0 == " " || $0 == ":" || $0 == "," || $0 == "." })
        return rest.first?.isNumber ?? false
    }

    // swiftlint:disable force_try
    static let compactDays = try! NSRegularExpression(pattern: "(?<![A-Za-z])((?:Mo|Tu|TU|We|Th|TH|Fr|Sa|Su|M|T|W|R|F)(?:(?:\\s?[/,–-]\\s?|\\s|)(?:Mo|Tu|TU|We|Th|TH|Fr|Sa|Su|M|T|W|R|F)){0,5})(?![A-Za-z])")
    static let wordDays = try! NSRegularExpression(
        pattern: "\\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\\.?(?:\\s*(?:/|,|&|and|-|–|to|through)\\s*(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\\.?)*\\b",
        options: [.caseInsensitive])
    static let timeRange = try! NSRegularExpression(
        pattern: "(?<![\\d/.:])(\\d{1,2})(?:[:.h](\\d{2}))?\\s*(a\\.?m\\.?|p\\.?m\\.?|a|p)?\\s*h?\\s*(?:-|–|—|to)\\s*(\\d{1,2}|noon)(?:[:.h](\\d{2}))?\\s*(?:(a\\.?m\\.?|p\\.?m\\.?|a|p|h)(?![A-Za-z]))?(?![\\d/])",
        options: [.caseInsensitive])
    static let compactRange = try! NSRegularExpression(
        pattern: "(?<![\\d/.:])(1[0-2]|0?[1-9])([0-5][05])(\\s*(?:[ap]\\.?m?\\.?)?)\\s*(-|–|to)\\s*(1[0-2]|0?[1-9])([0-5][05])(?![\\d/:])(?!\\s*(?:words|pages))",
        options: [.caseInsensitive])
    // swiftlint:enable force_try

    // MARK: Times

    struct TimeRange {
        var start: TimeOfDay
        var end: TimeOfDay?
        var range: Range<String.Index>
    }

    static func timeRanges(in text: String, allowBare: Bool) -> [TimeRange] {
        let start = NSRange(text.startIndex..., in: text)
        return timeRange.matches(in: text, range: start).compactMap { match -> TimeRange? in
            guard let range = Range(match.range, in: text) else { return nil }
            let g = { (i: Int) in DateScanner.group(match, i, text) }
            guard var startHour = DateScanner.int(g(1)) else { return nil }
            let startMinute = DateScanner.int(g(2)) ?? 0
            let endIsNoon = g(4)?.lowercased() == "noon"
            var endHour = endIsNoon ? 12 : (DateScanner.int(g(4)) ?? 0)
            let endMinute = DateScanner.int(g(5)) ?? 0
            let startMeridiem = g(3)?.lowercased().first, endMeridiem = g(6)?.lowercased().first
            // "12-2" with days named is a meeting time; without minutes or am/pm it needs a plausible length.
            let bare = g(2) == nil && g(5) == nil && startMeridiem == nil && endMeridiem == nil && !endIsNoon
            if bare {
                // "Sections 01-03", "Chapters 3-4", "(5-7 pages)" are no times.
                let before = text[..<range.lowerBound].suffix(12).lowercased()
                let counted = ["section", "chapter", "ch.", "page", "week", "unit", "lecture", "no.", "problem", "session", "group"]
                guard allowBare, startHour <= 12, endHour <= 12, g(1)?.first != "0",
                      !counted.contains(where: before.includes), !text[range.upperBound...].lowercased().hasPrefix(" page"),
                      !endsWithMonth(before), !LineMarks(text).isParenthetical(range) else { return nil }
            }
            guard (0...23).contains(startHour), (0...23).contains(endHour) else { return nil }
            if endMeridiem == "p", endHour < 12 { endHour += 12 }
            if startMeridiem == "p", startHour < 12 { startHour += 12 }
            if startMeridiem == nil {
                if endMeridiem == "p", startHour + 12 <= endHour { startHour += 12 }
                else if endMeridiem == nil || endMeridiem == "h", startHour < 7 { startHour += 12 }
            }
            if endMeridiem == nil || endMeridiem == "h", endHour < startHour, endHour + 12 <= 23 { endHour += 12 }
            if endMeridiem == nil, startMeridiem == "p", endHour < 12 { endHour += 12 }
            guard let startTime = TimeOfDay(hour: startHour, minute: startMinute) else { return nil }
            let endTime = TimeOfDay(hour: endHour, minute: endMinute)
            if let endTime, endTime <= startTime || endTime.minutes - startTime.minutes > 9 * 60 { return nil }
            // "Th: 1-6" (pages) is no class: a range without minutes or am/pm is a meeting only if it is short.
            if bare, let endTime, endTime.minutes - startTime.minutes > 4 * 60 { return nil }
            return TimeRange(start: startTime, end: endTime, range: range)
        }
    }

    /// "Fri-Sat Feb 8-9": a range right after a month's name is days of that month.
    static func endsWithMonth(_ text: String) -> Bool {
        let head = text.reversed().drop { $0 == " " || $0 == "." }
        guard head.first?.isLetter ?? false else { return false }
        let word = String(head.prefix { $0.isLetter }.reversed())
        return LineTokens.months.contains(word)
    }

    // MARK: Location

    /// "Location and time: Mabee 233, 10:00 - 10:50am, M/W/F": a place written before the time.
    static func location(before index: String.Index, in text: String) -> String? {
        let head = text[..<index]
        let afterLabel = head.range(of: ":").map { head[$0.upperBound...] } ?? head
        let value = afterLabel.trimming(charactersIn: " ,;:–-")
        guard !value.isEmpty, value.split(separator: " ").count <= 4, value.contains(where: \.isNumber),
              value.first?.isUppercase ?? false else { return nil }
        return value
    }

    static func location(after index: String.Index, in text: String) -> String? {
        var rest = text[index...].trimmingWhitespace()
        for prefix in ["pm", "p.m.", "am", "a.m.", "h", ")"] where rest.lowercased().hasPrefix(prefix) {
            rest = String(rest.dropFirst(prefix.count)).trimmingWhitespace()
        }
        rest = rest.trimming(charactersIn: " ,;:(–-|")
        for prefix in ["in ", "location: ", "location ", "at "] where rest.lowercased().hasPrefix(prefix) {
            rest = String(rest.dropFirst(prefix.count))
        }
        let value = rest.prefix { !";()|\t".contains($0) }.trimmingWhitespace()
        let words = value.split(separator: " ")
        guard !value.isEmpty, words.count <= 6, value.first.map({ $0.isUppercase || $0.isNumber }) ?? false,
              !value.lowercased().hasPrefix("from "), !value.lowercased().hasPrefix("group") else { return nil }
        // A date after the time ("9:30 – | Wed, Dec. 10" in a table) is the next cell's, no place.
        guard !value.contains(where: \.isNumber) || DateScanner().matches(in: value).isEmpty else { return nil }
        return value.trimming(charactersIn: " .,")
    }

    static func labelledLocation(near index: Int, in lines: [DocumentLine]) -> String? {
        for line in lines[max(0, index - 3)..<min(lines.count, index + 4)] {
            if let value = CourseReader.labelled(line.text, labels: ["location", "where", "classroom", "room", "course meeting location", "venue"]) {
                return value.count < 60 ? value : nil
            }
            if let range = line.text.range(of: "Location:") {
                let value = line.text[range.upperBound...].trimmingWhitespace()
                if !value.isEmpty, value.count < 60 { return value }
            }
        }
        return nil
    }
}
