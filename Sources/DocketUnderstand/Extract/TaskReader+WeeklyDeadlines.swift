extension TaskReader {
    /// A row of a table of deliverables whose due cell is a day of the week, not a date:
    ///
    ///     Assignment     | Due
    ///     Quiz           | Thursday, 9:30am
    ///     Film responses | Sundays, 10:00pm
    ///
    /// It says when each week's piece of that work is due: a rule for the work it names, not a task.
    /// A numbered item ("Homework 3 | Friday") is one task due on a Friday the row does not say, so
    /// it is no rule.
    static func weeklyDeadline(_ line: DocumentLine, item: Int, date: Int) -> DueDayRule? {
        guard line.dates.isEmpty, line.hasExactColumns else { return nil }
        let name = line.cell(inColumn: item).replacingOccurrences(of: "*", with: "").trimmingWhitespace()
        guard !name.isEmpty, !name.contains(where: \.isNumber), (1...6).contains(name.split(separator: " ").count),
              let weekday = weeklyWeekday(line.cell(inColumn: date).lowercased()) else { return nil }
        let marks = LineMarks(line.text)
        let time = line.times.first { $0.isExplicit && line.column(ofSegment: marks.segmentIndex(of: $0.range)) == date }?.time
        return DueDayRule(type: TaskVocabulary.hits(in: name).first?.type ?? .other, weekday: weekday, time: time,
                          source: line.reference, name: name.lowercased())
    }

    /// The weekday a cell opens with, once or every week: "Thursday, 9:30am", "Sundays by 10pm",
    /// "every Friday", "Fri. during class".
    private static func weeklyWeekday(_ lower: String) -> Weekday? {
        var words = lower.split(whereSeparator: { !$0.isLetter }).prefix(2).map(String.init)
        if words.first == "every" || words.first == "each" { words.removeFirst() }
        guard var word = words.first else { return nil }
        if !LineTokens.weekdays.contains(word), word.hasSuffix("s") { word.removeLast() }
        guard LineTokens.weekdays.contains(word) else { return nil }
        return DateScanner.weekdayValue(word)
    }
}
