import DocketCore
import Foundation

/// Docket's offline structured extractor: rules over the page/line model, tables and lists first.
public struct RuleExtractor: StructuredExtractor {
    /// Decides which candidate tasks are kept.
    public var scorer: TaskScorer
    /// Keep every candidate, scored but not filtered: what `scripts/fit-scorer` fits the scorer on. The
    /// default comes from the environment (`DOCKET_KEEP_CANDIDATES=1`) so that the switch reaches the
    /// worker processes a batch runs in without a flag users would see.
    public var keepsEveryCandidate: Bool

    public init(scorer: TaskScorer = .fitted,
                keepsEveryCandidate: Bool = ProcessInfo.processInfo.environment["DOCKET_KEEP_CANDIDATES"] == "1") {
        self.scorer = scorer
        self.keepsEveryCandidate = keepsEveryCandidate
    }

    public var name: String { "rules" }

    public func extract(_ document: Document, classification: Classification) throws -> Extraction {
        try extract(document, classification: classification, lines: DocumentLines(document))
    }

    public func extract(_ document: Document, classification: Classification, lines read: DocumentLines) throws -> Extraction {
        let lines = read.lines
        var extraction = Extraction(extractor: name)
        // Not coursework: no course either. The codes it mentions are someone's past courses (a CV, a
        // transcript) or examples (a README), and a course would give it a row in the plan.
        guard classification.documentType != .other else { return extraction }
        let course = CourseReader().read(lines)
        extraction.course = course.course
        extraction.termStart = course.termStart
        extraction.termEnd = course.termEnd
        extraction.meetings = read.meetings
        extraction.noClassDays = NoClassReader().read(lines)

        let tasks = TaskReader().read(lines)
        let derived = DerivedDeadlines().read(lines)
        let dueTable = DueTableReader().read(lines)
        let dueNext = DueNextReader().read(lines)
        // Dates on a posting list are posting dates: the rule gives the due dates instead. A row of a
        // due table is read whole, as one deliverable, by its own reader; so is an item listed under
        // "Due next class", which the next session dates, not the heading above it.
        let postingSources = Set(derived.postingLines.union(dueTable.lines).union(dueNext.lines).map { "\(lines[$0].page):\(lines[$0].number)" })
        extraction.tasks = tasks.tasks.filter { !postingSources.contains("\($0.source.page):\($0.source.line)") }
            + dueTable.tasks
            + dueNext.tasks
            + KindColumnReader().read(lines)
            + MarkLegendReader().read(lines)
            + AbbreviationLegendReader().read(lines)
            + DueRowsReader().read(lines)
            + PerItemRuleReader().read(lines)
            + NamedSectionReader().read(lines)
            + OrgDeadlineReader().read(lines)
            + GradedNameReader().read(lines)
            + RowLabelReader().read(lines)
            + derived.tasks.map { $0.cued([.derivedRule]) }
        extraction.tasks += WeeklyRuleTasks().read(lines, rules: tasks.dueDayRules + tasks.heldDayRules, dated: extraction.tasks)
        extraction.tasks = DeliverableStages().qualified(extraction.tasks, lines: lines)
        extraction.undated = tasks.undated + derived.undated.filter { !tasks.undated.contains($0) }
        extraction.recurring = tasks.recurring
        extraction.dueTimeRules = tasks.dueTimeRules
        extraction.dueDayRules = tasks.dueDayRules
        extraction.weekBeginnings = tasks.weekBeginnings

        if classification.documentType == .assignment, let main = mainDeliverable(lines) {
            // The sheet's own deliverable, unless the lines already gave it the same date.
            let sameLine = extraction.tasks.indices.filter {
                extraction.tasks[$0].source.page == main.source.page && extraction.tasks[$0].source.line == main.source.line
            }
            if let index = sameLine.first(where: { TitleKey(extraction.tasks[$0].title).sameTask(as: TitleKey(main.title)) }) {
                // The sheet's own name for it is the fuller one ("Weekly snippet" over "Snippet").
                if main.title.count > extraction.tasks[index].title.count { extraction.tasks[index].title = main.title }
            } else if sameLine.isEmpty, !extraction.tasks.contains(where: { TitleKey($0.title) == TitleKey(main.title) && $0.date == main.date }) {
                extraction.tasks.insert(main, at: 0)
            }
        }
        // Breaks are not deliverables even when a task word appears in their line. A numbered or timed
        // exam on a day that only has no lecture ("Exam 1 (no lecture this day) (6pm–7:30pm)") is
        // held instead of the lecture.
        let breakLines = Set(extraction.noClassDays.filter { !Self.onlyNoLecture($0.reason) }.map { "\($0.source.page):\($0.source.line)" })
        let noLectureLines = Set(extraction.noClassDays.filter { Self.onlyNoLecture($0.reason) }.map { "\($0.source.page):\($0.source.line)" })
        extraction.tasks.removeAll { task in
            let line = "\(task.source.page):\(task.source.line)"
            guard task.type == .exam, !task.source.text.lowercased().includes("due") else { return false }
            if breakLines.contains(line) { return true }
            return noLectureLines.contains(line) && !(task.time != nil || task.title.contains(where: \.isNumber) || Self.heldInsteadOfClass(task))
        }
        extraction.tasks = RepeatedSessions.removed(from: decided(extraction.tasks))
        // "Intro Lecture; introduction to Project 1" beside "Project 1" in the row's assignment column: the
        // row is where the project is handed out, not where it is due.
        extraction.tasks.removeAll(where: Self.introducedInItsRow)
        // An exam dated in the schedule and timed where its date is not written ("(Exam 3, 9-12 noon)").
        for index in extraction.tasks.indices where extraction.tasks[index].type == .exam && extraction.tasks[index].time == nil {
            if case let time?? = tasks.heldAt[TitleKey(extraction.tasks[index].title).words] { extraction.tasks[index].time = time }
        }
        // A date reckoned from a week of term yields to a calendar date the document gives the same task
        // (week numbers often skip a break: "Week 10: Midterm 2" while the exams list says Mar 30).
        let calendarDated = Set(extraction.tasks.filter { !$0.date.isWeekOfTerm }.map { TitleKey($0.title).words })
        extraction.tasks.removeAll { $0.date.isWeekOfTerm && calendarDated.contains(TitleKey($0.title).words) }
        // Whatever is dated is not undated, whatever recurs with dates is not recurring.
        let datedKeys = Set(extraction.tasks.map { TitleKey($0.title).words })
        extraction.undated.removeAll { title in datedKeys.contains(TitleKey(title).words) }

        if classification.documentType == .assignment {
            // The sheet's own release date is stated near its top ("Assigned: Feb 20"); a later "HW 5 will
            // be posted…" is about another sheet.
            extraction.releaseDate = lines.prefix(12).lazy.filter { line in
                ["released", "assigned", "handed out", "issued", "out:", "date given"].contains(where: line.text.lowercased().includes)
            }.compactMap { $0.dates.first?.expression }.first
        }
        let columnWeekdays = ColumnWeekdays.weekdays(in: lines)
        extraction.allDates = zip(lines, columnWeekdays).flatMap { line, headerDays in
            zip(line.dates, headerDays).map { match, headerDay in
                // "Labor Day: Sept 2" says the weekday of its date, for the year (see ``FloatingHoliday``).
                var expression = match.expression
                if line.dates.count == 1, expression.weekday == nil, expression.end == nil,
                   let weekday = Self.holidayWeekday(line.lower, date: expression) {
                    expression.weekday = weekday
                }
                // "| Monday |" over "| 1/14 |": the header says the weekday the cell does not.
                if expression.weekday == nil, !expression.isWeekOfTerm { expression.weekday = headerDay }
                return expression
            }
        }
        // Years near the top (a date line, a term); years further down are mostly citations.
        extraction.yearsMentioned = lines.prefix(25).flatMap { Self.years(in: $0.text) } + Self.wrappedYears(lines)
        let copyright = { (line: DocumentLine) in line.lower.includes("©") || line.lower.includes("copyright") }
        extraction.copyrightYears = lines.filter(copyright).flatMap { Self.years(in: $0.text) }
        extraction.newestReferenceYear = lines.lazy.filter { !copyright($0) }.flatMap { PublishedYears.years(in: $0.text) }.max()
        return extraction
    }

    /// The weekday a floating holiday named beside a calendar date gives it; a numeric date names no
    /// month for certain (day first or month first), so Thanksgiving only beside a named one.
    private static func holidayWeekday(_ lower: String, date: DateExpression) -> Weekday? {
        switch date.value {
        case .named(let month, _, _): return FloatingHoliday.weekday(in: lower, month: month)
        case .numeric: return FloatingHoliday.weekday(in: lower)
        case .iso, .week: return nil
        }
    }

    /// The decision: each candidate's cues, completed with what any task shows (its kind, a stated time
    /// or weight, a number), are scored; the score is its confidence, and the scorer drops the unlikely.
    func decided(_ candidates: [TaskMention]) -> [TaskMention] {
        candidates.compactMap { candidate in
            var task = candidate
            task.cues.insert(TaskCue.kind(task.type))
            if task.time != nil { task.cues.insert(.timeStated) }
            if task.weight != nil { task.cues.insert(.weightStated) }
            if task.title.contains(where: \.isNumber) { task.cues.insert(.numbered) }
            task.confidence = (scorer.score(task.cues) * 100).rounded() / 100
            return keepsEveryCandidate || scorer.keeps(task.cues) ? task : nil
        }
    }

    /// An assignment sheet's deliverable: its name from the top of the sheet, its date from the first
    /// line that says when it is due.
    func mainDeliverable(_ lines: [DocumentLine]) -> TaskMention? {
        // The sheet's title names it: the first deliverable in the first lines.
        let name = lines.prefix(3).lazy.compactMap { $0.hits.first }.first
            ?? lines.prefix(15).lazy.compactMap { $0.hits.first(where: { $0.hasNumber }) }.first
        guard let name else { return nil }
        for (index, line) in lines.enumerated() {
            let lower = line.text.lowercased()
            guard lower.includes("due") || lower.includes("deadline") || lower.includes("submit by") else { continue }
            // "Due Date" on a line of its own, the date on the next.
            var dated = line
            if line.dates.isEmpty, line.text.count <= 20, index + 1 < lines.count { dated = lines[index + 1] }
            guard let date = dated.dates.first else { continue }
            let time = dated.times.first { $0.isExplicit }?.time
            return TaskMention(title: TaskVocabulary.singular(name.title), type: name.type, date: date.expression, time: time,
                               source: dated.reference, confidence: 0.85).cued([.sheetDeadline, .dueWord])
        }
        return nil
    }

    /// Whether the task's own line introduces it ("introduction to Project 1") and says nothing due of it.
    static func introducedInItsRow(_ task: TaskMention) -> Bool {
        guard !task.cues.contains(.dueWord), task.title.contains(where: \.isNumber) else { return false }
        let lower = task.source.text.lowercased()
        guard lower.includes("intro") else { return false }
        let title = task.title.lowercased()
        return lower.includes("introduction to \(title)") || lower.includes("intro to \(title)")
    }

    /// "Midterm Skill Check (No Class)": an exam named before a note that there is no class that day is
    /// held in the class's place.
    static func heldInsteadOfClass(_ task: TaskMention) -> Bool {
        let lower = task.source.text.lowercased()
        guard let note = lower.range(of: "(no class") ?? lower.range(of: "(no lecture"),
              let first = task.title.lowercased().split(separator: " ").first,
              let name = lower.range(of: first) else { return false }
        return name.upperBound <= note.lowerBound
    }

    /// A day off that only says the class does not meet, naming no holiday or break.
    static func onlyNoLecture(_ reason: String) -> Bool {
        let lower = reason.lowercased()
        return ["no class", "no lecture", "class cancelled", "classes cancelled", "class canceled", "no meeting"].contains(where: lower.hasPrefix)
    }

    /// "…week– May 2," then "2022), you can…": a date's year pushed onto the next line.
    static func wrappedYears(_ lines: [DocumentLine]) -> [Int] {
        zip(lines, lines.dropFirst()).compactMap { line, next in
            guard next.text.first?.isNumber ?? false,
                  line.text.range(of: "[A-Za-z]{3,9}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s*$", options: .regularExpression) != nil,
                  let range = next.text.range(of: "^\\s*((?:19|20)\\d{2})\\b", options: .regularExpression) else { return nil }
            return Int(next.text[range].trimmingWhitespace())
        }
    }

    /// The years `text` writes as its own: not a reference's, not in a web address.
    static func years(in text: String) -> [Int] {
        PublishedYears.yearsWritten(in: text).compactMap { $0.isReference ? nil : $0.year }
    }

    // swiftlint:disable:next force_try
    static let yearPattern = try! NSRegularExpression(pattern: "(?<![\\d.,/-])((?:19[89]|20[0-4])\\d)(?![\\d])")
}
