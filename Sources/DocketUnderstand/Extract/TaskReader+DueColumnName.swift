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
    /// that also names topics ("Description or deliverable") a cell of words is a topic. A cell of numbers
    /// only ("1–4" under "Preview due") is the header's work with those numbers ("Preview 1–4"); a cell
    /// of a date only ("1/18" under "Due Homework") is the header's work due then (``dueDateCell``).
    static func dueColumnNames(_ line: DocumentLine, column: Int, header: String, marks: LineMarks,
                               labelHeader: String? = nil) -> [TaskMention] {
        guard line.hasExactColumns, line.segments.count >= 2, line.columnCount > column else { return [] }
        if let dated = dueDateCell(line, column: column, header: header, marks: marks, labelHeader: labelHeader) { return [dated] }
        // The row's own date, in another column.
        guard let date = line.dates.first(where: { line.column(ofSegment: marks.segmentIndex(of: $0.range)) != column }) else { return [] }
        let cell = line.cell(inColumn: column).replacingOccurrences(of: "*", with: "").trimmingWhitespace()
        let time = line.times.first { $0.isExplicit && line.column(ofSegment: marks.segmentIndex(of: $0.range)) == column }?.time
        return Self.dueCellItems(cell).compactMap { written in
            if let dated = selfDatedItem(written, line: line) { return dated }
            // "[A0](assignment0.html)": a link's label names the work its page sets.
            var item = Self.linkLabel(written) ?? written
            if !item.contains(where: \.isLetter) {
                guard item.contains(where: \.isNumber), let work = Self.workNamed(byDueHeader: header) else { return nil }
                item = "\(work) \(item)"
            }
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

    /// The items a due cell lists: its lines (a cell's line breaks read as "; ", a list's bullets
    /// dropped, and the "Due:" label that may open it), each the names it lists with commas
    /// (``namesListed(in:)``) or its numbered pieces (``numberedItems(in:)``).
    static func dueCellItems(_ cell: String) -> [String] {
        var parts = cellLines(cell)
        if parts.count >= 2, let label = parts.first?.lowercased().trimming(charactersIn: " :"),
           label == "due" || label.isEmpty {
            parts.removeFirst()
        }
        return parts.flatMap { part -> [String] in
            let item = String(part.drop { "-• ".contains($0) })
            return numberedItems(in: item) ?? namesListed(in: item)
        }.filter { !$0.isEmpty }
    }

    /// A cell's lines: where its line breaks were ("; " before a capital, a digit or a bullet, as
    /// ``CellLines`` joins them); "Paper 2; revised draft" is one line, its note after a semicolon.
    static func cellLines(_ cell: String) -> [String] {
        var lines: [String] = []
        var start = cell.startIndex, search = cell.startIndex
        while let mark = cell.range(of: "; ", range: search..<cell.endIndex) {
            search = mark.upperBound
            guard let next = cell[mark.upperBound...].first, next.isUppercase || next.isNumber || "-•*".contains(next) else { continue }
            lines.append(String(cell[start..<mark.lowerBound]))
            start = mark.upperBound
        }
        lines.append(String(cell[start...]))
        return lines.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// Whether a column's header names nothing but work that is due ("Assignments", "What's due",
    /// "Due by 11:59pm", "Deliverables"), not also what else its cells say ("Description or
    /// deliverable", "Topics, readings, and deadlines", "Readings due"). A header that says its column's
    /// work is due ("Preview due", "Memo due") names work whatever the work is called, unless it names
    /// material that is only read or watched.
    static func namesOnlyWork(_ header: String) -> Bool {
        let words = header.lowercased().split { !$0.isLetter }.filter { !whenHeaderWords.contains($0) }
        if !words.isEmpty && words.allSatisfy(workHeaderWords.contains) { return true }
        guard words.count >= 2, words.count <= 4, words.last == "due" else { return false }
        return !words.dropLast().contains(where: notWorkHeaderWords.contains)
    }

    /// What a "… due" or "Due …" header calls its work ("Preview due": "Preview", "Assignments due":
    /// "Assignment", "Due Homework": "Homework"); nil for a bare "Due".
    static func workNamed(byDueHeader header: String) -> String? {
        let words = header.split { !$0.isLetter && $0 != "/" && $0 != "-" }.filter { !whenHeaderWords.contains(Substring($0.lowercased())) }
        guard words.count >= 2 else { return nil }
        if words.last?.lowercased() == "due" { return TaskVocabulary.singularLastWord(words.dropLast().joined(separator: " ")) }
        if words.first?.lowercased() == "due" { return TaskVocabulary.singularLastWord(words.dropFirst().joined(separator: " ")) }
        return nil
    }

    /// "1/18" under "Due Homework" (or "Homework due"): a cell that holds only a date, and perhaps when on
    /// it, dates the header's work itself, whatever the row's own date. The row's label ("1" under
    /// "Week") tells one row's piece from the next: "Homework (Week 1)".
    static func dueDateCell(_ line: DocumentLine, column: Int, header: String, marks: LineMarks, labelHeader: String?) -> TaskMention? {
        guard let work = workNamed(byDueHeader: header) else { return nil }
        var own = line.dates.lazy.filter { line.column(ofSegment: marks.segmentIndex(of: $0.range)) == column }.makeIterator()
        guard let date = own.next(), own.next() == nil else { return nil }
        let times = line.times.filter { line.column(ofSegment: marks.segmentIndex(of: $0.range)) == column }
        // Nothing in the cell but the date and when on it.
        var rest = line.cell(inColumn: column)
        for written in [String(line.text[date.range])] + times.map({ String(line.text[$0.range]) }) {
            if let range = rest.range(of: written) { rest.removeSubrange(range) }
        }
        let words = rest.lowercased().split { !$0.isLetter }
        guard words.allSatisfy({ LineTokens.weekdays.contains(String($0)) || Self.whenCellWords.contains($0) }) else { return nil }
        var title = work
        if column > 0, line.column(ofSegment: 0) == 0, let label = Self.rowNumber(line.segments[0], header: labelHeader) {
            title += " (\(label))"
        }
        let type = TaskVocabulary.hits(in: work).first?.type ?? TaskVocabulary.hits(in: work + " 1").first?.type ?? .other
        return TaskMention(title: title, type: type, date: date.expression, time: times.first { $0.isExplicit }?.time,
                           source: line.reference, confidence: 0).cued([.tableRow, .dueColumn])
    }

    /// An item of a due cell that gives its own date after its name ("A1 (9/20 11:59pm)", "Essay 2 - Oct 4"):
    /// that name is due then, not on the row's date (the row is when it was set or discussed). Names with a
    /// kind word are read like any other.
    static func selfDatedItem(_ item: String, line: DocumentLine) -> TaskMention? {
        guard TaskVocabulary.hits(in: item).isEmpty, let dated = selfDated(item) else { return nil }
        return TaskMention(title: dated.name, type: .other, date: dated.date, time: dated.time,
                           source: line.reference, confidence: 0).cued([.tableRow, .dueColumn])
    }

    /// A cell that is a short name and then the one date it is due ("A1 (9/20 11:59pm)", "Essay 2 - Oct 4",
    /// "Proposal due 10/3"), with nothing after the date but when on it; nil for anything else, so a note
    /// that mentions a date ("Lab 2 (covers the 9/13 lecture)") is no due date.
    static func selfDated(_ item: String) -> (name: String, date: DateExpression, time: TimeOfDay?)? {
        guard item.contains(where: \.isNumber) else { return nil }
        let dates = DateScanner().matches(in: item)
        guard dates.count == 1, let date = dates.first, date.expression.end == nil else { return nil }
        let times = TimeScanner().matches(in: item)
        guard times.allSatisfy({ $0.range.lowerBound >= date.range.upperBound }) else { return nil }
        var after = String(item[date.range.upperBound...])
        for time in times { after = after.replacingOccurrences(of: String(item[time.range]), with: " ") }
        guard after.lowercased().split(whereSeparator: { !$0.isLetter }).allSatisfy({ whenCellWords.contains($0) }) else { return nil }
        // What comes before the date, less what joins them ("(due", " - ", "by").
        var written = item[..<date.range.lowerBound]
        while true {
            let trimmed = written.prefix(written.count - written.reversed().prefix { " (-–—:,[".contains($0) }.count)
            let lastWord = trimmed.split(separator: " ").last
            if let lastWord, ["due", "by", "on"].contains(lastWord.lowercased().drop { "([".contains($0) }) {
                written = trimmed.dropLast(lastWord.count)
            } else {
                written = trimmed
                break
            }
        }
        // "[Movie Recommendations](knn.html) (due Thu 01/22)": a link's label is the name.
        let name = linkLabel(String(written)) ?? String(written)
        guard let first = name.first, first.isLetter, (1...4).contains(name.split(separator: " ").count),
              !name.contains(where: { "()[]".contains($0) }) else { return nil }
        let lower = name.lowercased()
        if hasDueCue(lower) || namesNothingByPlace(lower) || namesAPeriod(lower) { return nil }
        return (name, date.expression, times.first { $0.isExplicit }?.time)
    }

    /// The label of a cell that is one Markdown link and nothing else; nil otherwise.
    static func linkLabel(_ cell: String) -> String? {
        guard cell.hasPrefix("["), cell.hasSuffix(")"), let close = cell.firstIndex(of: "]"),
              cell[close...].hasPrefix("]("), !cell[cell.index(after: close)...].dropFirst().contains("["),
              cell.filter({ $0 == "(" }).count == 1 else { return nil }
        let label = cell[cell.index(after: cell.startIndex)..<close].trimmingWhitespace()
        return label.isEmpty ? nil : label
    }

    /// Words a due cell may hold beside its date: "by Thursday 5pm", "due before class".
    private static let whenCellWords: Set<Substring> = ["by", "due", "at", "on", "before", "class", "noon", "midnight", "am", "pm",
                                                        "a", "p", "m", "end", "of", "day", "the"]

    /// A row's number as its first column names it: "1" under "Week" is "Week 1"; "Week 1" is itself.
    static func rowNumber(_ cell: String, header: String?) -> String? {
        let words = cell.split(separator: " ")
        guard let number = words.last, (1...3).contains(number.count), number.allSatisfy(\.isNumber) else { return nil }
        if words.count == 2, let name = words.first, name.allSatisfy(\.isLetter), name.count <= 8 { return cell.trimmingWhitespace() }
        guard words.count == 1, let header, let name = header.split(separator: " ").first,
              name.allSatisfy(\.isLetter), (2...8).contains(name.count) else { return nil }
        return "\(name) \(number)"
    }

    /// Words of a "… due" header that name what is read, watched or discussed rather than handed in.
    static let notWorkHeaderWords: Set<Substring> = [
        "reading", "readings", "read", "topic", "topics", "description", "notes", "note", "material", "materials", "slides",
        "lecture", "lectures", "video", "videos", "resources", "resource", "and", "or", "content", "agenda", "chapter", "chapters",
    ]

    /// A cell that lists numbered pieces of work ("reading 02 skill 04, redo 02", "Lab 3; Quiz 2"): each
    /// is a name of a word or two and its number; nil when the cell is not such a list.
    static func numberedItems(in cell: String) -> [String]? {
        var items: [String] = []
        var words: [Substring] = []
        for token in cell.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" }) {
            if token.first?.isNumber == true, token.allSatisfy({ $0.isNumber || $0.isLetter }), token.count <= 4 {
                guard (1...2).contains(words.count) else { return nil }
                items.append((words + [token]).joined(separator: " "))
                words = []
            } else if words.isEmpty, token == "and" || token == "&" {
                continue
            } else if token.allSatisfy(\.isLetter) {
                words.append(token)
            } else {
                return nil
            }
        }
        return items.count >= 2 && words.isEmpty ? items : nil
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
        let pieces = cell.components(separatedBy: ",").map { $0.trimmingWhitespace() }
        // A number belongs to a name the vocabulary knows ("Quiz 1, Discussion article"), not to a note ("Ch. 3, 4").
        guard pieces.count >= 2, pieces.allSatisfy({ piece in
            piece.first?.isUppercase == true && (1...4).contains(piece.split(separator: " ").count)
                && (!piece.contains(where: \.isNumber) || !TaskVocabulary.hits(in: piece).isEmpty)
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
