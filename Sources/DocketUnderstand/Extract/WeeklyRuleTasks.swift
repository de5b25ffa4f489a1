/// A kind of work due on a weekday every week ("Chapter quizzes: due on Tuesdays by 4pm every week")
/// over a schedule of numbered, dated weeks ("| 2 | 28, 30 Sep | Ch 1, 2 |"): one piece of that work
/// per week, due on that weekday of the week, marked derived. The occurrences can be enumerated from
/// the weeks the document dates, so they are tasks, not only a recurring rule (`LABELING.md`).
///
/// Only where the document dates no work of that kind itself (a schedule that lists "Quiz 3" in its
/// rows says which weeks have one; "Lab 0" in its rows, which weeks have a "Lab Assignment"), only weeks that are not breaks, and only for a schedule of six
/// weeks or more.
struct WeeklyRuleTasks {
    static let fewestWeeks = 6
    /// What marks the tasks made here: their cues, and the week their title ends with.
    static let cues: Set<TaskCue> = [.derivedRule, .rowDate, .tableRow, .numbered]
    static let weekMark = " (Week "

    /// A numbered week of the schedule, the first date it gives, and the line that gives it.
    struct Week {
        var number: String
        var date: DateScanner.Match
        var line: DocumentLine
    }

    /// "# Week 2 – Sequences" over "Monday, January 23; Wednesday, January 25; Friday, January 27": weeks
    /// as headings, each dated by its own first date or that of one of the two lines below it.
    static func headedWeeks(_ lines: [DocumentLine]) -> [Week] {
        var weeks: [Week] = []
        for (index, line) in lines.enumerated() where line.isHeading {
            let words = line.lower.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).prefix(2)
            guard words.count == 2, words.first == "week" || words.first == "wk", let last = words.last,
                  (1...2).contains(last.count), last.allSatisfy(\.isNumber) else { continue }
            let below = lines[(index + 1)..<min(lines.count, index + 3)].prefix { $0.headingLevel == nil }
            guard let dated = ([line] + below).first(where: { !$0.dates.isEmpty }), let date = dated.dates.first else { continue }
            weeks.append(Week(number: String(last), date: date, line: dated))
        }
        return weeks
    }

    /// The kinds a rule is about: its own, and each its title's words name ("Lab Assignment": labs and
    /// assignments). A schedule that dates labs itself says which weeks have one.
    static func kinds(of rule: DueDayRule) -> Set<TaskType> {
        var kinds: Set<TaskType> = [rule.type]
        for word in (rule.title ?? "").split(separator: " ") where word.count > 1 && word.allSatisfy(\.isLetter) {
            if let hit = TaskVocabulary.hits(in: word + " 1").first { kinds.insert(hit.type) }
        }
        return kinds
    }

    func read(_ lines: [DocumentLine], rules: [DueDayRule], dated: [TaskMention]) -> [TaskMention] {
        // A rule counted from each listed day ("due the following Tuesday") gives no week a piece of its own.
        let weekly = rules.filter { $0.name == nil && $0.title != nil && !$0.following }
        guard !weekly.isEmpty else { return [] }
        let rows = lines.compactMap { line -> Week? in
            guard line.segments.count >= 2, TaskReader.rowLabel(line.segments[0]), let date = line.dates.first,
                  let number = line.segments[0].split(separator: " ").last else { return nil }
            return Week(number: String(number), date: date, line: line)
        }
        let headed = Self.headedWeeks(lines)
        let weeks = headed.count > rows.count ? headed : rows
        guard weeks.count >= Self.fewestWeeks else { return [] }
        var tasks: [TaskMention] = []
        var done: Set<TaskType> = []
        for rule in weekly where !done.contains(rule.type) {
            // The rule's kinds once, not once for every dated task they are compared with.
            let kinds = Self.kinds(of: rule)
            guard !dated.contains(where: { kinds.contains($0.type) }) else { continue }
            done.insert(rule.type)
            for week in weeks where !NoClassReader.cues.contains(where: week.line.lower.includes) {
                let mention = TaskMention(title: "\(rule.title ?? "")\(Self.weekMark)\(week.number))", type: rule.type, date: week.date.expression,
                                          time: rule.time, source: week.line.reference, confidence: 0, derived: true,
                                          shift: .onOrAfter(rule.weekday))
                tasks.append(mention.cued(Self.cues))
            }
        }
        return tasks
    }
}
