import Foundation

/// A sentence of prose that wraps onto the next line with the date of the deliverable it names:
/// "…the date for the midterm exam is Monday July" / "16. Quizzes are…" (the date itself cut by the
/// wrap) and "…The Final will be scheduled by the Registrar probably" / "on August 13 from 9 to 12
/// a.m." (the date opening the next line). Read as one sentence, the date follows the name in it.
extension TaskReader {
    /// Lines shorter than this are list items or table cells rather than wrapped prose.
    static let shortestWrappedLine = 40
    /// Words that end a line whose sentence goes on with a date.
    static let leadsToDate: Set<String> = ["on", "by", "is", "be", "until", "before", "due", "at", "of", "for"]

    /// The date that continues the sentence of `hit`, the last name on line `index`, in the next line.
    static func wrappedDate(after hit: TaskVocabulary.Hit, isLastHit: Bool, index: Int, lines: [DocumentLine]) -> FoundDate? {
        let line = lines[index]
        guard isLastHit, index + 1 < lines.count, line.segments.count == 1, !line.isHeading,
              line.text.count >= shortestWrappedLine else { return nil }
        let next = lines[index + 1]
        guard next.page == line.page, next.segments.count == 1, !next.isHeading else { return nil }
        // The sentence goes on to the line's end: no stop between the name and the wrap.
        let rest = line.text[hit.range.upperBound...]
        guard !rest.indices.contains(where: { endsSentence(line.text, at: $0) }) else { return nil }
        let lastWord = line.lower.split(whereSeparator: { !$0.isLetter }).last.map(String.init) ?? ""
        // The date cut by the wrap: a month ends the line and its day opens the next.
        if LineTokens.months.contains(lastWord), next.text.first?.isNumber ?? false {
            let tail = String(line.text.suffix(24)), head = String(next.text.prefix(16))
            let joined = tail + " " + head
            let boundary = joined.index(joined.startIndex, offsetBy: tail.count)
            if let match = DateScanner().matches(in: joined).first(where: { $0.range.lowerBound < boundary && $0.range.upperBound > boundary }) {
                return FoundDate(expression: match.expression, range: nil, sameClause: true, source: nil, cue: .dateAfterName)
            }
            return nil
        }
        // The date opening the next line, after a few words that carry the sentence on ("on", "is due on").
        guard let first = next.dates.first else { return nil }
        let lead = next.text[next.text.startIndex..<first.range.lowerBound].split(separator: " ")
        let carriesOn = !lead.isEmpty && lead.count <= 3 && lead.allSatisfy { word in word.allSatisfy { $0.isLowercase } }
        guard carriesOn || (lead.isEmpty && leadsToDate.contains(lastWord) && line.text.last?.isLetter == true) else { return nil }
        // The time the sentence goes on to give ("on August 13 from 9 to 12 a.m."), before it ends.
        let sentenceEnd = next.text.range(of: ". ", range: first.range.upperBound..<next.text.endIndex)?.lowerBound ?? next.text.endIndex
        let time = next.times.first { $0.isExplicit && $0.range.lowerBound >= first.range.upperBound && $0.range.lowerBound < sentenceEnd }?.time
        // Or the time written between the name and the wrap ("final exam from 2:45-4:45 on" / "Tuesday, December 5").
        let before = line.times.first { $0.isExplicit && $0.range.lowerBound >= hit.range.upperBound }?.time
        return FoundDate(expression: first.expression, range: nil, sameClause: true, source: nil, cue: .dateAfterName, time: time ?? before)
    }

    /// A table cell cut by the wrap: the row's last cell ends with a month ("Programming Assignment 2:
    /// Due March") and the next line, the rest of the row's cells, ends with its day ("10 | 4 | 31").
    static func wrappedCellDate(after hit: TaskVocabulary.Hit, index: Int, lines: [DocumentLine]) -> FoundDate? {
        let line = lines[index]
        guard line.segments.count >= 2, index + 1 < lines.count, let last = line.segments.last, isInLastCell(hit, of: line),
              let month = last.split(whereSeparator: { !$0.isLetter }).last, LineTokens.months.contains(month.lowercased()),
              last.hasSuffix(month) else { return nil }
        let next = lines[index + 1]
        guard next.page == line.page, next.segments.count >= 2, let day = next.segments.last, (1...2).contains(day.count),
              let number = Int(day), (1...31).contains(number) else { return nil }
        guard let match = DateScanner().matches(in: "\(month) \(number)").first else { return nil }
        return FoundDate(expression: match.expression, range: nil, sameClause: true, source: nil, cue: .dateAfterName)
    }

    /// Whether a name lies in the last cell of its row.
    static func isInLastCell(_ hit: TaskVocabulary.Hit, of line: DocumentLine) -> Bool {
        guard let last = line.segments.last else { return false }
        return line.text.distance(from: hit.range.lowerBound, to: line.text.endIndex) <= last.count
    }

    /// Whether `line` carries on a sentence of prose that `previous` leaves open (it ends in a word).
    static func carriesOn(from previous: DocumentLine, to line: DocumentLine) -> Bool {
        previous.page == line.page && previous.segments.count == 1 && line.segments.count == 1 && !previous.isHeading
            && previous.text.count >= shortestWrappedLine && (previous.text.last?.isLowercase ?? false)
    }

    /// Whether the character at `index` ends a sentence or clause: not the colon of "2:45" nor the dot of "p.m.".
    static func endsSentence(_ text: String, at index: String.Index) -> Bool {
        switch text[index] {
        case ":":
            let next = text.index(after: index)
            return next == text.endIndex || text[next] == " "
        case ".", ";", "!", "?": return LineMarks.isBoundary(text, at: index)
        default: return false
        }
    }
}
