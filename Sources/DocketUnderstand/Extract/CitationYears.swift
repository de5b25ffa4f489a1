import Foundation

/// A year written as a reference's date says when a work was published, not which term a page is for:
/// "(APIM; Kenny, Kashy, & Cook, 2006)", "(Lee et al., 2019; Park, 2020)", "Lee et al. (2019)". It
/// comes right after an author's name and a comma, or after "et al." (a comma between, or the year in
/// parentheses), and closes the reference (")", ";", or a comma before a page). A season's, a month's
/// or a day's year ("Fall, 2019", "May 3, 2019)", "Monday, 2019)") is no reference, and neither is a
/// year in parentheses after any other word ("Syllabus (2019)" may well be the term's).
enum CitationYears {
    /// Whether the year at `range` of `text` is a reference's date.
    static func isCitation(_ text: String, yearAt range: Range<String.Index>) -> Bool {
        let after = text[range.upperBound...].drop { $0.isLetter && $0.isLowercase }.prefix(1)
        guard let closing = after.first, ")];,".contains(closing) else { return false }
        var before = text[..<range.lowerBound].reversed().drop { $0 == " " }[...]
        let opened = before.first == "("
        if opened {
            before = before.dropFirst().drop { $0 == " " }
        } else {
            guard before.first == "," else { return false }
            before = before.dropFirst().drop { $0 == " " }
        }
        // The word before: an author's name ("Cook", "O'Neil") or "al." of "et al.".
        let word = String(before.prefix { !$0.isWhitespace && $0 != "(" && $0 != ";" && $0 != "," }.reversed())
        if word == "al." { return true }
        guard !opened, let first = word.first, first.isUppercase, word.count >= 2,
              word.dropFirst().allSatisfy({ $0.isLetter || $0 == "'" || $0 == "’" || $0 == "-" }) else { return false }
        return !notNames.contains(word.lowercased())
    }

    /// Capitalized words that stand before a term's or a date's year.
    private static let notNames: Set<String> = LineTokens.months.union(LineTokens.weekdays).union([
        "spring", "summer", "fall", "autumn", "winter", "term", "semester", "quarter", "session", "year",
        "sem", "trimester", "intersession", "summer1", "summer2", "copyright", "updated", "revised", "version",
    ])
}
