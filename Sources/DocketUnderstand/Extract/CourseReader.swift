import Foundation

/// Reads the course's code, title, term, instructor and first and last days from the top of a
/// document and its labelled lines ("Course Number:", "Instructor:", "Classes begin").
struct CourseReader {
    let scanner = DateScanner()

    func read(_ lines: [DocumentLine]) -> (course: Course, termStart: DateExpression?, termEnd: DateExpression?) {
        var course = Course()
        let head = Array(lines.prefix(30))

        // Code: a labelled one first, else the first code-like token near the top.
        for line in lines.prefix(60) where course.code == nil {
            if let value = Self.labelled(line.text, labels: ["course number", "course code", "course no", "course id", "course"]),
               let code = Self.code(in: value) {
                course.code = code.code
            }
        }
        for line in head where course.code == nil {
            if let found = Self.code(in: line.text) {
                course.code = found.code
                let rest = line.text[found.range.upperBound...]
                    .trimming(charactersIn: " :–—-,|\t")
                if course.title == nil, rest.count >= 4, rest.split(separator: " ").count <= 12,
                   rest.first?.isLetter ?? false, !rest.lowercased().hasPrefix("syllabus") {
                    course.title = Self.clean(String(rest))
                }
            }
        }
        for line in lines.prefix(60) where course.title == nil {
            if let value = Self.labelled(line.text, labels: ["course title", "course name", "title"]) {
                course.title = Self.clean(value)
            }
        }
        // Term: near the top (further down, "Autumn 2012" is more often a citation than the term).
        for line in lines.prefix(40) where course.term == nil {
            // "Fall 2019" as a season and year; a numbered term ("Trimester 2, 2025") as written.
            if let found = Term.find(in: line.text) { course.term = found.term.season == nil ? found.written : found.term.name }
        }
        // A title that carries the term after a dash or dot keeps only the title.
        if let title = course.title, let found = Term.find(in: title), let range = title.range(of: found.written) {
            let kept = title[..<range.lowerBound].trimming(charactersIn: " ,–—-·|:(")
            if !kept.isEmpty { course.title = kept }
        }
        for line in lines.prefix(80) where course.instructor == nil {
            if let value = Self.labelled(line.text, labels: ["instructor", "professor", "lecturer", "teacher", "faculty", "course faculty"]) {
                let name = value.split(whereSeparator: { ",;(|\t".contains($0) }).first.map(String.init) ?? value
                if !name.isEmpty, name.count < 60 { course.instructor = Self.clean(name) }
            }
        }
        var termStart: DateExpression?, termEnd: DateExpression?
        for line in lines {
            let lower = line.text.lowercased()
            let dates = line.dates
            if termStart == nil, Self.startCues.contains(where: lower.includes), let first = dates.first {
                termStart = first.expression
            }
            if termEnd == nil, Self.endCues.contains(where: lower.includes), let last = dates.last {
                termEnd = last.expression
            }
        }
        return (course, termStart, termEnd)
    }

    static let startCues = ["classes begin", "classes start", "first day of class", "term begins", "semester begins",
                            "term starts", "semester starts", "first class", "instruction begins", "quarter begins", "quarter starts",
                            // The course's span stated with its dates ("meets for the next 10 weeks (March 31 – June 6)").
                            "course runs", "class runs", "course meets for", "meets for the next", "course begins", "course starts"]
    static let endCues = ["last day of class", "classes end", "last class", "term ends", "semester ends", "instruction ends"]

    /// "Label: value" for any of the labels, case-insensitive.
    static func labelled(_ text: String, labels: [String]) -> String? {
        let lower = text.lowercased()
        for label in labels {
            guard lower.hasPrefix(label) || lower.hasPrefix("• " + label) else { continue }
            let rest = text.drop(while: { $0 != ":" && $0 != "\t" })
            guard !rest.isEmpty else { continue }
            let value = rest.dropFirst().trimmingWhitespace()
            if !value.isEmpty { return value }
        }
        return nil
    }

    /// A course code: letters then a number ("STA 314", "GBIO 408/508", "FIN-4350", "CS 1510").
    static func code(in text: String) -> (code: String, range: Range<String.Index>)? {
        let range = NSRange(text.startIndex..., in: text)
        for match in codePattern.matches(in: text, range: range) {
            guard let found = Range(match.range, in: text) else { continue }
            let letters = DateScanner.group(match, 1, text) ?? ""
            if excluded.contains(letters.uppercased()) { continue }
            return (String(text[found]).trimmingWhitespace(), found)
        }
        return nil
    }

    // swiftlint:disable:next force_try
    static let codePattern = try! NSRegularExpression(pattern: "\\b((?:[A-Z]{2,5}[ -])?[A-Z]{2,5})[ -]?(\\d{2,4}[A-Z]?)(?:/\\d{2,4})?\\b")
    static let excluded: Set<String> = ["ISBN", "ROOM", "PAGE", "FALL", "SPRING", "SUMMER", "WINTER", "AM", "PM", "COVID", "UTC",
                                        "EST", "PST", "CST", "GMT", "TA", "HW", "PS", "LAB", "QUIZ", "EXAM", "UNIT", "WEEK", "DAY",
                                        "CH", "SEC", "PHONE", "FAX", "ZIP", "TEL", "EXT", "EMAIL", "OFFICE", "ASSIGNMENT", "CAMPUS"]

    static func clean(_ text: String) -> String {
        text.trimming(charactersIn: " :–—-,|\t*#").replacingOccurrences(of: "  ", with: " ")
    }
}
