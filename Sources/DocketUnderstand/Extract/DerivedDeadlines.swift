import Foundation

/// Deadlines a document gives by rule rather than by date, with the dates the rule needs:
///
/// - "posted on the following dates and due the day the next assignment is posted", then a dated
///   list: each item is due on the next item's date (the last has no date);
/// - "posted in sessions 2-11 and due on Fridays", with the sessions dated in a table: one task per
///   session, due on the first such weekday on or after it.
///
/// Each task is marked `derived`. The lines of a posting list are returned too: the dates written
/// there are posting dates, not due dates.
struct DerivedDeadlines {
    let scanner = DateScanner()
    let times = TimeScanner()

    struct Result {
        var tasks: [TaskMention] = []
        var undated: [String] = []
        /// Lines whose own dates are not due dates.
        var postingLines: Set<Int> = []
    }

    func read(_ lines: [DocumentLine]) -> Result {
        var result = Result()
        for index in lines.indices {
            // Every rule says "due" and how the work is given out; most lines say neither.
            let pair = lines[index...].prefix(2)
            guard pair.contains(where: { $0.lower.includes("due") }),
                  pair.contains(where: { line in Self.givenOut.contains { line.lower.includes($0) } }) else { continue }
            // A rule may wrap onto the next line.
            let window = lines[index...].prefix(2).map(\.text).joined(separator: " ")
            let lower = window.lowercased()
            if lower.includes("the next"), lower.range(of: "due (?:on )?the day (?:when )?the next [a-z ]{0,20}(?:is|are) (?:posted|released|assigned|handed out)",
                           options: .regularExpression) != nil, !result.postingLines.contains(index) {
                nextPosting(from: index, in: lines, into: &result)
            }
            if let shift = postingShift(lower), !result.postingLines.contains(index) {
                postedItems(shift: shift, window: window, from: index, in: lines, into: &result)
            }
            if var rule = sessionRule(lower), lines[index].text.lowercased().includes(rule.anchor) {
                rule.time = times.matches(in: window).first { $0.isExplicit }?.time
                sessions(rule, from: index, in: lines, into: &result)
            }
        }
        return result
    }

    /// The words every rule uses for handing work out.
    private static let givenOut = ["posted", "assigned", "released", "handed out", "given"]

    // MARK: Due when the next one is posted

    private func nextPosting(from index: Int, in lines: [DocumentLine], into result: inout Result) {
        var items: [(date: DateExpression, title: String, type: TaskType, line: DocumentLine, index: Int)] = []
        for offset in (index + 1)..<min(lines.count, index + 16) {
            let line = lines[offset]
            guard let first = line.dates.first,
                  line.text.isWithin(4, from: line.text.startIndex, to: first.range.lowerBound) else {
                if items.isEmpty { continue } else { break }
            }
            let rest = line.text[first.range.upperBound...].trimming(charactersIn: " :–-.\t")
            guard !rest.isEmpty else { continue }
            let type = TaskVocabulary.hits(in: rest).first?.type ?? .assignment
            items.append((first.expression, TaskVocabulary.title(rest), type, line, offset))
        }
        guard items.count >= 2 else { return }
        for (position, item) in items.enumerated() {
            result.postingLines.insert(item.index)
            if position + 1 < items.count {
                result.tasks.append(TaskMention(title: item.title, type: item.type, date: items[position + 1].date,
                                                source: items[position + 1].line.reference, confidence: 0.7, derived: true))
            } else {
                result.undated.append(item.title)
            }
        }
    }

    // MARK: Posted on a date, due a set time later

    /// "posted on Monday and due the following Monday", "due one week after it is posted/assigned", in
    /// lower-cased `text` (the words each pattern needs are looked for first).
    func postingShift(_ text: String) -> DateShift? {
        let range = NSRange(text.startIndex..., in: text)
        if text.includes("following") || text.includes("next"), let match = Self.followingPattern.firstMatch(in: text, range: range),
           let weekday = DateScanner.weekdayValue(DateScanner.group(match, 1, text)) {
            return .after(weekday)
        }
        if text.includes("week"), let match = Self.weeksAfterPattern.firstMatch(in: text, range: range), let word = DateScanner.group(match, 1, text) {
            let numbers = ["one": 1, "a": 1, "two": 2, "three": 3]
            if let weeks = numbers[word] ?? Int(word) { return .days(7 * weeks) }
        }
        return nil
    }

    /// Items listed with their posting dates after the rule ("Problem Set 1: posted Mon Sep 9").
    private func postedItems(shift: DateShift, window: String, from index: Int, in lines: [DocumentLine], into result: inout Result) {
        let time = times.matches(in: window).first { $0.isExplicit }?.time
        var found = 0
        for offset in (index + 1)..<min(lines.count, index + 25) {
            let line = lines[offset]
            let lower = line.text.lowercased()
            guard lower.includes("posted") || lower.includes("assigned") || lower.includes("released"),
                  let hit = line.hits.first, let date = line.dates.first else {
                if found > 0 && line.dates.isEmpty { break } else { continue }
            }
            found += 1
            result.postingLines.insert(offset)
            result.tasks.append(TaskMention(title: TaskVocabulary.singular(hit.title), type: hit.type, date: date.expression, time: time,
                                            source: line.reference, confidence: 0.7, derived: true, shift: shift))
        }
    }

    // swiftlint:disable force_try
    static let followingPattern = try! NSRegularExpression(
        pattern: "(?:posted|assigned|released|handed out)[^.;]*?\\bdue\\b[^.;]*?\\b(?:the )?(?:following|next) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)",
        options: [.caseInsensitive])
    static let weeksAfterPattern = try! NSRegularExpression(
        pattern: "\\bdue\\s+(one|a|two|three|\\d)\\s+weeks?\\s+(?:after|from)\\s+(?:it is |they are |the day it is )?(?:posted|assigned|released|handed out)",
        options: [.caseInsensitive])
    // swiftlint:enable force_try

    // MARK: Posted in sessions A-B, due on a weekday

    struct SessionRule {
        var unit: String
        var first: Int
        var last: Int
        var weekday: Weekday
        var kind: String
        var type: TaskType
        /// A word of the rule's first line, to start from that line only.
        var anchor: String
        /// The time the rule states ("due on Fridays 11.59 p.m.").
        var time: TimeOfDay? = nil
    }

    /// The rule in lower-cased `text`, if it states one.
    func sessionRule(_ text: String) -> SessionRule? {
        let range = NSRange(text.startIndex..., in: text)
        guard ["session", "week", "lecture"].contains(where: text.includes),
              let match = Self.sessionPattern.firstMatch(in: text, range: range),
              let unit = DateScanner.group(match, 1, text),
              let first = DateScanner.int(DateScanner.group(match, 2, text)),
              let last = DateScanner.int(DateScanner.group(match, 3, text)), first < last, last - first <= 30,
              let weekday = DateScanner.weekdayValue(DateScanner.group(match, 4, text)) else { return nil }
        let before = String(text[..<(Range(match.range, in: text)?.lowerBound ?? text.endIndex)])
        guard let hit = TaskVocabulary.hits(in: before).last else { return nil }
        let kind = TaskVocabulary.singular(TaskVocabulary.title(String(before[hit.range]))).split(separator: " ").first.map(String.init) ?? "Assignment"
        return SessionRule(unit: unit.hasPrefix("week") ? "week" : unit.hasPrefix("lecture") ? "lecture" : "session",
                           first: first, last: last, weekday: weekday, kind: kind, type: hit.type,
                           anchor: String(before[hit.range]))
    }

    private func sessions(_ rule: SessionRule, from index: Int, in lines: [DocumentLine], into result: inout Result) {
        // The dated sessions: table rows "N <tab> date" or lines "Session N: date".
        var dates: [Int: (DateExpression, DocumentLine)] = [:]
        for line in lines {
            guard let date = line.dates.first else { continue }
            if line.segments.count >= 2, let number = Int(line.segments[0].trimmingWhitespace()),
               line.segments[1].contains(date.expression.text) {
                dates[number] = dates[number] ?? (date.expression, line)
            } else if let match = line.text.range(of: "^\\s*(?:\(rule.unit))\\s*(\\d{1,2})\\b", options: [.regularExpression, .caseInsensitive]) {
                let digits = line.text[match].filter(\.isNumber)
                if let number = Int(digits) { dates[number] = dates[number] ?? (date.expression, line) }
            }
        }
        var count = 0
        for number in rule.first...rule.last {
            guard let (date, _) = dates[number] else { continue }
            count += 1
            result.tasks.append(TaskMention(title: "\(rule.kind) \(count)", type: rule.type, date: date, time: rule.time,
                                            source: lines[index].reference, confidence: 0.65, derived: true,
                                            shift: .onOrAfter(rule.weekday)))
        }
    }

    // swiftlint:disable:next force_try
    // Each gap is bounded: with no full stop in a long line, an unbounded gap was searched to the line's
    // end from every "given" in it (a 140 KB paragraph took 6 s).
    static let sessionPattern = try! NSRegularExpression(
        pattern: "(?:posted|assigned|released|handed out|given)[^.;]{0,200}?\\b(sessions?|weeks?|lectures?)\\s+(\\d{1,2})\\s*(?:-|–|to|through)\\s*(\\d{1,2})\\b[^.;]{0,200}?\\bdue\\b[^.;]{0,200}?\\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\\b",
        options: [.caseInsensitive])
}
