import Foundation

/// Reads schedules kept as a table whose first column labels what each row holds, under rows that
/// date the class sessions:
///
///     | __2. 9 Feb.__  | __The Nature of Costs__               |
///     | _Read:_        | Chapter 2                             |
///     | _Problems:_    | __P1:__ Cost in a Multiproduct Firm   |
///     |                | __P2:__ Data Collection Issues        |
///     | __3. 14 Feb.__ | __Cost estimation__                   |
///
/// A row whose first cell holds a date starts a session; the rows under it without one belong to it,
/// as a heading's lines do. A label that names work ("Problems:", "Homework:", "Case:", "Due:") makes
/// the cell beside it one piece of work due at that session, and so does every row below that leaves
/// the label cell empty; a label of anything else ("Read:", "Topic:") makes what it labels nothing.
/// The label, not a word in the cell, makes the deliverable, so the cell keeps its own name.
struct RowLabelReader {
    /// Words a name may have; a longer cell is a note, not a name.
    static let longestName = 12

    func read(_ lines: [DocumentLine]) -> [TaskMention] {
        // Most documents have no label column: look for one labelled row before reading.
        guard lines.contains(where: { $0.hasExactColumns && Self.label(of: $0.cell(inColumn: 0)) != nil }) else { return [] }
        var tasks: [TaskMention] = []
        var session: DateExpression?
        var label: Label?
        var previous: DocumentLine?
        var rows = 0
        for line in lines {
            let isRow = line.hasExactColumns && line.columnCount >= 2
            // A table's rows follow each other (a Markdown table's rule stands between its header and its
            // first row): anything else ends the session and its label.
            let adjacent = previous.map { $0.page == line.page && line.number - $0.number <= (rows == 1 ? 2 : 1) } ?? false
            previous = line
            if !isRow || !adjacent {
                session = nil
                label = nil
                rows = 0
            }
            guard isRow else { continue }
            rows += 1
            if let date = Self.sessionDate(line) {
                session = date
                label = nil
                continue
            }
            let first = Self.plain(line.cell(inColumn: 0))
            if !first.isEmpty { label = Self.label(of: first) }
            guard let date = session, let current = label, current.namesWork else { continue }
            let cell = (1..<line.columnCount).lazy.map { Self.plain(line.cell(inColumn: $0)) }.first { !$0.isEmpty } ?? ""
            guard let task = Self.task(named: cell, label: current, date: date, line: line) else { continue }
            tasks.append(task)
        }
        return tasks
    }

    /// What a label cell says of the cells beside it.
    struct Label {
        var namesWork: Bool
        var type: TaskType?
    }

    /// A label cell: a word or three, ending with a colon or one of the known labels ("_Case_").
    static func label(of cell: String) -> Label? {
        guard mayBeLabel(cell) else { return nil }
        let text = plain(cell)
        let colon = text.hasSuffix(":")
        let words = text.trimming(charactersIn: ":").lowercased().split(separator: " ")
        guard (1...3).contains(words.count), words.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return nil }
        let phrase = words.joined(separator: " ")
        if let type = workLabels[phrase] ?? workLabels[String(words.last ?? "")] { return Label(namesWork: true, type: type) }
        if ["due", "deliverable", "deliverables", "submit", "to submit", "hand in"].contains(phrase) { return Label(namesWork: true, type: nil) }
        if let hit = TaskVocabulary.hits(in: phrase).first, hit.type != .reading, !activityLabels.contains(phrase) {
            return Label(namesWork: true, type: hit.type)
        }
        return colon || activityLabels.contains(phrase) ? Label(namesWork: false, type: nil) : nil
    }

    /// Labels of work the vocabulary does not know by that word alone.
    private static let workLabels: [String: TaskType] = [
        "problem": .assignment, "problems": .assignment, "case": .assignment, "cases": .assignment,
        "survey": .other, "surveys": .other,
    ]

    /// Labels of what is done in or for class, not handed in.
    private static let activityLabels: Set<String> = [
        "read", "reading", "readings", "watch", "listen", "topic", "topics", "slides", "notes", "lecture", "video", "videos",
        "prepare", "preparation", "optional", "resources", "materials", "in class", "discussion", "review", "theme", "note",
    ]

    /// The session a row dates: a date in its first cell, as the line's dates (read once) place it.
    private static func sessionDate(_ line: DocumentLine) -> DateExpression? {
        guard let firstCell = line.segments.first, !firstCell.isEmpty, line.column(ofSegment: 0) == 0,
              let end = line.text.utf8.index(line.text.startIndex, offsetBy: firstCell.utf8.count, limitedBy: line.text.endIndex)
        else { return nil }
        return line.dates.first { $0.range.upperBound <= end }?.expression
    }

    /// A cheap look before reading a cell as a label: a few letters, no digit.
    private static func mayBeLabel(_ cell: String) -> Bool {
        cell.utf8.count <= 40 && !cell.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            && cell.utf8.contains(where: { $0 >= UInt8(ascii: "A") })
    }

    /// One piece of work a labelled cell names.
    private static func task(named cell: String, label: Label, date: DateExpression, line: DocumentLine) -> TaskMention? {
        let words = cell.split(separator: " ")
        guard let firstCharacter = cell.first, firstCharacter.isLetter || firstCharacter.isNumber || firstCharacter == "\u{201C}" || firstCharacter == "\"",
              (1...longestName).contains(words.count), DateScanner().matches(in: cell).isEmpty else { return nil }
        let lower = cell.lowercased()
        if TaskReader.namesNoDeliverable(lower) || TaskReader.namesNothingByPlace(lower) { return nil }
        let hit = TaskVocabulary.hits(in: cell).first
        // Under "Due:", a cell that names no kind of work and is no name ("see Canvas") is a note.
        guard hit != nil || label.type != nil || firstCharacter.isUppercase || firstCharacter.isNumber else { return nil }
        // The name, up to a note in brackets after it ("Pre-class survey (on the course site)").
        var end = cell.endIndex
        if let note = cell.range(of: " ("), cell[..<note.lowerBound].contains(" ") { end = note.lowerBound }
        var title = String(cell[..<end])
        if let hit, hit.range.lowerBound == cell.startIndex, hit.range.upperBound <= end { title = hit.title + cell[hit.range.upperBound..<end] }
        // The label says what kind of work its cells are; a word in a name ("Paper Co.") does not.
        let type = label.type ?? hit?.type ?? .other
        return TaskMention(title: title, type: type, date: date, time: nil, source: line.reference, confidence: 0)
            .cued([.adjacentRowDate, .tableRow, .dueColumn])
    }

    /// A cell without the emphasis marks around its words ("__P1:__ Cost" → "P1: Cost").
    static func plain(_ cell: String) -> String {
        cell.replacingOccurrences(of: "__", with: "").replacingOccurrences(of: "**", with: "")
            .trimming(charactersIn: " _*").trimmingWhitespace()
    }
}
