import Foundation

/// Reads days without class: holidays, breaks, reading weeks and "no class" rows, with their dates.
/// A day range written next to a break inside a week's row ("October 8 – October 14  10-12 FALL
/// BREAK") takes its month from the row's date.
struct NoClassReader {
    let scanner = DateScanner()

    func read(_ lines: [DocumentLine]) -> [NoClassMention] {
        var mentions: [NoClassMention] = []
        var heading: (date: DateExpression, index: Int)?
        for (index, line) in lines.enumerated() {
            let lower = line.lower
            let dates = line.dates
            if let first = dates.first, line.text.isWithin(4, from: line.text.startIndex, to: first.range.lowerBound),
               line.text.count <= first.expression.text.count + 12 {
                heading = (first.expression, index)
            }
            guard let cue = Self.cues.first(where: { lower.includes($0) }) else { continue }
            if Self.notBreaks.contains(where: lower.includes) { continue }
            let reason = Self.reason(line.text, cue: cue)
            if let local = bareDayRange(in: line.text, dates: dates) {
                mentions.append(NoClassMention(date: local, reason: reason, source: line.reference))
                continue
            }
            // "No class: Monday, January 19 (MLK Day) and Monday, February 16 (Presidents' Day)": every date named.
            let near = dates.filter { isNear($0, cue: cue, in: line.text) }
            let chosen = near.count > 1 && Self.isList(line.text, cue: cue) ? near
                : (near.first ?? (dates.count == 1 ? dates.first : nil)).map { [$0] } ?? []
            if chosen.isEmpty, let heading, index - heading.index <= 3 {
                // "## Thursday, June 19" then "- No class (Juneteenth)".
                mentions.append(NoClassMention(date: heading.date, reason: reason, source: line.reference))
                continue
            }
            for date in chosen {
                mentions.append(NoClassMention(date: date.expression, reason: reason, source: line.reference))
            }
        }
        return mentions
    }

    /// A line that is itself a list of days off: it starts with its cue ("No class: …", "Holidays: …").
    static func isList(_ text: String, cue: String) -> Bool {
        let lower = text.lowercased().trimming(charactersIn: " -•*#")
        return lower.hasPrefix(cue) || lower.hasPrefix("holidays") || lower.hasPrefix("no classes")
    }

    static let cues = ["no class", "no classes", "no lecture", "class cancelled", "classes cancelled", "class canceled",
                       "thanksgiving", "spring break", "fall break", "winter break", "autumn break", "reading week",
                       "reading days", "study break", "mid-term break", "midterm break", "holiday", "recess",
                       "university closed", "campus closed", "no meeting"]
    /// Lines that mention a break without the class stopping.
    static let notBreaks = ["office hours", "after the break", "before the break", "over the break", "during the break"]

    static func reason(_ text: String, cue: String) -> String {
        // The cue's own words, capitalised as written, make the clearest reason.
        if let range = text.range(of: cue, options: .caseInsensitive) {
            var start = range.lowerBound
            // Take the word before a bare "break" ("Winter break", "Thanksgiving break").
            if cue.hasSuffix("break") || cue == "holiday" {
                let before = text[..<start].split(separator: " ").last
                if let before, before.first?.isLetter ?? false, before.count > 2 {
                    start = text.index(start, offsetBy: -(before.count + 1), limitedBy: text.startIndex) ?? start
                }
            }
            return String(text[start..<range.upperBound]).trimmingWhitespace()
        }
        return cue
    }

    /// Whether a date sits close to the cue (within a few words), so a row's other dates are ignored.
    func isNear(_ match: DateScanner.Match, cue: String, in text: String) -> Bool {
        guard let cueRange = text.range(of: cue, options: .caseInsensitive) else { return false }
        if match.range.upperBound <= cueRange.lowerBound {
            return text.isWithin(60, from: match.range.upperBound, to: cueRange.lowerBound)
        }
        return text.isWithin(60, from: cueRange.upperBound, to: match.range.lowerBound)
    }

    /// "10-12 FALL BREAK" with the month of the row's first named date.
    func bareDayRange(in text: String, dates: [DateScanner.Match]) -> DateExpression? {
        let whole = NSRange(text.startIndex..., in: text)
        guard let match = Self.bareRange.firstMatch(in: text, range: whole),
              let range = Range(match.range, in: text),
              let first = DateScanner.int(DateScanner.group(match, 1, text)),
              let last = DateScanner.int(DateScanner.group(match, 2, text)), first <= last else { return nil }
        guard !dates.contains(where: { $0.range.overlaps(range) }),
              let anchor = dates.last(where: { $0.range.upperBound <= range.lowerBound }),
              case .named(let month, let day, let year) = anchor.expression.value else { return nil }
        // The row's week may start at the end of the previous month.
        var endMonth = month
        if case .named(let m, _, _)? = anchor.expression.end, first < day { endMonth = m }
        let startMonth = first < day ? endMonth : month
        return DateExpression(value: .named(month: startMonth, day: first, year: year), weekday: nil,
                              end: .named(month: endMonth, day: last, year: year),
                              text: String(text[range]).trimmingWhitespace())
    }

    // swiftlint:disable:next force_try
    static let bareRange = try! NSRegularExpression(
        pattern: "(?<![\\d/.:])(\\d{1,2})\\s*[-–]\\s*(\\d{1,2})(?![\\d/.:])\\s+(?=[A-Za-z ]*(?:break|holiday|recess|no class))",
        options: [.caseInsensitive])
}
