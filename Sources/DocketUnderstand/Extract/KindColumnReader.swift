import Foundation

/// Reads schedule tables with a column headed by a kind of deliverable whose cells number them:
///
///     Lecture | Date    | Topic              | Chapter | Quiz
///     4       | Jan. 27 | Tissue culture     | Ch. 3   | 1
///     5       | Feb. 1  | Infectious cycle   | Ch. 4   | --
///
/// "1" under "Quiz" in the row of Jan. 27 is Quiz 1 on that day. When the kind column is the last
/// one, the row's last cell is read, since rows that leave cells empty or repeat ditto marks do not
/// line up with the header otherwise.
///
/// In a table whose cells the document delimited (a Markdown or Org row), a cell of words under such
/// a column names a deliverable of that kind too: "(2) Vectors" under "Assignments" is "Assignment
/// (2) Vectors", and under a column that names several kinds ("Project / Test") a cell is the name
/// as written. A footnote mark on the header ("Assignments[fn:1]", "Quiz[^2]") is not part of it.
/// Activities ("Read ch. 3"), breaks and cells with a kind word of their own (read as names like
/// any other) are not read here, nor a lab column (its cells are the sessions' topics) or the item
/// column of a table of deliverables (read by its rows).
struct KindColumnReader {
    private struct Header {
        var width: Int
        /// The first column headed by one kind, whose numbers name deliverables.
        var column: Int?
        var title: String
        var type: TaskType
        /// Every column headed by kinds of work, with the kind when it names only one.
        var named: [(column: Int, kind: (title: String, type: TaskType)?)]
        /// Whether the first kind's header says its work is due on the row's date ("PSet Due").
        var saysDue = false
        /// A kind's own date column ("homework | homework_date"): its work is due on that column's date,
        /// not the row's, and a row that leaves it empty dates none.
        var ownDates: [Int: Int] = [:]
    }

    /// A kind's column ("Assignments", "Quiz") does not say that its work is due on the row's date: a row
    /// may list work handed out that day, which a rule of the document ("due the following Tuesday")
    /// still moves. So its mentions are not cued ``TaskCue/dueColumn``.
    private static let cues: Set<TaskCue> = [.rowDate, .tableRow]

    func read(_ lines: [DocumentLine]) -> [TaskMention] {
        var tasks: [TaskMention] = []
        // The numbered ones of the table being read: a number on several days is no deliverable's.
        var numbered: [TaskMention] = []
        var header: Header?
        var misses = 0
        for line in lines {
            if let found = Self.header(line) {
                tasks += Self.withoutRepeatedNumbers(numbered)
                numbered = []
                header = found
                misses = 0
                continue
            }
            guard let current = header else { continue }
            guard line.segments.count >= 2, let date = line.dates.first else {
                misses += 1
                if misses > Self.tolerated { header = nil }
                continue
            }
            misses = 0
            if line.hasExactColumns, line.columnCount == current.width {
                tasks += Self.names(in: line, header: current, date: date.expression)
            }
            guard let column = current.column else { continue }
            let cell: String
            if line.columns != nil, line.columnCount == current.width {
                // The row kept its empty cells' places: its column is known.
                cell = line.cell(inColumn: column)
            } else if column == current.width - 1 {
                cell = line.segments[line.segments.count - 1]
            } else if line.segments.count == current.width {
                cell = line.segments[column]
            } else {
                continue
            }
            guard let number = Self.ordinal(cell) ?? Self.numberRange(cell),
                  let due = Self.date(of: column, in: line, header: current, rowDate: date.expression) else { continue }
            numbered.append(TaskMention(title: "\(current.title) \(number)", type: current.type, date: due,
                                        source: line.reference, confidence: 0).cued(current.saysDue ? Self.cues.union([.dueColumn]) : Self.cues))
        }
        return tasks + Self.withoutRepeatedNumbers(numbered)
    }

    /// "1" under "Project" on four weeks' rows is the project those weeks belong to (the column groups
    /// the schedule into phases), not Project 1 due four times: a number a column gives on more than one
    /// day names no deliverable.
    private static func withoutRepeatedNumbers(_ mentions: [TaskMention]) -> [TaskMention] {
        var days: [String: Set<String>] = [:]
        for mention in mentions { days[mention.title, default: []].insert(mention.date.text) }
        return mentions.filter { (days[$0.title]?.count ?? 0) < 2 }
    }

    /// A header row: short cells, no date, one naming dates and one naming a kind of deliverable.
    private static func header(_ line: DocumentLine) -> Header? {
        guard line.dates.isEmpty, line.segments.count >= 3,
              line.segments.allSatisfy({ $0.split(separator: " ").count <= 3 }) else { return nil }
        let cells = line.segments.map { headerWords($0) }
        guard cells.contains(where: { dateHeaders.contains($0) }) else { return nil }
        // A table of deliverables ("Assignment | Due date") is read by its rows (``TaskReader``); a lab
        // column lists the sessions' topics.
        let itemColumn = TaskReader.deliverableColumns(line.segments)?.item
        let named: [(column: Int, kind: (title: String, type: TaskType)?)] = cells.indices.compactMap { index in
            guard index != itemColumn else { return nil }
            if let named = Self.kind(ofHeader: cells[index])?.kind { return named.type == .lab ? nil : (line.column(ofSegment: index), named) }
            // "Project / Test": kinds of work, which of them a cell names says itself.
            let pieces = cells[index].components(separatedBy: kindListBreaks).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            return pieces.count >= 2 && pieces.allSatisfy({ Self.kind(ofHeader: $0) != nil }) ? (line.column(ofSegment: index), nil) : nil
        }
        guard !named.isEmpty else { return nil }
        let single = cells.firstIndex { Self.kind(ofHeader: $0) != nil }
        let kind = single.flatMap { Self.kind(ofHeader: cells[$0]) }
        var ownDates: [Int: Int] = [:]
        for index in cells.indices where Self.kind(ofHeader: cells[index]) != nil {
            let dated = Self.ownDateHeaders(of: cells[index])
            if let own = cells.firstIndex(where: dated.contains) { ownDates[line.column(ofSegment: index)] = line.column(ofSegment: own) }
        }
        return Header(width: line.columnCount, column: single.map { line.column(ofSegment: $0) },
                      title: kind?.kind.title ?? "", type: kind?.kind.type ?? .other, named: named, saysDue: kind?.due ?? false,
                      ownDates: ownDates)
    }

    /// The headers, lower-cased, of a column that dates the work of the column headed `kind`: "homework
    /// date", "homework due", "homework deadline".
    static func ownDateHeaders(of kind: String) -> [String] {
        ["date", "due", "due date", "deadline"].map { "\(kind) \($0)" }
    }

    /// When a kind's cell in a row is due: its own date column's date where the table has one (nil when
    /// the row leaves it empty), else the row's.
    private static func date(of column: Int, in line: DocumentLine, header: Header, rowDate: DateExpression) -> DateExpression? {
        guard let own = header.ownDates[column] else { return rowDate }
        guard line.columns != nil || line.columnCount == header.width else { return nil }
        return DateScanner().matches(in: line.cell(inColumn: own)).first?.expression
    }

    /// The kind a header cell names ("Quiz", "Homeworks"), and whether it says that kind is due there
    /// ("PSet Due"); a column of the kind handed out ("PSet Out") names none.
    static func kind(ofHeader words: String) -> (kind: (title: String, type: TaskType), due: Bool)? {
        if let kind = kinds[words] { return (kind, false) }
        guard words.hasSuffix(" due"), let kind = kinds[String(words.dropLast(4))] else { return nil }
        return (kind, true)
    }

    /// A header cell's words, lower-cased, without a footnote mark ("ASSIGNMENTS[fn:1]", "Quiz[^2]", "Exams*"),
    /// a data file's field name read as words ("case_study").
    private static func headerWords(_ cell: String) -> String {
        var text = cell.lowercased().replacingOccurrences(of: "_", with: " ")
        while let mark = text.range(of: "\\[(?:fn:|\\^)[^\\]]*\\]", options: .regularExpression) { text.removeSubrange(mark) }
        return text.trimming(charactersIn: " _-:#.*†")
    }

    /// A cell of words under a column headed by kinds of work: the deliverable it names, on the row's date.
    /// A cell that lists capitalised names with commas ("Survey case study, Film response") names each,
    /// as written: the names are the work's own, not the column's kind with a topic.
    private static func names(in line: DocumentLine, header: Header, date rowDate: DateExpression) -> [TaskMention] {
        header.named.flatMap { column, kind -> [TaskMention] in
            guard let date = Self.date(of: column, in: line, header: header, rowDate: rowDate) else { return [] }
            let listed = TaskReader.namesListed(in: line.cell(inColumn: column).trimming(charactersIn: " *~"))
            return listed.compactMap { cell in
                name(cell, kind: kind, titled: listed.count == 1, line: line, date: date)
            }
        }
    }

    private static func name(_ cell: String, kind: (title: String, type: TaskType)?, titled: Bool, line: DocumentLine,
                             date: DateExpression) -> TaskMention? {
        guard let first = cell.first, first.isLetter || first.isNumber || first == "(", cell.contains(where: \.isLetter),
              (1...TaskReader.longestColumnName).contains(cell.split(separator: " ").count),
              TaskVocabulary.hits(in: cell).isEmpty, DateScanner().matches(in: cell).isEmpty else { return nil }
        let lower = cell.lowercased()
        if TaskReader.hasDueCue(lower) || TaskReader.namesNothingByPlace(lower) { return nil }
        return TaskMention(title: kind.flatMap { titled ? "\($0.title) \(cell)" : nil } ?? cell, type: kind?.type ?? .other, date: date,
                           source: line.reference, confidence: 0).cued(Self.cues)
    }

    /// A cell that is a range of numbers ("1—22", "23-39"): under a kind's column, the one of that kind
    /// covering those sections or problems ("Quiz 1—22"), as the document numbers it.
    static func numberRange(_ cell: String) -> String? {
        let text = cell.trimmingWhitespace()
        guard let dash = text.firstIndex(where: { "-–—".contains($0) }) else { return nil }
        let first = text[..<dash].trimmingWhitespace(), last = text[text.index(after: dash)...].trimmingWhitespace()
        guard (1...3).contains(first.count), (1...3).contains(last.count), first.allSatisfy(\.isNumber), last.allSatisfy(\.isNumber),
              let low = Int(first), let high = Int(last), low < high else { return nil }
        return "\(first)\(text[dash])\(last)"
    }

    private static let kindListBreaks = CharacterSet(charactersIn: "/&,+")

    /// A cell that is only a deliverable's number: "3", "#3", "3a"; not "3.1", "1-4" or "Ch. 3".
    static func ordinal(_ cell: String) -> String? {
        var text = cell.trimmingWhitespace()
        if text.hasPrefix("#") { text.removeFirst() }
        let digits = text.prefix { $0.isNumber }
        let rest = text.dropFirst(digits.count)
        guard (1...2).contains(digits.count), rest.count <= 1, rest.allSatisfy(\.isLetter), Int(digits) ?? 0 > 0 else { return nil }
        return String(digits) + rest.lowercased()
    }

    private static let dateHeaders: Set<String> = ["date", "dates", "day", "week of", "due", "due date", "deadline"]
    private static let kinds: [String: (title: String, type: TaskType)] = [
        "quiz": ("Quiz", .quiz), "quizzes": ("Quiz", .quiz), "exam": ("Exam", .exam), "exams": ("Exam", .exam),
        "homework": ("Homework", .assignment), "hw": ("Homework", .assignment), "assignment": ("Assignment", .assignment),
        "assignments": ("Assignment", .assignment), "problem set": ("Problem Set", .assignment), "lab": ("Lab", .lab),
        "labs": ("Lab", .lab), "project": ("Project", .project), "paper": ("Paper", .paper), "essay": ("Essay", .paper),
        "test": ("Test", .exam), "tests": ("Test", .exam), "projects": ("Project", .project), "papers": ("Paper", .paper),
        "essays": ("Essay", .paper), "problem sets": ("Problem Set", .assignment), "homeworks": ("Homework", .assignment),
        "presentation": ("Presentation", .presentation), "presentations": ("Presentation", .presentation),
        "case study": ("Case Study", .assignment), "case studies": ("Case Study", .assignment),
        "pset": ("Problem Set", .assignment), "psets": ("Problem Set", .assignment),
    ]
    /// Lines without a date in a row that may pass before the table is taken to have ended.
    private static let tolerated = 3
}
