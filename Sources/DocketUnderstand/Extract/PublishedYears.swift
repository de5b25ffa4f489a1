import Foundation

/// Years a page gives as when the works it cites appeared: a reference's date ("Kenny, Kashy, & Cook,
/// 2006)", "Long, M. A. (2019). Policy brief", "Alon, 2007", "Cambridge UP, 2010. (NCM)"). A course is
/// no older than what it cites, so the newest of them bounds the year of a page that writes none from
/// below. A dated web address ("…/2016/09/05/backpropagation…") is left out: a tutorial or a blog post
/// a course links to is often much older than the course.
///
/// Looser than ``CitationYears``: a year read here as a reference's that is the term's ("Data Science
/// (2019)") bounds the course's year correctly as well, so only a number that is no year at all (a
/// course "ECON 2020", a room "Hall 2030") must stay out, and those stand after a bare word.
enum PublishedYears {
    /// The years of the references in `text`.
    static func years(in text: String) -> [Int] {
        yearsWritten(in: text).compactMap { $0.isReference ? $0.year : nil }
    }

    /// Every four-digit year `text` writes outside a web address, each marked whether it is a reference's
    /// (``CitationYears`` or ``isReferenceDate(_:yearAt:)``): the page's own years are the others.
    static func yearsWritten(in text: String) -> [(year: Int, isReference: Bool)] {
        guard text.includes("19") || text.includes("20") else { return [] }
        let matches = RuleExtractor.yearPattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard !matches.isEmpty else { return [] }
        // Both in the line's order: one walk over the addresses keeps a long line of links linear.
        let links = WebAddresses.ranges(in: text)
        var link = 0
        return matches.compactMap { match in
            guard let year = Range(match.range(at: 1), in: text), let value = Int(text[year]) else { return nil }
            while link < links.count, links[link].upperBound <= year.lowerBound { link += 1 }
            guard link == links.count || !links[link].contains(year.lowerBound) else { return nil }
            return (value, CitationYears.isCitation(text, yearAt: year) || isReferenceDate(text, yearAt: year))
        }
    }

    /// A year in parentheses after a name, an initial or a title ("Lazar (2016) “The ASA's…”", "Long, M. A.
    /// (2019).", "*Confessions of the Fox* (2018)"), or after a name and a comma ("Alon, 2007",
    /// "Cambridge UP, 2010.").
    static func isReferenceDate(_ text: String, yearAt range: Range<String.Index>) -> Bool {
        var before = text[..<range.lowerBound].reversed().drop { $0 == " " }[...]
        switch before.first {
        case "(":
            guard text[range.upperBound...].first == ")" else { return false }
        case ",":
            break
        default:
            return false
        }
        // A title set in italics ("*Confessions of the Fox* (2018)") ends in its markup.
        before = before.dropFirst().drop { $0 == " " || $0 == "*" || $0 == "_" }
        let word = String(before.prefix { !$0.isWhitespace && $0 != "(" && $0 != ";" && $0 != "," && $0 != "*" && $0 != "_" }.reversed())
        return CitationYears.isName(word)
    }
}
