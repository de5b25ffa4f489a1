extension RuleDeadlineNormalizer {
    /// The day a due-day rule puts a task on, with the rule; nil when none applies.
    ///
    /// A rule that names the work ("Film responses | Sunday, 10:00pm") places a task of that name that
    /// a schedule dates by its row or heading: on the rule's weekday, the first from that date on within
    /// its week (or its window). A date the document writes beside the name, a weekday or a time of the
    /// task's own, or a shift ("the Friday after") is the task's and stays. A rule about a kind of work
    /// ("labs are due Sundays") places only tasks dated by a window.
    static func ruledDay(for mention: TaskMention, date: CivilDate, end: CivilDate?, rules: [DueDayRule]) -> (day: CivilDate, rule: DueDayRule)? {
        guard mention.shift == nil, !rules.isEmpty else { return nil }
        if let rule = rules.first(where: { $0.following && $0.type == mention.type }), let day = following(rule, mention: mention, date: date) {
            return (day, rule)
        }
        func first(_ weekday: Weekday, through last: CivilDate) -> CivilDate? {
            (0...6).lazy.map { date.adding(days: $0) }.first { $0.weekday == weekday && $0 <= last }
        }
        if mention.date.weekday == nil, mention.time == nil, end != nil || !mention.cues.isDisjoint(with: scheduleDates),
           !mention.cues.contains(.dateAfterName), let rule = namedRule(for: mention.title, in: rules),
           let day = first(rule.weekday, through: end ?? date.adding(days: 6)) {
            return (day, rule)
        }
        // A row dated by the first day of its week ("Week of 1/16") spans that week, as a window does.
        guard let last = end ?? (mention.startsWeek ? date.adding(days: 6) : nil),
              let rule = rules.first(where: { $0.name == nil && $0.type == mention.type }) ?? onlyKindRule(for: mention, in: rules),
              let day = first(rule.weekday, through: last) else { return nil }
        return (day, rule)
    }

    /// "Lab assignments are due at 23:59 on Wednesdays" over a table whose rows start weeks and whose due
    /// column lists what is due ("Notebook Review", "Full Draft", "Progress report due"): when the
    /// document's rules about kinds of work all name one weekday, what the row says is due is due on it,
    /// whatever each is called. An exam is held when it is held, not on a due day.
    private static func onlyKindRule(for mention: TaskMention, in rules: [DueDayRule]) -> DueDayRule? {
        guard mention.startsWeek, mention.type != .exam, mention.cues.contains(.dueColumn) || mention.cues.contains(.dueWord) else { return nil }
        // Only the first few are read, as for named rules: a document of thousands of rules would
        // otherwise be read once per task.
        let kinds = rules.lazy.filter { $0.name == nil && !$0.following }.prefix(namedRulesRead)
        guard let rule = kinds.first, kinds.allSatisfy({ $0.weekday == rule.weekday }) else { return nil }
        return rule
    }

    /// "Problem sets are due the following Tuesday": a problem set a schedule lists on a day, with no
    /// due word, time or weekday rule of its own beside it, is due on the first Tuesday after that day.
    /// A row or sentence that says "due", or a "Due" column, gives the due day itself.
    private static func following(_ rule: DueDayRule, mention: TaskMention, date: CivilDate) -> CivilDate? {
        guard mention.time == nil, !mention.cues.isDisjoint(with: scheduleDates),
              mention.cues.isDisjoint(with: saidDue), !mention.source.text.lowercased().includes("due") else { return nil }
        return date.adding(days: (rule.weekday.index - date.weekday.index + 6) % 7 + 1)
    }

    /// Cues that the document gives a mention's date as its due date.
    private static let saidDue: Set<TaskCue> = [.dueWord, .rowSaysDue, .sentenceSaysDue, .dueColumn, .dueLabel, .dueList, .dateAfterName]

    /// Where a date that a schedule gives the names under it comes from.
    private static let scheduleDates: Set<TaskCue> = [.rowDate, .headingDate, .sectionDate, .adjacentRowDate]

    /// The rule whose name's words are all in the title, the one with the most words first. Only the
    /// first few named rules are read: a table of weekly deadlines lists a few kinds of work, and a
    /// document of thousands of them would otherwise be read once per task.
    private static func namedRule(for title: String, in rules: [DueDayRule]) -> DueDayRule? {
        let words = Set(singularWords(title))
        return rules.lazy.filter { $0.name != nil }.prefix(namedRulesRead).compactMap { rule -> (DueDayRule, Int)? in
            let named = singularWords(rule.name ?? "")
            return !named.isEmpty && words.isSuperset(of: named) ? (rule, named.count) : nil
        }.max { $0.1 < $1.1 }?.0
    }

    static let namedRulesRead = 40

    /// The title's words, each in the singular: "Case studies" and "case study", "Quizzes" and "quiz" agree.
    static func singularWords(_ text: String) -> [String] {
        TitleKey(text).words.map { word in
            guard word.count > 3, word.hasSuffix("s"), !["ss", "us", "is"].contains(where: word.hasSuffix) else { return word }
            if word.hasSuffix("ies"), word.count > 4 { return word.dropLast(3) + "y" }
            if word.hasSuffix("zzes") { return String(word.dropLast(3)) }
            return String(word.dropLast())
        }
    }

    /// Pieces of weekly work a rule gives a schedule's weeks (``WeeklyRuleTasks``) that fall on one day
    /// are one: a first week that starts after the rule's weekday ("Thu 23 Sep" for a Tuesday quiz) has
    /// its piece in the next week, which is the next week's own.
    static func oneWeeklyPiecePerDay(_ tasks: [ResolvedTask]) -> [ResolvedTask] {
        // Only those pieces: another rule's tasks on one day ("a reading quiz for each reading") are each their own.
        func key(_ task: ResolvedTask) -> String? {
            guard task.mention.derived, task.mention.cues.isSuperset(of: WeeklyRuleTasks.cues),
                  let week = task.mention.title.range(of: WeeklyRuleTasks.weekMark, options: .backwards) else { return nil }
            return "\(task.mention.type.rawValue)|\(task.mention.title[..<week.lowerBound])|\(task.date)"
        }
        var last: [String: Int] = [:]
        for (index, task) in tasks.enumerated() { if let key = key(task) { last[key] = index } }
        return tasks.enumerated().filter { index, task in key(task).map { last[$0] == index } ?? true }.map(\.element)
    }
}
