import Foundation

/// Finds clock times in text: "11:59pm", "11:59 p.m.", "11:55p", "5 pm", "17:00", "23:59h", "noon",
/// "midnight" (23:59: the end of the day named, as students and graders read it), "end of day"
/// (23:59). For a range ("3:30-5:30pm", "10-noon", "9-12 noon") the start is the time and the range's end is
/// kept as ``Match/end`` (an exam "8:00–10:00 am" lasts two hours).
public struct TimeScanner: Sendable {
    public init() {}

    public struct Match: Sendable {
        public var time: TimeOfDay
        public var range: Range<String.Index>
        /// Whether the text said am/pm, noon or midnight, or used a 24-hour form ("17:00", "23:59h").
        public var isExplicit: Bool
        /// The end of a range ("8:00–10:00 am" → 10:00), later than `time`; nil for a single time.
        public var end: TimeOfDay? = nil
    }

    public func matches(in text: String) -> [Match] {
        matches(in: text, tokens: LineTokens(text))
    }

    /// Where `text` writes `time` as the start of a range ("Final exam: Dec 15, 8:00–10:00 am"), the
    /// range's end; nil otherwise.
    public func end(of time: TimeOfDay?, in text: String) -> TimeOfDay? {
        guard let time, Self.mayHaveRangeEnd(text) else { return nil }
        return matches(in: text).first { $0.time == time && $0.end != nil }?.end
    }

    /// The matches, looking for clock times only in a line with digits, and for "noon" only where it is.
    func matches(in text: String, tokens: LineTokens) -> [Match] {
        let whole = NSRange(text.startIndex..., in: text)
        var matches: [Match] = []
        for result in tokens.hasDigit && Self.mayHaveClock(tokens) ? Self.clock.matches(in: text, range: whole) : [] {
            guard let range = Range(result.range, in: text) else { continue }
            let g = { (i: Int) in DateScanner.group(result, i, text) }
            guard var hour = DateScanner.int(g(1)) else { continue }
            let minute = DateScanner.int(g(2) ?? g(3)) ?? 0
            var meridiem = (g(4) ?? g(7))?.lowercased().filter { $0.isLetter }
            if meridiem == nil, let endNoon = g(6)?.lowercased(), endNoon.hasPrefix("noon") {
                // "10-noon": the range ends at noon, so it starts in the morning.
                meridiem = "am"
            }
            let hasColon = g(2) != nil || g(3) != nil
            let twentyFour = g(5) != nil
            if meridiem == nil && !hasColon && !twentyFour { continue }  // a bare number is no time
            if let meridiem {
                guard (1...12).contains(hour) else { continue }
                let ownMeridiem = g(4) != nil
                if meridiem.hasPrefix("p"), hour < 12 { hour += 12 }
                if meridiem.hasPrefix("a"), hour == 12 { hour = 0 }
                // "10:30-12:30pm": the pm belongs to the end; the start is the earlier reading that
                // comes before the end ("3:30-5:30pm" starts at 15:30, "10:30-12:30pm" at 10:30).
                if !ownMeridiem, meridiem.hasPrefix("p"), let end = rangeEnd(result, text), hour >= 12 {
                    let morning = hour - 12
                    if hour * 60 + minute >= end.minutes && morning * 60 + minute < end.minutes { hour = morning }
                }
            }
            guard var time = TimeOfDay(hour: hour, minute: minute) else { continue }
            // "9:00–11:00" is a time of day even without am/pm: a range of clock times says so.
            let isClockRange = hasColon && (DateScanner.group(result, 0, text).map(Self.hasClockRangeEnd) ?? false)
            // "2:45-4:45" with neither am nor pm: classes and exams are not held in the small hours.
            if meridiem == nil, !twentyFour, isClockRange, (1...6).contains(time.hour), let afternoon = TimeOfDay(hour: time.hour + 12, minute: time.minute) {
                time = afternoon
            }
            matches.append(Match(time: time, range: range, isExplicit: meridiem != nil || twentyFour || hour > 12 || isClockRange,
                                 end: rangeEnd(of: DateScanner.group(result, 0, text) ?? "", after: time)))
        }
        // A calendar's compact date and time ("20200925T235959-0400") gives its clock time after the "T".
        // The clock times found so far are in the line's order, as these are: one walk past them.
        let clocks = matches.count
        var clock = 0
        for result in tokens.hasDigit && DateScanner.mayHaveCompactDateTime(text) ? Self.compact.matches(in: text, range: whole) : [] {
            guard let range = Range(result.range, in: text) else { continue }
            while clock < clocks, matches[clock].range.upperBound <= range.lowerBound { clock += 1 }
            guard clock == clocks || !matches[clock].range.overlaps(range),
                  let hour = DateScanner.int(DateScanner.group(result, 1, text)), let minute = DateScanner.int(DateScanner.group(result, 2, text)),
                  let time = TimeOfDay(hour: hour, minute: minute) else { continue }
            matches.append(Match(time: time, range: range, isExplicit: true))
        }
        let hasWords = tokens.hasAny(["noon", "midnight"]) || tokens.has("end") && tokens.has("day")
        for result in hasWords ? Self.words.matches(in: text, range: whole) : [] {
            guard let range = Range(result.range, in: text), !matches.contains(where: { $0.range.overlaps(range) }) else { continue }
            let word = text[range].lowercased()
            let time = word.hasPrefix("noon") || word.hasPrefix("12 noon") ? TimeOfDay(hour: 12, minute: 0) : TimeOfDay(hour: 23, minute: 59)
            if let time { matches.append(Match(time: time, range: range, isExplicit: true)) }
        }
        return matches.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The end of a range in `matched` ("8:00–10:00 am", "2–3:15pm", "11-1", "10-noon"), in 24-hour
    /// time and after `start`: without its own am/pm, the reading of the end that follows the start
    /// ("11:00-1:00" ends at 13:00). Nil when `matched` is no range or the end is not after the start.
    private func rangeEnd(of matched: String, after start: TimeOfDay) -> TimeOfDay? {
        guard let dash = Self.rangeEndPhrase(in: matched) else { return nil }
        let tail = matched[dash].lowercased()
        if tail.hasSuffix("noon") { return TimeOfDay(hour: 12, minute: 0).flatMap { $0 > start ? $0 : nil } }
        let digits = tail.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard var hour = digits.first else { return nil }
        let minute = digits.count > 1 ? digits[1] : 0
        let letters = tail.filter(\.isLetter).replacingOccurrences(of: "to", with: "")
        if letters.hasPrefix("p"), hour < 12 { hour += 12 }
        if letters.hasPrefix("a"), hour == 12 { hour = 0 }
        if letters.isEmpty, hour < 12, hour * 60 + minute <= start.minutes, (hour + 12) * 60 + minute > start.minutes { hour += 12 }
        guard let end = TimeOfDay(hour: hour, minute: minute), end > start else { return nil }
        return end
    }

    /// The end of a range ("-5:30pm", "- noon") in 24-hour time.
    private func rangeEnd(_ result: NSTextCheckingResult, _ text: String) -> TimeOfDay? {
        guard let whole = DateScanner.group(result, 0, text), let dash = Self.rangeEndMeridiem(in: whole) else { return nil }
        let tail = whole[dash]
        let digits = tail.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard var hour = digits.first else { return nil }
        let minute = digits.count > 1 ? digits[1] : 0
        if tail.lowercased().hasSuffix("p"), hour < 12 { hour += 12 }
        return TimeOfDay(hour: hour, minute: minute)
    }

    /// Whether `text` has what every range end begins with: "-", "–", "—" or "to" in either case.
    static func mayHaveRangeEnd(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-") || (byte == UInt8(ascii: "o") || byte == UInt8(ascii: "O")) && (previous == UInt8(ascii: "t") || previous == UInt8(ascii: "T")) {
                return true
            }
            // "–" and "—" are E2 80 93 and E2 80 94; any E2 is let through.
            if byte == 0xE2 { return true }
            previous = byte
        }
        return false
    }

    /// Whether a line can hold a clock time the scanner keeps: one with a colon, an am/pm ("5pm",
    /// "5 p.m." begins a word with "m"), a 24-hour "h" or a range ending at noon. An am/pm or an "h"
    /// starts a word of the line (a digit, a space or a mark precedes it); "noon" may follow "to"
    /// in one word ("10tonoon"). A line with none of these is not searched.
    static func mayHaveClock(_ tokens: LineTokens) -> Bool {
        if tokens.has(character: ":") { return true }
        return tokens.words.contains { word in
            var scalars = word.unicodeScalars.makeIterator()
            switch scalars.next() {
            case "m", "h": return true
            case "a", "p": if scalars.next() == "m" { return true }
            default: break
            }
            return word.utf8.count >= 4 && word.includesNoon
        }
    }

    // 1: hour, 2: minutes after a colon, 3: minutes after a dot ("11.59 p.m."), 4: meridiem, 5: 24-hour
    // marker "h", 6: range end word, 7: meridiem after a range end
    static let clock = try! NSRegularExpression(  // swiftlint:disable:this force_try
        pattern: "(?<![\\d:./])(\\d{1,2})(?::(\\d{2})|\\.(\\d{2})(?=\\s*[ap]\\.?\\s?m))?\\s*(?:(a\\.?\\s?m\\.?|p\\.?\\s?m\\.?|p-m\\.?|(?<=:\\d\\d)[ap])(?![a-z])|(h)\\b)?(?:\\s*(?:-|–|—|to)\\s*(?:(?:12\\s*)?(noon)|\\d{1,2}(?::\\d{2})?(?:\\s*(a\\.?\\s?m\\.?|p\\.?\\s?m\\.?)(?![a-z]))?))?(?![\\d/])",
        options: [.caseInsensitive])

    // 1: hour, 2: minutes of a compact date and time ("20200925T235959"); its zone is left to the user's.
    private static let compact = try! NSRegularExpression(  // swiftlint:disable:this force_try
        pattern: "(?<=\\d{8}T)([01]\\d|2[0-3])([0-5]\\d)(?:[0-5]\\d)?(?:Z|[+-]\\d{4})?(?!\\w)")

    private static let words = try! NSRegularExpression(  // swiftlint:disable:this force_try
        pattern: "\\b(?:12\\s+)?(?:noon|midnight|end of (?:the )?day)\\b", options: [.caseInsensitive])
}

private extension Substring {
    /// Whether "noon" occurs in this (lower-cased) word.
    var includesNoon: Bool {
        var matched = 0
        for byte in utf8 {
            matched = byte == UInt8(ascii: "n") ? (matched == 3 ? 4 : 1)
                : byte == UInt8(ascii: "o") && (matched == 1 || matched == 2) ? matched + 1 : 0
            if matched == 4 { return true }
        }
        return false
    }
}
