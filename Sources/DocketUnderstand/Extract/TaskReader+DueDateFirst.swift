import Foundation

extension TaskReader {
    /// "Due Friday, March 6: Field observation log", "*Due Oct 10 by 5PM: Museum visit
    /// write-up*": a line that opens with "Due" and a date and names, after a colon or a dash, what is
    /// due then. The label makes the name a deliverable whatever words it uses, so only names without
    /// a kind word are read here (the rest are names like any other); an activity ("Read chapter 3")
    /// or a break names nothing.
    static func dueDateFirst(_ line: DocumentLine) -> TaskMention? {
        let text = line.text
        guard let date = line.dates.first, line.lower.includes("due") else { return nil }
        // "Due" opens the line (after a bullet or emphasis) and the date follows it at once.
        let lead = text[..<date.range.lowerBound].lowercased().drop { !$0.isLetter }
        guard lead.hasPrefix("due"), lead.split(separator: " ").count <= 3,
              lead.split(separator: " ").allSatisfy({ ["due", "on", "by", "date", "date:"].contains($0) || LineTokens.weekdays.contains($0.trimming(where: \.isPunctuation)) })
        else { return nil }
        // The name follows the first colon or dash after the date (and its time, if any).
        let after = text[date.range.upperBound...]
        // A colon inside a time ("by 5:00PM") separates nothing.
        guard let separator = after.indices.first(where: { index in
                  let character = after[index]
                  guard character == ":" || character == "–" || character == "—" else { return false }
                  let next = after.index(after: index)
                  return character != ":" || next == after.endIndex || !after[next].isNumber
              }),
              after[..<separator].count <= 24 else { return nil }
        var name = after[after.index(after: separator)...].trimming(charactersIn: " *_")
        if let stop = name.firstIndex(where: { $0 == "." || $0 == ";" }) { name = String(name[..<stop]) }
        name = name.trimming(charactersIn: " *_,")
        guard let first = name.first, first.isLetter || first.isNumber, (1...Self.longestDueName).contains(name.split(separator: " ").count),
              TaskVocabulary.hits(in: name).isEmpty, line.dates.count == 1 else { return nil }
        let lower = name.lowercased()
        // "Due on June 5: Section 1.2 #22; section 1.3 #6": problems of a homework series, not a name.
        if name.contains("#") || lower.range(of: "^(?:sections?|sec\\.|chapters?|ch\\.|problems?|exercises?|questions?|pp?\\.)\\s*\\d",
                                                 options: .regularExpression) != nil { return nil }
        if announces(lower) || undatedCues.contains(where: lower.includes) || namesNoDeliverable(lower) || opensWithActivity(lower) {
            return nil
        }
        let time = line.times.first { $0.isExplicit && $0.range.lowerBound >= date.range.upperBound && $0.range.upperBound <= separator }?.time
        return TaskMention(title: name, type: .other, date: date.expression, time: time, source: line.reference,
                           confidence: 0).cued([.dueLabel, .dueWord, .dateBeforeName])
    }

    /// Words a name after "Due <date>:" may have.
    static let longestDueName = 12
}
