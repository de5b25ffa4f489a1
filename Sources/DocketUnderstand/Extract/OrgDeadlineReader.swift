import Foundation

/// Reads Org-mode entries that carry a deadline, as a course kept in Org writes its assignments:
///
///     ** TODO Problem set 3                                   :homework:
///        DEADLINE: <2026-09-17 Thu 10:20>
///
/// Org's DEADLINE stamp on the planning line right under a heading is that entry's due date (and
/// time), whatever the heading's words: the entry is the deliverable. Its title is the heading
/// without its stars, its TODO keyword (a word in capitals) and its tags. SCHEDULED and CLOSED
/// stamps are when work is planned or was done, not when it is due.
struct OrgDeadlineReader {
    /// Lines under a heading its planning line may stand on (Org puts it right under the heading;
    /// a wrapped heading or a property drawer's opening may come between in files edited by hand).
    static let reach = 2

    func read(_ lines: [DocumentLine]) -> [TaskMention] {
        var tasks: [TaskMention] = []
        var heading: (title: String, index: Int)?
        for (index, line) in lines.enumerated() {
            let written = line.written
            if written.hasPrefix("*"), let title = Self.title(ofHeading: written) {
                heading = (title, index)
                continue
            }
            guard let current = heading, index - current.index <= Self.reach, written.includes("DEADLINE:"),
                  let stamp = Self.deadline(in: written) else { continue }
            heading = nil
            let type = TaskVocabulary.hits(in: current.title).first?.type ?? .other
            tasks.append(TaskMention(title: current.title, type: type, date: stamp.date, time: stamp.time,
                                     source: line.reference, confidence: 0).cued([.dueLabel, .dueWord]))
        }
        return tasks
    }

    /// "** TODO Problem set 3   :homework:" → "Problem set 3"; nil for a line that is no Org heading.
    static func title(ofHeading text: String) -> String? {
        let stars = text.prefix { $0 == "*" }
        guard text.dropFirst(stars.count).first == " " else { return nil }
        var words = text.dropFirst(stars.count).split(whereSeparator: { $0 == " " || $0 == "\t" })
        // Tags close the heading: ":homework:" or ":a:b:".
        if let last = words.last, last.count > 2, last.hasPrefix(":"), last.hasSuffix(":") { words.removeLast() }
        // The TODO keyword (TODO, DONE, or any state the file defines) is a word in capitals.
        if let first = words.first, words.count > 1, first.count >= 2, first.allSatisfy({ $0.isUppercase }) { words.removeFirst() }
        // A priority cookie: "[#A]".
        if let first = words.first, first.hasPrefix("[#"), first.hasSuffix("]") { words.removeFirst() }
        let title = words.joined(separator: " ")
        return title.isEmpty ? nil : title
    }

    /// The date and time of a "DEADLINE: <2026-09-17 Thu 10:20>" stamp.
    static func deadline(in text: String) -> (date: DateExpression, time: TimeOfDay?)? {
        guard let label = text.range(of: "DEADLINE:") else { return nil }
        let stamp = text[label.upperBound...].drop { $0 == " " }
        guard stamp.first == "<", let close = stamp.firstIndex(of: ">") else { return nil }
        let parts = stamp[stamp.index(after: stamp.startIndex)..<close].split(separator: " ")
        let ymd = parts.first?.split(separator: "-").compactMap { Int($0) } ?? []
        guard ymd.count == 3, (1...12).contains(ymd[1]), (1...31).contains(ymd[2]) else { return nil }
        let clock = parts.dropFirst().first { $0.contains(":") }?.split(separator: ":").compactMap { Int($0.prefix(2)) }
        let time = clock.flatMap { $0.count == 2 ? TimeOfDay(hour: $0[0], minute: $0[1]) : nil }
        let date = DateExpression(value: .iso(year: ymd[0], month: ymd[1], day: ymd[2]), text: String(stamp[...close]))
        return (date, time)
    }
}
