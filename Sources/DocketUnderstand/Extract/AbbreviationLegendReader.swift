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
///
/// A legend may also quote a word and say what it means: "\"Perusall\" means there is reading due that
/// day" makes each dated row's cell that opens with "Perusall" a reading due that day.
struct AbbreviationLegendReader {
    struct Legend {
        var abbreviation: String
        var type: TaskType
        var uses: NSRegularExpression
        /// What a use of a word the legend quotes is called ("Perusall reading"); nil for an
        /// abbreviation, whose numbered uses name themselves ("MG1").
        var title: String? = nil
    }

    func read(_ lines: [DocumentLine]) -> [TaskMention] {
        // Most documents have no "=" at all: nothing to look for. Each abbreviation once, and a legend
        // of a few: every line is searched once per abbreviation, which must not grow with the document.
        var legends: [Legend] = []
        for legend in lines.lazy.filter({ $0.text.contains("=") || $0.lower.includes("means") }).flatMap(Self.allLegends)
        where !legends.contains(where: { $0.abbreviation == legend.abbreviation }) {
            legends.append(legend)
            if legends.count == Self.mostLegends { break }
        }
        guard !legends.isEmpty else { return [] }
        var tasks: [TaskMention] = []
        for (index, line) in lines.enumerated() {
            for legend in legends {
                let whole = NSRange(line.text.startIndex..., in: line.text)
                // A quoted word is used in a schedule's cells, not in the prose that explains it.
                if legend.title != nil, line.segments.count < 2 { continue }
                for use in legend.uses.matches(in: line.text, range: whole) {
                    guard let range = Range(use.range, in: line.text), let date = Self.rowDate(of: index, in: lines) else { continue }
                    let title = legend.title.map { Self.title($0, after: range, in: line) } ?? Self.title(at: range, in: line)
                    tasks.append(TaskMention(title: title, type: legend.type, date: date, source: line.reference, confidence: 0)
                        .cued([.rowDate, .tableRow, .dueColumn]))
                }
            }
        }
        return tasks
    }

    static func allLegends(_ line: DocumentLine) -> [Legend] {
        (line.text.contains("=") ? legends(line) : []) + (line.lower.includes("means") ? quotedLegends(line) : [])
    }

    /// "\"Perusall\" means there is reading due that day on Perusall": a quoted word whose meaning says
    /// work is due. Each cell of a dated row that opens with the word is that work, due on the row's
    /// date, called by the word and the work the meaning names before "due" ("Perusall reading").
    static func quotedLegends(_ line: DocumentLine) -> [Legend] {
        let text = line.text
        return quoted.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match -> Legend? in
            guard let word = DateScanner.group(match, 1, text), let meaning = DateScanner.group(match, 2, text) else { return nil }
            let lower = meaning.lowercased()
            guard let due = lower.range(of: " due") ?? lower.range(of: "due ") else { return nil }
            // The work named right before "due": "there is reading due" names "reading".
            let named = lower[..<due.lowerBound].split(separator: " ").suffix(2)
                .filter { !["there", "is", "are", "a", "an", "the", "some", "will", "be", "something"].contains($0) }
            guard (1...2).contains(named.count), named.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return nil }
            let work = named.joined(separator: " ")
            let type = TaskVocabulary.hits(in: work + " 1").first?.type ?? (work.hasPrefix("reading") ? .reading : .other)
            guard let uses = try? NSRegularExpression(pattern: "(?<![A-Za-z])" + NSRegularExpression.escapedPattern(for: word)
                                                      + "(?![A-Za-z])") else { return nil }
            return Legend(abbreviation: word, type: type, uses: uses, title: "\(word) \(work)")
        }
    }

    /// A quoted word's title, with the parenthesis right after its use ("Perusall (1.1-1.7)").
    static func title(_ title: String, after range: Range<String.Index>, in line: DocumentLine) -> String {
        let rest = line.text[range.upperBound...].drop { $0 == " " }
        guard rest.first == "(", let close = rest.firstIndex(of: ")"), rest.distance(from: rest.startIndex, to: close) <= 30 else { return title }
        return "\(title) \(rest[...close])"
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
    static let quoted = try! NSRegularExpression(pattern: "[\"“]([A-Z][A-Za-z0-9-]{1,20}(?: [A-Za-z0-9-]{1,20}){0,2})[\"”] (?:means|indicates|denotes) ([^.;]{3,100})")

    // swiftlint:disable:next force_try
    static let entry = try! NSRegularExpression(pattern: "(?<![A-Za-z])([A-Z]{1,4})\\s*=\\s*([A-Za-z][^.=;]{2,60})")
}
