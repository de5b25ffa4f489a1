extension TaskReader {
    /// "Students will complete a 10-15 minute quiz at the start of each Friday class meeting", "weekly
    /// quizzes are given on Mondays": quizzes held in class on a weekday that recurs. Nothing is handed
    /// in, so no "due" is written; the weekday after "each"/"every" (or written plural) in the quiz's own
    /// clause gives the rule. Only unnumbered quizzes (a "Quiz 3" is one dated item), only clauses without
    /// a date of their own, and not a clause that denies it ("no quiz on Fridays before a break").
    /// These rules only make the weekly pieces (``WeeklyRuleTasks``); they move no dated quiz.
    static func heldDayRules(_ line: DocumentLine) -> [DueDayRule] {
        guard let hit = line.hits.first(where: { $0.type == .quiz && !$0.hasNumber }) else { return [] }
        let marks = LineMarks(line.text)
        let clause = marks.clause(around: hit.range)
        let lower = String(line.text[clause]).lowercased()
        guard let weekday = recurringWeekday(in: lower),
              !line.dates.contains(where: { clause.contains($0.range.lowerBound) }),
              !lower.includes("due"),
              !lower.split(whereSeparator: { !$0.isLetter }).contains(where: { heldRuleDenials.contains(String($0)) }) else { return [] }
        let time = line.times.first { $0.isExplicit && clause.contains($0.range.lowerBound) }?.time
        return [DueDayRule(type: .quiz, weekday: weekday, time: time, source: line.reference, title: "Quiz")]
    }

    /// Words that deny or narrow a weekly quiz ("no quiz", "except", "unless", "optional").
    static let heldRuleDenials: Set<String> = ["no", "not", "except", "unless", "optional", "may", "might", "occasionally", "some"]
}
