import Foundation

/// Finds the date expressions in a line of text.
///
/// Forms: "Sept. 12", "September 12th, 2019", "Thursday, October 3rd", "12 Sep", "23 July",
/// "17.December 2018", "9/12", "Tue 9/12", "10/03/23", "22.10.2018", "2019-09-12", ranges
/// ("Oct 14-16", "August 20 – August 26", "10-14 December 2018", "Jul 7 & 9") and weeks of term
/// ("Week 5 Friday", "W5 Fri"). A bare "3/4" inside a formula is not a date: numeric dates need a
/// plausible month and day, and a dotted one needs its year ("5.1" is a section number).
public struct DateScanner: Sendable {
    public init() {}

    /// A date expression found in a text, with where it was found.
    public struct Match: Sendable {
        public var expression: DateExpression
        public var range: Range<String.Index>
    }

    public func matches(in text: String) -> [Match] {
        matches(in: text, tokens: LineTokens(text))
    }

    /// The matches, running only the patterns whose words the line has.
    func matches(in text: String, tokens: LineTokens) -> [Match] {
        guard tokens.hasDigit else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        var found: [(NSRange, DateExpression)] = []
        var joins: Set<Unicode.Scalar>?
        for pattern in Self.patterns where pattern.applies(tokens) {
            if let joiner = pattern.joiner {
                if joins == nil { joins = Self.marksBetweenDigits(text) }
                guard joins?.contains(joiner) == true else { continue }
            }
            if let mayMatch = pattern.mayMatch, !mayMatch(text) { continue }
            for result in pattern.regex.matches(in: text, range: whole) {
                if let expression = pattern.parse(result, text) {
                    found.append((result.range, expression))
                }
            }
        }
        // Longest first; drop matches that overlap a longer one. A calendar date goes before any week of
        // term it shares a weekday with ("Week 16<tab>Monday, May 6" is May 6): it is the more specific.
        found.sort { a, b in
            if a.1.isWeekOfTerm != b.1.isWeekOfTerm { return !a.1.isWeekOfTerm }
            return a.0.length != b.0.length ? a.0.length > b.0.length : a.0.location < b.0.location
        }
        var claimed = ClaimedRanges(length: (text as NSString).length)
        let kept = found.filter { claimed.claim($0.0) }
        return kept.sorted { $0.0.location < $1.0.location }.compactMap { range, expression in
            Range(range, in: text).map { found in
                var expression = expression
                // "Oct 6 (M)", "Oct 3, Friday": the weekday written after the date is its weekday too.
                if expression.weekday == nil, !expression.isWeekOfTerm, let weekday = Self.trailingWeekday(in: text, after: found.upperBound)
                    ?? Self.leadingLetterWeekday(in: text, before: found.lowerBound) {
                    expression.weekday = weekday
                }
                return Match(expression: expression, range: found)
            }
        }
    }

    /// A weekday right after a date: in parentheses, where one or two letters say it ("(M)", "(Th)",
    /// "(Tue)"), or after a comma in full or three letters ("Oct 3, Friday"). The date's range is
    /// not widened: the weekday only checks the date and tells its year.
    static func trailingWeekday(in text: String, after end: String.Index) -> Weekday? {
        var rest = text[end...].prefix(14).drop { $0 == " " }
        guard let opener = rest.first, opener == "(" || opener == "," else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        let word = rest.prefix { $0.isLetter }.lowercased()
        let after = rest.dropFirst(word.count).first
        if opener == "(" {
            guard after == ")" || after == "." && rest.dropFirst(word.count + 1).first == ")" else { return nil }
            if let short = Self.letterWeekdays[word] { return short }
        } else if after.map({ $0.isLetter }) ?? false {
            return nil
        }
        guard word.count >= 3, LineTokens.weekdays.contains(word) else { return nil }
        return weekdayValue(word)
    }

    /// A weekday in one or two letters that opens a line, a list item or a cell before its date: "W 09/30",
    /// "+ M 10/05: Lesson 3", "| Th 9/12 |". Written so only where nothing but a bullet precedes it,
    /// and capitalised ("M", "Th"): elsewhere a lone letter before a date is an initial or a label.
    static func leadingLetterWeekday(in text: String, before start: String.Index) -> Weekday? {
        // Walked back one character at a time from the date: a long line costs no more than a short one.
        guard start > text.startIndex else { return nil }
        let space = text.index(before: start)
        guard text[space] == " " || text[space] == "\t" else { return nil }
        var wordStart = space, letters = 0
        while wordStart > text.startIndex {
            let previous = text.index(before: wordStart)
            guard text[previous].isLetter else { break }
            wordStart = previous
            letters += 1
            if letters > 2 { return nil }
        }
        guard wordStart < space, text[wordStart].isUppercase else { return nil }
        // Back to the cell's or line's start, nothing but a bullet on the way.
        var cursor = wordStart
        while cursor > text.startIndex {
            cursor = text.index(before: cursor)
            let character = text[cursor]
            if Self.cellBoundaries.contains(character) { break }
            guard character == " " || Self.bullets.contains(character) else { return nil }
        }
        return Self.letterWeekdays[text[wordStart..<space].lowercased()]
    }

    /// Where a cell or a cell's line starts: a line's start is the other.
    private static let cellBoundaries: Set<Character> = ["|", "\t", ";"]
    private static let bullets: Set<Character> = ["*", "+", "-", "•", "–", "#", ">"]

    /// Whether the number that opens a match is counted by the word before it, or numbers a list's
    /// item, while the month has a day of its own after it ("WEEK 5 OCTOBER 4" is week 5, then October
    /// 4; "Session 12 Dec 3" session 12; "12. February 13" item 12): no day of a month then. "No class
    /// 5 October" and "5. October 2026" keep their dates.
    static func countsSomething(before range: NSRange, in text: String) -> Bool {
        guard let found = Range(range, in: text) else { return false }
        let after = text[found.upperBound...].drop { $0 == " " }
        guard let digit = after.first, digit.isASCII, digit.isNumber else { return false }
        // "12. February 13" in a numbered list: the item's number, then the date.
        let lead = text[..<found.lowerBound]
        let number = text[found].prefix(while: \.isNumber)
        if lead.allSatisfy({ $0 == " " || $0 == "\t" }), !number.isEmpty, text[found].dropFirst(number.count).first == "." { return true }
        let word = lead.reversed().drop { $0 == " " || $0 == "#" }.prefix { $0.isLetter }
        return counters.contains(String(word.reversed()).lowercased())
    }

    /// Words that count weeks, sessions and parts of a course.
    private static let counters: Set<String> = ["week", "wk", "session", "lecture", "class", "unit", "module", "meeting", "lesson",
                                                "chapter", "part"]

    /// One- and two-letter weekdays as schedules write them in parentheses.
    private static let letterWeekdays: [String: Weekday] = [
        "m": .monday, "mo": .monday, "t": .tuesday, "tu": .tuesday, "w": .wednesday, "we": .wednesday, "r": .thursday,
        "th": .thursday, "f": .friday, "fr": .friday, "sa": .saturday, "su": .sunday,
    ]

    // MARK: Patterns

    struct Pattern: @unchecked Sendable {
        /// Whether the line has the words this pattern needs (a month name, a slash, a weekday...).
        let applies: (LineTokens) -> Bool
        let regex: NSRegularExpression
        let parse: (NSTextCheckingResult, String) -> DateExpression?
        /// The mark a numeric form writes between two digits ("9/12", "2019-09-12", "22.10.2018"):
        /// a line without a digit, this mark and a digit in a row is not searched for the form.
        var joiner: Unicode.Scalar? = nil
        /// A cheap check of the line that is false only where the pattern cannot match.
        var mayMatch: ((String) -> Bool)? = nil

        init(applies: @escaping (LineTokens) -> Bool, joiner: Unicode.Scalar? = nil, mayMatch: ((String) -> Bool)? = nil,
             regex: NSRegularExpression, parse: @escaping (NSTextCheckingResult, String) -> DateExpression?) {
            self.applies = applies
            self.joiner = joiner
            self.mayMatch = mayMatch
            self.regex = regex
            self.parse = parse
        }
    }

    /// The marks in `text` that sit between two digits ("/" in "9/12"); a digit is what `\d` matches.
    private static func marksBetweenDigits(_ text: String) -> Set<Unicode.Scalar> {
        var marks: Set<Unicode.Scalar> = []
        var before: Unicode.Scalar?, middle: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let mark = middle, before?.isPatternDigit == true, scalar.isPatternDigit { marks.insert(mark) }
            before = middle
            middle = scalar
        }
        return marks
    }

    private static func hasMonth(_ tokens: LineTokens) -> Bool { tokens.hasAny(LineTokens.months) }

    static let monthPattern = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?"
    static let weekdayPattern = "(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday|s)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\\.?"
    static let dayPattern = "(\\d{1,2})(?:\\s?(?:st|nd|rd|th)|\\^\\((?:st|nd|rd|th)\\))?"
    static let dash = "\\s*(?:-|–|—|to|through|thru|&|and)\\s*"

    private static func regex(_ pattern: String) -> NSRegularExpression {
        // The patterns are constants written here; a typo is a programming error caught by the tests.
        // swiftlint:disable:next force_try
        try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
    }

    static let patterns: [Pattern] = {
        let wd = weekdayPattern, mo = monthPattern, day = dayPattern
        // "TUES; 8/26": a cell's line break (`<br>`) reads as "; " between the weekday and its date.
        let optionalWeekday = "(?:\\b\(wd)[,;]?\\s+(?:the\\s+)?)?"
        let year = "(?:,?\\s*(\\d{4})\\b|\\s+'(\\d{2})\\b)?"
        return [
            // Weekday? Month Day (– Month? Day)? Year?   "Thursday, October 3rd", "Oct 14-16", "Aug 20 – Aug 26, 2018", "Jan-23"
            Pattern(applies: hasMonth, mayMatch: mayHaveMonthThenDay, regex: regex("\(optionalWeekday)\\b\(mo)(?:\\s*|-)\(day)(?!:\\d)(?:\(dash)(?:\(mo)\\s*)?\(day))?\\b\(year)")) { result, text in
                guard let month = monthNumber(group(result, 2, text)), let day = int(group(result, 3, text)) else { return nil }
                let year = fullYear(group(result, 6, text), group(result, 7, text))
                let weekday = weekdayValue(group(result, 1, text))
                var end: DateExpression.Value?
                if let endDay = int(group(result, 5, text)) {
                    let endMonth = monthNumber(group(result, 4, text)) ?? month
                    end = .named(month: endMonth, day: endDay, year: year)
                }
                guard valid(month: month, day: day) else { return nil }
                return DateExpression(value: .named(month: month, day: day, year: year), weekday: weekday, end: end,
                                      text: group(result, 0, text) ?? "")
            },
            // Weekday? Day (– Day)? Month Year?   "23 July", "Tuesday, 21 July", "10-14 December 2018", "17.December 2018"
            // A tab is a cell boundary: "11<tab>Nov 17" is week 11, then Nov 17. "01Feb" runs the two together, "30-Aug" joins them.
            // So is a run of spaces in a table laid out in a fixed-width font ("14      Mar-08" is class 14, then March 8).
            Pattern(applies: hasMonth, mayMatch: mayHaveDayThenMonth, regex: regex("\(optionalWeekday)\\b\(day)(?:(?:,[ ]*\\d{1,2}(?:st|nd|rd|th)?)*\(dash)\(day))?(?:\\.|-|[ \\u00a0])?[ \\u00a0]{0,2}(?:of\\s+)?\(mo)(?![a-z])(?:(\\d{2})\\b|(?<![.])[ \\u00a0](\\d{2})(?=[ \\u00a0]*(?:$|[\\t,;)\\]|]))|\(year))")) { result, text in
                guard let month = monthNumber(group(result, 4, text)), let day = int(group(result, 2, text)),
                      !countsSomething(before: result.range, in: text) else { return nil }
                // "16FEB23": a two-digit year may follow the month with nothing between; so may one that ends
                // a cell holding only the date, its day written first ("7 Sep 21"), not the next date ("14 Oct 15 Oct").
                // Only a cell that is the date alone: "Homework #3 Sep 12" is homework 3 on September 12.
                if group(result, 6, text) != nil, let start = Range(result.range, in: text)?.lowerBound,
                   let before = text[..<start].last(where: { $0 != " " }), !"\t|,;".contains(before) { return nil }
                let year = fullYear(group(result, 7, text), group(result, 8, text) ?? group(result, 5, text) ?? group(result, 6, text))
                guard valid(month: month, day: day) else { return nil }
                let end = int(group(result, 3, text)).map { DateExpression.Value.named(month: month, day: $0, year: year) }
                return DateExpression(value: .named(month: month, day: day, year: year),
                                      weekday: weekdayValue(group(result, 1, text)), end: end, text: group(result, 0, text) ?? "")
            },
            // Day, Day Month   "12, 14 Oct": the class days of a week's row, read as their span (its first day
            // dates the row's work). Not after a word ("Quiz 2, 5 October" is quiz 2 on October 5) and
            // within a week.
            Pattern(applies: hasMonth, mayMatch: mayHaveDayThenMonth, regex: regex("(?<![\\w,.:/] )(?<![\\w,.:/])\\b\(day),[ ]*\(day)[ \\u00a0]+\(mo)(?![a-z])(?![ \\u00a0,]*\\d)")) { result, text in
                guard let month = monthNumber(group(result, 3, text)), let first = int(group(result, 1, text)),
                      let last = int(group(result, 2, text)), first < last, last - first <= 6,
                      valid(month: month, day: first), valid(month: month, day: last) else { return nil }
                return DateExpression(value: .named(month: month, day: first, year: nil), end: .named(month: month, day: last, year: nil),
                                      text: group(result, 0, text) ?? "")
            },
            // ISO 2019-09-12
            Pattern(applies: { $0.has(character: "-") }, joiner: "-", regex: regex("\\b(\\d{4})-(\\d{2})-(\\d{2})\\b")) { result, text in
                guard let y = int(group(result, 1, text)), let m = int(group(result, 2, text)), let d = int(group(result, 3, text)),
                      valid(month: m, day: d) else { return nil }
                return DateExpression(value: .iso(year: y, month: m, day: d), text: group(result, 0, text) ?? "")
            },
            // A calendar's compact date and time: "20200925T235959-0400", "20250301T170000Z".
            Pattern(applies: { $0.hasDigit }, mayMatch: mayHaveCompactDateTime,
                    regex: regex("(?<!\\w)((?:19|20)\\d{2})(\\d{2})(\\d{2})T\\d{4}(?:\\d{2})?(?:Z|[+-]\\d{4})?(?!\\w)")) { result, text in
                guard let y = int(group(result, 1, text)), let m = int(group(result, 2, text)), let d = int(group(result, 3, text)),
                      valid(month: m, day: d) else { return nil }
                return DateExpression(value: .iso(year: y, month: m, day: d), text: group(result, 0, text) ?? "")
            },
            // Year first with slashes: 2023/9/12, as East Asian and some European writers date.
            Pattern(applies: { $0.has(character: "/") }, joiner: "/", regex: regex("(?<![\\d/.])(\\d{4})/(\\d{1,2})/(\\d{1,2})(?![\\d/])")) { result, text in
                guard let y = int(group(result, 1, text)), (1900...2100).contains(y), let m = int(group(result, 2, text)),
                      let d = int(group(result, 3, text)), valid(month: m, day: d) else { return nil }
                return DateExpression(value: .iso(year: y, month: m, day: d), text: group(result, 0, text) ?? "")
            },
            // Weekday? a/b(/year)? (– a/b)?   "Tue 9/12", "10/03/23", "5/5/26", "9/23-9/25"
            Pattern(applies: { $0.has(character: "/") }, joiner: "/", regex: regex("\(optionalWeekday)(?<![\\d/.])(?<!\\d-)(\\d{1,2})/(\\d{1,3})(?:/(\\d{4}|\\d{2}))?(?:\\s*[-–]\\s*(\\d{1,2})/(\\d{1,2})(?:/(?:\\d{4}|\\d{2}))?)?(?![\\d/])")) { result, text in
                guard let a = int(group(result, 2, text)), var b = int(group(result, 3, text)) else { return nil }
                // "9/111" is a typo for 9/11 often enough; three digits otherwise are not a date.
                if b > 99 { b /= 10 }
                let year = group(result, 4, text).flatMap(Int.init).map { $0 < 100 ? 2000 + $0 : $0 }
                guard plausibleNumeric(a, b) else { return nil }
                // "Best 4/6 count", "drop the lowest 2/10": a share of scores, no day.
                if year == nil, let start = Range(result.range, in: text)?.lowerBound, countsScores(before: start, in: text) { return nil }
                var end: DateExpression.Value?
                if let c = int(group(result, 5, text)), let d = int(group(result, 6, text)), plausibleNumeric(c, d) {
                    end = .numeric(first: c, second: d, year: year, dayFirst: nil)
                }
                return DateExpression(value: .numeric(first: a, second: b, year: year, dayFirst: nil),
                                      weekday: weekdayValue(group(result, 1, text)), end: end, text: group(result, 0, text) ?? "")
            },
            // Weekday? dd.mm.yyyy   "22.10.2018" (day first; the year is required)
            Pattern(applies: { $0.has(character: ".") }, joiner: ".", regex: regex("\(optionalWeekday)(?<![\\d.])(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4}|\\d{2})(?![\\d])")) { result, text in
                guard let d = int(group(result, 2, text)), let m = int(group(result, 3, text)), let y = int(group(result, 4, text)),
                      valid(month: m, day: d) else { return nil }
                return DateExpression(value: .numeric(first: d, second: m, year: y < 100 ? 2000 + y : y, dayFirst: true),
                                      weekday: weekdayValue(group(result, 1, text)), text: group(result, 0, text) ?? "")
            },
            // Weekday MM-DD   "THU 09-12", "Tue 10-31": a written weekday, then two two-digit numbers joined by a
            // hyphen; not a span of hours, which a weekday is as often followed by ("Mon 10-12", "Wed 10-17").
            Pattern(applies: { $0.hasAny(LineTokens.weekdays) }, joiner: "-", regex: regex("\\b\(wd)[,;]?\\s+(\\d{2})-(\\d{2})(?![\\d/-])(?!:\\d)(?!\\.\\d)(?!\\s*(?:[ap]\\.?m\\b|h\\b|noon|hrs?\\b|hours?\\b))")) { result, text in
                guard let first = group(result, 2, text), let second = group(result, 3, text),
                      let a = Int(first), let b = Int(second), plausibleNumeric(a, b),
                      !(first.first != "0" && second.first != "0" && b > a && b <= 23) else { return nil }
                return DateExpression(value: .numeric(first: a, second: b, year: nil, dayFirst: nil),
                                      weekday: weekdayValue(group(result, 1, text)), text: group(result, 0, text) ?? "")
            },
            // Week 5 Friday, W5 Fri, Week 5 (Fri)
            Pattern(applies: { $0.hasAny(["week", "wk", "w"]) && $0.hasAny(LineTokens.weekdays) }, regex: regex("\\b(?:week|wk|w)\\s*(\\d{1,2})\\s*[,:(–-]?\\s*\(wd)\\b\\)?")) { result, text in
                guard let week = int(group(result, 1, text)), (1...30).contains(week),
                      let weekday = weekdayValue(group(result, 2, text)) else { return nil }
                return DateExpression(value: .week(number: week, weekday: weekday), text: group(result, 0, text) ?? "")
            },
        ]
    }()

    // MARK: Helpers

    static func group(_ result: NSTextCheckingResult, _ index: Int, _ text: String) -> String? {
        guard index < result.numberOfRanges, let range = Range(result.range(at: index), in: text) else { return nil }
        return String(text[range])
    }

    static func int(_ text: String?) -> Int? { text.flatMap { Int($0) } }

    /// Whether the word before `start` counts scores kept or dropped ("best", "top", "lowest").
    static func countsScores(before start: String.Index, in text: String) -> Bool {
        let word = text[..<start].reversed().drop { $0 == " " }.prefix { $0.isLetter }
        return scoreCounts.contains(String(word.reversed()).lowercased())
    }

    private static let scoreCounts: Set<String> = ["best", "top", "lowest", "highest", "worst", "drop", "dropped"]

    static func fullYear(_ four: String?, _ two: String?) -> Int? {
        if let four, let value = Int(four), (1900...2199).contains(value) { return value }
        if let two, let value = Int(two) { return 2000 + value }
        return nil
    }

    static func valid(month: Int, day: Int) -> Bool {
        (1...12).contains(month) && (1...31).contains(day) && day <= CivilDate.daysIn(month: month, year: 2000)
    }

    static func plausibleNumeric(_ a: Int, _ b: Int) -> Bool {
        valid(month: a, day: b) || valid(month: b, day: a)
    }

    static func monthNumber(_ text: String?) -> Int? {
        guard let text = text?.lowercased().prefix(3) else { return nil }
        return ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
            .firstIndex(of: String(text)).map { $0 + 1 }
    }

    static func weekdayValue(_ text: String?) -> Weekday? {
        guard let text = text?.lowercased().prefix(2) else { return nil }
        switch text {
        case "mo": return .monday
        case "tu": return .tuesday
        case "we": return .wednesday
        case "th": return .thursday
        case "fr": return .friday
        case "sa": return .saturday
        case "su": return .sunday
        default: return nil
        }
    }
}
