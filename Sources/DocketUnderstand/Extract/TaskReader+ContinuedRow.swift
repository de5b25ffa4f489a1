/// A table row the PDF or Word layout wrote over several lines, its cells' text stacked:
/// "Week 3 | Silicate minerals | Lab report 1 (crystal models)" over "Date: 1/27 | due Thu Jan 29,
/// 5:00 pm". The deliverable named in the row's last cell is due on the date its last cell goes on
/// to give; failing that, the row's date is the one its first cell gives on a continuation line.
extension TaskReader {
    /// How many lines below the name a row may go on.
    static let rowContinuation = 2

    static func continuedRowDate(after hit: TaskVocabulary.Hit, index: Int, lines: [DocumentLine]) -> FoundDate? {
        let line = lines[index]
        guard line.segments.count >= 2, line.dates.isEmpty, isInLastCell(hit, of: line) else { return nil }
        let labelled = rowLabel(line.segments[0])
        var firstCellDate: FoundDate?
        for next in lines[(index + 1)...].prefix(rowContinuation) {
            // A calendar grid's next week (a date in every box) is no continuation of a row.
            guard next.page == line.page, next.segments.count >= 2 || !next.dates.isEmpty, next.dates.count <= 2 else { break }
            // The next row begins: it is labelled as this one is, or names a deliverable of its own.
            if labelled, rowLabel(next.segments[0]) { break }
            guard let nextLast = next.segments.last else { break }
            let lastStart = next.text.index(next.text.endIndex, offsetBy: -nextLast.count)
            if next.hits.contains(where: { $0.range.lowerBound >= lastStart }) { break }
            if next.segments.count >= 2, let date = next.dates.first(where: { $0.range.lowerBound >= lastStart }) {
                let time = next.times.first { $0.isExplicit && $0.range.lowerBound >= date.range.upperBound }?.time
                return FoundDate(expression: date.expression, range: nil, sameClause: false, source: nil, cue: .laterCellDate, time: time)
            }
            if firstCellDate == nil, labelled, next.segments.count >= 2, let date = next.dates.first,
               date.range.upperBound <= next.text.index(next.text.startIndex, offsetBy: next.segments[0].count) {
                firstCellDate = FoundDate(expression: date.expression, range: nil, sameClause: false, source: nil, cue: .rowDate)
            }
        }
        return firstCellDate
    }

    /// Whether a first cell labels a row by its number: "Week 3", "Session 12", "7".
    static func rowLabel(_ cell: String) -> Bool {
        let words = cell.lowercased().split(separator: " ")
        guard (1...2).contains(words.count), let number = words.last, number.allSatisfy(\.isNumber), number.count <= 3 else { return false }
        return words.count == 1 || ["week", "wk", "session", "class", "lecture", "day", "unit", "module", "meeting"].contains(String(words[0]))
    }
}
