/// A deliverable dated only by a week of term ("Reflection Paper – DUE: Week 10", "QUIZ - Week 8",
/// "Week 8 Quiz"): due in that week, read as its first day (a range is dated by its first day). The
/// normalizer places it from the term's first day, stated in the document or given with --term-start;
/// without one the deliverable is undated and a warning says what would date it.
extension TaskReader {
    /// How far from the name the week may be written, in characters.
    static let weekReach = (before: 12, after: 30)

    static func weekOfTerm(near hit: TaskVocabulary.Hit, in text: String, segment: Range<String.Index>) -> FoundDate? {
        let start = text.index(hit.range.lowerBound, offsetBy: -weekReach.before, limitedBy: segment.lowerBound) ?? segment.lowerBound
        let end = text.index(hit.range.upperBound, offsetBy: weekReach.after, limitedBy: segment.upperBound) ?? segment.upperBound
        let window = text[max(start, segment.lowerBound)..<min(end, segment.upperBound)]
        let words = window.split(whereSeparator: { !$0.isWordCharacter })
        for (position, word) in words.enumerated() where word.lowercased() == "week" && position + 1 < words.count {
            // "Week 10", not "Week 10-11" or "weeks": one week, by its number.
            let following = words[position + 1]
            guard following.allSatisfy(\.isNumber), let number = Int(following), (1...30).contains(number) else { continue }
            let afterNumber = text[following.endIndex...].first
            guard afterNumber != "-", afterNumber != "–" else { continue }
            let written = String(text[word.startIndex..<following.endIndex])
            return FoundDate(expression: DateExpression(value: .week(number: number, weekday: .monday), text: written),
                             range: nil, sameClause: true, source: nil, cue: word.startIndex > hit.range.lowerBound ? .dateAfterName : .dateBeforeName)
        }
        return nil
    }
}
