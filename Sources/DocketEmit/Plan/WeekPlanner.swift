import DocketUnderstand

/// Lays every input out week by week (a ``WeekPlan``).
///
/// **Weeks.** From the Monday of the term's first day to the Sunday of its last. The first day is
/// the earliest of the courses' first day of term, the first task and the first day without class;
/// the last is the latest of the courses' last day of term and the last task. With `--from` /
/// `--until` the weeks are also kept to the window (from the Monday of `from`, to the Sunday of
/// `until`), and only tasks due inside the window count.
///
/// **Hours.** A week's hours are the work done in it, not the estimates of what is due in it: each
/// task's `estimatedHours` is spread evenly over the days before it is due, a lead time per type
/// (``standardLeadDays``: exam 7 days, project 14, paper 10, presentation 7, assignment 5, lab 4,
/// quiz 3, reading 2, other 3). The due day itself gets none. Work never starts before the term's
/// first day (the first Monday above): the share of the days before it is piled on that day. With a
/// window, work that falls before the window's first week is outside the plan and not counted (it
/// is not piled on the window's first week, which would make it look like a crunch); `totalHours`
/// is the work inside the plan's weeks. A task with `subtasks`
/// (an assignment sheet's parts, already planned on days) is spread as its parts are, in
/// proportion to their hours. Lead times are capped at a year.
///
/// **Intensity** comes from ``IntensityRule`` (by default ``IntensityRule/standard``).
public struct WeekPlanner: Sendable {
    /// Days of work before each type of task is due.
    public static let standardLeadDays: [TaskType: Int] = [
        .exam: 7, .project: 14, .paper: 10, .presentation: 7, .assignment: 5, .lab: 4, .quiz: 3, .reading: 2, .other: 3,
    ]

    public var leadDays: [TaskType: Int]
    public var rule: IntensityRule

    public init(leadDays: [TaskType: Int] = WeekPlanner.standardLeadDays, rule: IntensityRule = .standard) {
        self.leadDays = Self.standardLeadDays.merging(leadDays) { _, override in override }
        self.rule = rule
    }

    /// The label a course goes by: its code, else its title, else the input's file name.
    public static func courseLabel(_ document: UnderstoodDocument) -> String {
        if let code = nonBlank(document.course.code) { return code }
        if let title = nonBlank(document.course.title) { return title }
        let name = document.source.split(separator: "/").last.map(String.init) ?? document.source
        return nonBlank(name) ?? "untitled"
    }

    /// The hours of work `task` puts on each day, none before `firstDay`.
    public func dailyHours(for task: DocketTask, firstDay: CivilDate) -> [CivilDate: Double] {
        let hours = task.estimatedHours
        guard hours.isFinite, hours > 0 else { return [:] }
        let due = max(task.dueDate, firstDay)
        var days: [CivilDate: Double] = [:]

        if let parts = task.subtasks, !parts.isEmpty {
            let partHours = parts.map { $0.estimatedHours.isFinite && $0.estimatedHours > 0 ? $0.estimatedHours : 0 }
            let sum = partHours.reduce(0, +)
            if sum > 0 {
                for (part, share) in zip(parts, partHours) where share > 0 {
                    let day = min(max(part.date, firstDay), due)
                    days[day, default: 0] += hours * share / sum
                }
                return days
            }
        }

        let lead = min(366, leadDays[task.type] ?? 3)
        guard lead > 0 else { return [due: hours] }
        let perDay = hours / Double(lead)
        for offset in 1...lead {
            let day = max(task.dueDate.adding(days: -offset), firstDay)
            days[day, default: 0] += perDay
        }
        return days
    }

    public func plan(_ documents: [UnderstoodDocument], options: EmitOptions) -> WeekPlan {
        // A document that is not coursework has no row, whatever it names.
        let inputs = documents.filter { $0.documentType != .other && (nonBlank($0.course.code) != nil || !$0.tasks.isEmpty) }
        var courses = Array(Set(inputs.map(Self.courseLabel))).sorted()

        // Tasks kept by the window, each once (a syllabus and an assignment sheet may both list it).
        var kept: [(course: String, task: DocketTask)] = []
        var seen = Set<String>()
        for document in inputs {
            let course = Self.courseLabel(document)
            for task in document.tasks where options.keeps(task.dueDate) {
                let key = [course, task.type.rawValue, task.dueDate.description, task.title.lowercased()].joined(separator: "\u{1F}")
                if seen.insert(key).inserted { kept.append((course, task)) }
            }
        }

        // With a window, a course with nothing due inside it gets no row.
        if options.from != nil || options.until != nil {
            let active = Set(kept.map(\.course))
            courses = courses.filter(active.contains)
        }
        let leadNames = Dictionary(uniqueKeysWithValues: leadDays.map { ($0.key.rawValue, $0.value) })
        guard let term = span(inputs, window: nil), let span = span(inputs, window: options) else {
            return WeekPlan(today: options.today, start: nil, end: nil, courses: courses, weeks: [], crunchWeeks: [],
                            reasons: [:], totalHours: 0, overdue: kept.filter { $0.task.dueDate < options.today }.count,
                            intensityRule: rule, leadDays: leadNames)
        }
        let weekCount = span.start.days(to: span.end) / 7 + 1
        func weekIndex(_ date: CivilDate) -> Int { min(weekCount - 1, max(0, span.start.days(to: date) / 7)) }

        var hours = Array(repeating: [String: Double](), count: weekCount)
        var due = Array(repeating: [(course: String, task: DocketTask)](), count: weekCount)
        for (course, task) in kept {
            // In day order, so sums (and their rounding) are the same on every run.
            for (day, amount) in dailyHours(for: task, firstDay: term.start).sorted(by: { $0.key < $1.key })
            where day >= span.start && day <= span.end {
                hours[weekIndex(day)][course, default: 0] += amount
            }
            if task.dueDate >= span.start, task.dueDate <= span.end { due[weekIndex(task.dueDate)].append((course, task)) }
        }

        var breaks = Array(repeating: [WeekNoClassDay](), count: weekCount)
        for document in inputs {
            for day in document.noClassDays where day.start <= day.end && day.end >= span.start && day.start <= span.end {
                let first = max(day.start, span.start), last = min(day.end, span.end)
                for index in weekIndex(first)...weekIndex(last) {
                    let monday = span.start.adding(days: 7 * index)
                    let entry = WeekNoClassDay(course: Self.courseLabel(document), reason: day.reason,
                                               start: max(first, monday), end: min(last, monday.adding(days: 6)))
                    if !breaks[index].contains(entry) { breaks[index].append(entry) }
                }
            }
        }

        var weeks: [Week] = []
        var crunchWeeks: [Int] = []
        var reasons: [Int: String] = [:]
        for index in 0..<weekCount {
            let monday = span.start.adding(days: 7 * index)
            let tasks = due[index].sorted(by: Self.dueOrder).map { course, task in
                PlannedTask(course: course, title: task.title, type: task.type, dueDate: task.dueDate, dueTime: task.dueTime,
                            estimatedHours: task.estimatedHours.isFinite ? task.estimatedHours : 0,
                            overdue: task.dueDate < options.today)
            }
            var byCourse: [String: Double] = [:]
            for course in courses { byCourse[course] = PlanFormat.hundredths(hours[index][course] ?? 0) }
            let total = PlanFormat.hundredths(courses.map { hours[index][$0] ?? 0 }.reduce(0, +))
            let exams = tasks.filter { $0.type == .exam }
            let intensity = rule.intensity(hours: total, exams: exams.count)
            let number = index + 1
            if intensity == .crunch {
                crunchWeeks.append(number)
                reasons[number] = Self.reason(hours: total, byCourse: byCourse, exams: exams)
            }
            weeks.append(Week(number: number, start: monday, end: monday.adding(days: 6), tasks: tasks, hours: total,
                              hoursByCourse: byCourse, exams: exams.count, intensity: intensity,
                              noClassDays: breaks[index].sorted { ($0.start, $0.course, $0.reason) < ($1.start, $1.course, $1.reason) }))
        }

        return WeekPlan(today: options.today, start: span.start, end: span.end, courses: courses, weeks: weeks,
                        crunchWeeks: crunchWeeks, reasons: reasons,
                        totalHours: PlanFormat.hundredths(hours.flatMap { week in courses.map { week[$0] ?? 0 } }.reduce(0, +)),
                        overdue: kept.filter { $0.task.dueDate < options.today }.count, intensityRule: rule, leadDays: leadNames)
    }

    /// The term's first Monday and last Sunday, kept to the window's weeks when one is given; nil
    /// when nothing is dated (or nothing of the term is inside the window).
    func span(_ documents: [UnderstoodDocument], window options: EmitOptions?) -> (start: CivilDate, end: CivilDate)? {
        var firsts: [CivilDate] = [], lasts: [CivilDate] = []
        for document in documents {
            firsts += [document.course.termStart].compactMap { $0 }
            lasts += [document.course.termEnd].compactMap { $0 }
            firsts += document.noClassDays.map(\.start)
            let dates = document.tasks.map(\.dueDate)
            firsts += dates
            lasts += dates
        }
        guard var first = firsts.min(), var last = (lasts.max().map { max($0, first) } ?? firsts.max()) else { return nil }
        if let from = options?.from { first = max(first, from) }
        if let until = options?.until { last = min(last, until) }
        let monday = first.adding(days: -first.weekday.index)
        let sunday = last.adding(days: 6 - last.weekday.index)
        guard monday <= sunday else { return nil }
        return (monday, sunday)
    }

    /// By due date, then time (untimed last: due by the end of the day), course, title.
    static func dueOrder(_ a: (course: String, task: DocketTask), _ b: (course: String, task: DocketTask)) -> Bool {
        if a.task.dueDate != b.task.dueDate { return a.task.dueDate < b.task.dueDate }
        let aTime = a.task.dueTime?.minutes ?? 24 * 60, bTime = b.task.dueTime?.minutes ?? 24 * 60
        if aTime != bTime { return aTime < bTime }
        if a.course != b.course { return a.course < b.course }
        return a.task.title < b.task.title
    }

    /// "28.5 h of work, most for CIVE 2310 (12 h); 2 exams: CIVE 2310 Exam 2 (Thu Oct 17), MATH 2240 Exam 1 (Wed Oct 9)".
    static func reason(hours: Double, byCourse: [String: Double], exams: [PlannedTask]) -> String {
        var text = PlanFormat.number(hours) + " h of work"
        if let top = byCourse.filter({ $0.value > 0 }).sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).first,
           byCourse.values.filter({ $0 > 0 }).count > 1 {
            text += ", most for \(top.key) (\(PlanFormat.number(top.value)) h)"
        }
        if !exams.isEmpty {
            text += "; \(exams.count == 1 ? "1 exam" : "\(exams.count) exams"): "
                + exams.map { "\($0.course) \($0.title) (\(PlanFormat.weekdayMonthDay($0.dueDate)))" }.joined(separator: ", ")
        }
        return text
    }
}

/// `text` without surrounding white space, or nil when that leaves nothing.
private func nonBlank(_ text: String?) -> String? {
    guard let text else { return nil }
    let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
    return trimmed.isEmpty ? nil : String(trimmed)
}
