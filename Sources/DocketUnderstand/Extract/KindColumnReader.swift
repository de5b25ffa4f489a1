import Foundation

/// Reads schedule tables with a column headed by a kind of deliverable whose cells number them:
///
///     Lecture | Date    | Topic              | Chapter | Quiz
///     4       | Jan. 27 | Tissue culture     | Ch. 3   | 1
///     5       | Feb. 1  | Infectious cycle   | Ch. 4   | --
///
/// "1" under "Quiz" in the row of Jan. 27 is Quiz 1 on that day. Cells that hold anything but a
/// number (a dash, a chapter, a range) name nothing. When the kind column is the last one, the row's
/// last cell is read, since rows that leave cells empty or repeat ditto marks do not line up with
/// the header otherwise.
struct KindColumnReader {
    private struct Header {
        var width: Int
        var column: Int
        var title: String
        var type: TaskType
    }

    func read(_ lines: [DocumentLine]) -> [TaskMention] {
        var tasks: [TaskMention] = []
        var header: Header?
        var misses = 0
        for line in lines {
            if let found = Self.header(line) {
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
            let cell: String
            if line.columns != nil, line.columnCount == current.width {
                // The row kept its empty cells' places: its column is known.
                cell = line.cell(inColumn: current.column)
            } else if current.column == current.width - 1 {
                cell = line.segments[line.segments.count - 1]
            } else if line.segments.count == current.width {
                cell = line.segments[current.column]
            } else {
                continue
            }
            guard let number = Self.ordinal(cell) else { continue }
            tasks.append(TaskMention(title: "\(current.title) \(number)", type: current.type, date: date.expression,
                                     source: line.reference, confidence: 0).cued([.rowDate, .tableRow, .dueColumn]))
        }
        return tasks
    }

    /// A header row: short cells, no date, one naming dates and one naming a kind of deliverable.
    private static func header(_ line: DocumentLine) -> Header? {
        guard line.dates.isEmpty, line.segments.count >= 3,
              line.segments.allSatisfy({ $0.split(separator: " ").count <= 3 }) else { return nil }
        let cells = line.segments.map { $0.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: " _-:#.")) }
        guard cells.contains(where: { dateHeaders.contains($0) }),
              let column = cells.firstIndex(where: { kinds[$0] != nil }), let kind = kinds[cells[column]] else { return nil }
        return Header(width: line.columnCount, column: line.column(ofSegment: column), title: kind.title, type: kind.type)
    }

    /// A cell that is only a deliverable's number: "3", "#3", "3a"; not "3.1", "1-4" or "Ch. 3".
    private static func ordinal(_ cell: String) -> String? {
        var text = cell.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("#") { text.removeFirst() }
        let digits = text.prefix { $0.isNumber }
        let rest = text.dropFirst(digits.count)
        guard (1...2).contains(digits.count), rest.count <= 1, rest.allSatisfy(\.isLetter), Int(digits) ?? 0 > 0 else { return nil }
        return String(digits) + rest.lowercased()
    }

    private static let dateHeaders: Set<String> = ["date", "dates", "day", "week of"]
    private static let kinds: [String: (title: String, type: TaskType)] = [
        "quiz": ("Quiz", .quiz), "quizzes": ("Quiz", .quiz), "exam": ("Exam", .exam), "exams": ("Exam", .exam),
        "homework": ("Homework", .assignment), "hw": ("Homework", .assignment), "assignment": ("Assignment", .assignment),
        "assignments": ("Assignment", .assignment), "problem set": ("Problem Set", .assignment), "lab": ("Lab", .lab),
        "labs": ("Lab", .lab), "project": ("Project", .project), "paper": ("Paper", .paper), "essay": ("Essay", .paper),
    ]
    /// Lines without a date in a row that may pass before the table is taken to have ended.
    private static let tolerated = 3
}
