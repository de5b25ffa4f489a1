import Foundation

extension TaskReader {
    /// A schedule row's cell under a column headed as what is due ("Assignment(s) due", "Deliverables")
    /// names a deliverable due on the row's date, whatever words it uses:
    ///
    ///     Meeting  | Topic               | Reading | Assignment(s) due
    ///     2-8 (F)  | Supply and demand   | Ch. 2   | Market diary entry
    ///
    /// The column, not a word in the cell, makes it a deliverable, so only cells without a kind word
    /// are read here (the rest are names like any other). A cell that is an activity ("Read Ch. 3",
    /// "Watch the video"), a break, a link to material, "none" or a date of its own names nothing; only
    /// rows whose cells the document delimited are read, since elsewhere a column left empty moves the
    /// cells after it.
    ///
    /// A cell that lists several ("Due:<br>- Creature exercise<br>- Sign up for the forum", read as
    /// "Due:; - Creature exercise; - Sign up for the forum") names one deliverable per item; a "Due:"
    /// label before them says nothing more; so does a cell that lists capitalised names with commas
    /// ("Quiz, Talking application, Film response").
    ///
    /// Only columns whose header names nothing but work (``namesOnlyWork(_:)``) are read so: under one
    /// that also names topics ("Description or deliverable") a cell of words is a topic.
    static func dueColumnNames(_ line: DocumentLine, column: Int, marks: LineMarks) -> [TaskMention] {
        guard line.hasExactColumns, line.segments.count >= 2, line.columnCount > column,
              // The row's own date, in another column.
              let date = line.dates.first(where: { line.column(ofSegment: marks.segmentIndex(of: $0.range)) != column }) else { return [] }
        let cell = line.cell(inColumn: column).replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespaces)
        let time = line.times.first { $0.isExplicit && line.column(ofSegment: marks.segmentIndex(of: $0.range)) == column }?.time
        return Self.dueCellItems(cell).compactMap { item in
            guard let first = item.first, first.isLetter || first.isNumber,
                  (1...Self.longestColumnName).contains(item.split(separator: " ").count),
                  TaskVocabulary.hits(in: item).isEmpty, DateScanner().matches(in: item).isEmpty else { return nil }
            let lower = item.lowercased()
            if hasDueCue(lower) || namesNothingByPlace(lower) || Self.namesAPeriod(lower) {
                return nil
            }
            return TaskMention(title: item, type: .other, date: date.expression, time: time, source: line.reference,
                               confidence: 0).cued([.rowDate, .tableRow, .dueColumn])
        }
    }

    /// The items a due cell lists: the cell itself, or, when it is a list ("Due:; - A; - B"), each item
    /// without its bullet and without the "Due:" label that opens the cell.
    static func dueCellItems(_ cell: String) -> [String] {
        let parts = cell.components(separatedBy: "; ").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count >= 2, parts.dropFirst().allSatisfy({ $0.hasPrefix("- ") || $0.hasPrefix("• ") }) else { return namesListed(in: cell) }
        var items = Array(parts)
        if let label = items.first?.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: " :")), label == "due" || label.isEmpty {
            items.removeFirst()
        }
        return items.map { String($0.drop { "-• ".contains($0) }) }
    }

    /// Whether a column's header names nothing but work that is due ("Assignments", "What's due",
    /// "Due by 11:59pm", "Deliverables"), not also what else its cells say ("Description or
    /// deliverable", "Topics, readings, and deadlines", "Readings due").
    static func namesOnlyWork(_ header: String) -> Bool {
        let words = header.lowercased().split { !$0.isLetter }.filter { !whenHeaderWords.contains($0) }
        return !words.isEmpty && words.allSatisfy(workHeaderWords.contains)
    }

    private static let workHeaderWords: Set<Substring> = [
        "assignment", "assignments", "homework", "homeworks", "hw", "due", "deliverable", "deliverables", "deadline", "deadlines",
        "work", "task", "tasks", "assessment", "assessments", "submission", "submissions", "item", "items", "what", "s",
        "project", "projects", "paper", "papers", "lab", "labs", "report", "reports", "quiz", "quizzes", "exam", "exams",
    ]
    /// Words of a header that say when, not what: "Due by 11:59pm", "Due date (midnight)".
    private static let whenHeaderWords: Set<Substring> = ["by", "at", "on", "pm", "am", "p", "m", "midnight", "noon", "date", "dates",
                                                          "time", "times", "is", "are"]

    /// The names a cell lists with commas ("Quiz, Talking application, Film response"), each capitalised
    /// and of a few words; else the cell as one name. A cell of a name and its note ("Essay, 5 pages",
    /// "Draft, revised") is one name.
    static func namesListed(in cell: String) -> [String] {
        guard cell.includes(", ") else { return [cell] }
        let pieces = cell.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard pieces.count >= 2, pieces.allSatisfy({ piece in
            piece.first?.isUppercase == true && (1...4).contains(piece.split(separator: " ").count) && !piece.contains(where: \.isNumber)
        }) else { return [cell] }
        return pieces
    }

    /// Whether a due cell says when rather than what: "Exam period", "Finals week", "End of term".
    static func namesAPeriod(_ lower: String) -> Bool {
        ["period", "finals week", "exam week", "end of "].contains(where: lower.includes)
    }

    /// Words a name under a due column may have.
    static let longestColumnName = 8

    /// Whether words name an administrative date, a session about work or a break, not a deliverable.
    static func namesNoDeliverable(_ lower: String) -> Bool {
        administrative.contains(where: lower.includes) || notDeliverable.contains(where: lower.includes)
            || NoClassReader.cues.contains(where: lower.includes)
    }

    /// Whether a cell that names a deliverable by its place (a due column, a kind column, a due-dates
    /// section) says something else: an announcement, a date to come, an administrative date, a break,
    /// a session about work, or an activity.
    static func namesNothingByPlace(_ lower: String) -> Bool {
        announces(lower) || undatedCues.contains(where: lower.includes) || namesNoDeliverable(lower) || opensWithActivity(lower)
    }

    /// Whether a cell or list item opens by saying that nothing is due or with an activity ("none",
    /// "Read chapter 3", "Read/watch the lecture").
    static func opensWithActivity(_ lower: String) -> Bool {
        noDeliverable.contains { lower == $0 || lower.hasPrefix($0 + " ") || lower.hasPrefix($0 + ".") || lower.hasPrefix($0 + "/") }
    }

    /// How a due column's cell says that nothing is due, or names an activity rather than a deliverable.
    static let noDeliverable = ["none", "nothing", "n/a", "na", "no", "-", "read", "reading", "readings", "watch", "listen",
                                "review", "study", "prepare", "bring", "start", "begin", "continue", "discuss", "lecture",
                                "class", "ch", "chapter", "chapters", "pp", "p", "pages", "page", "see", "optional"]
}
