extension TaskReader {
    /// The column of a table's header row that dates each row by the first day of its week ("Week of",
    /// "Week Beginning", "Week starting", "Week commencing"): a row's date there is when its week starts,
    /// not a day anything is due on. `begins` when the header says the week begins there: "Week of" may
    /// carry the week's first class instead.
    static func weekStartColumn(_ header: DocumentLine) -> (column: Int, begins: Bool)? {
        guard header.segments.count >= 2, header.lower.includes("week") else { return nil }
        for (index, segment) in header.segments.enumerated() {
            let words = segment.lowercased().split(whereSeparator: { !$0.isLetter })
            guard words.count >= 2, words.count <= 3, words[0] == "week" else { continue }
            if words[1] == "of" { return (header.column(ofSegment: index), false) }
            if ["beginning", "starting", "start", "starts", "commencing"].contains(words[1]) { return (header.column(ofSegment: index), true) }
        }
        return nil
    }

    /// A row whose date sits in a week-start column: its page and line.
    struct WeekStartRow: Hashable {
        var page: Int
        var line: Int
    }

    /// Marks each task a row dates by the date in its week-start column (``weekStartColumn(_:)``) as
    /// dated by the start of a week.
    static func markWeekStarts(_ tasks: inout [TaskMention], rows: [WeekStartRow: DateExpression]) {
        guard !rows.isEmpty else { return }
        let scheduled: Set<TaskCue> = [.rowDate, .adjacentRowDate]
        for index in tasks.indices where !tasks[index].cues.isDisjoint(with: scheduled) {
            let place = WeekStartRow(page: tasks[index].source.page, line: tasks[index].source.line)
            if let start = rows[place], start == tasks[index].date { tasks[index].startsWeek = true }
        }
    }
}
