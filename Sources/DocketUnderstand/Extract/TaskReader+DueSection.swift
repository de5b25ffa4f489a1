import Foundation

extension TaskReader {
    /// A section whose heading says that what it lists are due dates:
    ///
    ///     ## Homework Due Dates           ## Other Deadlines
    ///     Feb 3   | 2.1–2.14              Mar 2  | Field notebook
    ///     Feb 10  | 3.5–3.22              Mar 20 | Poster draft
    ///
    /// Each row of a date and a name under it is a deliverable due that day, whatever words the name
    /// uses: the heading, not a word in the row, says so. A heading that names one kind of work gives
    /// a bare name its kind ("Homework 2.1–2.14" under "Homework Due Dates"). The section runs to the
    /// next heading of its rank or higher.
    struct DueSection {
        var index: Int
        var level: Int
        /// The one kind of work the heading names, as a title and a type.
        var kind: (title: String, type: TaskType)?
        /// The header row of a table in the section, whose cells name what each column's dates are for.
        var columnNames: DocumentLine?

        /// The section a Markdown heading opens, when it says due dates or deadlines and gives no date.
        init?(heading line: DocumentLine, index: Int) {
            guard let level = line.headingLevel, line.dates.isEmpty,
                  line.text.split(separator: " ").count <= TaskReader.longestSectionHeading else { return nil }
            let words = line.lower.split { !$0.isLetter }
            guard words.contains("due") || words.contains("deadlines") || words.contains("deadline") else { return nil }
            self.index = index
            self.level = level
            // "Homework due dates" names one kind; "Exam or other due dates" and "Lab and quiz deadlines" do not.
            let hits = line.hits
            if hits.count == 1, !hits[0].hasNumber, !words.contains(where: { ["or", "and", "other", "all"].contains($0) }) {
                kind = (hits[0].title, hits[0].type)
            }
        }

        /// Whether a heading below the section's keeps it open: only one of lower rank.
        func isContinued(by line: DocumentLine) -> Bool {
            guard let level = line.headingLevel else { return true }
            return level > self.level
        }
    }

    /// The deliverable a row of a due-dates section names: a date cell and a name cell, nothing else;
    /// or an item that opens with its date ("+ Aug 25, 2020: Project proposal (group)").
    static func dueSectionRow(_ line: DocumentLine, section: DueSection) -> TaskMention? {
        if line.segments.count == 1 { return dueSectionItem(line, section: section) }
        guard line.segments.count == 2, line.dates.count == 1, let date = line.dates.first else { return nil }
        let marks = LineMarks(line.text)
        let dateCell = marks.segmentIndex(of: date.range)
        let name = line.segments[1 - dateCell].replacingOccurrences(of: "*", with: "").trimmingWhitespace()
        return dueSectionMention(name, date: date, line: line, section: section, cues: [.rowDate, .tableRow, .deliverablesTable, .dueWord])
    }

    /// A line of a due-dates section that opens with a date, then a time perhaps, then the name after a
    /// colon, dash or comma; the name runs to its first note in parentheses. Later dates in the line
    /// are notes ("written documents can be updated until Sep 13").
    static func dueSectionItem(_ line: DocumentLine, section: DueSection) -> TaskMention? {
        let text = line.text
        guard let date = line.dates.first,
              text[..<date.range.lowerBound].allSatisfy({ " \t-+*•·–>".contains($0) }) else { return nil }
        var rest = text[date.range.upperBound...]
        if let time = line.times.first(where: { $0.range.lowerBound >= date.range.upperBound }),
           text[date.range.upperBound..<time.range.lowerBound].allSatisfy({ $0 == " " || $0 == "," }) {
            rest = text[time.range.upperBound...]
        }
        let separators = " :–—-,"
        guard let separator = rest.first, separators.contains(separator) else { return nil }
        var name = rest.drop { separators.contains($0) }
        if let note = name.range(of: " (") { name = name[..<note.lowerBound] }
        let cleaned = String(name).replacingOccurrences(of: "*", with: "").trimmingWhitespace()
        return dueSectionMention(cleaned, date: date, line: line, section: section, cues: [.rowDate, .dueList, .dueWord])
    }

    private static func dueSectionMention(_ name: String, date: DateScanner.Match, line: DocumentLine, section: DueSection,
                                          cues: Set<TaskCue>) -> TaskMention? {
        guard let first = name.first, first.isLetter || first.isNumber || first == "\"" || first == "“",
              (1...longestSectionName).contains(name.split(separator: " ").count) else { return nil }
        let lower = name.lowercased()
        if namesNothingByPlace(lower) { return nil }
        var title = name, type = TaskType.other
        if let hit = TaskVocabulary.hits(in: name).first {
            type = hit.type
            if hit.range.lowerBound == name.startIndex { title = hit.title + name[hit.range.upperBound...] }
        } else if let kind = section.kind {
            title = "\(kind.title) \(name)"
            type = kind.type
        }
        let time = line.times.first { $0.isExplicit }?.time
        return TaskMention(title: title, type: type, date: date.expression, time: time, source: line.reference,
                           confidence: 0).cued(cues)
    }

    /// The deliverables of a row of dates under a header that names each column's work:
    ///
    ///     ## Weekly due dates
    ///     | Week   | Quiz (Mon) | Lab (Wed) | Reflection (Sun) |
    ///     | Week 2 | Apr 4      | Apr 6     | Apr 10           |
    ///
    /// Each date is the column's work for the row ("Quiz (Week 2)" on Apr 4); a cell without a date
    /// ("-") names nothing. A row is read so when its cells but the first are dates, dashes or empty,
    /// and at least two are dates or one is beside a dash.
    static func dueSectionDates(_ line: DocumentLine, section: DueSection) -> [TaskMention]? {
        guard let header = section.columnNames, line.hasExactColumns, line.columnCount == header.columnCount,
              !line.dates.isEmpty else { return nil }
        var byColumn: [Int: DateScanner.Match] = [:]
        // Each cell read on its own: two dates in cells side by side are not one range.
        for (index, cell) in line.segments.enumerated() where index > 0 || line.column(ofSegment: 0) > 0 {
            let dates = DateScanner().matches(in: cell)
            guard let date = dates.first else { continue }
            // The date is its cell, whole ("Apr 4", "Mon Apr 4"), not words about it.
            guard dates.count == 1, cell.count <= date.expression.text.count + 5 else { return nil }
            byColumn[line.column(ofSegment: index)] = date
        }
        // Every other cell but the first is empty or a dash: the row is dates and nothing else.
        let others = (1..<line.columnCount).filter { byColumn[$0] == nil }.map { line.cell(inColumn: $0) }
        guard others.allSatisfy({ $0.allSatisfy { "-–— ".contains($0) } }), byColumn.count >= 2 || !others.isEmpty else { return nil }
        // What the row is: its first cell, when that is no date ("Week 2").
        let label = byColumn[0] == nil ? Self.linkLabels(line.cell(inColumn: 0)) : ""
        return byColumn.keys.sorted().compactMap { column in
            guard let date = byColumn[column] else { return nil }
            let name = Self.columnName(Self.linkLabels(header.cell(inColumn: column)))
            guard !name.isEmpty else { return nil }
            let type = TaskVocabulary.hits(in: name).first?.type ?? section.kind?.type ?? .other
            return TaskMention(title: label.isEmpty ? name : "\(name) (\(label))", type: type, date: date.expression,
                               source: line.reference, confidence: 0).cued([.rowDate, .tableRow, .deliverablesTable, .dueWord])
        }
    }

    /// A header cell as a name: a weekday note in parentheses ("Quiz (Mon)") dropped.
    static func columnName(_ cell: String) -> String {
        var name = cell
        if let open = name.lastIndex(of: "("), name.hasSuffix(")") { name = String(name[..<open]) }
        return name.trimmingWhitespace()
    }

    /// Words a due-dates heading may have.
    static let longestSectionHeading = 8
    /// Words a name in a due-dates section may have.
    static let longestSectionName = 12
}
