import Foundation

/// Reads the lists a class-by-class schedule keeps under each dated session: what is due at the next
/// meeting, or at this one.
///
///     ### February 2 — Week 2
///     #### Due Next Class
///     * Essay outline
///     * Peer review notes
///     ### February 9 — Week 3
///
/// "Due next class" (or "for next time", "before next class") dates each item by the next dated
/// heading, a date the rule gives (`derived`); "Due" or "Due today" by the heading it sits under; a
/// list item that states the date ("Problem sets (due Mon 10/6)") the items nested under it. The
/// label, not a word in an item, makes the items deliverables, so they keep their own names; readings
/// and other activities ("Read chapter 3", "Watch the lecture") are not deliverables.
struct DueNextReader {
    struct Result {
        var tasks: [TaskMention] = []
        /// The lines read as such items, so no other reader dates them by the heading above.
        var lines: Set<Int> = []
    }

    enum Reach: Equatable {
        case thisSession
        case nextSession
        /// The label gives the date itself: "Problem sets (due Mon 10/6)" over the items due then.
        case stated(DateExpression)
    }

    /// Words an item's name may have.
    static let longestItem = 14

    func read(_ lines: [DocumentLine]) -> Result {
        var result = Result()
        // Most documents have no such label: the sessions are only looked for when one has.
        var labels = lines.indices.compactMap { index in (Self.label(lines[index].lower) ?? Self.statedLabel(lines[index])).map { (index, $0) } }
        // "The homework listed under any given date will be due by the start of the next class": the
        // document's rule makes its "HW:" labels say "due next class".
        if lines.contains(where: { Self.statesNextClassRule($0.lower) }) {
            labels += lines.indices.filter { Self.homeworkLabel(lines[$0]) != nil }.map { ($0, Reach.nextSession) }
            labels.sort { $0.0 < $1.0 }
        }
        guard !labels.isEmpty else { return result }
        let sessions = lines.indices.filter { Self.isDatedSession(lines[$0], index: $0) }
        for (index, reach) in labels {
            if reach == .thisSession || reach == .nextSession, sessions.isEmpty { continue }
            let date: DateExpression?
            switch reach {
            case .thisSession: date = sessions.last { $0 < index }.flatMap { lines[$0].dates.first?.expression }
            case .nextSession: date = sessions.first { $0 > index }.flatMap { lines[$0].dates.first?.expression }
            case .stated(let stated): date = stated
            }
            // "HW: [Unit 24, I.1-5](…)": the item on the label's own line.
            if reach == .nextSession, let date, let inline = Self.homeworkLabel(lines[index]), !inline.isEmpty,
               let task = Self.task(inline, hits: lines[index].hits, line: lines[index], date: date, derived: true) {
                result.lines.insert(index)
                result.tasks.append(task)
            }
            let labelIndent = Self.indent(lines[index])
            let labelIsItem = Self.isItem(lines[index])
            var next = index + 1
            var found = 0
            while next < lines.count, Self.isItem(lines[next]), !lines[next].isHeading,
                  !labelIsItem || Self.indent(lines[next]) > labelIndent {
                defer { next += 1 }
                // An item that states its own date ("Second draft due by October 16") keeps it: the line
                // reader dates it, not the label.
                if reach == .nextSession || reach == .thisSession, !lines[next].dates.isEmpty { continue }
                // Under a session label every item is the label's; under a stated date (itself a list
                // item, so its items are nested) only those that name something.
                if reach == .nextSession || reach == .thisSession { result.lines.insert(next) }
                guard let date, let task = Self.task(lines[next], date: date, derived: reach == .nextSession) else { continue }
                result.lines.insert(next)
                result.tasks.append(task)
                found += 1
            }
            // "Problem sets (due Mon 10/6)" is the bundle its items make, not a deliverable of its own.
            if case .stated = reach, found > 0 { result.lines.insert(index) }
        }
        return result
    }

    /// A session's dated heading: a Markdown heading with a date, or a line that is only a date and a label.
    static func isDatedSession(_ line: DocumentLine, index: Int) -> Bool {
        guard !line.dates.isEmpty, line.hits.isEmpty else { return false }
        return line.isHeading || (TaskReader.heading(line.text, dates: line.dates, index: index)?.isPure ?? false)
    }

    /// What a short line says is due, and when: "Due Next Class", "For next time:", "Due today".
    static func label(_ lower: String) -> Reach? {
        guard lower.utf8.count <= 48, lower.includes("next") || lower.includes("due") else { return nil }
        let words = lower.split(whereSeparator: { !$0.isLetter }).map(String.init)
        guard let last = words.last, (1...6).contains(words.count) else { return nil }
        if let next = words.firstIndex(of: "next"), next == words.count - 2, sessionWords.contains(last),
           words[..<next].allSatisfy({ leadWords.contains($0) }), words.contains("due") || words.contains("for") || words.contains("before") {
            return .nextSession
        }
        if words.first == "due", words.count <= 3, words.dropFirst().allSatisfy({ ["today", "this", "class", "week", "session", "in"].contains($0) }) {
            return .thisSession
        }
        return nil
    }

    /// A list item that dates the items nested under it: one date, "due", and at most a kind of work
    /// besides ("Problem sets (due Mon 10/6)", "Due Friday, Sept 6:", "Assignments due 10/4").
    static func statedLabel(_ line: DocumentLine) -> Reach? {
        guard line.dates.count == 1, let date = line.dates.first, line.lower.includes("due"), isItem(line),
              !line.hits.contains(where: \.hasNumber) else { return nil }
        var rest = line.text
        rest.removeSubrange(date.range)
        let words = rest.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            .filter { !["due", "on", "by", "at", "the", "is", "are"].contains($0) && !LineTokens.weekdays.contains($0) }
        guard words.count <= 2, line.times.count <= 1 else { return nil }
        return .stated(date.expression)
    }

    private static let sessionWords: Set<String> = ["class", "time", "session", "week", "meeting", "lecture"]
    private static let leadWords: Set<String> = ["due", "for", "before", "by", "the", "homework", "assignments", "assignment", "work",
                                                 "to", "do", "prepare", "complete"]

    /// Whether a sentence states that the homework listed under a session is due at the next one.
    static func statesNextClassRule(_ lower: String) -> Bool {
        lower.includes("due") && (lower.includes("homework") || lower.includes("hw")) && lower.includes("listed")
            && ["next class", "next session", "next meeting", "following class"].contains(where: lower.includes)
    }

    /// What a "HW:" or "Homework:" label line lists on its own line ("" when the items follow below);
    /// nil for any other line.
    static func homeworkLabel(_ line: DocumentLine) -> String? {
        let text = line.text
        guard let colon = text.firstIndex(of: ":"),
              ["hw", "homework"].contains(text[..<colon].trimmingWhitespace().lowercased()) else { return nil }
        // Its links become their labels when the item is read (``task(_:hits:line:date:derived:)``).
        return text[text.index(after: colon)...].trimmingWhitespace()
    }

    /// A list item's deliverable, dated as the label says.
    private static func task(_ line: DocumentLine, date: DateExpression, derived: Bool) -> TaskMention? {
        task(line.text, hits: line.hits, line: line, date: date, derived: derived)
    }

    private static func task(_ text: String, hits: [TaskVocabulary.Hit], line: DocumentLine, date: DateExpression, derived: Bool) -> TaskMention? {
        var title = TaskReader.linkLabels(text).drop { "*-+•·◦▪ \t".contains($0) }.trimming(charactersIn: " .;")
        if let number = title.firstIndex(of: "."), title[..<number].allSatisfy(\.isNumber), !title[..<number].isEmpty {
            title = title[title.index(after: number)...].trimmingWhitespace()
        }
        guard let first = title.first, first.isLetter || first.isNumber,
              (1...longestItem).contains(title.split(separator: " ").count) else { return nil }
        let lower = title.lowercased()
        // "Read chapter 2" is an activity; "Reading reflection 1" names a deliverable.
        if hits.isEmpty && TaskReader.opensWithActivity(lower) || TaskReader.namesNoDeliverable(lower) { return nil }
        let type = hits.first?.type ?? .other
        var cues: Set<TaskCue> = [.dueList, .dueWord]
        if derived { cues.insert(.derivedRule) }
        return TaskMention(title: title, type: type, date: date, time: line.times.first { $0.isExplicit }?.time, source: line.reference,
                           confidence: 0, derived: derived).cued(cues)
    }

    private static func isItem(_ line: DocumentLine) -> Bool {
        let start = line.written.drop { $0 == " " || $0 == "\t" }
        guard let first = start.first else { return false }
        if "*-+•·◦▪".contains(first) { return start.dropFirst().first == " " }
        let digits = start.prefix { $0.isNumber }
        return !digits.isEmpty && digits.count <= 2 && start.dropFirst(digits.count).hasPrefix(". ")
    }

    private static func indent(_ line: DocumentLine) -> Int {
        line.written.prefix { $0 == " " || $0 == "\t" }.count
    }
}
