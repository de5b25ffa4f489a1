import Foundation

/// Reads lists of due dates whose rows name no deliverable, the kind named once above them:
///
///     Schedule of homework assignments:
///     The following problems should be handed in by the end of class on the dates indicated.
///     Due on June 5: Section 1.2 #22; section 1.3 #6, #8.
///     Due on June 8: Section 3.1 #8; section 3.3 #10, #14.
///
/// Each "Due (on) <date>:" row is one deliverable of the kind the nearest line above names (homework
/// here), numbered in the list's order as the rows are the sets of one series. A row that names a
/// deliverable itself is left to ``TaskReader``.
struct DueRowsReader {
    /// Lines above the first row that may name the kind.
    static let lookback = 4
    /// Rows from which a run is a list (one "Due on May 3:" is a sentence like any other).
    static let minimumRows = 3

    func read(_ lines: [DocumentLine]) -> [TaskMention] {
        var tasks: [TaskMention] = []
        var index = 0
        while index < lines.count {
            guard Self.dueRowDate(lines[index]) != nil else {
                index += 1
                continue
            }
            // The run of rows, wrapped continuations allowed between them.
            var rows: [(index: Int, date: DateScanner.Match)] = []
            var next = index
            while next < lines.count, next - (rows.last?.index ?? index) <= 2 {
                if let date = Self.dueRowDate(lines[next]) { rows.append((next, date)) }
                next += 1
            }
            defer { index = (rows.last?.index ?? index) + 1 }
            guard rows.count >= Self.minimumRows, let kind = Self.kind(above: index, in: lines) else { continue }
            for (number, row) in rows.enumerated() {
                tasks.append(TaskMention(title: "\(kind.title) \(number + 1)", type: kind.type, date: row.date.expression,
                                         source: lines[row.index].reference, confidence: 0).cued([.lineStartDate, .dueWord, .dueList]))
            }
        }
        return tasks
    }

    /// "Due on June 5: …", "Due June 8 - …", "Due: 6/12 …": the date a row opens with after "due", when
    /// the row names no deliverable of its own.
    static func dueRowDate(_ line: DocumentLine) -> DateScanner.Match? {
        let lower = line.lower
        guard lower.hasPrefix("due"), line.hits.isEmpty, let first = line.dates.first else { return nil }
        let between = lower[lower.index(lower.startIndex, offsetBy: 3)...].prefix(while: { $0 == " " || $0 == ":" })
        let opening = line.text.index(line.text.startIndex, offsetBy: 3 + between.count, limitedBy: line.text.endIndex) ?? line.text.endIndex
        let rest = line.text[opening...]
        let skipped = rest.hasPrefix("on ") ? 3 : rest.hasPrefix("by ") ? 3 : 0
        let start = line.text.index(opening, offsetBy: skipped, limitedBy: line.text.endIndex) ?? line.text.endIndex
        return first.range.lowerBound == start ? first : nil
    }

    /// The kind of deliverable the lines just above a list name ("Schedule of homework assignments:").
    private static func kind(above index: Int, in lines: [DocumentLine]) -> (title: String, type: TaskType)? {
        for line in lines[max(0, index - lookback)..<index].reversed() where line.dates.isEmpty {
            guard let hit = line.hits.first(where: { $0.type != .exam && !$0.hasNumber }) else { continue }
            let word = TaskVocabulary.singular(String(line.text[hit.range]))
            return (TaskVocabulary.title(word), hit.type)
        }
        return nil
    }
}
