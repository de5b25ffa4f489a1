import Foundation

/// Finds dated deliverables line by line.
///
/// A deliverable is named by the ``TaskVocabulary`` ("Homework 3", "Midterm", "Project proposal").
/// Its date is, in order: a date after it in the same clause ("Assignment 1 due Mon Jul 27",
/// "Quiz 1 . . . July 14th"); a date before it in the same cell ("Thurs Feb 2: EXAM I"); the date
/// of its table row; the date of the dated line or heading it is listed under ("Day 4: Thursday,
/// 23 July" then "□ Submit PS2"). Names that are only announced ("HW 2 released"), administrative
/// dates and office hours are not tasks. A deliverable marked TBA goes to `undated`; one that
/// recurs by rule without dates ("due every Friday") to `recurring`.
struct TaskReader {
    let dates = DateScanner()
    let times = TimeScanner()

    struct Result {
        var tasks: [TaskMention] = []
        private(set) var undated: [String] = []
        private(set) var recurring: [RecurringTask] = []
        var dueTimeRules: [DueTimeRule] = []
        var dueDayRules: [DueDayRule] = []
        /// Quizzes held on a weekday every week ("a quiz at the start of each Friday class").
        var heldDayRules: [DueDayRule] = []
        /// Dates a schedule gives as the day its week begins ("Week Beginning | 1/16").
        var weekBeginnings: [DateExpression] = []
        /// When exams named without a date are held ("(Exam 3, 9-12 noon)"), by title; nil where the
        /// document gives one exam two different times.
        private(set) var heldAt: [[String]: TimeOfDay?] = [:]
        private var undatedSeen: Set<String> = []
        private var recurringSeen: Set<String> = []

        /// Each title once, in the order first met.
        mutating func addUndated(_ title: String) {
            if undatedSeen.insert(title).inserted { undated.append(title) }
        }

        mutating func addHeldAt(_ title: String, time: TimeOfDay) {
            let key = TitleKey(title).words
            guard !key.isEmpty else { return }
            if let known = heldAt[key], known != time { heldAt[key] = .some(nil) } else { heldAt[key] = time }
        }

        mutating func addRecurring(_ task: RecurringTask) {
            if recurringSeen.insert(task.title).inserted { recurring.append(task) }
        }
    }

    func read(_ lines: [DocumentLine]) -> Result {
        var result = Result()
        var heading: Heading?
        // An exam named without a date, whose dated slots follow ("Final Exam:" then "Sections 01-03 Monday, Dec 15").
        var pending: (title: String, type: TaskType, index: Int)?
        // The column of the current table that lists what is due.
        var dueColumn: Int?
        // Its header, when the header names nothing but work ("Assignments", "Due", "Preview due"): a cell
        // of words under one that also names topics ("Description or deliverable") is a topic unless it
        // names a kind of work.
        var dueColumnHeader: String?
        // The header row the due column was found in: what the row's other columns hold.
        var dueColumnRow: DocumentLine?
        // A table of deliverables: which column names them and which gives their dates.
        // `rowDated` when the date column's header does not say due ("Date" beside "Assignments"): the date
        // is the row's, which a rule of the document ("due the following Tuesday") may still move.
        var deliverables: DeliverablesTable?
        // The kind a table's caption names ("homework:" over a data file's records, "Quizzes" over a
        // table): what a row whose item is only a number ("1.1") is.
        var deliverablesKind: (title: String, type: TaskType)?
        // The date of the table's last dated row: what a row with an empty date cell is due on; and the
        // label its item opens with ("Reading:").
        var deliverablesDate: DateExpression?
        var deliverablesLabel: String?
        // The column that numbers the table's rows ("#", "Week"), and how many rows it has had: what a row
        // that leaves its name out is the number of.
        var deliverablesCounter: (column: Int, weeks: Bool)?
        var deliverablesRows = 0
        // The table's further due columns ("First Submission Due Date | Resubmission Due Date"): each
        // dates the row's work again, named by what its header says besides due.
        var furtherDueColumns: [(column: Int, label: String)] = []
        // The last dated heading, however far up: the section a dateless name is in.
        var section: Heading?
        var kindHeading: (title: String, type: TaskType)?
        // The section under a heading that says its rows are due dates.
        var dueSection: DueSection?
        // Columns a table's header names weekdays ("Week | Monday | Wednesday | Friday | Due"): work in
        // such a column is that day's of the row's week.
        // And the time a header gives with its weekday ("Assignment due Tuesday 3:30pm").
        var weekdayColumns: (width: Int, days: [Int: Weekday], times: [Int: TimeOfDay])?
        // The column of the current table that dates its rows by the first day of their week, and the
        // rows dated so.
        var weekStartColumn: (column: Int, begins: Bool)?
        var weekStartRows: [WeekStartRow: DateExpression] = [:]
        for (index, line) in lines.enumerated() {
            let text = line.text
            let found = line.dates
            if found.isEmpty, let column = Self.weekStartColumn(line) {
                weekStartColumn = column
            } else if line.segments.count < 2, !line.hasExactColumns {
                weekStartColumn = nil
            } else if let column = weekStartColumn, line.segments.count >= 2, let first = found.first,
                      let own = dates.matches(in: line.cell(inColumn: column.column)).first, own.expression.text == first.expression.text {
                weekStartRows[WeekStartRow(page: line.page, line: line.number)] = first.expression
                if column.begins { result.weekBeginnings.append(first.expression) }
            }
            // Each dated row of a deliverables table, whichever reader takes it, dates the rows below it
            // that leave their date cell empty.
            if let table = deliverables, line.hasExactColumns, !found.isEmpty,
               let own = dates.matches(in: line.cell(inColumn: table.date)).first {
                deliverablesDate = own.expression
                deliverablesLabel = Self.cellLabel(line.cell(inColumn: table.item))
            }
            if found.isEmpty, line.segments.count >= 2, let days = ColumnWeekdays.headerDays(line) {
                let marks = LineMarks(text)
                var times: [Int: TimeOfDay] = [:]
                for time in line.times where time.isExplicit {
                    let column = line.column(ofSegment: marks.segmentIndex(of: time.range))
                    if days[column] != nil, times[column] == nil { times[column] = time.time }
                }
                weekdayColumns = (line.columnCount, days, times)
            } else if line.segments.count < 2 {
                weekdayColumns = nil
            }
            if let rule = dueTimeRule(text, line: line) { result.dueTimeRules.append(rule) }
            if line.lower.includes("due") { result.dueDayRules += Self.dueDayRules(line) }
            if line.hits.contains(where: { $0.type == .quiz }) { result.heldDayRules += Self.heldDayRules(line) }

            // A dated row of a delimited table ("| – | May 2 | Midterm |") dates the rows below it up to the
            // next row with a date of its own, not what follows that row ("Problem sets are due at noon."
            // after the table).
            if section?.isRow == true, line.hasExactColumns, !found.isEmpty {
                heading = nil
                section = nil
            }
            if var dated = Self.heading(text, dates: found, index: index) {
                dated.level = line.headingLevel
                dated.isRow = line.hasExactColumns && line.columnCount >= 3
                // A date cell that is the date alone ("12.15"), not a cell that opens with one ("5/2: Film").
                if dated.isRow, let first = found.first {
                    let segment = LineMarks(text).segmentIndex(of: first.range)
                    if segment < line.segments.count, line.segments[segment].trimmingWhitespace().count <= text[first.range].count + 2 {
                        dated.dateColumn = (line.column(ofSegment: segment), line.columnCount)
                    }
                }
                heading = dated
                section = dated
            } else if let current = heading, current.isRow, line.hasExactColumns, let date = current.dateColumn,
                      line.columnCount >= date.width, !line.cell(inColumn: date.column).trimmingWhitespace().isEmpty {
                // "| 17 | 12.XX | FINAL EXAM |" under "| | 12.15 | Reading day |": a row as wide with a date cell
                // of its own, if one no date is read from, is not the dated row's.
                heading = nil
                section = nil
            } else if let level = line.headingLevel, let current = section, let dated = current.level, level <= dated {
                // "## Evaluation" after "### Week 15, December 7 - 11": a heading of the same rank or
                // higher ends the dated one's section; "#### Mon" below it is part of it.
                heading = nil
                section = nil
            } else if let current = heading, !Self.continues(current, line: text, index: index, isRow: line.hasExactColumns) {
                heading = nil
            }
            if let current = section, index - current.index > Self.sectionReach { section = nil }
            // "## Homework Due Dates": the rows below it are deliverables; the heading itself names none.
            if line.isHeading {
                if let opened = DueSection(heading: line, index: index) {
                    dueSection = opened
                    continue
                }
                if let current = dueSection, !current.isContinued(by: line) { dueSection = nil }
            }
            // "Film responses | Sundays, 10:00pm" in a table of deliverables: when each week's one is due.
            if found.isEmpty, let table = deliverables, line.fits(width: table.width),
               let rule = Self.weeklyDeadline(line, item: table.item, date: table.date) {
                result.dueDayRules.append(rule)
                continue
            }
            if var current = dueSection {
                // "| Week | PA (Mon) | Quiz (Thu) |" over rows of dates: the header names each column's work.
                if line.dates.isEmpty, line.hasExactColumns, line.segments.count >= 2 {
                    current.columnNames = line
                    dueSection = current
                    // It names no task, unless it heads a table of deliverables read by its rows below.
                    if Self.deliverableColumns(line.segments) == nil { continue }
                } else if let tasks = Self.dueSectionDates(line, section: current) {
                    result.tasks += tasks
                    continue
                } else if let task = Self.dueSectionRow(line, section: current) {
                    result.tasks.append(task)
                    continue
                }
            }
            // A weight marks a line of the grading scheme, not of the schedule; but an item said to be due,
            // close under a dated heading ("- Wednesday, September 11:" over "**Assignment 01 due (5%)**"),
            // is the schedule's, its weight beside it.
            let isGradingLine = text.includes("%") && !(heading != nil && line.lower.includes("due") && found.isEmpty)
            // A table's header row ("Date | Topic | Assignment due") names its columns and is no task.
            if found.isEmpty, line.segments.count >= 2, let columns = Self.deliverableColumns(line.segments) {
                // Rows wider than their header ("Date | Reading Topic | Assignment" over four cells) do
                // not line up with it: which cell is the item is not known.
                // The table's own rows: up to a blank line (another table may follow); only the first
                // may be two lines down, under a Markdown table's rule.
                var previous = line.number, gap = 2
                let rows = lines[(index + 1)...].prefix(Self.headerLookahead).prefix { row in
                    defer { previous = row.number; gap = 1 }
                    return row.page == line.page && row.number - previous <= gap
                }
                deliverablesDate = nil
                let dateHeader = Self.headerWords(line.segments[columns.date])
                deliverables = rows.contains { $0.reachedColumns > line.columnCount } ? nil
                    : (line.column(ofSegment: columns.item), line.column(ofSegment: columns.date), line.columnCount, columns.strict,
                       !Self.hasDueCue(dateHeader) && !dateHeader.includes("submission") && !Self.closesHeader(dateHeader))
                // A table known by its release and due columns keeps its due column for the rows that
                // name their deliverable there.
                // So does one whose rows say what else is due in a column of its own ("Week | Date | Topic |
                // Memo due | Assignments").
                // Records named by a title field name nothing in their other fields ("deliverable: int").
                let titled = Self.recordTitleHeaders.contains(Self.headerWords(line.segments[columns.item]))
                let due = columns.strict ? Self.dueColumnIndex(line.segments)
                    : titled ? nil : Self.dueColumnIndex(line.segments).flatMap { $0 != columns.item && $0 != columns.date ? $0 : nil }
                dueColumn = due.map { line.column(ofSegment: $0) }
                dueColumnRow = line
                dueColumnHeader = due.map { line.segments[$0] }.flatMap { Self.namesOnlyWork($0) ? $0 : nil }
                deliverablesKind = (index > 0 ? Self.captionKind(lines[index - 1], above: line) : nil)
                    ?? Self.headerKind(line.segments[columns.item])
                deliverablesCounter = Self.counterColumn(line, besides: columns.item)
                deliverablesRows = 0
                furtherDueColumns = columns.strict ? [] : line.segments.indices.compactMap { segment in
                    guard segment != columns.date, segment != columns.item, let label = Self.dueDateLabel(line.segments[segment]) else { return nil }
                    return (line.column(ofSegment: segment), label)
                }
                continue
            }
            // A header names no numbered deliverable: "Programming Assignment 2: Due March" (its day wrapped
            // onto the next line) is a row.
            if found.isEmpty, line.segments.count >= 2, !line.hits.contains(where: \.hasNumber),
               let column = Self.dueColumnIndex(line.segments),
               !(index > 0 && Self.continuesTable(line, after: lines[index - 1]) && Self.namesDueWork(line.segments[column])) {
                dueColumn = line.column(ofSegment: column)
                dueColumnRow = line
                // "homework | homework_date": work with a date column of its own is not due on the row's
                // date (``KindColumnReader`` reads it on its own date).
                let ownDate = KindColumnReader.ownDateHeaders(of: Self.headerWords(line.segments[column]))
                dueColumnHeader = Self.namesOnlyWork(line.segments[column]) && !line.segments.contains(where: { ownDate.contains(Self.headerWords($0)) })
                    ? line.segments[column] : nil
                deliverables = nil
                continue
            }
            // A date standing alone ends the table; a row of the same delimited table with one cell filled
            // ("| Wednesday 4/19 | | |") does not.
            if line.segments.count < 2, !line.hasExactColumns, !found.isEmpty { dueColumn = nil }
            if line.segments.count < 2, !line.hasExactColumns { deliverables = nil }
            // The last heading that names a kind of work ("# Unit Exams"): what a table of topics under it lists.
            if line.isHeading, let hit = line.hits.first, line.hits.count == 1, Self.wordCount(Substring(text), atMost: 5) {
                kindHeading = (text, hit.type)
            }
            if let table = deliverables {
                // Carried only to another item of the same kind: one the vocabulary knows, or one under the
                // same label as the row above ("Reading: …" under "Reading: …"), not a note across the table.
                let itemCell = line.cell(inColumn: table.item)
                let carried = line.hasExactColumns && (Self.cellLabel(itemCell).map { $0 == deliverablesLabel } ?? false
                                                       || !TaskVocabulary.hits(in: itemCell).isEmpty) ? deliverablesDate : nil
                if line.fits(width: table.width) { deliverablesRows += 1 }
                let number = Self.rowNumber(line, counter: deliverablesCounter) ?? "\(deliverablesRows)"
                if line.fits(width: table.width),
                   var task = deliverableRow(line, table: table, kind: deliverablesKind, number: number, carried: carried) {
                    // "Cell structure" under "# Unit Exams", in a table of release and due dates.
                    // A row already named by the kind its table gives ("Drill 1" under "Drill #") needs no heading's.
                    if table.strict, let heading = kindHeading, case .dated(var mention) = task, mention.type == .other,
                       !(deliverablesKind.map { mention.title.hasPrefix($0.title + " ") } ?? false) {
                        mention.title = "\(heading.title): \(mention.title)"
                        mention.type = heading.type
                        task = .dated(mention)
                    }
                    switch task {
                    case .dated(let mention):
                        result.tasks.append(mention)
                        result.tasks += furtherDueColumns.compactMap { further in
                            let cell = line.cell(inColumn: further.column)
                            guard let date = dates.matches(in: cell).first else { return nil }
                            var again = mention
                            again.title = "\(mention.title) (\(further.label))"
                            again.date = date.expression
                            again.time = times.matches(in: cell).first { $0.isExplicit }?.time
                            return again
                        }
                    case .several(let mentions): result.tasks += mentions
                    case .undated(let title): result.addUndated(title)
                    }
                    if !table.strict, let column = dueColumn, let header = dueColumnHeader, !found.isEmpty {
                        result.tasks += Self.dueColumnNames(line, column: column, header: header, marks: LineMarks(text),
                                                            labelHeader: dueColumnRow?.segments.first)
                    }
                    continue
                }
            }
            let hits = line.hits
            if let column = dueColumn, !found.isEmpty, let header = dueColumnHeader {
                result.tasks += Self.dueColumnNames(line, column: column, header: header, marks: LineMarks(text),
                                                    labelHeader: dueColumnRow?.segments.first)
            }

            // "Deadline: Fill out the team assessment form": named in words no kind of work numbers.
            if !found.isEmpty, hits.allSatisfy({ $0.type == .other && !$0.hasNumber }), let labelled = Self.deadlineLabelled(line) {
                var mention = TaskMention(title: labelled.name, type: .other, date: labelled.date, time: labelled.time,
                                          source: line.reference, confidence: 0.6)
                mention.cues = [.dueLabel, .dueWord]
                result.tasks.append(mention)
                continue
            }
            // "**RQ1** - deadline: Sep. 4": a name the vocabulary does not know, labelled due.
            if hits.isEmpty, let named = Self.nameBeforeDeadline(line) {
                var mention = TaskMention(title: named.name, type: .other, date: named.date, time: named.time,
                                          source: line.reference, confidence: 0.6)
                mention.cues = [.dueLabel, .dueWord]
                result.tasks.append(mention)
                continue
            }
            if hits.isEmpty, let slot = pending, index - slot.index <= 4, let date = found.first, let qualifier = Self.qualifier(text) {
                let title = "\(slot.title) (\(qualifier))"
                let time = line.times.first { $0.isExplicit && !$0.range.overlaps(date.range) }?.time
                var mention = TaskMention(title: title, type: slot.type, date: date.expression, time: time,
                                          source: line.reference, confidence: 0.7)
                mention.cues = [.examSlot]
                result.tasks.append(mention)
                continue
            }
            if let list = dueList(text) {
                let date = found.first?.expression ?? heading.map(\.date)
                for item in list {
                    if let date {
                        result.tasks.append(TaskMention(title: item.title, type: item.type, date: date,
                                                        time: line.times.first { $0.isExplicit }?.time,
                                                        source: heading?.source ?? line.reference, confidence: 0.7).cued([.dueList, .dueWord]))
                    }
                }
                continue
            }

            if hits.isEmpty, found.isEmpty, line.segments.count == 1, let due = Self.plainDue(text),
               let date = scopedDate(heading: heading, section: section, index: index, lines: lines) {
                let weekday = Self.leadingWeekday(text) ?? due.weekday
                var mention = TaskMention(title: due.name, type: .other, date: date.expression, time: line.times.first { $0.isExplicit }?.time,
                                          source: line.reference, confidence: 0, shift: weekday.map { DateShift.onOrAfter($0) })
                mention.cues = weekday == nil ? [date.cue, .dueWord] : [date.cue, .dueWord, .weekdayInSection]
                result.tasks.append(mention)
                continue
            }
            if hits.isEmpty, !found.isEmpty, line.segments.count == 1, let title = Self.labelledDueName(line) {
                var mention = TaskMention(title: title, type: .other, date: found[0].expression,
                                          time: line.times.first { $0.isExplicit }?.time, source: line.reference, confidence: 0)
                mention.cues = [.dateAfterName, .dueWord]
                result.tasks.append(mention)
                continue
            }
            if hits.isEmpty, found.isEmpty, line.segments.count == 1, let due = Self.plainDueWeek(text) {
                var mention = TaskMention(title: due.name, type: .other,
                                          date: DateExpression(value: .week(number: due.week, weekday: .monday), text: "Week \(due.week)"),
                                          source: line.reference, confidence: 0)
                mention.cues = [.dateAfterName, .dueWord]
                result.tasks.append(mention)
                continue
            }
            if hits.isEmpty, let named = Self.dueDateFirst(line) {
                result.tasks.append(named)
                continue
            }
            if line.segments.count >= 2, !found.isEmpty, line.lower.includes(" due") { result.tasks += Self.plainDueCells(line) }
            guard !hits.isEmpty || !found.isEmpty else { continue }
            var lineTasks: [TaskMention] = []
            // Kinds already dated on this line, for names without a number.
            var kindsDated: Set<String> = []
            var lineUndated: [String] = []
            var claimed: Set<String.Index> = []
            let marks = LineMarks(text)
            var clauses = ClauseFacts(text: text)
            // Looked for once a line, the first time a name on it asks.
            lazy var lineTerm = Self.termOfLine(line)
            // "Sun Jan 11 | Assignment Team Charter | due by 11:59pm": another cell of the row says due.
            lazy var rowDue = line.segments.count >= 2 && Self.hasDueCue(line.lower)
            let labels = Self.cellLabels(in: text, lower: line.lower)
            // Whether the due column gives this row a date: asked for every name of a long row, answered once.
            lazy var dueColumnDated = dueColumn.map { column in
                found.contains { line.column(ofSegment: marks.segmentIndex(of: $0.range)) == column }
            } ?? false
            for (hitIndex, hit) in hits.enumerated() {
                let clause = marks.clause(around: hit.range)
                // The words around this name, up to the next name: what is said of this deliverable.
                let nextStart = hitIndex + 1 < hits.count ? hits[hitIndex + 1].range.lowerBound : text.endIndex
                var windowStart = text.index(hit.range.lowerBound, offsetBy: -25, limitedBy: clause.lowerBound) ?? clause.lowerBound
                if hitIndex > 0 { windowStart = max(windowStart, min(hits[hitIndex - 1].range.upperBound, hit.range.lowerBound)) }
                // A date closes a run-on item ("X Due 11/16 Y Due 11/16"): what follows is another item.
                let nextDate = LineMarks.firstIndex(in: found) { $0.range.lowerBound >= hit.range.upperBound }
                let dateEnd = nextDate < found.count ? found[nextDate].range.upperBound : text.endIndex
                let windowEnd = min(nextStart, clause.upperBound, dateEnd,
                                    text.index(hit.range.upperBound, offsetBy: 45, limitedBy: clause.upperBound) ?? clause.upperBound)
                let clauseText = String(text[max(windowStart, clause.lowerBound)..<max(windowEnd, hit.range.upperBound)]).lowercased()
                if Self.administrative.contains(where: clauseText.includes) { continue }
                // "Assignment 1 is due & Assignment 2 is assigned": what follows a name says what happens to it.
                let following = String(text[hit.range.upperBound..<max(windowEnd, hit.range.upperBound)]).lowercased()
                // Unless the clause goes on to say when it is due ("is posted March 3, due March 10").
                let restOfClause = text[hit.range.upperBound..<max(hit.range.upperBound, min(nextStart, clause.upperBound))]
                if Self.announces(following) && !following.includes("due") && !Self.saysDue(restOfClause) { continue }
                if Self.announces(clauseText) && !clauseText.includes("due") && !Self.saysDue(restOfClause) { continue }
                // "Assign: ● HW 3  Due: ● HW 1": the label a name stands under in its cell says which it is.
                let labelled = Self.cellLabel(before: hit.range, labels: labels, marks: marks)
                if labelled == false { continue }
                // "Work on Homework 2" is a session; "Quiz 2, work on projects" is the quiz.
                let said = String(text[max(windowStart, clause.lowerBound)..<hit.range.lowerBound]).lowercased()
                if Self.notDeliverable.contains(where: { clauseText.includes($0) && ($0 != "work on" || said.includes($0)) }) { continue }
                // "There won't be a quiz on July 12th", "no homework over the break": a name denied.
                if Self.isDenied(text[windowStart..<hit.range.lowerBound]) { continue }
                // "Midterm review", "Final exam prep", "Project 2 overview": a session about the deliverable, not the deliverable.
                let next = text[hit.range.upperBound...].prefix(24).lowercased().drop(while: { $0 == " " || $0 == ":" })
                if Self.aboutTheDeliverable.contains(where: { next.hasPrefix($0) }) { continue }
                // "Poster creation workshop": a class where the work is made, not where it is due.
                if Self.namesAWorkshop(next), !Self.hasDueCue(clauseText) { continue }
                // "Review for exam", "Prep for the midterm": the same session, named the other way round;
                // "Intro to poster presentations": a word of the name may come between.
                let before = text[..<hit.range.lowerBound].suffix(32).lowercased()
                if Self.sessionFor.contains(where: { before.hasSuffix($0) }) { continue }
                let beforeLastWord = Self.withoutLastWord(before)
                if !beforeLastWord.isEmpty, Self.sessionFor.contains(where: { beforeLastWord.hasSuffix($0) }) { continue }
                // "an appointment to discuss final project", "Discussion of Homework 1": a talk about the
                // deliverable, unless the clause also says it is due.
                if Self.talkAbout.contains(where: { before.hasSuffix($0) }), !Self.hasDueCue(clauseText) { continue }
                // "Start Lab 2", "Sign up for Lab 3": the day work on it begins or a slot is chosen, not its deadline.
                if Self.startOf.contains(where: { before.hasSuffix($0) }), !Self.hasDueCue(clauseText) { continue }
                // "The following homework problems should be handed in on the dates indicated": a list comes next;
                // "the listed reading assignments should be completed by 10am": the list is elsewhere. Either
                // way the words point at work named in the list, not at a piece of work of their own.
                if Self.pointsAtAList(before) { continue }
                let inDueColumn = dueColumn.map { line.columnCount > $0 && line.column(ofSegment: marks.segmentIndex(of: hit.range)) == $0 } ?? false
                // "Please upload your presentation, a worksheet, and a reflection": the sentence's verb
                // covers every name in it, unless the sentence also announces something.
                let clauseDue = clauses.facts(of: clause).saysDue
                let hasDueCue = Self.hasDueCue(clauseText) || inDueColumn || clauseDue || labelled == true
                // In a table with a due column, what other columns name is a class activity, unless an exam or quiz.
                // Unless the row's first cell is the item and the due column holds its date ("Homework | Posted | Due"
                // over "Homework 9 | Mar 13 | Mar 20").
                // Nor when the due column dates the row and the name stands in a column headed as the work
                // ("Readings, Quizzes, Assignments | Complete prior to" over "…; Homework 1 | Fri Sep 18").
                if let column = dueColumn, line.columnCount > column, !inDueColumn, !Self.hasDueCue(clauseText),
                   hit.type != .exam, hit.type != .quiz,
                   !(marks.segmentIndex(of: hit.range) == 0 && Self.wordCount(Substring(line.segments[0]), atMost: 6) && dueColumnDated),
                   !(Self.headsWork(dueColumnRow?.cell(inColumn: line.column(ofSegment: marks.segmentIndex(of: hit.range)))) && dueColumnDated) {
                    continue
                }
                guard hit.isEvent || hit.hasNumber || hasDueCue || rowDue || Self.labelsAName(hit, in: text) else { continue }
                // "+ Homework due today:" heads the list below it.
                if Self.headsAList(hit, in: text) { continue }

                var title = Self.title(for: hit, in: text, clause: clause)
                // "(Exam 3, 9-12 noon)" in a cell with no date: when that exam is held, for its date elsewhere.
                if hit.type == .exam, let held = Self.heldAt(hit, window: windowStart..<max(windowEnd, hit.range.upperBound), marks: marks, line: line) {
                    result.addHeldAt(hit.title, time: held)
                }
                // "(All material since Exam I)": a name inside parentheses refers to another task.
                if marks.isParenthetical(hit.range), !hasDueCue, hitIndex > 0 { continue }
                // "PS4: Project 0": a numbered name right after another's colon is that item's other name.
                if hitIndex > 0, hit.hasNumber, hits[hitIndex - 1].hasNumber, hits[hitIndex - 1].range.upperBound <= hit.range.lowerBound,
                   text[hits[hitIndex - 1].range.upperBound..<hit.range.lowerBound].trimmingWhitespace() == ":" { continue }
                // "Ungraded Exercise 1, Propositional logic exercise": an unnumbered name of the same kind right
                // after a numbered one, set off by a comma, says what that one is about.
                if hitIndex > 0, Self.describesPrevious(hit, after: hits[hitIndex - 1], in: text) { continue }
                if let dates = Self.countedDates(for: hit, clause: clause, index: index, lines: lines) {
                    for (number, date) in dates.enumerated() {
                        var mention = TaskMention(title: Self.countedTitle(hit, number: number + 1), type: hit.type, date: date,
                                                  source: line.reference(around: hit.range), confidence: 0)
                        mention.cues = hit.isEvent ? [.dateAfterName, .eventName] : [.dateAfterName]
                        kindsDated.insert("\(hit.type.rawValue)|\(date.text)")
                        lineTasks.append(mention)
                    }
                    continue
                }
                // The most direct date the line offers (see ``date(for:clause:marks:line:dueColumn:)``).
                // Choosing among all the dates it offers by score was tried and fitted worse than this
                // order on the labelled documents (scripts/fit-scorer).
                var offered = date(for: hit, clause: clause, marks: marks, line: line, dueColumn: dueColumn, rowSaysDue: { rowDue },
                                   continuesSentence: index > 0 && Self.carriesOn(from: lines[index - 1], to: line))
                if offered == nil, !isGradingLine {
                    offered = Self.wrappedDate(after: hit, isLastHit: hitIndex == hits.count - 1, index: index, lines: lines)
                        ?? (hitIndex == hits.count - 1 ? Self.wrappedCellDate(after: hit, index: index, lines: lines) : nil)
                        ?? (hitIndex == hits.count - 1 ? Self.continuedRowDate(after: hit, index: index, lines: lines) : nil)
                }
                // "Due every Friday": a rule, not a date, whatever heading the line sits under; so is "due on
                // Fridays" in a line of prose.
                if offered == nil || offered?.sameClause == false, hasDueCue,
                   let rule = Self.recurrence(in: clauseText, isProse: line.segments.count < 2) {
                    result.addRecurring(RecurringTask(title: title, rule: rule, source: line.reference))
                    continue
                }
                // "| Finals | TBD | Exam 3 |": a row whose own date cell is undecided takes no date from the rows above.
                if Self.undatedCues.contains(where: clauseText.includes) || (offered == nil && Self.isVague(clauseText))
                    || offered == nil && Self.hasUndecidedCell(line) {
                    result.addUndated(title)
                    lineUndated.append(title)
                    continue
                }
                let parenthetical = marks.isParenthetical(hit.range)
                if offered == nil, !isGradingLine, !parenthetical {
                    offered = scopedDate(heading: heading, section: section, index: index, lines: lines)
                }
                if offered == nil, !isGradingLine, let week = Self.weekOfTerm(near: hit, in: text, segment: marks.segment(around: hit.range)) {
                    offered = week
                    // "Week 8 Quiz": the week written before the name is part of its name.
                    if week.cue == .dateBeforeName, !title.lowercased().hasPrefix("week") { title = "\(week.expression.text) \(title)" }
                }
                guard let date = offered else {
                    if hasDueCue, let rule = Self.recurrence(in: clauseText) {
                        result.addRecurring(RecurringTask(title: title, rule: rule, source: line.reference))
                    } else if hit.type == .exam, found.isEmpty, !isGradingLine {
                        pending = (title, hit.type, index)
                    }
                    continue
                }
                // Several dated slots for one exam ("Sections 01-03 Monday, Dec 15 … Sections 04-06 Tuesday, Dec 16"),
                // unless this kind is already dated on this line.
                let alreadyDated = !hit.hasNumber && kindsDated.contains("\(hit.type.rawValue)|\(date.expression.text)")
                let slots = Self.slots(in: text, after: hit.range.upperBound, dates: found)
                if slots.count >= 2, !alreadyDated {
                    for slot in slots {
                        kindsDated.insert("\(hit.type.rawValue)|\(slot.date.expression.text)")
                        var mention = TaskMention(title: "\(title) (\(slot.label))", type: hit.type, date: slot.date.expression,
                                                  time: slot.time, source: line.reference(around: hit.range), confidence: 0.75)
                        mention.cues = [.examSlot]
                        lineTasks.append(mention)
                    }
                    continue
                }
                // What the words say of this name and where its date came from; the cues every task
                // shows (its kind, a stated time or weight, a number) are added by the decision step.
                let described = clauses.facts(of: clause)
                var cues: Set<TaskCue> = [date.cue]
                if date.markedSection { cues.insert(.markedSection) }
                if Self.hasDueCue(clauseText) { cues.insert(.dueWord) }
                if described.saysDue { cues.insert(.sentenceSaysDue) }
                if inDueColumn { cues.insert(.dueColumn) }
                // "Upload your final presentation": a clause that says a presentation is due hands in
                // what is otherwise given on its day. An exam is sat whatever the clause says.
                if hit.isEvent, hit.type != .presentation || !cues.contains(.dueWord) { cues.insert(.eventName) }
                if line.segments.count >= 2 { cues.insert(.tableRow) }
                if parenthetical { cues.insert(.parenthetical) }
                if rowDue { cues.insert(.rowSaysDue) }
                if let range = date.range, marks.isParenthetical(range) { cues.insert(.dateInParentheses) }
                var time = time(for: date, clause: clause, marks: marks, index: index, lines: lines)
                    ?? (hit.type == .exam ? date.headingTime ?? date.range.flatMap { Self.bareHours(after: $0, in: text) } : nil)
                // One task per kind and date in a line: "Final ... exam question" is the final twice.
                let kindAndDate = "\(hit.type.rawValue)|\(date.expression.text)"
                // Unless the line lists it beside another of its kind: "the last lab report and post-lab is due".
                if !hit.hasNumber, kindsDated.contains(kindAndDate), !Self.listedBeside(hits, hitIndex, in: text) { continue }
                if let range = date.range { claimed.insert(range.lowerBound) }
                // "midterm Wed" in the row of a week: the weekday moves the week's date; so does
                // "Friday: reflection due" under a week's heading.
                var shift = date.sameClause ? nil : Self.weekdayAfter(hit.range, in: text).map { DateShift.onOrAfter($0) }
                // And "Design memo due this week (upload by Friday 5:00 pm)", "handed out Monday, due Wednesday".
                if shift == nil, date.cue == .headingDate || date.cue == .sectionDate,
                   let weekday = Self.leadingWeekday(text) ?? Self.dueWeekday(in: line.lower) {
                    shift = .onOrAfter(weekday)
                    cues.insert(.weekdayInSection)
                }
                // "| Sept. 10-14 | Chapter 4 | Review | Exam 1 |" under "| Week | Monday | Wednesday | Friday |":
                // the exam is the Friday of that week, unless its own cell dates it.
                if shift == nil, let columns = weekdayColumns, line.segments.count >= 2, line.reachedColumns <= columns.width {
                    let cell = marks.segmentIndex(of: hit.range)
                    if date.range.map({ marks.segmentIndex(of: $0) != cell }) ?? true,
                       let weekday = columns.days[line.column(ofSegment: cell)] {
                        shift = .onOrAfter(weekday)
                        if time == nil { time = columns.times[line.column(ofSegment: cell)] }
                    }
                }
                kindsDated.insert(kindAndDate)
                var mention = TaskMention(
                    title: title, type: hit.type, date: date.range == nil ? date.expression : Self.inTerm(date.expression, lineTerm),
                    time: time,
                    weight: described.weight, target: described.target,
                    source: date.source ?? line.reference(around: hit.range), confidence: 0, shift: shift)  // scored by the decision step
                mention.cues = cues
                lineTasks.append(mention)
            }
            lineTasks += dueLabelled(text, found: found.filter { date in !claimed.contains(date.range.lowerBound) }, all: found, line: line,
                                     marks: marks)
            // "Final Exam TBA" anywhere in the line overrules a date the same exam got from its row.
            let undatedHere = Set(lineUndated.map(TitleKey.init).map(\.words))
            result.tasks += lineTasks.filter { !undatedHere.contains(TitleKey($0.title).words) }
        }
        Self.markWeekStarts(&result.tasks, rows: weekStartRows)
        return result
    }

    // MARK: Times

    /// The time written with a task: after its date first, else elsewhere in the clause (but not a
    /// section's class time in parentheses), else in the next line's same cell (a wrapped cell).
    private func time(for date: FoundDate, clause: Range<String.Index>, marks: LineMarks, index: Int,
                      lines: [DocumentLine]) -> TimeOfDay? {
        if let time = date.time { return time }
        let all = lines[index].times
        // The explicit times of the clause, found by position rather than by filtering every time of the line.
        let first = LineMarks.firstIndex(in: all) { $0.range.lowerBound >= clause.lowerBound }
        let candidates = all[first...].prefix { clause.contains($0.range.lowerBound) || $0.range.lowerBound < clause.lowerBound }.filter {
            clause.contains($0.range.lowerBound) && $0.isExplicit && !$0.range.overlaps(date.range ?? $0.range.lowerBound..<$0.range.lowerBound)
        }
        if let dateRange = date.range, let after = candidates.first(where: { $0.range.lowerBound >= dateRange.upperBound }) {
            return after.time
        }
        if let plain = candidates.first(where: { !marks.isParenthetical($0.range) }) { return plain.time }
        if let any = candidates.first { return any.time }
        // "Thur. | May 12 | FINAL EXAM | 2-5pm": a row's cell that holds only a time, right after the name's.
        let segments = lines[index].segments
        let nameCell = marks.segmentIndex(of: clause)
        if segments.count >= 3, nameCell + 1 < segments.count, let only = Self.onlyTime(segments[nameCell + 1]) { return only }
        // A date from another cell of the row brings the time written beside it ("Final Exam | 30% May 14, 2-5 PM").
        if let dateRange = date.range, !clause.contains(dateRange.lowerBound) {
            let cell = marks.segment(around: dateRange)
            let after = LineMarks.firstIndex(in: all) { $0.range.lowerBound >= dateRange.upperBound }
            if after < all.count, cell.contains(all[after].range.lowerBound), all[after].isExplicit { return all[after].time }
        }
        if let weekday = date.expression.weekday, date.range != nil, let time = Self.weekdayTime(weekday, beside: index, in: lines) {
            return time
        }
        // A table cell wrapped onto the next line: "Deadline: 17.December" then "2018, 23:59h".
        guard let dateRange = date.range, lines[index].segments.count >= 2, index + 1 < lines.count else { return nil }
        let cell = marks.segmentIndex(of: dateRange)
        let next = lines[index + 1]
        // Not the next row's own time ("| Homework 11 | Apr 3 | Apr 10, due by 1:05pm |"): the continuation of a cell
        // holds no date of its own, and neither the row below nor that cell names a numbered deliverable ("(Exam 3, 9-12 noon)").
        guard next.segments.count >= 2, cell < next.segments.count, dates.matches(in: next.segments[cell]).isEmpty,
              !TaskVocabulary.hits(in: next.segments[0]).contains(where: \.hasNumber),
              !TaskVocabulary.hits(in: next.segments[cell]).contains(where: \.hasNumber) else { return nil }
        return times.matches(in: next.segments[cell]).first { $0.isExplicit }?.time
    }

    /// The time a cell holds when it holds nothing else: "2-5pm", "10:30 am", "(7:00 PM)".
    static func onlyTime(_ cell: String) -> TimeOfDay? {
        guard cell.count <= 24, let match = TimeScanner().matches(in: cell).first(where: \.isExplicit) else { return nil }
        var rest = cell
        rest.removeSubrange(match.range)
        return rest.allSatisfy({ !$0.isLetter && !$0.isNumber }) ? match.time : nil
    }

    // MARK: Slots

    struct Slot {
        var label: String
        var date: DateScanner.Match
        var time: TimeOfDay?
    }

    /// "Sections 01-03 Monday, December 15th from 10-noon Sections 04-06 Tuesday, …": a label and a date each.
    static func slots(in text: String, after start: String.Index, dates: [DateScanner.Match]) -> [Slot] {
        // Slots follow their exam's name closely; a long line is not searched to its end for each name.
        let rest = String(text[start..<(text.index(start, offsetBy: slotReach, limitedBy: text.endIndex) ?? text.endIndex)])
        let lowerRest = rest.lowercased()
        guard lowerRest.includes("section") || lowerRest.includes("group") else { return [] }
        let pattern = "\\b((?:lab )?(?:sections?|groups?))\\s+([0-9A-Z][0-9A-Z,–-]*)"
        var slots: [Slot] = []
        var searchStart = rest.startIndex
        while let range = rest.range(of: pattern, options: [.regularExpression, .caseInsensitive], range: searchStart..<rest.endIndex) {
            let absolute = text.index(start, offsetBy: rest.distance(from: rest.startIndex, to: range.upperBound))
            let next = LineMarks.firstIndex(in: dates) { $0.range.lowerBound >= absolute }
            if next < dates.count, text.isWithin(15, from: absolute, to: dates[next].range.lowerBound) {
                let date = dates[next]
                let label = String(rest[range]).prefix(1).uppercased() + String(rest[range]).dropFirst()
                let tail = text[date.range.upperBound...].prefix(30)
                let time = TimeScanner().matches(in: String(tail)).first { $0.isExplicit }?.time
                slots.append(Slot(label: label, date: date, time: time))
            }
            searchStart = range.upperBound
        }
        return Set(slots.map(\.date.expression.text)).count >= 2 ? slots : []
    }

    /// How far after an exam's name its section slots are looked for, in characters.
    static let slotReach = 400

    // MARK: "Name Due date"

    /// "CIP Plan Due 9/14", "Last Day for Extra Credit Due 11/16": a short capitalised name before
    /// "Due" and a date names a deliverable even when no task word is in it.
    private func dueLabelled(_ text: String, found: [DateScanner.Match], all: [DateScanner.Match], line: DocumentLine,
                             marks: LineMarks) -> [TaskMention] {
        var result: [TaskMention] = []
        for date in found {
            // Only the words just before the date can label it: look no further back than that.
            let before = text[(text.index(date.range.lowerBound, offsetBy: -Self.labelReach, limitedBy: text.startIndex) ?? text.startIndex)..<date.range.lowerBound]
            let nearby = before.lowercased()
            guard nearby.includes("due") || nearby.includes("deadline"), var due = before.range(of: "\\b(?:due|deadline)(?:\\s+(?:by|on|is))?\\s*:?\\s*$", options: [.regularExpression, .caseInsensitive]) else { continue }
            // "Source commentary (1,000 words, 20%): deadline 12 Nov": the name is the label before the colon.
            if let colon = before[..<due.lowerBound].range(of: "\\s*(?:\\([^)]*\\))?\\s*:\\s*$", options: .regularExpression) {
                due = colon.lowerBound..<due.upperBound
            }
            // The name runs back to the previous date, cell or sentence.
            let previousIndex = LineMarks.firstIndex(in: all) { $0.range.upperBound > due.lowerBound } - 1
            let previousEnd = previousIndex >= 0 ? all[previousIndex].range.upperBound : text.startIndex
            let cellStart = marks.segment(around: due).lowerBound
            let nameStart = max(previousEnd, cellStart, text.index(due.lowerBound, offsetBy: -Self.labelReach, limitedBy: text.startIndex) ?? text.startIndex)
            let name = text[nameStart..<due.lowerBound].trimming(charactersIn: " :.,;–-")
            let words = name.split(separator: " ")
            guard (1...7).contains(words.count), name.first?.isUppercase ?? false,
                  TaskVocabulary.hits(in: name).isEmpty else { continue }
            // "Withdrawal / pass-no-pass deadline": an administrative date, not a piece of work.
            if Self.administrative.contains(where: text[nameStart..<date.range.lowerBound].lowercased().includes) { continue }
            let time = times.matches(in: String(text[date.range.upperBound...].prefix(30))).first { $0.isExplicit }?.time
            result.append(TaskMention(title: name, type: .other, date: date.expression, time: time, source: line.reference(around: due),
                                      confidence: 0.6).cued([.dueLabel, .dueWord]))
        }
        return result
    }

    /// How many rows below a table's header are checked to line up with it.
    static let headerLookahead = 8

    /// How far before a date its "Name Due" label is looked for, in characters.
    static let labelReach = 120

    // MARK: Tables

    enum RowTask {
        case dated(TaskMention)
        case several([TaskMention])
        case undated(String)
    }

    /// "Deliverable | Due" headers: the item column and the date column; `strict` when only a release
    /// column beside the due one tells that the rows are deliverables.
    static func deliverableColumns(_ segments: [String]) -> (item: Int, date: Int, strict: Bool)? {
        guard segments.allSatisfy({ $0.split(separator: " ").count <= 5 }) else { return nil }
        let lower = segments.map(Self.headerWords)
        // "Assignment out" heads what is handed out that day, not what is due; "What" or "What's due"
        // heads the work, "What's going on?" a schedule's sessions.
        let item = lower.firstIndex { $0.range(of: "^(?:(?:home|homework|written|course|graded) )?(?:deliverables?|assignments?|assessments?|tasks?|items?|what(?:(?:'s|’s| is)? due)?$|components?|milestones?|work due|coursework)\\b",
                                                options: .regularExpression) != nil && !announces($0) }
        // "Date Assigned" heads when work is handed out; "Date Due" when it is due.
        let date = lower.firstIndex { $0.range(of: "^(?:due(?: date)?|date(?: due)?(?! (?:assigned|posted|released|out|given|handed))|deadline|when|submission date|due by)\\b",
                                                options: .regularExpression) != nil || dueDateLabel($0) != nil }
        // "Activity | Opens | Closes": what a learning platform opens on one date and closes on another is
        // due when it closes, whatever the first column calls it.
        if date == nil, let closes = lower.firstIndex(where: closesHeader), lower.contains(where: opensHeader),
           let named = lower.indices.first(where: { $0 != closes && !opensHeader(lower[$0]) && !closesHeader(lower[$0])
                                                    && !Self.countingHeaders.contains(lower[$0]) }) {
            return (named, closes, true)
        }
        // "Assignment | Out | In": what a table hands out on one date and takes in on another is due when
        // it is taken in. The rows are named by the column that names a kind of work, or else the first
        // before the dates that neither dates nor counts them; a "#" column is the name only for a caption
        // to give it a kind.
        if date == nil, let taken = lower.firstIndex(where: Self.handedInHeaders.contains),
           let release = lower.firstIndex(where: releaseHeader), release < taken {
            let others = lower.indices.filter { $0 != taken && $0 != release }
            guard let named = item.flatMap({ others.contains($0) ? $0 : nil })
                    ?? others.first(where: { !TaskVocabulary.hits(in: lower[$0]).isEmpty })
                    ?? others.first(where: { $0 < release && !Self.countingHeaders.contains(lower[$0]) && !releaseHeader(lower[$0]) })
                    ?? others.first(where: { Self.numberingHeaders.contains(lower[$0]) }) else { return nil }
            return (named, taken, true)
        }
        guard let date else { return nil }
        if let item, item != date {
            // A data file's records ("title, components, …, due"): the field headed as a title names each;
            // a column headed by a general word ("components", "deliverable") holds a note or a code.
            // One headed by a kind of work ("Assignment") names the work itself.
            if TaskVocabulary.hits(in: lower[item]).isEmpty,
               let titled = lower.firstIndex(where: recordTitleHeaders.contains), titled != date {
                return (titled, date, false)
            }
            return (item, date, false)
        }
        // A data file's records ("- title: Homework 1 / due_date: 2019-11-15") or a table headed "Name |
        // Due": what has a due date is named by its title. A plain "Date" beside a title dates a
        // schedule's sessions instead.
        let saysDue = lower[date].hasPrefix("due") || lower[date].hasPrefix("deadline") || lower[date] == "date due"
        if saysDue || dueDateLabel(lower[date]) != nil,
           let titled = lower.firstIndex(where: { ["title", "name", "assignment name", "task name"].contains($0) }), titled != date {
            return (titled, date, false)
        }
        // "Topic | Release Date | Due Date": a table that says when each row is handed out and when it is
        // due lists deliverables whatever its first column is called; a module or unit handed out and
        // due is the work the row names ("Post Date | Module | Topics | Due Date").
        guard saysDue,
              let release = lower.firstIndex(where: releaseHeader),
              let named = lower.indices.first(where: { $0 != date && $0 != release && !TaskVocabulary.hits(in: lower[$0]).isEmpty })
                ?? lower.indices.first(where: { $0 != date && $0 != release && !Self.countingHeaders.subtracting(["module", "unit"]).contains(lower[$0]) })
                // "# | Out | Due" under "## Homeworks": the numbers name the rows once the caption gives their kind.
                ?? lower.indices.first(where: { $0 != date && $0 != release && Self.numberingHeaders.contains(lower[$0]) })
        else { return nil }
        return (named, date, true)
    }

    /// "Released", "Out", "Date posted", "Opens": the column of the dates rows are handed out on.
    static func releaseHeader(_ header: String) -> Bool {
        header.range(of: "^(?:release(?:d)?(?: date| on)?|assigned(?: date| on)?|out|post(?:ed|ing)?(?: date| on)?|date (?:posted|assigned|released)|handed out|given out|available(?: from)?)$",
                     options: .regularExpression) != nil || opensHeader(header)
    }

    /// Headers of the column of the dates work is taken in on, beside one of the dates it is handed out.
    static let handedInHeaders: Set<String> = ["in", "turned in", "handed in", "hand in", "collected"]

    /// Headers of a column that numbers the rows ("#", "No."): what a row is the number of.
    static let numberingHeaders: Set<String> = ["#", "no", "no.", "number", "num"]

    /// Item cells that say the row has no work.
    static let noneCells: Set<String> = ["none", "n/a", "na", "nothing", "no assignment", "no homework"]

    /// The kind a header cell names for the rows under it: "Homework", "Projects", or any word before a
    /// numbering mark ("Drill #", "Sheet No."): the rows are numbered pieces of that kind.
    static func headerKind(_ header: String) -> (title: String, type: TaskType)? {
        let text = header.trimmingWhitespace()
        let words = text.split(separator: " ")
        guard (1...3).contains(words.count) else { return nil }
        let hits = TaskVocabulary.hits(in: text)
        if hits.count == 1, let hit = hits.first, !hit.hasNumber, !announces(text.lowercased()) {
            return (TaskVocabulary.singular(hit.title), hit.type)
        }
        guard words.count == 2, numberingHeaders.contains(words[1].lowercased()), words[0].allSatisfy(\.isLetter) else { return nil }
        let name = TaskVocabulary.singularLastWord(String(words[0]))
        return (name.prefix(1).uppercased() + name.dropFirst(), TaskVocabulary.hits(in: name).first?.type ?? .other)
    }

    /// The column of a table's header that numbers its rows ("#", "No.", "Week"), other than the item's own.
    static func counterColumn(_ header: DocumentLine, besides item: Int) -> (column: Int, weeks: Bool)? {
        for (segment, cell) in header.segments.enumerated() where segment != item {
            let lower = cell.lowercased().trimmingWhitespace()
            if numberingHeaders.contains(lower) { return (header.column(ofSegment: segment), false) }
            if lower == "week" || lower == "wk" { return (header.column(ofSegment: segment), true) }
        }
        return nil
    }

    /// A row's number in its table's counting column: "3" under "#"; "(week 3)" under "Week".
    static func rowNumber(_ line: DocumentLine, counter: (column: Int, weeks: Bool)?) -> String? {
        guard let counter else { return nil }
        let cell = line.cell(inColumn: counter.column).trimmingWhitespace()
        guard !cell.isEmpty, cell.count <= 3, cell.allSatisfy(\.isNumber) else { return nil }
        return counter.weeks ? "(week \(cell))" : cell
    }

    /// Headers of the field that names a data file's records.
    static let recordTitleHeaders: Set<String> = ["title", "name"]

    /// "Closes", "Closing date", "Closes (day)": the column of the dates a platform's activities close on.
    /// One that counts weeks ("Closes (week)") dates nothing by itself.
    static func closesHeader(_ header: String) -> Bool {
        guard let words = datingHeaderWords(header) else { return false }
        return ["close", "closes", "closing", "close date", "closing date", "closes on", "closed"].contains(words)
    }

    /// "Opens", "Opening date", "Opens (day)": the column of the dates the same activities open on.
    static func opensHeader(_ header: String) -> Bool {
        guard let words = datingHeaderWords(header) else { return false }
        return ["open", "opens", "opening", "open date", "opening date", "opens on", "opened"].contains(words)
    }

    /// A header's words without the note in brackets after them ("closes (day)": "closes"); nil for a
    /// column whose note says it counts weeks.
    private static func datingHeaderWords(_ header: String) -> String? {
        guard let open = header.firstIndex(of: "("), header.hasSuffix(")") else { return header.trimmingWhitespace() }
        let note = header[header.index(after: open)...].dropLast().lowercased()
        if note.includes("week") || note == "wk" { return nil }
        return header[..<open].trimmingWhitespace()
    }

    /// Item cells that only say a deadline falls in the row; the row's other cells name what is due.
    static let dueCells: Set<String> = ["deadline", "deadlines", "due", "due date", "submission", "submit", "hand in", "hand-in",
                                        "deliverable", "deliverables"]

    /// Item cells that name a kind of class meeting, not a piece of work.
    static let sessionCells: Set<String> = ["lecture", "lectures", "class", "seminar", "tutorial", "tutorials", "workshop", "meeting",
                                            "lab session", "practical", "recitation", "discussion", "feedback session", "work session",
                                            "session", "holiday", "break", "no class", "office hours"]

    /// Headers of columns that count or date rows rather than name them.
    static let countingHeaders: Set<String> = ["#", "no", "no.", "number", "week", "wk", "day", "date", "session", "lecture", "class",
                                                "module", "unit", ""]

    /// A table of deliverables: its item and date columns, its width, whether only its release and due
    /// columns tell it is one, and whether its dates are the rows' own (a "Date" column, not "Due date").
    typealias DeliverablesTable = (item: Int, date: Int, width: Int, strict: Bool, rowDated: Bool)

    /// One row of a deliverables table: its item, named as the cell says up to a comma or a note.
    private func deliverableRow(_ line: DocumentLine, table: DeliverablesTable, kind: (title: String, type: TaskType)?,
                                number: String, carried: DateExpression? = nil) -> RowTask? {
        // "Python HW4; Thunkable Assignment 4; Accelerometers COGS": a cell of several lines lists one per line.
        // "Lab 3: Sea-Level Rise / Project: Topic Proposal Due": two pieces of work set apart by a slash, one each.
        let lines = Self.cellLines(line.cell(inColumn: table.item)).flatMap { Self.slashedWork($0) ?? [$0] }
        guard lines.count >= 2 else {
            return deliverableRow(line, table: table, item: line.cell(inColumn: table.item), kind: kind, number: number, carried: carried)
        }
        var mentions: [TaskMention] = []
        // "HW 1 due 11:59 pm; HW 2 released": each line says itself what happens to its work.
        for item in lines where !(Self.saysAnnouncement(item.lowercased()) && !item.lowercased().includes("due")) {
            switch deliverableRow(line, table: table, item: item, kind: kind, carried: carried) {
            case .dated(let mention)?: mentions.append(mention)
            case .several(let more)?: mentions += more
            case .undated?, nil: continue
            }
        }
        return mentions.isEmpty ? nil : .several(mentions)
    }

    private func deliverableRow(_ line: DocumentLine, table: DeliverablesTable, item: String,
                                kind: (title: String, type: TaskType)? = nil, number: String? = nil,
                                carried: DateExpression? = nil) -> RowTask? {
        var cell = item.trimmingWhitespace()
        // "None", "N/A": the row has no work.
        if Self.noneCells.contains(cell.lowercased()) { return nil }
        var numberedKind: String?
        if let kind {
            // "Project | Out | In" over rows that leave the name out (or keep it in a comment): the row's
            // work is the table's kind, numbered as the row is. Only a table that says when each row is
            // handed out and taken in tells that an empty name is still a piece of work.
            if cell.isEmpty, table.strict, let number {
                cell = "\(kind.title) \(number)"
                numberedKind = cell
            } else if cell.first?.isNumber == true, cell.contains(where: \.isLetter), TaskVocabulary.hits(in: cell).isEmpty,
                      dates.matches(in: cell).isEmpty {
                // "20 - part 1" under "Drill #": the kind's piece so numbered.
                cell = "\(kind.title) \(cell)"
            }
        }
        let dateCell = line.cell(inColumn: table.date)
        // "[](hw0.html)" (an icon linking to the sheet) under "Assignment": the row names the work in
        // another cell, its first that names a kind of work.
        // So does a row whose item cell only says that something is due ("DEADLINE | Friday 9/9 | SUBMIT
        // ASSIGNMENT 1"), from the name on ("Assignment 1").
        let itemWords = cell.lowercased().trimming(charactersIn: " *:!.")
        let onlySaysDue = Self.dueCells.contains(itemWords)
        if !cell.isEmpty, !cell.contains(where: \.isLetter) || cell.hasPrefix("[]") || onlySaysDue {
            if let named = (0..<table.width).lazy.filter({ $0 != table.item && $0 != table.date })
                .map({ line.cell(inColumn: $0).trimmingWhitespace() })
                .compactMap({ text in TaskVocabulary.hits(in: text).first.map { (text, $0) } }).first {
                cell = onlySaysDue ? String(named.0[named.1.range.lowerBound...]) : named.0
            } else if let kind, !cell.contains(where: \.isLetter), cell.contains(where: \.isNumber) {
                // "1.1" under the caption "homework:": Homework 1.1.
                cell = "\(kind.title) \(cell)"
            } else {
                return nil
            }
        }
        // "lecture | Monday 9/5 15:30 | Introduction": a class session in the item column is no deliverable.
        if Self.sessionCells.contains(itemWords) { return nil }
        // "Lecture: Intro to Climate Risk", "**Paper Discussion:** Climate Extremes": a cell labelled as a class
        // session names its topic, unless what follows the label names a piece of work.
        if Self.labelsSession(cell) { return nil }
        // A table known only by its release and due columns is one only where they hold dates alone and
        // the item no date ("HW1 - Fri 2025-01-17" under "Due" names the deliverable in the due column).
        if table.strict, !TaskVocabulary.hits(in: dateCell).isEmpty || !dates.matches(in: cell).isEmpty { return nil }
        // The name, up to a note: a comma, a colon, a parenthesis, or "due"/"by" and what follows.
        var title = cell
        if let cut = cell.range(of: "(?:,|;|\\(|:\\s|\\s(?:due|by|at)\\b)", options: [.regularExpression, .caseInsensitive]) {
            title = String(cell[..<cut.lowerBound])
            // "Reading: \"Girl power: The European marriage pattern\"": a one-word label names only the
            // kind; the name after it tells one reading from the next on the same day.
            if cell[cut].hasPrefix(":"), Self.cellLabel(cell).map({ !$0.contains(" ") }) ?? false,
               let name = Self.labelledName(cell[cut.upperBound...]) {
                title += ": " + name
            }
        }
        // A Markdown link's label is the name: "[Homework 3](hw3.pdf)" is Homework 3.
        title = title.trimming(charactersIn: " :-–[]")
        if title.isEmpty { title = cell }
        if let numberedKind { title = numberedKind }
        guard !title.isEmpty, title.split(separator: " ").count <= 12 else { return nil }
        let type = TaskVocabulary.hits(in: cell).first?.type ?? .other
        // "[Handout](Bog handout.pdf)", "[Plot data](…)": a link to material that names no deliverable,
        // unless the table says when each row is handed out and due, or that its date is a due date.
        if type == .other, !table.strict, table.rowDated, cell.hasPrefix("["), !Self.hasDueCue(cell.lowercased()) { return nil }
        // The same filters as everywhere: announcements, administrative dates, breaks, office hours.
        let lower = line.text.lowercased()
        if Self.saysAnnouncement(lower) && !lower.includes("due") || Self.namesNoDeliverable(lower) { return nil }
        // "Midterm review (no new material)": a session about the deliverable, not the deliverable.
        if let hit = TaskVocabulary.hits(in: cell).first {
            let next = cell[hit.range.upperBound...].prefix(24).lowercased().drop(while: { $0 == " " || $0 == ":" })
            if Self.aboutTheDeliverable.contains(where: { next.hasPrefix($0) }) { return nil }
        }
        // "|     | Reading: …" under "| 10/21 | Reading: …": a row whose date cell is empty is another item
        // of the row above's date.
        guard let dateExpression = dates.matches(in: dateCell).first?.expression
                ?? (dateCell.allSatisfy(\.isWhitespace) ? carried : nil) else {
            let lower = dateCell.lowercased()
            return Self.undatedCues.contains(where: lower.includes) || Self.isVague(lower) ? .undated(title) : nil
        }
        var time = (times.matches(in: dateCell) + times.matches(in: cell)).first { $0.isExplicit }?.time
        // "A0 (9/13 11:59pm)" beside the row's date: the row is when the work was set or discussed, and
        // the name's own date is when it is due.
        var dueDate = dateExpression
        let rowCues: Set<TaskCue> = table.rowDated ? [.deliverablesTable, .tableRow, .rowDate] : [.deliverablesTable, .tableRow]
        var cues = rowCues
        if table.rowDated, !table.strict, let own = Self.selfDated(cell), own.date != dateExpression {
            (title, dueDate, time) = (own.name, own.date, own.time)
            cues = [.deliverablesTable, .tableRow, .dateAfterName]
        }
        // "HW 1" reads as "Homework 1", like the names found elsewhere.
        if let hit = TaskVocabulary.hits(in: title).first, hit.range.lowerBound == title.startIndex {
            title = hit.title + title[hit.range.upperBound...]
        }
        title = TaskVocabulary.singular(title)
        // "Reflections | … | 9/21 10/05 10/19": one task per date, numbered.
        let all = dates.matches(in: dateCell)
        var rest = dateCell
        for match in all.reversed() { rest.removeSubrange(match.range) }
        let onlyDates = !rest.contains { $0.isLetter }
        if all.count > 1, onlyDates {
            return .several(all.enumerated().map { index, match in
                TaskMention(title: "\(title) \(index + 1)", type: type, date: match.expression, time: time,
                            source: line.reference, confidence: 0.7).cued(rowCues)
            })
        }
        return .dated(TaskMention(title: title, type: type, date: dueDate, time: time, weight: nil,
                                  source: line.reference, confidence: 0.8).cued(cues))
    }

    /// The name after a cell's label: a quoted, emphasised or linked title, its words up to a
    /// parenthesis, at most eight of them; nil when nothing is named.
    static func labelledName(_ rest: Substring) -> String? {
        var name = rest.prefix { $0 != "(" && $0 != "]" }.trimming(charactersIn: " \"“”_*[")
        if let colon = name.firstIndex(of: ":") { name = name[..<colon].trimming(charactersIn: " \"“”_*") }
        let words = name.split(separator: " ")
        guard !words.isEmpty, words.count <= 8, name.contains(where: \.isLetter) else { return nil }
        return String(name)
    }

    /// The label a cell opens with, lower-cased: "reading" in "Reading: \"Girl power\"" (a word or two
    /// before a colon).
    /// The pieces of a cell written "A / B" when each names a kind of work; nil otherwise ("Read / Write",
    /// "Lab 2 / Intro to R" are one item).
    static func slashedWork(_ cell: String) -> [String]? {
        guard cell.includes(" / ") else { return nil }
        let parts = cell.components(separatedBy: " / ").map { $0.trimmingWhitespace() }
        // A cell names a few pieces so: each is read against the whole row, so a line of thousands stays one item.
        guard (2...Self.mostSlashedPieces).contains(parts.count), parts.allSatisfy({ !TaskVocabulary.hits(in: $0).isEmpty }) else { return nil }
        return parts
    }

    /// The most pieces of work a cell parts with slashes.
    static let mostSlashedPieces = 6

    /// Whether a cell's label names a kind of class session ("Lecture:", "Paper Discussion:") and nothing
    /// after it names a piece of work.
    static func labelsSession(_ cell: String) -> Bool {
        guard cell.utf8.contains(UInt8(ascii: ":")) else { return false }
        let unmarked = cell.filter { $0 != "*" && $0 != "_" }
        guard let label = cellLabel(unmarked), let last = label.split(separator: " ").last,
              sessionCells.contains(label) || sessionCells.contains(String(last)),
              let colon = unmarked.firstIndex(of: ":") else { return false }
        return TaskVocabulary.hits(in: String(unmarked[unmarked.index(after: colon)...])).isEmpty
    }

    static func cellLabel(_ cell: String) -> String? {
        guard let colon = cell.firstIndex(of: ":") else { return nil }
        let label = cell[..<colon].trimmingWhitespace().lowercased()
        let words = label.split(separator: " ")
        guard (1...2).contains(words.count), words.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return nil }
        return label
    }

    /// The index of the column a header row marks as what is due ("Due", "Assignment due", "Deliverables").
    static func dueColumnIndex(_ segments: [String]) -> Int? {
        guard segments.allSatisfy({ $0.split(separator: " ").count <= 8 }) else { return nil }
        // "Homework | Posted | Due": the column that says due, before one that names the work.
        return segments.firstIndex { segment in
            let lower = segment.lowercased()
            return lower.includes("due") || lower.includes("deliverable") || lower.includes("deadline") || saysByWhen(lower)
        } ?? segments.firstIndex { segment in
            let lower = segment.lowercased()
            return lower == "assignment" || lower == "assignments" || lower == "homework"
        }
    }


    // MARK: Headings

    /// A dated line that the lines below it belong to: "Day 4: Thursday, 23 July", "**Monday, June 3**",
    /// "Week 7 (4/10/2025): reading week", "Session 2: 10.09.2018".
    struct Heading {
        var date: DateExpression
        var index: Int
        var isPure: Bool
        var source: SourceReference?
        /// The Markdown heading's level, when the dated line is one.
        var level: Int? = nil
        /// Whether the dated line is a row of a table whose cells the document delimited, three or more
        /// (a date with a tab after it, "11/3 - 11/7\t", is a line of text).
        var isRow = false
        /// The column of a dated row's date, when its cell holds the date alone, and the row's width (a
        /// narrower line below is a wrapped cell's rest, not a row).
        var dateColumn: (column: Int, width: Int)? = nil
    }

    static func heading(_ text: String, dates: [DateScanner.Match], index: Int) -> Heading? {
        guard let first = dates.first, !text.includes("%") else { return nil }
        let before = text[..<first.range.lowerBound].lowercased()
        let lead = before.trimming { " •◦▪□■–—-*·○:()|\t".unicodeScalars.contains($0) || $0.isHorizontalSpace }
        let isPure = isPureHeading(text, dates: dates)
        // "21 (11/14)": a session's number and its date, with not a word beside them, head the rows below.
        let numbered = (1...2).contains(lead.count) && lead.allSatisfy { $0.isASCII && $0.isNumber }
            && text.count <= 40 && text[first.range.upperBound...].allSatisfy { !$0.isLetter }
            && dates.count == 1 && !first.expression.text.contains(where: \.isLetter)
        let allowed = lead.isEmpty || numbered || headingLead.firstMatch(in: lead, range: NSRange(lead.startIndex..., in: lead)) != nil
        guard allowed else { return nil }
        return Heading(date: first.expression, index: index, isPure: isPure, source: nil)
    }

    // swiftlint:disable:next force_try
    static let headingLead = try! NSRegularExpression(
        pattern: "^(?:week|wk|day|session|class|lecture|meeting|module|unit|by|due)\\s*\\d{0,2}[a-z]?\\s*[:.,)(–-]*\\s*(?:[a-z]+day,?)?$")

    /// Whether a line still belongs under the heading: a list item, a short line, or a row of a table
    /// whose cells the document delimited (however long its cells), close below it.
    static func continues(_ heading: Heading, line text: String, index: Int, isRow: Bool = false) -> Bool {
        let distance = index - heading.index
        guard distance <= (heading.isPure ? 12 : 6) else { return false }
        let isItem = text.first.map { "•◦▪□■–—-*·○".contains($0) } ?? false
        return isItem || isRow || text.count <= 90
    }

    /// A weekday written right after a name, with no date of its own ("midterm Wed", "Final exam Tuesday").
    /// The weekday a line says its deliverable is due or handed in by ("due Wednesday", "by Friday
    /// 5:00 pm", "due on Tue"), not one it is handed out on.
    static func dueWeekday(in lower: String) -> Weekday? {
        guard lower.includes("due") || lower.includes("by") else { return nil }
        let words = lower.split(whereSeparator: { !$0.isLetter })
        for (index, word) in words.enumerated() where word == "due" || word == "by" {
            var next = index + 1
            while next < words.count, ["on", "by", "this", "next"].contains(words[next]) { next += 1 }
            // "due on Canvas Thursday at noon": where it is handed in may come between.
            if next + 1 < words.count, !LineTokens.weekdays.contains(String(words[next])), Self.handInPlaces.contains(words[next]) {
                next += 1
            }
            guard next < words.count, LineTokens.weekdays.contains(String(words[next])) else { continue }
            if let weekday = DateScanner.weekdayValue(String(words[next])) { return weekday }
        }
        return nil
    }

    /// Where work is handed in, as a line names it between "due on" and a weekday.
    static let handInPlaces: Set<Substring> = ["canvas", "gradescope", "moodle", "blackboard", "brightspace", "d2l", "sakai",
                                                "github", "classroom", "email", "paper", "line", "online"]

    /// The weekday right after a name ("midterm Wed", "Quiz 2 (due Friday)"), or after "due" when at most
    /// two words of the name's own come between ("Reflection post due Friday").
    static func weekdayAfter(_ range: Range<String.Index>, in text: String) -> Weekday? {
        let after = text[range.upperBound...].prefix(30).lowercased()
        guard Self.mayHaveWeekdayStem(after), let match = after.range(of: "^(?:\\s*\\(?\\s*(?:(?:is|will be)\\s+)?(?:due\\s+)?|(?:\\s+[a-z][a-z-]*){1,2}\\s+due\\s+)(?:(?:on|by)\\s+)?(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?(?![a-z])", options: .regularExpression),
              DateScanner().matches(in: String(text[range.upperBound...].prefix(30))).isEmpty else { return nil }
        let word = after[match].split(separator: " ").last.map(String.init) ?? ""
        return DateScanner.weekdayValue(word)
    }


    /// "Sections 01-03", "Section 2", "Group A": which slot a dated line is for.
    static func qualifier(_ text: String) -> String? {
        guard let range = text.range(of: "\\b(?:sections?|groups?|lab sections?)\\s+[0-9A-Z][0-9A-Z,–-]*", options: [.regularExpression, .caseInsensitive])
        else { return nil }
        return String(text[range])
    }

    /// "Due: Tutorial maps, research/teaching plan drafts": each listed item is a deliverable.
    func dueList(_ text: String) -> [(title: String, type: TaskType)]? {
        guard text.lowercased().includes("due"), Self.mayStartWithDue(text),
              let range = text.range(of: "^[^A-Za-z0-9]*due\\s*:\\s*", options: [.regularExpression, .caseInsensitive]) else { return nil }
        // "Due: Wednesday, April 9, 2025 - …" gives a date, not a list of deliverables.
        if let first = dates.matches(in: text).first, text.isWithin(2, from: range.upperBound, to: first.range.lowerBound) { return nil }
        var listed = String(text[range.upperBound...])
        // "Object biography draft by 11:59 pm": the time is not part of the name.
        for match in times.matches(in: listed).reversed() { listed.removeSubrange(match.range) }
        let items = listed
            .replacingOccurrences(of: " and ", with: ", ")
            .split(separator: ",").map {
                $0.replacingOccurrences(of: "\\s+(?:by|at|before)\\s*$", with: "", options: [.regularExpression, .caseInsensitive])
                    .trimming(charactersIn: " .;:")
            }
            .filter { !$0.isEmpty && dates.matches(in: $0).isEmpty && !Self.saysWhen($0) }
        guard !items.isEmpty else { return nil }
        // "Due: Graded Assignment 1, SVG diagram exercise" lists one item and what it is about.
        let named = items.enumerated().filter { index, item in index == 0 || !Self.describes(item, numbered: items[index - 1]) }.map(\.element)
        return named.map { item in
            let type = TaskVocabulary.hits(in: item).first?.type ?? .assignment
            return (TaskVocabulary.title(TaskVocabulary.singular(item)), type)
        }
    }

    /// Whether a listed item says when rather than what: "By end of class", "before lecture", "end of day".
    static func saysWhen(_ item: String) -> Bool {
        guard let first = item.split(separator: " ").first?.lowercased() else { return false }
        return ["by", "before", "until", "till", "at", "end", "start", "beginning"].contains(first)
    }

    /// "Week of November", "late February", "during finals week": no day can be given.
    static func isVague(_ text: String) -> Bool {
        ["week of", "late", "mid", "early", "end of"].contains(where: text.includes) && text.range(of: "\\b(?:week of|late|mid|early|end of)[ -](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b(?!\\.?\\s*\\d)",
                   options: .regularExpression) != nil
            || text.includes("finals week") || text.includes("final exam week") || text.includes("exam period")
    }

    // MARK: Dates

    struct FoundDate {
        var expression: DateExpression
        var range: Range<String.Index>?
        var sameClause: Bool
        var source: SourceReference?
        /// Where the date was found.
        var cue: TaskCue
        /// The time written with a date found outside the name's line (a wrapped sentence's next line).
        var time: TimeOfDay? = nil
        /// The time a dated heading gives with its date ("Wednesday, 12/10, 10:15 a.m." over "FINAL"):
        /// when an exam under it starts, though not when work under it is due.
        var headingTime: TimeOfDay? = nil
        /// Whether the section's heading is one the document marks (``TaskCue/markedSection``).
        var markedSection = false
    }

    /// How many lines below a dated heading its section reaches, at most.
    static let sectionReach = 40

    /// A date for a dateless name from the structure around its line: the dated heading just above
    /// (``continues(_:line:index:)``), else the section's heading further up, else the date cell of a
    /// row whose cells wrapped below it ("Quiz 3" over "Feb 6").
    private func scopedDate(heading: Heading?, section: Heading?, index: Int, lines: [DocumentLine]) -> FoundDate? {
        // A heading that names the deliverable ("## Final exam") is dated by the line under it.
        if lines[index].isHeading, index + 1 < lines.count, let date = lines[index + 1].dates.first,
           lines[index + 1].text.isWithin(4, from: lines[index + 1].text.startIndex, to: date.range.lowerBound) {
            return FoundDate(expression: date.expression, range: nil, sameClause: false, source: nil, cue: .adjacentRowDate)
        }
        if let heading, heading.index < index {
            let times = lines[heading.index].times.filter(\.isExplicit)
            return FoundDate(expression: heading.date, range: nil, sameClause: false, source: heading.source, cue: .headingDate,
                             headingTime: times.count == 1 ? times[0].time : nil)
        }
        if let section, section.index < index {
            // Under a heading the document marks, the section is the document's own: the heading dates
            // what is in it however far down, as one close above does. The fitted weight of a section
            // date (``TaskScorer/fitted``) was learnt where the section is only guessed (a dated line of a PDF).
            let marked = section.level != nil
            var found = FoundDate(expression: section.date, range: nil, sameClause: false, source: section.source,
                                  cue: marked ? .headingDate : .sectionDate)
            found.markedSection = marked
            return found
        }
        if index + 1 < lines.count, lines[index].dates.isEmpty {
            let next = lines[index + 1]
            if let date = next.dates.first, next.hits.isEmpty, next.text.count <= 30 {
                return FoundDate(expression: date.expression, range: nil, sameClause: false, source: nil, cue: .adjacentRowDate)
            }
        }
        return nil
    }

    /// A weekday that opens a line with no date of its own ("Friday: reading reflection due", "- Wed: Lab 2").
    static func leadingWeekday(_ text: String) -> Weekday? {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).prefix(1)
        guard let first = words.first, LineTokens.weekdays.contains(String(first)) else { return nil }
        return DateScanner.weekdayValue(String(first))
    }

    /// The most direct date the line offers a name: after it in its clause, else before it in its
    /// cell, else the row's own date (or, when the row has none, a later cell's), else the date that
    /// opens the line.
    private func date(for hit: TaskVocabulary.Hit, clause: Range<String.Index>, marks: LineMarks,
                      line: DocumentLine, dueColumn: Int?, rowSaysDue: () -> Bool, continuesSentence: Bool) -> FoundDate? {
        let text = marks.text, found = line.dates, hits = line.hits
        func offer(_ match: DateScanner.Match, sameClause: Bool, cue: TaskCue) -> FoundDate {
            FoundDate(expression: match.expression, range: match.range, sameClause: sameClause, source: nil, cue: cue)
        }
        // After the name in its clause, before the next deliverable's name (one in parentheses describes this one).
        let laterHits = hits[LineMarks.firstIndex(in: hits) { $0.range.lowerBound > hit.range.upperBound }...]
        // Lazily: in a clause that never ends (a megabyte of names without a full stop) only the next name is read.
        let nextHit = laterHits.lazy.prefix { clause.contains($0.range.lowerBound) }.first { !marks.isParenthetical($0.range) }
        let limit = nextHit?.range.lowerBound ?? clause.upperBound
        let afterIndex = LineMarks.firstIndex(in: found) { $0.range.lowerBound >= hit.range.upperBound }
        if afterIndex < found.count, found[afterIndex].range.lowerBound < limit,
           !(marks.isParenthetical(found[afterIndex].range) && Self.spansWeeks(found[afterIndex].expression)) {
            // "given to students on October 25 and due on November 1", "posted Oct 3, due Oct 10": when
            // the first date is not the due one and a later date of the clause is, the later one.
            if !Self.saysDue(text[hit.range.upperBound..<found[afterIndex].range.lowerBound]),
               let due = found[(afterIndex + 1)...].lazy.prefix(while: { $0.range.lowerBound < limit }).enumerated().first(where: { offset, match in
                   let previous = found[afterIndex + offset]
                   return Self.saysDue(text[previous.range.upperBound..<match.range.lowerBound])
               })?.element {
                return offer(due, sameClause: true, cue: .dateAfterName)
            }
            return offer(found[afterIndex], sameClause: true, cue: .dateAfterName)
        }
        let segment = marks.segment(around: hit.range)
        // "Midterm exam; 11/04 at 2:05pm": a clause that is only the name, and a semicolon, then a
        // clause that opens with a date: the date is the name's.
        if nextHit == nil, afterIndex < found.count, clause.upperBound < segment.upperBound, text[clause.upperBound] == ";",
           text.isWithin(3, from: text.index(after: clause.upperBound), to: found[afterIndex].range.lowerBound),
           segment.contains(found[afterIndex].range.lowerBound),
           !hits.contains(where: { $0.range.lowerBound > hit.range.upperBound && $0.range.lowerBound < found[afterIndex].range.lowerBound }) {
            return offer(found[afterIndex], sameClause: true, cue: .dateAfterName)
        }
        // "[HW1](hw1.pdf). Due Wednesday, Sep 11.", "Final Exam. Dec 23, 2013.": a sentence that opens with
        // the name and has no date, then one that opens with the date or says it is due on it, with no
        // other name between.
        // Cheap looks first, each bounded: a long line has many names and dates.
        if nextHit == nil, afterIndex < found.count, clause.upperBound <= found[afterIndex].range.lowerBound,
           text.isWithin(3, from: clause.lowerBound, to: hit.range.lowerBound),
           text.isWithin(24, from: clause.upperBound, to: found[afterIndex].range.lowerBound),
           afterIndex == 0 || found[afterIndex - 1].range.lowerBound < clause.lowerBound,
           Self.opensWithDue(text[clause.upperBound..<found[afterIndex].range.lowerBound]),
           laterHits.first.map({ $0.range.lowerBound >= found[afterIndex].range.lowerBound }) ?? true {
            return offer(found[afterIndex], sameClause: true, cue: .dateAfterName)
        }
        // Before it in the same cell; in a line of prose, in the same sentence ("…during the week of
        // November 26 – 29. The last lab report will be due one week later" dates no report on Nov 26).
        let beforeIndex = LineMarks.firstIndex(in: found) { $0.range.upperBound > hit.range.lowerBound } - 1
        if beforeIndex >= 0, segment.contains(found[beforeIndex].range.lowerBound),
           line.segments.count >= 2 || clause.contains(found[beforeIndex].range.lowerBound) {
            return offer(found[beforeIndex], sameClause: true, cue: .dateBeforeName)
        }
        // The row's date: in a table row, a date in another cell (the row's own date first, then a later cell's).
        let leadsSegment = text.isWithin(3, from: segment.lowerBound, to: hit.range.lowerBound)
        // A cell listing its items with semicolons ("Video (180 minutes); Chapter 3 (p. 30-52); Reading log;
        // Quiz 2a") is a list, however long, not prose: the item is as short as its piece.
        if line.segments.count >= 2, leadsSegment || Self.wordCount(text[segment], atMost: 12)
            || Self.inShortSemicolonItem(hit.range, in: text, segment: segment) {
            if let rowDate = found.first, rowDate.range.upperBound <= segment.lowerBound {
                return offer(rowDate, sameClause: false, cue: .rowDate)
            } else {
                // "Midterm exam | Deadline: 22.10.2018": a later cell's date, when the row has none of its own.
                var nextIndex = LineMarks.firstIndex(in: found) { $0.range.lowerBound >= segment.upperBound }
                // "| Homework 9 | Fri Mar 13 | Fri Mar 20 |" under "Posted | Due": the due column's date.
                if let column = dueColumn, let due = found.firstIndex(where: { line.column(ofSegment: marks.segmentIndex(of: $0.range)) == column }),
                   due >= nextIndex {
                    nextIndex = due
                }
                if nextIndex < found.count, hit.isEvent || dueColumn != nil || rowSaysDue()
                    || Self.isNameAndDateRecord(hit, found[nextIndex], segment: segment, marks: marks) {
                    // "| Quiz 0 | out 8/25 - due 9/01 |": the first date is when it is given out; the one
                    // said due, next in the same cell, is the name's.
                    let cell = marks.segment(around: found[nextIndex].range)
                    if nextIndex + 1 < found.count, cell.contains(found[nextIndex + 1].range.lowerBound),
                       !Self.saysDue(text[segment.upperBound..<found[nextIndex].range.lowerBound]),
                       Self.saysDue(text[found[nextIndex].range.upperBound..<found[nextIndex + 1].range.lowerBound]) {
                        return offer(found[nextIndex + 1], sameClause: false, cue: .laterCellDate)
                    }
                    return offer(found[nextIndex], sameClause: false, cue: .laterCellDate)
                }
            }
        }
        // A date at the start of the line heads it.
        // Unless the line carries on the sentence of the line before and a new one begins before the
        // name ("…on Tuesday, October 17 and" / "Thursday, November 9. There will also be a final exam").
        if let first = found.first, first.range.upperBound <= hit.range.lowerBound,
           text.isWithin(24, from: text.startIndex, to: first.range.lowerBound),
           !continuesSentence || text.isWithin(2, from: first.range.upperBound, to: clause.lowerBound) {
            return offer(first, sameClause: false, cue: .lineStartDate)
        }
        return nil
    }

    /// ". ", ". Due ", ". Deadline: ": the words between a name's sentence and a date say nothing else
    /// than that it is due.
    /// The sentence must end with a full stop: a list's ";" parts items that a label before them may date.
    static func opensWithDue(_ words: Substring) -> Bool {
        guard words.first(where: { $0 != " " }) == "." else { return false }
        let lower = words.lowercased().trimming(charactersIn: " .:;,–-")
        return ["", "due", "due on", "due by", "due date", "deadline", "due date is", "deadline is"].contains(lower)
    }

    /// Whether a delimited row follows a row of the same table, a rule or border between them at most
    /// ("| 10.M | Final Project Proposals Due |" inside a grid of sessions): a table's header is its
    /// first row, so such a row, when it names its own work due, heads no column.
    static func continuesTable(_ line: DocumentLine, after previous: DocumentLine) -> Bool {
        line.hasExactColumns && previous.hasExactColumns && previous.page == line.page
            && line.number - previous.number <= 2 && previous.columnCount == line.columnCount
    }

    /// A cell that says a named piece of work is due ("Final Project Proposals Due"), not a bare header
    /// ("Due", "Assignment").
    static func namesDueWork(_ cell: String) -> Bool {
        let lower = cell.lowercased()
        return (lower.includes("due") || lower.includes("deadline")) && !TaskVocabulary.hits(in: cell).isEmpty
    }

    /// "| Assignment 1 | 2019-09-26 |": a cell that is a numbered piece of work's name and nothing else,
    /// and a later cell that is a date and nothing else. A row that names its work and gives it one bare
    /// date lists the work by that date; a row that hands work out says so ("HW 3 out", "Released").
    static func isNameAndDateRecord(_ hit: TaskVocabulary.Hit, _ date: DateScanner.Match, segment: Range<String.Index>,
                                    marks: LineMarks) -> Bool {
        let text = marks.text
        guard hit.hasNumber, text.isWithin(3, from: segment.lowerBound, to: hit.range.lowerBound),
              !text[hit.range.upperBound..<segment.upperBound].contains(where: \.isLetter) else { return false }
        let dateCell = marks.segment(around: date.range)
        return text.isWithin(2, from: dateCell.lowerBound, to: date.range.lowerBound)
            && text.isWithin(2, from: date.range.upperBound, to: dateCell.upperBound)
    }

    /// Whether a written range covers more than a week and a half ("Exam 1 (Jan 18-Feb 8 lectures)"):
    /// in parentheses after a name it says what the deliverable covers, not when it is due.
    static func spansWeeks(_ date: DateExpression) -> Bool {
        func monthAndDay(_ value: DateExpression.Value) -> (Int, Int)? {
            switch value {
            case .named(let month, let day, _): return (month, day)
            case .numeric(let first, let second, _, let dayFirst): return dayFirst == true ? (second, first) : (first, second)
            case .iso(_, let month, let day): return (month, day)
            case .week: return nil
            }
        }
        guard let end = date.end, let (startMonth, startDay) = monthAndDay(date.value), let (endMonth, endDay) = monthAndDay(end) else {
            return false
        }
        let months = (endMonth - startMonth + 12) % 12
        return months * 30 + endDay - startDay > 10
    }

    /// Whether the name at `index` follows the one before it in a list ("lab report and post-lab",
    /// "quiz, test") and is a different name.
    static func listedBeside(_ hits: [TaskVocabulary.Hit], _ index: Int, in text: String) -> Bool {
        guard index > 0, hits[index - 1].range.upperBound <= hits[index].range.lowerBound,
              TitleKey(hits[index - 1].title).words != TitleKey(hits[index].title).words else { return false }
        let between = text[hits[index - 1].range.upperBound..<hits[index].range.lowerBound].trimmingWhitespace()
        return ["and", ",", "&", ", and", "+"].contains(between)
    }

    /// A line that is little more than its date ("Day 4: Thursday, 23 July", "**Monday, June 3**").
    static func isPureHeading(_ text: String, dates: [DateScanner.Match]) -> Bool {
        // The words between the dates, read gap by gap and no further than a fourth word.
        var words = 0
        var start = text.startIndex
        for index in 0...dates.count {
            let gap = index < dates.count ? dates[index].range.lowerBound : text.endIndex
            if gap > start {
                for word in text[start..<gap].lowercased().split(whereSeparator: { !$0.isLetter }) where !Self.headingFiller.contains(String(word)) {
                    words += 1
                    if words > 3 { return false }
                }
            }
            if index < dates.count { start = max(start, dates[index].range.upperBound) }
        }
        return true
    }

    private static let headingFiller: Set<String> = ["day", "week", "session", "class", "lecture", "meeting", "module", "unit", "of", "and", "the"]

    // MARK: Clauses

    /// Whether a text has at most `limit` words, counting no further than that.
    static func wordCount(_ text: Substring, atMost limit: Int) -> Bool {
        var count = 0, inWord = false
        for character in text {
            if character == " " { inWord = false } else if !inWord {
                inWord = true
                count += 1
                if count > limit { return false }
            }
        }
        return true
    }

    // MARK: Titles

    /// The deliverable's name, with a short subtitle after a colon ("Discussion Board: Original Post")
    /// and capitalised words just before it ("Ethnic Roots Essay 1").
    static func title(for hit: TaskVocabulary.Hit, in text: String, clause: Range<String.Index>) -> String {
        var title = hit.title
        // A few words before the name at most: no need to split a long clause.
        let reach = text.index(hit.range.lowerBound, offsetBy: -120, limitedBy: clause.lowerBound) ?? clause.lowerBound
        var before = text[reach..<hit.range.lowerBound].split(separator: " ")
        if reach > clause.lowerBound, text[text.index(before: reach)] != " ", !before.isEmpty { before.removeFirst() }
        var prefix: [Substring] = []
        for word in before.reversed() {
            guard word.first?.isUppercase ?? false, word.count > 1, !Self.weekdayOrMonth(word),
                  !["Due", "Submit", "The", "A", "An", "Complete", "Upload", "Turn", "Hand", "Mid-term", "By"].contains(String(word)),
                  prefix.count < 3, word.allSatisfy({ $0.isLetter || $0 == "-" }) else { break }
            prefix.insert(word, at: 0)
        }
        // A stage of numbered work is named with it: "Paper 1 draft", "Lab 3 report", "Project 2 proposal".
        // An exam or a quiz after it is an event of its own, not a stage of the work.
        if prefix.isEmpty, !hit.hasNumber, hit.type != .exam, hit.type != .quiz, let numbered = Self.numberedWork(endingWith: before) {
            return Self.title(for: hit, in: text, clause: clause, after: numbered + " " + title)
        }
        // An unnumbered name takes its describing words too: "your final research or teaching plan worksheet".
        if prefix.isEmpty, !hit.hasNumber {
            var described: [Substring] = []
            for word in before.reversed() {
                let lower = word.lowercased()
                guard described.count < 5, word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "/" }),
                      !Self.determiners.contains(lower), !Self.weekdayOrMonth(word) else { break }
                described.insert(word, at: 0)
            }
            prefix = described
        }
        if !prefix.isEmpty { title = TaskVocabulary.title(prefix.joined(separator: " ")) + " " + title }
        return Self.title(for: hit, in: text, clause: clause, after: title)
    }

    /// The numbered work that the words before a name end with ("… Paper 1", "… Problem Set 2"), as a title.
    private static func numberedWork(endingWith before: [Substring]) -> String? {
        guard before.count >= 2, let last = before.last, last.first?.isNumber == true || last.first == "#" else { return nil }
        if let several = numberedSeveral(endingWith: before) { return several }
        for count in [2, 3] where before.count >= count {
            let words = String(before.suffix(count).joined(separator: " ").drop { !$0.isLetter })
            if let named = TaskVocabulary.hits(in: words).last, named.hasNumber, named.range.upperBound == words.endIndex,
               named.range.lowerBound == words.startIndex {
                return named.title
            }
        }
        return nil
    }

    /// Numbered pieces of one kind the words before a name end with, in the plural: "Labs 2 and 3",
    /// "Labs 4-5" ("Labs 2 and 3 report" is one report of both). The kind is read in the singular, as the
    /// vocabulary names one piece at a time.
    private static func numberedSeveral(endingWith before: [Substring]) -> String? {
        let words = before.suffix(4).map { $0.trimming(charactersIn: "*_[(") }
        let kindAt: Int
        if words.count == 4, ["and", "&", "to", "-", "–"].contains(words[2].lowercased()), words[1].allSatisfy(\.isNumber), words[3].allSatisfy(\.isNumber) {
            kindAt = 0
        } else if words.count >= 2, words[words.count - 1].range(of: "^\\d{1,3}[-–]\\d{1,3}$", options: .regularExpression) != nil {
            kindAt = words.count - 2
        } else {
            return nil
        }
        let kind = words[kindAt]
        guard kind.count > 3, kind.lowercased().hasSuffix("s"), kind.first?.isLetter ?? false else { return nil }
        guard TaskVocabulary.numberedPiece(ofPlural: Substring(kind), number: words[kindAt + 1].prefix { $0.isNumber }) != nil else { return nil }
        return words[kindAt...].joined(separator: " ")
    }

    /// A title finished: in the singular, with the subtitle a colon gives it ("Project: Memory chamber").
    private static func title(for hit: TaskVocabulary.Hit, in text: String, clause: Range<String.Index>, after named: String) -> String {
        var title = TaskVocabulary.singularLastWord(named)
        let after = text[hit.range.upperBound..<clause.upperBound]
        if after.hasPrefix(":") {
            let subtitle = after.dropFirst().prefix(160).prefix { $0 != "(" && $0 != "\t" && $0 != "," }
            let words = subtitle.split(separator: " ")
            let kept = words.prefix { word in
                let lower = word.lowercased()
                // A link's address ("submit assignment: [https://classroom…]") is where, not what.
                return !["due", "by", "on", "at", "-", "–", "tba", "tbd", "tba.", "tbd."].contains(lower) && !Self.weekdayOrMonth(word)
                    && !lower.includes("://") && !lower.hasPrefix("www.")
                    && !(word.first?.isNumber ?? false && lower.includes("/"))
            }
            if !kept.isEmpty, kept.count <= 8 { title += ": " + kept.joined(separator: " ") }
        }
        return title.trimming(charactersIn: " :.,-–")
    }

    static let determiners: Set<String> = ["a", "an", "the", "your", "my", "our", "their", "his", "her", "its", "this", "that",
                                          "these", "those", "of", "for", "and", "to", "in", "on", "with", "by", "due", "submit",
                                          "complete", "upload", "please", "is", "are", "will", "be", "at", "from", "each", "every",
                                          "one", "all", "any", "no", "as", "than", "then", "after", "before", "during", "per"]

    static func weekdayOrMonth(_ word: Substring) -> Bool {
        let lower = word.lowercased().trimming(charactersIn: ".,:")
        return DateScanner.monthNumber(lower) != nil && lower.count >= 3 || DateScanner.weekdayValue(lower) != nil && lower.count >= 3
    }

    // MARK: Cues

    /// Whether an unnumbered name is the description of the numbered one before it: "Graded Assignment 3,
    /// Predicate logic assignment" (one piece of work) but not "Homework 3, final paper" (two kinds) nor
    /// "Lab 2, then the lab report" (more than a few describing words between).
    static func describesPrevious(_ hit: TaskVocabulary.Hit, after previous: TaskVocabulary.Hit, in text: String) -> Bool {
        guard !hit.hasNumber, previous.hasNumber, previous.type == hit.type, previous.range.upperBound <= hit.range.lowerBound,
              describes(hit.title, numbered: previous.title) else { return false }
        let between = text[previous.range.upperBound..<hit.range.lowerBound].drop { $0 == "*" || $0 == "_" }
        guard between.first == "," else { return false }
        let words = between.split { !$0.isLetter && $0 != "-" }
        return words.count <= 4 && !words.contains { ["and", "or", "then", "plus", "also"].contains($0.lowercased()) }
    }

    /// Whether `name`, with no number, ends in a word the numbered name has ("Predicate logic
    /// assignment" of "Graded Assignment 3"): the same kind of work, said again.
    static func describes(_ name: String, numbered: String) -> Bool {
        guard !name.contains(where: \.isNumber), numbered.contains(where: \.isNumber),
              let head = name.split(whereSeparator: { !$0.isLetter }).last.map({ TaskVocabulary.singularLastWord($0.lowercased()) }) else { return false }
        return numbered.lowercased().split(whereSeparator: { !$0.isLetter }).contains { TaskVocabulary.singularLastWord(String($0)) == head }
    }

    /// Words before a name that point at work listed elsewhere ("the following homework problems",
    /// "the listed reading assignments", "the above assignments"), with the words of a kind that may sit
    /// between them and the name ("the listed reading assignments").
    static func pointsAtAList(_ before: String) -> Bool {
        var words = before.split(separator: " ").suffix(3)
        if let last = words.last, kindWords.contains(last) { words.removeLast() }
        guard let last = words.last, pointers.contains(last) else { return false }
        guard let determiner = words.dropLast().last else { return last == "listed" }
        return listDeterminers.contains(determiner) || last == "listed"
    }

    private static let kindWords: Set<Substring> = ["reading", "weekly", "daily", "written", "homework"]
    private static let pointers: Set<Substring> = ["following", "listed", "above", "aforementioned", "above-mentioned"]
    private static let listDeterminers: Set<Substring> = ["the", "all", "these", "any", "each"]

    static let dueCues = ["due", "submit", "submission of", "deadline", "turn in", "hand in", "upload", "complete", "lodge", "deposit"]

    /// A due cue, or "by" followed by a date, weekday or time ("by August 31", "by Friday", "by 5pm").
    static func hasDueCue(_ text: String) -> Bool {
        dueCues.contains(where: text.includes)
            || text.includes("by ") && text.range(of: "\\bby\\s+(?:the\\s+)?(?:\\d|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|noon|midnight|end)",
                          options: .regularExpression) != nil
    }
    static let announcement = ["release", "posted", "assigned", "available", "handed out", "distributed", "will be out", " out ",
                               "introduced", "begins", "kickoff", "kick-off"]
    /// An announcement word; "available soon" is a link's state on a course page, not work given out.
    static func saysAnnouncement(_ lower: String) -> Bool {
        guard announcement.contains(where: lower.includes) else { return false }
        // A link's address is no word of the page: "[Problem Set 0](/ps0posted)" says nothing is posted.
        let addresses = WebAddresses.ranges(in: lower)
        if !addresses.isEmpty {
            var shown = lower
            for range in addresses.reversed() { shown.replaceSubrange(range, with: " ") }
            return saysAnnouncement(shown)
        }
        guard lower.includes("available soon") else { return true }
        return announcement.contains { $0 != "available" && lower.includes($0) }
            || lower.replacingOccurrences(of: "available soon", with: "").includes("available")
    }

    /// An announcement word, or the word "out" ("HW1 out" in a schedule's last column, "HW3 out, HW2 due").
    static func announces(_ lower: String) -> Bool {
        guard !saysAnnouncement(lower) else { return true }
        guard lower.includes(" out") else { return false }
        var from = lower.startIndex
        while let found = lower[from...].range(of: " out") {
            if found.upperBound == lower.endIndex || !lower[found.upperBound].isLetter { return true }
            from = found.upperBound
        }
        return false
    }
    static let notDeliverable = ["office hour", "review session", "solutions posted", "solutions released", "solution key",
                                 "grades returned", "returned", "study guide", "practice exam", "practice midterm", "practice quiz", "practice test", "practice final", "exam review",
                                 "review for", "mock exam", "past exam", "past paper", "sample exam", "studio:", "work day",
                                 "work on", "workshop:", "i'll return", "i will return", "i’ll return"]
    /// The term a line names with its season, if any.
    static func termOfLine(_ line: DocumentLine) -> Term? {
        guard line.lower.includes("20") || line.lower.includes("19"), let term = Term.find(in: line.text)?.term, term.season != nil else { return nil }
        return term
    }

    /// A date written without a year in a line that names its term ("Fall 2016 mid-term exam … On
    /// October 25"): the term's year, as a course that runs over several terms needs.
    static func inTerm(_ expression: DateExpression, _ term: Term?) -> DateExpression {
        guard case .named(let month, let day, nil) = expression.value, let term else { return expression }
        var placed = expression
        placed.value = .named(month: month, day: day, year: term.year(forMonth: month))
        return placed
    }

    /// Whether words between a name and a date, or between two dates, say the later one is a due date.
    static func saysDue(_ words: Substring) -> Bool {
        let lower = words.lowercased()
        return ["due", "deadline", "submit", "turn in", "turned in", "hand in", "handed in"].contains(where: lower.includes)
    }

    /// Words that deny the name right after them.
    static let denials: [[Substring]] = [["no"], ["won't", "be", "a"], ["won't", "be", "an"], ["will", "not", "be", "a"],
                                         ["will", "not", "be", "an"], ["not", "a"], ["not", "an"], ["without", "a"], ["without", "an"]]

    /// Whether the words just before a name deny it.
    static func isDenied(_ before: Substring) -> Bool {
        let words = before.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "’" })
            .map { Substring($0.replacingOccurrences(of: "’", with: "'")) }
        return denials.contains { words.count >= $0.count && Array(words.suffix($0.count)) == $0 }
    }

    static let aboutTheDeliverable = ["review", "prep", "practice", "study guide", "solution", "info session", "q&a", "overview"]
    /// The words before a name that make it what a session is for ("review for", "prep for the") or what
    /// it introduces ("Intro to poster presentations"): a class, not the deliverable.
    static let sessionFor = ["review for ", "review for the ", "prep for ", "prep for the ", "preparation for ", "preparation for the ",
                             "study for ", "study for the ", "practice for ", "practice for the ", "session for ", "session for the ",
                             "intro to ", "intro to the ", "introduction to ", "introduction to the "]
    /// The text before a name less its last word ("intro to poster " is "intro to "), when that word is
    /// one of letters: the first word of a name the vocabulary knows by its second.
    static func withoutLastWord(_ before: String) -> Substring {
        var trimmed = Substring(before)
        while trimmed.last == " " { trimmed.removeLast() }
        let word = trimmed.reversed().prefix { $0.isLetter }.count
        guard word > 0, word < trimmed.count, trimmed.dropLast(word).last == " " else { return "" }
        return trimmed.dropLast(word)
    }

    /// Whether the words after a name, two at most, are followed by "workshop" ("creation workshop").
    static func namesAWorkshop(_ next: Substring) -> Bool {
        let words = next.split(whereSeparator: { !$0.isLetter }).prefix(3)
        return words.contains("workshop") || words.contains("workshops")
    }

    /// The words before a name that make it the subject of a talk ("discuss", "discussion of the").
    static let talkAbout = ["discuss ", "discuss the ", "discussing ", "discussing the ", "discussion of ", "discussion of the ",
                            "go over ", "go over the ", "going over ", "going over the ", "talk about ", "talk about the "]
    /// The words before a name that make the date when work on it begins or a place for it is chosen.
    static let startOf = ["start ", "start on ", "start the ", "begin ", "begin the ", "begin work on ", "sign up for ", "sign-up for ",
                          "signup for ", "register for ", "kick off ", "start working on ", "begin working on ", "work time on "]
    static let undatedCues = ["tba", "tbd", "to be announced", "to be determined", "date to come"]

    /// Whether a table row has a cell that says only that its date is undecided ("TBD", "*TBA*").
    static func hasUndecidedCell(_ line: DocumentLine) -> Bool {
        guard line.segments.count >= 2 else { return false }
        return line.segments.contains { segment in
            segment.count <= 24 && undatedCues.contains(segment.lowercased().trimming(charactersIn: " *_.()"))
        }
    }
    static let administrative = ["last day to", "last day for", "add/drop", "drop deadline", "withdraw", "registration",
                                 "office hours", "census date", "grades due", "incomplete", "academic checkpoint", "change deadline",
                                 "enrol", "enroll"]

    /// A clause that makes work recur ("due every Friday", "weekly"), as its rule; in a line of prose a
    /// weekday in the plural ("due on Fridays") does too, while in a table's row it places the row's work.
    static func recurrence(in text: String, isProse: Bool) -> String? {
        recurrence(in: text) ?? (isProse && recurringWeekday(in: text.lowercased()) != nil ? text.trimmingWhitespace() : nil)
    }

    static func recurrence(in text: String) -> String? {
        let patterns = ["every ", "each week", "weekly", "each class", "every week"]
        guard patterns.contains(where: text.includes) else { return nil }
        return text.trimmingWhitespace()
    }

    /// "All homework is due at 5 pm": a due time stated for a kind of task.
    func dueTimeRule(_ text: String, line: DocumentLine) -> DueTimeRule? {
        let lower = line.lower
        guard lower.includes("due"), lower.includes("all ") || lower.includes("unless otherwise") || lower.includes("each ")
                || lower.includes("are due") else { return nil }
        // The time said in a sentence that says "due", after it if it can ("Lectures MWF 8:00–8:50 am. Homework
        // is due Fridays at 10:00 pm"; "must be submitted by 11:59 AM on the due date"), not a class time elsewhere.
        let marks = LineMarks(line.text)
        var searchFrom = lower.startIndex, looked = 0
        // A rule is stated in a sentence or two: a long line is not searched for every "due" in it.
        while looked < 8, let due = lower.range(of: "due", range: searchFrom..<lower.endIndex) {
            searchFrom = due.upperBound
            looked += 1
            let dueStart = line.text.index(line.text.startIndex, offsetBy: lower.distance(from: lower.startIndex, to: due.lowerBound),
                                           limitedBy: line.text.endIndex) ?? line.text.endIndex
            let sentence = marks.clause(around: dueStart..<dueStart)
            let inSentence = line.times.filter { $0.isExplicit && sentence.contains($0.range.lowerBound) }
            guard let time = (inSentence.first { $0.range.lowerBound >= dueStart } ?? inSentence.first)?.time else { continue }
            let type = line.hits.first { sentence.contains($0.range.lowerBound) }?.type
            return DueTimeRule(type: type, time: time, source: line.reference)
        }
        return nil
    }

    static func percent(in text: String) -> Double? {
        guard text.utf8.contains(UInt8(ascii: "%")),
              let match = percentPattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let value = DateScanner.group(match, 1, text).flatMap(Double.init), value > 0, value <= 100 else { return nil }
        return value
    }

    static func target(in text: String) -> Target? {
        let range = NSRange(text.startIndex..., in: text)
        if mayHave("page", in: text), let match = pagesPattern.firstMatch(in: text, range: range), let value = DateScanner.group(match, 1, text).flatMap(Double.init) {
            return Target(value: value, unit: "pages")
        }
        if mayHave("word", in: text), let match = wordsPattern.firstMatch(in: text, range: range),
           let value = DateScanner.group(match, 1, text).map({ $0.replacingOccurrences(of: ",", with: "") }).flatMap(Double.init) {
            return Target(value: value, unit: "words")
        }
        return nil
    }

    // swiftlint:disable force_try
    static let percentPattern = try! NSRegularExpression(pattern: "(\\d{1,3}(?:\\.\\d+)?)\\s*%")
    static let pagesPattern = try! NSRegularExpression(pattern: "(\\d{1,3})[- ](?:to[- ]\\d{1,3}[- ])?pages?\\b", options: [.caseInsensitive])
    static let wordsPattern = try! NSRegularExpression(pattern: "(\\d{1,2},?\\d{3}|\\d{3,4})[- ]words?\\b", options: [.caseInsensitive])
    // swiftlint:enable force_try
}
