import Foundation

/// Reads schedules whose dates carry marks that a legend explains:
///
///     III    Jan 31†‡ , Feb 2          Postulates of Quantum Mechanics
///     V      Feb 14†‡ ,16∗             Solvable Problems II
///     † - Homework assignments will be passed out.
///     ‡ - Homework assignments will be collected.
///     ∗ - Hour examination will be administered.
///
/// A legend line is a mark, a dash (or "=", ":") and what the mark means. When the meaning names a
/// deliverable and says it is due, collected, held or given (not only handed out), every date written
/// with that mark is that deliverable's day: "Feb 14†‡" is a homework due, ",16∗" an exam on Feb 16.
/// A line of marks alone stands above the date it belongs to (a superscript set apart by the PDF's
/// layout) and marks the first date of the line below.
struct MarkLegendReader {
    /// Characters that serve as marks. Plain bullets and dashes are list markers, not marks.
    static let marks: Set<Character> = ["*", "†", "‡", "§", "¶", "∗", "★", "☆", "◆", "◇", "♦", "✓", "✔", "+", "^", "~"]

    struct Legend {
        var mark: Character
        var title: String
        var type: TaskType
    }

    func read(_ lines: [DocumentLine]) -> [TaskMention] {
        let legends = lines.compactMap(Self.legend)
        guard !legends.isEmpty else { return [] }
        var tasks: [TaskMention] = []
        var count: [Character: Int] = [:]
        for (index, line) in lines.enumerated() {
            for (date, found) in Self.markedDates(in: line, above: index > 0 ? lines[index - 1] : nil) {
                for legend in legends where found.contains(legend.mark) {
                    let number = count[legend.mark, default: 0] + 1
                    count[legend.mark] = number
                    tasks.append(TaskMention(title: "\(legend.title) \(number)", type: legend.type, date: date,
                                             source: line.reference, confidence: 0).cued([.rowDate, .tableRow, .dueColumn]))
                }
            }
        }
        return tasks
    }

    /// "‡ - Homework assignments will be collected." as the mark and the deliverable it dates.
    static func legend(_ line: DocumentLine) -> Legend? {
        let text = line.text.drop(while: { $0 == " " })
        guard let mark = text.first, marks.contains(mark), line.dates.isEmpty else { return nil }
        var rest = text.drop(while: { $0 == mark }).drop(while: { $0 == " " })
        guard text.count - rest.count <= 4, let separator = rest.first else { return nil }
        if "-–—=:".contains(separator) {
            rest = rest.dropFirst().drop(while: { $0 == " " })
        } else {
            // "*Denotes homework due by date": the verb says what the mark means, as a dash would.
            let verb = rest.prefix(while: \.isLetter)
            guard Self.meaningVerbs.contains(verb.lowercased()) else { return nil }
            rest = rest[verb.endIndex...].drop(while: { $0 == " " })
        }
        let meaning = String(rest)
        let lower = meaning.lowercased()
        guard let hit = TaskVocabulary.hits(in: meaning).first,
              Self.happens.contains(where: lower.includes) || !Self.handedOut.contains(where: lower.includes) else { return nil }
        // The words up to the name ("Hour examination"), singular: the title of each occurrence.
        let name = TaskVocabulary.singular(TaskVocabulary.title(String(meaning[meaning.startIndex..<hit.range.upperBound])))
        guard name.split(separator: " ").count <= 4 else { return nil }
        return Legend(mark: mark, title: name, type: hit.type)
    }

    /// Verbs a legend writes between a mark and its meaning ("* denotes …", "† indicates …").
    static let meaningVerbs: Set<String> = ["denotes", "indicates", "means", "marks", "signifies"]

    /// Words saying the marked day is the one work is handed out or back.
    static let handedOut = TaskReader.announcement + ["passed out", "passed back", "handed back", "returned"]

    /// Words saying the marked day is the deliverable's own, not the day it is handed out.
    static let happens = ["due", "collected", "turned in", "handed in", "submitted", "administered", "held", "given", "take place"]

    /// The dates of a line with the marks written right after each, and the day numbers that follow a
    /// date after a comma ("Feb 14†‡ ,16∗" is Feb 14 and Feb 16). A line of marks alone above gives
    /// its marks to the line's first date.
    static func markedDates(in line: DocumentLine, above: DocumentLine?) -> [(DateExpression, Set<Character>)] {
        var result: [(DateExpression, Set<Character>)] = []
        let text = line.text
        for (position, match) in line.dates.enumerated() {
            var index = match.range.upperBound
            var found = Self.marks(in: text, from: &index)
            if position == 0, let above, let loose = Self.marksOnly(above.text) { found.formUnion(loose) }
            if !found.isEmpty { result.append((match.expression, found)) }
            // ", 16∗": a further day of the same month.
            guard case .named(let month, _, let year) = match.expression.value else { continue }
            while true {
                var cursor = index
                while cursor < text.endIndex, text[cursor] == " " { cursor = text.index(after: cursor) }
                guard cursor < text.endIndex, text[cursor] == "," || text[cursor] == "&" else { break }
                cursor = text.index(after: cursor)
                while cursor < text.endIndex, text[cursor] == " " { cursor = text.index(after: cursor) }
                let digits = text[cursor...].prefix { $0.isASCII && $0.isNumber }
                guard (1...2).contains(digits.count), let day = Int(digits), DateScanner.valid(month: month, day: day) else { break }
                if line.dates.contains(where: { $0.range.contains(cursor) }) { break }
                index = digits.endIndex
                let more = Self.marks(in: text, from: &index)
                if !more.isEmpty {
                    result.append((DateExpression(value: .named(month: month, day: day, year: year), text: String(digits)), more))
                }
            }
        }
        return result
    }

    /// The marks written right after `index` (spaces allowed before them), moving `index` past them.
    private static func marks(in text: String, from index: inout String.Index) -> Set<Character> {
        var cursor = index
        while cursor < text.endIndex, text[cursor] == " " { cursor = text.index(after: cursor) }
        var found: Set<Character> = []
        while cursor < text.endIndex, marks.contains(text[cursor]) {
            found.insert(text[cursor])
            cursor = text.index(after: cursor)
        }
        if !found.isEmpty { index = cursor }
        return found
    }

    /// The marks of a line that holds nothing else.
    private static func marksOnly(_ text: String) -> Set<Character>? {
        let characters = text.filter { $0 != " " && $0 != "\t" }
        guard !characters.isEmpty, characters.count <= 4, characters.allSatisfy({ marks.contains($0) }) else { return nil }
        return Set(characters)
    }
}
