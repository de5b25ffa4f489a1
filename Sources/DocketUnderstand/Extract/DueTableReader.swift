import Foundation

/// Reads tables whose rows are deliverables and whose "Due" column says only when they are due:
///
///     Date              | Details                                  | Due
///     Sun Jan 11, 2026  | Assignment Team Charter & Setup (Team)   | due by 11:59pm
///                       | Quiz Peer Evaluation - Week 2            | due by 11:59pm
///
/// The row, not a word in it, makes the deliverable: its name is the item cell whatever words it uses,
/// its date the row's date cell or, for a row that leaves the date cell empty, the date of the row
/// above it (a learning platform's course summary lists every item of a day under one date). The due
/// cell must say "due" or give a time and name nothing itself; where the due column holds the names
/// ("Date | Topic | Due" with "HW 2" under Due), ``TaskReader`` reads the table instead.
struct DueTableReader {
    struct Result {
        var tasks: [TaskMention] = []
        /// The lines read as rows of such a table, so no other reader proposes their items again.
        var lines: Set<Int> = []
    }

    private struct Header {
        var width: Int
        var date: Int
        var due: Int
    }

    func read(_ lines: [DocumentLine]) -> Result {
        var result = Result()
        var index = 0
        while index < lines.count {
            guard let header = Self.header(lines[index]) else {
                index += 1
                continue
            }
            index = readRows(after: index, header: header, lines: lines, into: &result)
        }
        return result
    }

    /// The rows under a header, up to the first line that is not one; returns where reading goes on.
    private func readRows(after headerIndex: Int, header: Header, lines: [DocumentLine], into result: inout Result) -> Int {
        var current: DateScanner.Match?
        var index = headerIndex + 1
        var misses = 0
        while index < lines.count, misses <= Self.tolerated {
            let line = lines[index]
            guard line.segments.count >= 2, Self.header(line) == nil else { break }
            defer { index += 1 }
            // A row one cell short has no date cell: a date in it ("Assignment 5 (due 11/14, grace period
            // until 11/15)") is part of the item's name, and the row keeps the date of the row above.
            // A row that kept its empty cells' places lines up with the header whatever it leaves empty.
            let placed = line.columns != nil && line.columnCount == header.width
            let leading = line.segments.count < header.width && !placed ? nil : line.dates.first.flatMap { date -> DateScanner.Match? in
                let marks = LineMarks(line.text)
                return line.column(ofSegment: marks.segmentIndex(of: date.range)) == header.date ? date : nil
            }
            let full = leading != nil && (line.segments.count == header.width || placed)
            let continued = leading == nil && current != nil
                && (line.segments.count == header.width - 1 || placed && line.cell(inColumn: header.date).isEmpty)
            if let leading { current = leading }
            guard full || continued, let date = current else {
                misses += 1
                continue
            }
            // The cells of the row without its date cell: the item, then (last) what the due column says.
            var cells = line.segments
            let dueCell: String
            if placed {
                cells = (0..<header.width).filter { $0 != header.date && $0 != header.due }.map { line.cell(inColumn: $0) }.filter { !$0.isEmpty }
                dueCell = line.cell(inColumn: header.due)
            } else {
                if full { cells.remove(at: header.date) }
                dueCell = cells.removeLast()
            }
            guard let task = task(item: cells.joined(separator: " "), due: dueCell, date: date, carried: continued, line: line) else {
                misses += 1
                continue
            }
            misses = 0
            result.tasks.append(task)
            result.lines.insert(index)
        }
        return index
    }

    /// The deliverable of one row, when its due cell says due (or gives a time) and names nothing.
    private func task(item: String, due: String, date: DateScanner.Match, carried: Bool, line: DocumentLine) -> TaskMention? {
        let dueLower = due.lowercased()
        let times = TimeScanner().matches(in: due)
        let ownDates = DateScanner().matches(in: due)
        guard dueLower.includes("due") || times.contains(where: \.isExplicit),
              TaskVocabulary.hits(in: due).isEmpty, Self.saysOnlyWhen(due, times: times, dates: ownDates) else { return nil }
        let lower = item.lowercased()
        if TaskReader.namesNoDeliverable(lower) { return nil }
        var title = item.trimmingWhitespace()
        guard !title.isEmpty, title.split(separator: " ").count <= Self.longestTitle else { return nil }
        var type = TaskVocabulary.hits(in: title).first?.type ?? .other
        // "Assignment Team Charter", "Discussion Topic Week 1 …": a kind label before the item's own
        // capitalised name is dropped and gives the kind; "Assignment 3" and "Quiz" alone are names.
        if let (label, kind) = Self.kindLabel(of: title) {
            let rest = title.dropFirst(label.count).trimming(charactersIn: " :-–")
            if let next = rest.first, next.isUppercase {
                title = rest
                type = TaskVocabulary.hits(in: rest).first?.type ?? kind
            }
        }
        if let first = TaskVocabulary.hits(in: title).first, first.range.lowerBound == title.startIndex {
            title = first.title + title[first.range.upperBound...]
        }
        let time = times.first { $0.isExplicit }?.time
        var cues: Set<TaskCue> = [carried ? .adjacentRowDate : .rowDate, .rowSaysDue, .tableRow]
        if dueLower.includes("due") { cues.insert(.dueWord) }
        // "due Oct 3 by 11:59pm": a due cell that gives a date of its own says when, not the row's date.
        let dueDate = ownDates.count == 1 ? ownDates[0].expression : date.expression
        return TaskMention(title: title, type: type, date: dueDate, time: time, source: line.reference,
                           confidence: 0).cued(cues)
    }

    /// Whether a due cell says only when ("due by 11:59pm", "Due Friday"), not what: a cell that names
    /// things besides ("Due:<br>- Creature exercise") holds the names, read by ``TaskReader``.
    /// A word that mixes letters and digits ("A0", "P3") is a name, not the letter "a" of "11:59 a.m.".
    private static func saysOnlyWhen(_ due: String, times: [TimeScanner.Match], dates: [DateScanner.Match]) -> Bool {
        due.letterWords(outside: times.map(\.range) + dates.map(\.range), digits: true).allSatisfy { word in
            guard word.contains(where: \.isLetter) else { return true }
            let lower = word.lowercased()
            return Self.whenWords.contains(lower) || LineTokens.weekdays.contains(lower)
        }
    }

    private static let whenWords: Set<String> = ["due", "by", "at", "on", "before", "the", "of", "midnight", "noon", "am", "pm", "a", "p", "m",
                                                 "end", "day", "class", "start", "beginning", "in", "online", "canvas", "et", "pt", "ct", "mt"]

    /// The kind word a row's item starts with, as learning platforms label what each item is.
    private static func kindLabel(of title: String) -> (label: Substring, kind: TaskType)? {
        let words = title.split(separator: " ", maxSplits: 2)
        guard let first = words.first, let kind = kindLabels[first.lowercased()] else { return nil }
        if words.count > 1, first.lowercased() == "discussion", words[1].lowercased() == "topic" {
            return (title.prefix(first.count + 1 + words[1].count), kind)
        }
        return (first, kind)
    }

    private static let kindLabels: [String: TaskType] = [
        "assignment": .assignment, "homework": .assignment, "quiz": .quiz, "exam": .exam, "test": .exam,
        "discussion": .other, "survey": .other, "project": .project, "paper": .paper, "essay": .paper,
        "lab": .lab, "presentation": .presentation,
    ]

    /// A header row: short cells, no date, one naming the date column and a later one the due column.
    private static func header(_ line: DocumentLine) -> Header? {
        guard line.dates.isEmpty, line.segments.count >= 3,
              line.segments.allSatisfy({ $0.split(separator: " ").count <= 3 }) else { return nil }
        let lower = line.segments.map { $0.lowercased().trimmingWhitespace() }
        guard let date = lower.firstIndex(where: { dateHeaders.contains($0) }),
              let due = lower.lastIndex(where: { dueHeaders.contains($0) }),
              due == lower.count - 1, due > date + 1 else { return nil }
        return Header(width: line.columnCount, date: line.column(ofSegment: date), due: line.column(ofSegment: due))
    }

    private static let dateHeaders: Set<String> = ["date", "dates", "day", "when", "due date"]
    private static let dueHeaders: Set<String> = ["due", "due by", "due time", "deadline"]
    /// Lines in a row that may fail to be rows before the table is taken to have ended.
    private static let tolerated = 2
    /// Words an item's name may have.
    private static let longestTitle = 16
}
