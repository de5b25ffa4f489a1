import Foundation

/// An academic transcript: many rows that each give a course code, a grade and a number of credits
/// ("CHEM 1110  General Chemistry I  4.0  A-  14.80"), and no deliverable with a date. A syllabus
/// names its own course and perhaps a prerequisite or two, never a column of graded courses.
struct TranscriptSign: NotCourseworkSign {
    static let minimumRows = 6

    /// A letter grade or a grade mark: "A-", "B+", "P", "IP", "W".
    static let grades: Set<Substring> = ["A", "A+", "A-", "B+", "B", "B-", "C+", "C", "C-", "D+", "D", "D-", "F", "P", "NP", "S", "U",
                                         "W", "IP", "CR", "NC", "INC"]

    func found(in lines: [DocumentLine]) -> NotCourseworkSighting? {
        let rows = lines.filter(Self.isRow)
        guard rows.count >= Self.minimumRows, let first = rows.first, !Self.namesDatedDeliverable(lines) else { return nil }
        return NotCourseworkSighting(cue: "a transcript (\(rows.count) graded courses)", line: first)
    }

    static func isRow(_ line: DocumentLine) -> Bool {
        // A row has a code's capitals and digits; most lines of prose lack one or the other.
        guard hasCapitalsAndDigits(line.text) else { return false }
        // Cells read apart as words: a grade and a credit are tokens of their own.
        let tokens = line.text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard tokens.contains(where: grades.contains), tokens.contains(where: isCredits), let code = CourseReader.code(in: line.text) else {
            return false
        }
        // The grade is not the code's own letters ("CS 101" has no grade "C").
        let rest = line.text.replacingCharacters(in: code.range, with: " ").split(whereSeparator: { $0 == " " || $0 == "\t" })
        return rest.contains(where: grades.contains)
    }

    /// Credits or points: "4.0", "3", "14.80".
    static func isCredits(_ token: Substring) -> Bool {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        let digits = { (part: Substring) in (1...2).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber } }
        return (1...2).contains(parts.count) && parts.allSatisfy(digits)
    }

    /// Two capitals in a row ("CHEM") and a digit somewhere.
    static func hasCapitalsAndDigits(_ text: String) -> Bool {
        var capitals = 0, twoCapitals = false, digit = false
        for byte in text.utf8 {
            capitals = (0x41...0x5A).contains(byte) ? capitals + 1 : 0
            if capitals >= 2 { twoCapitals = true }
            if (0x30...0x39).contains(byte) { digit = true }
            if twoCapitals && digit { return true }
        }
        return false
    }
}
