import Foundation

/// A reading list or bibliography: most lines are references (an author, a year, a title, a
/// publisher, journal or DOI) and none names a deliverable with a date. A syllabus lists readings
/// too, but among its schedule and policies, never as most of its lines.
struct BibliographySign: NotCourseworkSign {
    static let minimumEntries = 8
    static let minimumShare = 0.4

    /// A publication year: "2005.", "(2019)", "2016,".
    static let year = pattern("(?:\\(|\\b)(?:1[6-9]\\d\\d|20\\d\\d)[a-z]?(?:\\)|\\.|,|;|:)", [])
    /// "Melosi, Martin V." or "Cutler, D." at the start, after any list mark.
    static let author = pattern("^[-*•\\d.)\\s]*[A-Z][\\p{L}'’-]+(?:\\s[A-Z][\\p{L}'’-]+)?,\\s+[A-Z]", [])
    /// Where it was published: a press, pages, a DOI or link, a volume and issue.
    static let publication = pattern("\\bpress\\b|\\bpp?\\.\\s*\\d|\\bdoi\\b|https?://|\\bvol\\.|\\beds?\\.|\\d+\\s*\\(\\d+\\)\\s*:|:\\s*\\d+[-–]\\d+|\\bjournal\\b|\\bpublishers?\\b")

    func found(in lines: [DocumentLine]) -> NotCourseworkSighting? {
        guard let entries = Self.lines(lines, atLeast: Self.minimumShare, where: Self.isEntry), entries.count >= Self.minimumEntries,
              let first = entries.first, !Self.namesDatedDeliverable(lines) else { return nil }
        return NotCourseworkSighting(cue: "a reading list (\(entries.count) references)", line: first)
    }

    static func isEntry(_ line: DocumentLine) -> Bool {
        line.text.utf8.count > 30 && hasFourDigits(line.text) && year.matches(line.text)
            && (author.matches(line.text) || publication.matches(line.text))
    }

    /// A run of four digits: a year's, before the pattern looks for one.
    static func hasFourDigits(_ text: String) -> Bool {
        var run = 0
        for byte in text.utf8 {
            run = (0x30...0x39).contains(byte) ? run + 1 : 0
            if run == 4 { return true }
        }
        return false
    }
}
