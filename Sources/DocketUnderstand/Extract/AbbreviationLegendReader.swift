import Foundation

/// Reads schedules that name deliverables by abbreviations a legend explains:
///
///     Wednesday, Mar 6    Equity Valuation II    18.4    HW4
///     Friday, Mar 8       MG1: Prospectus (by e-mail)
///     HW = homework deliverable. MG = management game deliverable.
///
/// A legend entry is a capitalised abbreviation, "=" and a meaning that names a deliverable. Every
/// numbered use of an abbreviation the vocabulary does not know ("MG1") is then that deliverable, on
/// the date of its row, or of the row above when its line carries on a row ("MG2: Letter to
/// Investors" below "Monday, May 6 | Review for exam | HW9"). Known names ("HW4") are read as always.
struct AbbreviationLegendReader {
    struct Legend {
        var abbreviation: String
        var type: TaskType
        var uses: NSRegularExpression
    }

    func read(_ lines: [DocumentLine]) -> [TaskMention] {
        // Most documents have no "=" at all: nothing to look for. Each abbreviation once, and a legend
        // of a few: every line is searched once per abbreviation, which must not grow with the document.
        var legends: [Legend] = []
        for legend in lines.lazy.filter({ $0.text.contains("=") }).flatMap(Self.legends)
        where !legends.contains(where: { $0.abbreviation == legend.abbreviation }) {
            legends.append(legend)
            if legends.count == Self.mostLegends { break }
        }
        guard !legends.isEmpty else { return [] }
        var tasks: [TaskMention] = []
        for (index, line) in lines.enumerated() {
            for legend in legends {
                let whole = NSRange(line.text.startIndex..., in: line.text)
                for use in legend.uses.matches(in: line.text, range: whole) {
                    guard let range = Range(use.range, in: line.text), let date = Self.rowDate(of: index, in: lines) else { continue }
                    let title = Self.title(at: range, in: line)
                    tasks.append(TaskMention(title: title, type: legend.type, date: date, source: line.reference, confidence: 0)
                        .cued([.rowDate, .tableRow, .dueColumn]))
                }
            }
        }
        return tasks
    }

    /// The legend entries of a line: "HW = homework deliverable. MG = management game deliverable."
    static func legends(_ line: DocumentLine) -> [Legend] {
        let text = line.text
        return entry.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match -> Legend? in
            guard let abbreviation = DateScanner.group(match, 1, text), let meaning = DateScanner.group(match, 2, text),
                  TaskVocabulary.hits(in: abbreviation + "1").isEmpty else { return nil }
            let lower = meaning.lowercased()
            let type = TaskVocabulary.hits(in: meaning).first?.type
            guard type != nil || deliverableWords.contains(where: lower.includes) else { return nil }
            // Constant-shaped pattern around an escaped abbreviation.
            guard let uses = try? NSRegularExpression(pattern: "(?<![A-Za-z])" + NSRegularExpression.escapedPattern(for: abbreviation)
                                                      + "\\s?#?\\d{1,2}(?![\\d/])") else { return nil }
            return Legend(abbreviation: abbreviation, type: type ?? .assignment, uses: uses)
        }
    }

    /// The date of the row a line belongs to: its own first date, or, for a one-cell line that carries
    /// on the row above (no date of its own), that row's, within two lines.
    static func rowDate(of index: Int, in lines: [DocumentLine]) -> DateExpression? {
        if let own = lines[index].dates.first { return own.expression }
        guard lines[index].segments.count == 1 else { return nil }
        for above in lines[max(0, index - 2)..<index].reversed() {
            if let date = above.dates.first { return date.expression }
        }
        return nil
    }

    /// "MG1: Prospectus (by e-mail)" as "MG1: Prospectus": the use and what its cell says after it,
    /// up to a parenthesis, in a few words.
    static func title(at range: Range<String.Index>, in line: DocumentLine) -> String {
        let cell = LineMarks(line.text).segment(around: range)
        let rest = line.text[range.upperBound..<cell.upperBound].prefix { $0 != "(" }
        let words = rest.split(separator: " ").prefix(6).joined(separator: " ").trimming(charactersIn: " :-–,;.")
        let name = line.text[range].filter { $0 != " " && $0 != "#" }
        return words.isEmpty ? String(name) : "\(name): \(words)"
    }

    /// Abbreviations read from one document, at most.
    static let mostLegends = 8

    /// Words in a meaning that say it is a piece of work when no deliverable's name is there.
    static let deliverableWords = ["deliverable", "due", "submission", "assignment"]

    // swiftlint:disable:next force_try
    static let entry = try! NSRegularExpression(pattern: "(?<![A-Za-z])([A-Z]{1,4})\\s*=\\s*([A-Za-z][^.=;]{2,60})")
}
