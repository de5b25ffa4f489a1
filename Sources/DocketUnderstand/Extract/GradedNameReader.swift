import Foundation

/// Work the vocabulary does not know, but the grading scheme names, dated where a schedule numbers it:
///
///     | Programming Tutorials | 15% |                 (the grading scheme)
///     | Jan. 9–13 | Course Introduction | Programming Tutorial 1<br>Quiz 1 |
///
/// "Programming Tutorial 1" in the row of Jan. 9 is a piece of graded work due that day, as "Quiz 1" is.
/// A name is taken from a grading line (a name of one to four words and a percentage), and only where it
/// is followed by a number in a dated line: the number says it is one piece of a series, the grade says
/// the series is work. Names the vocabulary knows are read elsewhere; participation, attendance and
/// the like are never numbered pieces of work.
struct GradedNameReader {
    func read(_ lines: [DocumentLine]) -> [TaskMention] {
        let names = Self.gradedNames(lines)
        guard !names.isEmpty else { return [] }
        var tasks: [TaskMention] = []
        for line in lines {
            guard let date = line.dates.first, !line.text.includes("%") else { continue }
            let lower = line.lower
            for name in names where lower.includes(name.stem) {
                for number in Self.numbers(after: name.stem, in: lower) {
                    tasks.append(TaskMention(title: "\(name.title) \(number)", type: .other, date: date.expression,
                                             source: line.reference, confidence: 0)
                        .cued(line.segments.count >= 2 ? [.rowDate, .tableRow, .numbered] : [.lineStartDate, .numbered]))
                }
            }
        }
        return tasks
    }

    struct Name: Equatable {
        /// As the grading scheme writes it, in the singular: "Programming Tutorial".
        var title: String
        /// Lower-cased, the singular without its last letter's plural: "programming tutorial".
        var stem: String
    }

    /// The names a grading scheme gives work the vocabulary does not know: "Programming Tutorials | 15%",
    /// "- Syntheses (20%)", "Webwork: 10%".
    static func gradedNames(_ lines: [DocumentLine]) -> [Name] {
        var names: [Name] = []
        for line in lines where line.text.includes("%") && line.dates.isEmpty {
            let cells = line.segments.count >= 2 ? line.segments : [line.text]
            for cell in cells {
                guard let name = gradedName(in: cell) else { continue }
                if !names.contains(name) { names.append(name) }
            }
            if names.count >= Self.mostNames { break }
        }
        return names
    }

    /// A grading scheme has a few parts; a document of thousands of percentages names no more.
    static let mostNames = 12

    /// The name a grading cell gives: the words before its percentage, when they are a short plain name.
    static func gradedName(in cell: String) -> Name? {
        let text = cell.replacingOccurrences(of: "*", with: "").trimmingWhitespace()
        guard let percent = text.firstIndex(of: "%") else {
            return text.contains(where: \.isNumber) ? nil : plainName(text)
        }
        var before = text[..<percent]
        while let last = before.last, last.isNumber || last == "." || last == " " { before = before.dropLast() }
        while let last = before.last, "(:-–—|".contains(last) || last == " " { before = before.dropLast() }
        let name = before.drop { "-•*–◦▪ ".contains($0) }
        return plainName(String(name))
    }

    private static func plainName(_ text: String) -> Name? {
        let words = text.split(separator: " ")
        guard (1...4).contains(words.count), text.first?.isUppercase == true,
              words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "-" } }),
              TaskVocabulary.hits(in: text).isEmpty, TaskVocabulary.hits(in: text + " 1").isEmpty else { return nil }
        let singular = TaskVocabulary.singularLastWord(text)
        let lower = singular.lowercased()
        if TaskReader.sessionCells.contains(lower) || notWork.contains(where: lower.includes) || TaskReader.namesNoDeliverable(lower) {
            return nil
        }
        return Name(title: singular, stem: lower)
    }

    /// Parts of a grade that are never numbered pieces of work.
    private static let notWork = ["participation", "attendance", "engagement", "effort", "bonus", "extra credit", "total", "grade",
                                  "week", "lecture", "class", "session", "chapter", "unit", "module", "section", "part"]

    /// The numbers written right after a name in a line ("programming tutorial 3", "syntheses #5").
    static func numbers(after stem: String, in lower: String) -> [String] {
        var found: [String] = []
        var from = lower.startIndex
        while let range = lower.range(of: stem, range: from..<lower.endIndex) {
            from = range.upperBound
            // A whole word: "tutorials 3" and "tutorial 3", not "subtutorial 3".
            if range.lowerBound > lower.startIndex, lower[lower.index(before: range.lowerBound)].isLetter { continue }
            let rest = lower[range.upperBound...].drop { $0 == "s" }.drop { $0 == " " || $0 == "#" }
            let digits = rest.prefix { $0.isNumber }
            guard (1...2).contains(digits.count), !(rest.dropFirst(digits.count).first?.isLetter ?? false) else { continue }
            if !found.contains(String(digits)) { found.append(String(digits)) }
        }
        return found
    }
}
