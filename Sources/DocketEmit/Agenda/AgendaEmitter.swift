import DocketUnderstand

/// What is due, as a table a student reads in a terminal, like `khal list` or `calcurse -Q`: a line per
/// task (date, weekday, time, course, title, type, weight, hours of work) grouped under a header per
/// Monday-to-Sunday week, with its hours of work and, for a crunch week, why it is one.
///
/// Tasks due before `today` (a window's last day before it) are marked "!" and counted as overdue; the week holding today says so.
/// Weeks come from ``WeekPlanner``, so the agenda's crunch weeks are the plan's and the SVG's. Only
/// weeks with something due, or that are a crunch, are listed. `--from` / `--until` keep the window.
/// Colours (``AgendaStyle/ansi``) are the caller's choice: the emitter never looks at a terminal.
/// Like ``JSONEmitter``, the text has no final newline.
public struct AgendaEmitter: Emitter {
    public var planner: WeekPlanner
    public var style: AgendaStyle
    /// Titles longer than this are cut with "…" so a line fits a terminal.
    public var titleWidth: Int

    public init(planner: WeekPlanner = WeekPlanner(), style: AgendaStyle = .plain, titleWidth: Int = 40) {
        self.planner = planner
        self.style = style
        self.titleWidth = max(8, titleWidth)
    }

    static let header = ["DATE", "DAY", "TIME", "COURSE", "TITLE", "TYPE", "WEIGHT", "HOURS"]
    /// Columns whose numbers line up on the right.
    static let rightAligned: Set<Int> = [6, 7]

    public func emit(_ documents: [UnderstoodDocument], options: EmitOptions) throws -> String {
        let rows = AgendaRow.rows(of: documents, options: options)
        let plan = planner.plan(documents, options: options)
        guard !rows.isEmpty else { return emptyAgenda(options) }

        let cells = rows.map(cells)
        var widths = Self.header.map(\.count)
        for line in cells {
            for (index, cell) in line.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func format(_ line: [String]) -> String {
            line.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return Self.rightAligned.contains(index) ? pad + cell : cell + pad
            }.joined(separator: "  ").trailingSpacesRemoved
        }

        var out: [String] = [style.heading("  " + format(Self.header))]
        let weeks = Dictionary(plan.weeks.map { ($0.start, $0) }, uniquingKeysWith: { first, _ in first })
        let byMonday = Dictionary(grouping: zip(rows, cells), by: { $0.0.task.dueDate.monday })
        var mondays = Set(byMonday.keys)
        for week in plan.weeks where week.intensity == .crunch { mondays.insert(week.start) }
        for monday in mondays.sorted() {
            out.append("")
            out.append(weekHeader(monday: monday, week: weeks[monday], reason: weeks[monday].flatMap { plan.reasons[$0.number] },
                                  options: options))
            for (row, line) in byMonday[monday] ?? [] {
                let overdue = row.isOverdue(today: options.today)
                let text = (overdue ? "! " : "  ") + format(line)
                out.append(overdue ? style.overdue(text) : text)
            }
        }
        out.append("")
        out.append(style.quiet(summary(rows: rows, plan: plan, options: options)))
        return out.joined(separator: "\n")
    }

    /// date, weekday, time, course, title, type, weight, hours.
    func cells(_ row: AgendaRow) -> [String] {
        let task = row.task
        var date = PlanFormat.monthDay(task.dueDate)
        if let end = task.windowEnd, end > task.dueDate {
            date += "–" + (end.month == task.dueDate.month ? String(end.day) : PlanFormat.monthDay(end))
        }
        return [date, PlanFormat.weekdays[task.dueDate.weekday.index], task.dueTime?.description ?? "",
                row.course, Self.cut(task.title, to: titleWidth), task.type.rawValue,
                task.weight.map { PlanFormat.number($0) + "%" } ?? "",
                task.estimatedHours > 0 ? PlanFormat.number(task.estimatedHours) : ""]
    }

    /// "Week of Mon Oct 13, 2025 · 12 h of work · this week", or for a crunch week
    /// "… · CRUNCH: 31.5 h of work, most for CIVE 2310 (12 h); 2 exams: …" (the plan's reason).
    func weekHeader(monday: CivilDate, week: Week?, reason: String?, options: EmitOptions) -> String {
        var text = "Week of \(PlanFormat.weekdayMonthDay(monday)), \(monday.year)"
        let current = monday <= options.today && options.today <= monday.adding(days: 6)
        if let week, week.intensity == .crunch {
            if current { text += " · this week" }
            return style.crunch(text + " · CRUNCH: " + (reason ?? PlanFormat.number(week.hours) + " h of work"))
        }
        if let week { text += " · " + PlanFormat.number(week.hours) + " h of work" }
        if current { return style.current(text + " · this week") }
        return style.heading(text)
    }

    func summary(rows: [AgendaRow], plan: WeekPlan, options: EmitOptions) -> String {
        let overdue = rows.filter { $0.isOverdue(today: options.today) }.count
        var parts = [rows.count == 1 ? "1 task" : "\(rows.count) tasks"]
        let courses = Set(rows.map(\.course)).count
        parts.append(courses == 1 ? "1 course" : "\(courses) courses")
        if overdue > 0 { parts.append("\(overdue) overdue (! due before \(PlanFormat.weekdayMonthDay(options.today)))") }
        if !plan.crunchWeeks.isEmpty {
            parts.append(plan.crunchWeeks.count == 1 ? "1 crunch week" : "\(plan.crunchWeeks.count) crunch weeks")
        }
        return parts.joined(separator: " · ") + "; hours are estimated work, spread over the days before each task"
    }

    func emptyAgenda(_ options: EmitOptions) -> String {
        switch (options.from, options.until) {
        case let (from?, until?): return "Nothing due from \(Self.full(from)) to \(Self.full(until))."
        case let (from?, nil): return "Nothing due from \(Self.full(from)) on."
        case let (nil, until?): return "Nothing due until \(Self.full(until))."
        case (nil, nil): return "Nothing due: no dated tasks were found."
        }
    }

    static func full(_ date: CivilDate) -> String { "\(PlanFormat.weekdayMonthDay(date)), \(date.year)" }

    /// `text` cut to `width` characters, the last one "…".
    static func cut(_ text: String, to width: Int) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count <= width ? flat : String(flat.prefix(width - 1)) + "…"
    }
}

private extension CivilDate {
    var monday: CivilDate { adding(days: -weekday.index) }
}

private extension String {
    var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
