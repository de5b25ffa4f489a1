/// "Lab 1 | Lab 1 | Lab 1 | Lab 1" across a week of a calendar: one numbered deliverable is due once,
/// so the same numbered name written on three days in a row or more, with nothing saying due, is the
/// work going on in those sessions, not a deadline on each of them.
enum RepeatedSessions {
    /// Days in a row from which a numbered name is a running session.
    static let minimumRun = 3

    static func removed(from tasks: [TaskMention]) -> [TaskMention] {
        let saysDue: Set<TaskCue> = [.dueWord, .sentenceSaysDue, .rowSaysDue, .dueColumn, .dueList, .dueLabel, .deliverablesTable]
        var byName: [[String]: [Int]] = [:]
        for (index, task) in tasks.enumerated() where task.cues.isDisjoint(with: saysDue) {
            let key = TitleKey(task.title).words
            guard key.contains(where: { $0.first?.isNumber ?? false }) else { continue }
            byName[key, default: []].append(index)
        }
        var dropped: Set<Int> = []
        for indices in byName.values where indices.count >= minimumRun {
            // The calendar days the name is written on, each with its mentions.
            var days: [Int: [Int]] = [:]
            for index in indices {
                guard let day = dayNumber(tasks[index].date) else { continue }
                days[day, default: []].append(index)
            }
            let sorted = days.keys.sorted()
            var run: [Int] = []
            for day in sorted {
                if let last = run.last, day != last + 1 {
                    if run.count >= minimumRun { run.forEach { dropped.formUnion(days[$0] ?? []) } }
                    run = []
                }
                run.append(day)
            }
            if run.count >= minimumRun { run.forEach { dropped.formUnion(days[$0] ?? []) } }
        }
        return tasks.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// A day count for a month and day as written, so days in a row differ by one (the year does not
    /// matter within a run).
    private static func dayNumber(_ date: DateExpression) -> Int? {
        guard case .named(let month, let day, _) = date.value else { return nil }
        return CivilDate(year: 2001, month: month, day: day).map { $0.dayNumber }
    }
}
