extension TaskReader {
    /// "There will be two midterm exams, on Tuesday, October 17 and" / "Thursday, November 9": a name
    /// counted ("two", "3") or written in the plural, followed in its sentence by as many dates as it
    /// counts, is that many deliverables, numbered in the order of their dates. Without this the first
    /// date goes to the plural name and the others to whatever name comes next.
    static func countedDates(for hit: TaskVocabulary.Hit, clause: Range<String.Index>, index: Int,
                             lines: [DocumentLine]) -> [DateExpression]? {
        let line = lines[index], text = line.text
        // Presentations on several listed days are slots, one of them the student's (see
        // RuleDeadlineNormalizer.firstPresentationSlots).
        // In prose only: a table row's dates belong to its cells.
        guard line.segments.count == 1, !hit.hasNumber, hit.type != .presentation else { return nil }
        let stated = statedCount(before: hit.range.lowerBound, in: text, clause: clause)
        guard stated != nil || isPlural(text, hit.range) else { return nil }
        // The sentence from the name on, carried onto the next line when the line ends mid-sentence.
        var sentence = sentenceDates(in: line, from: hit.range.upperBound)
        if !sentence.ended, index + 1 < lines.count, line.segments.count == 1 {
            let next = lines[index + 1]
            if next.page == line.page, next.segments.count == 1, !next.isHeading {
                let carried = sentenceDates(in: next, from: next.text.startIndex)
                sentence.dates += carried.dates
            }
        }
        // "Tuesday Week 5 (Oct 25th)": a week of term followed by its calendar date is one date.
        let calendar = sentence.dates.filter { !$0.isWeekOfTerm }
        let dates = calendar.count >= 2 ? calendar : sentence.dates
        guard dates.count >= 2, dates.count <= 6, stated.map({ $0 == dates.count }) ?? true else { return nil }
        return dates
    }

    /// The deliverable's name for the `number`th of a counted name: "midterm exams" gives "Midterm Exam 2".
    static func countedTitle(_ hit: TaskVocabulary.Hit, number: Int) -> String {
        var words = hit.title.split(separator: " ").map(String.init)
        if let last = words.last, last.count > 3, last.hasSuffix("s"), !last.hasSuffix("ss") { words[words.count - 1] = String(last.dropLast()) }
        return (words + ["\(number)"]).joined(separator: " ")
    }

    /// "two", "three", "2" up to three words before the name in its clause.
    private static func statedCount(before start: String.Index, in text: String, clause: Range<String.Index>) -> Int? {
        let from = max(clause.lowerBound, text.index(start, offsetBy: -40, limitedBy: clause.lowerBound) ?? clause.lowerBound)
        let words = text[from..<start].lowercased().split(whereSeparator: { $0 == " " || $0 == "," }).suffix(3)
        for word in words.reversed() {
            if let count = counts[String(word)] { return count }
        }
        return nil
    }

    /// How far after a counted name its dates are looked for, in characters.
    static let countedReach = 300

    private static let counts = ["two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5]

    /// Whether the name is written in the plural ("midterms", "midterm exams").
    private static func isPlural(_ text: String, _ range: Range<String.Index>) -> Bool {
        let after = text[range.upperBound...].prefix(8).lowercased()
        let word = text[range].lowercased()
        return (word.hasSuffix("s") && !word.hasSuffix("ss")) || after.hasPrefix(" exams") || after.hasPrefix(" quizzes")
    }

    /// The dates of a line from `start` to the end of its sentence, and whether the sentence ended there.
    private static func sentenceDates(in line: DocumentLine, from start: String.Index) -> (dates: [DateExpression], ended: Bool) {
        let text = line.text
        // A sentence that counts its dates is short; a long line is not read to its end for each name.
        let limit = text.index(start, offsetBy: countedReach, limitedBy: text.endIndex) ?? text.endIndex
        var end = limit, ended = false
        var index = start
        while index < limit {
            if endsSentence(text, at: index) {
                end = index
                ended = true
                break
            }
            index = text.index(after: index)
        }
        // The next name in the sentence claims the dates after it ("two take-home exams on 9/21 and 11/23,
        // and one in-class exam on 10/19"): the sentence is this name's only up to there.
        if let next = line.hits.first(where: { $0.range.lowerBound >= start && $0.range.lowerBound < end }) {
            end = next.range.lowerBound
            ended = true
        }
        let dates = line.dates.filter { $0.range.lowerBound >= start && $0.range.upperBound <= end }.map(\.expression)
        return (dates, ended)
    }
}
