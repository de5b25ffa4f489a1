import Foundation

/// A year written as a reference's date says when a work was published, not which term a page is for:
/// "(APIM; Kenny, Kashy, & Cook, 2006)", "(Lee et al., 2019; Park, 2020)", "Lee et al. (2019)". It
/// comes right after an author's name and a comma, or after "et al." (a comma between, or the year in
/// parentheses), and closes the reference (")", ";", or a comma before a page). A season's, a month's
/// or a day's year ("Fall, 2019", "May 3, 2019)", "Monday, 2019)") is no reference, and neither is a
/// year in parentheses after any other word ("Syllabus (2019)" may well be the term's), unless a title
/// follows it as in an APA reference ("Dunning (2008). Improving …").
enum CitationYears {
    /// Whether the year at `range` of `text` is a reference's date.
    static func isCitation(_ text: String, yearAt range: Range<String.Index>) -> Bool {
        if isAuthorDate(text, yearAt: range) { return true }
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
        // APA: "Dunning (2008). Improving causal inference", "Lazar (2016) “The ASA's statement”": the
        // reference's title follows its year.
        if opened, closing == ")", titleFollows(text[range.upperBound...].dropFirst()), isName(word) { return true }
        guard !opened, let first = word.first, first.isUppercase, word.count >= 2,
              word.dropFirst().allSatisfy({ $0.isLetter || $0 == "'" || $0 == "’" || $0 == "-" }) else { return false }
        return !notNames.contains(word.lowercased())
    }

    /// Whether `word` may be a name or an initial before a reference's year ("Lazar", "A.", "O'Neil",
    /// "Potvin-Trottier"): capitalized, letters with stops, hyphens or apostrophes, and no word that
    /// stands before a page's own year.
    static func isName(_ word: String) -> Bool {
        guard let first = word.first, first.isUppercase,
              word.allSatisfy({ $0.isLetter || $0 == "." || $0 == "-" || $0 == "'" || $0 == "’" }) else { return false }
        return !notNames.contains(word.lowercased().trimmingCharacters(in: ["."]))
    }

    /// Whether what follows a year's closing parenthesis starts a reference's title: ". " and a word, or
    /// an opening quotation mark.
    private static func titleFollows(_ rest: Substring) -> Bool {
        if rest.hasPrefix(". ") { return rest.dropFirst(2).first.map { $0.isLetter || "“\"‘`*_[".contains($0) } ?? false }
        let quoted = rest.drop { $0 == " " }
        return quoted.count < rest.count && quoted.first.map { "“\"‘".contains($0) } ?? false
    }

    /// A reference list's author-date form: the year set apart by full stops after the authors ("Formmer,
    /// B. 2011. Climate change …", "Kelley et al. 2015. Climate …", "More. 1516. Utopia."). The word
    /// before the stop is a name or an initial, not a month's or a season's abbreviation ("Sept. 2019.").
    static func isAuthorDate(_ text: String, yearAt range: Range<String.Index>) -> Bool {
        let after = text[range.upperBound...].prefix(2)
        guard after.first == ".", after.count == 1 || after.last == " " else { return false }
        let before = text[..<range.lowerBound].reversed().drop { $0 == " " }
        guard before.first == "." else { return false }
        // The authors end with a name, an initial or "et al."; a list that lost an initial ("Parsons, . 2013.")
        // is still one.
        let word = String(before.dropFirst().prefix { !$0.isWhitespace && $0 != "," && $0 != "(" }.reversed())
        guard word.isEmpty || word.first?.isUppercase == true || word == "al",
              word.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "’" || $0 == "-" || $0 == "." }) else { return false }
        return !notNames.contains(word.lowercased().trimmingCharacters(in: ["."]))
    }

    /// Capitalized words that stand before a term's or a date's year.
    static let notNames: Set<String> = LineTokens.months.union(LineTokens.weekdays).union([
        "spring", "summer", "fall", "autumn", "winter", "term", "semester", "quarter", "session", "year",
        "sem", "trimester", "intersession", "summer1", "summer2", "copyright", "updated", "revised", "version",
        "syllabus", "schedule", "outline", "calendar", "course", "class", "date", "dates", "week", "due",
    ])
}
