import Foundation

/// Finds clock times in text: "11:59pm", "11:59 p.m.", "5 pm", "17:00", "23:59h", "noon",
/// "midnight" (23:59: the end of the day named, as students and graders read it), "end of day"
/// (23:59). For a range ("3:30-5:30pm", "10-noon") the start is the time.
public struct TimeScanner: Sendable {
    public init() {}

    public struct Match: Sendable {
        public var time: TimeOfDay
        public var range: Range<String.Index>
        /// Whether the text said am/pm, noon or midnight, or used a 24-hour form ("17:00", "23:59h").
        public var isExplicit: Bool
    }

    public func matches(in text: String) -> [Match] {
        let whole = NSRange(text.startIndex..., in: text)
        var matches: [Match] = []
        for result in Self.clock.matches(in: text, range: whole) {
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
                if meridiem.hasPrefix("p"), hour < 12 { hour += 12 }
                if meridiem.hasPrefix("a"), hour == 12 { hour = 0 }
            }
            guard let time = TimeOfDay(hour: hour, minute: minute) else { continue }
            matches.append(Match(time: time, range: range, isExplicit: meridiem != nil || twentyFour || hour > 12))
        }
        for result in Self.words.matches(in: text, range: whole) {
            guard let range = Range(result.range, in: text), !matches.contains(where: { $0.range.overlaps(range) }) else { continue }
            let word = text[range].lowercased()
            let time = word.hasPrefix("noon") || word.hasPrefix("12 noon") ? TimeOfDay(hour: 12, minute: 0) : TimeOfDay(hour: 23, minute: 59)
            if let time { matches.append(Match(time: time, range: range, isExplicit: true)) }
        }
        return matches.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    // 1: hour, 2: minutes after a colon, 3: minutes after a dot ("11.59 p.m."), 4: meridiem, 5: 24-hour
    // marker "h", 6: range end word, 7: meridiem after a range end
    private static let clock = try! NSRegularExpression(  // swiftlint:disable:this force_try
        pattern: "(?<![\\d:./])(\\d{1,2})(?::(\\d{2})|\\.(\\d{2})(?=\\s*[ap]\\.?\\s?m))?\\s*(?:(a\\.?\\s?m\\.?|p\\.?\\s?m\\.?|p-m\\.?)(?![a-z])|(h)\\b)?(?:\\s*(?:-|–|—|to)\\s*(?:(noon)|\\d{1,2}(?::\\d{2})?\\s*(a\\.?\\s?m\\.?|p\\.?\\s?m\\.?)(?![a-z])))?(?![\\d/])",
        options: [.caseInsensitive])

    private static let words = try! NSRegularExpression(  // swiftlint:disable:this force_try
        pattern: "\\b(?:12\\s+)?(?:noon|midnight|end of (?:the )?day)\\b", options: [.caseInsensitive])
}
