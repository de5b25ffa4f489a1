import Foundation

/// An academic term as a document names it: "Fall 2019", "Spring Semester 2023", "Autumn 2025",
/// "Summer Session D 2026", "2018/19".
public struct Term: Sendable, Equatable {
    public enum Season: String, Sendable {
        case spring = "Spring", summer = "Summer", fall = "Fall", winter = "Winter", autumn = "Autumn"
    }

    public var season: Season?
    /// The calendar year the term starts in.
    public var year: Int
    /// For an academic year written "2018/19": the second year.
    public var endYear: Int?

    public init(season: Season?, year: Int, endYear: Int? = nil) {
        self.season = season
        self.year = year
        self.endYear = endYear
    }

    /// The year a month-and-day date without a year falls in during this term.
    public func year(forMonth month: Int) -> Int {
        switch season {
        case .fall?, .autumn?:
            return month >= 7 ? year : year + 1  // a January date in a Fall syllabus is next year
        case .winter?:
            return month >= 10 ? year - 1 : year
        case .spring?, .summer?:
            return year
        case nil:
            if let endYear { return month >= 7 ? year : endYear }
            return year
        }
    }

    /// "Fall 2019".
    public var name: String {
        if let season { return "\(season.rawValue) \(year)" }
        if let endYear { return "\(year)/\(String(endYear).suffix(2))" }
        return String(year)
    }

    /// Finds the first term named in a text.
    ///
    /// A long line is asked again for each date in it (a date's year may come from the line's term),
    /// so the last long text's answer is kept: searching a 100 KB line once per date made reading it
    /// grow with the square of its length.
    public static func find(in text: String) -> (term: Term, written: String)? {
        guard text.utf8.count >= LastFound.shortest else { return search(text) }
        if let known = lastFound.answer(for: text) { return known }
        let found = search(text)
        lastFound.keep(found, for: text)
        return found
    }

    /// The last long text searched and what was found in it, shared by the threads reading documents.
    private final class LastFound: @unchecked Sendable {
        static let shortest = 512
        private let lock = NSLock()
        private var text: String?
        private var found: (term: Term, written: String)?

        /// What was found in `text` (itself nil where nothing was), or nil if `text` is not the last one.
        func answer(for text: String) -> (term: Term, written: String)?? {
            lock.lock()
            defer { lock.unlock() }
            return self.text == text ? .some(found) : .none
        }

        func keep(_ found: (term: Term, written: String)?, for text: String) {
            lock.lock()
            defer { lock.unlock() }
            self.text = text
            self.found = found
        }
    }

    private static let lastFound = LastFound()

    private static func search(_ text: String) -> (term: Term, written: String)? {
        let range = NSRange(text.startIndex..., in: text)
        if let match = seasonYear.firstMatch(in: text, range: range),
           let season = DateScanner.group(match, 1, text), let year = DateScanner.int(DateScanner.group(match, 2, text)),
           let written = DateScanner.group(match, 0, text) {
            let name = season.prefix(1).uppercased() + season.dropFirst().lowercased()
            return (Term(season: Season(rawValue: name), year: year), written)
        }
        if let match = yearSeason.firstMatch(in: text, range: range),
           let year = DateScanner.int(DateScanner.group(match, 1, text)), let season = DateScanner.group(match, 2, text),
           let written = DateScanner.group(match, 0, text) {
            let name = season.prefix(1).uppercased() + season.dropFirst().lowercased()
            return (Term(season: Season(rawValue: name), year: year), written)
        }
        if let match = numberedTerm.firstMatch(in: text, range: range),
           let year = DateScanner.int(DateScanner.group(match, 1, text)), let written = DateScanner.group(match, 0, text) {
            return (Term(season: nil, year: year), written)
        }
        if let match = academicYear.firstMatch(in: text, range: range),
           let first = DateScanner.int(DateScanner.group(match, 1, text)), let second = DateScanner.int(DateScanner.group(match, 2, text)),
           let written = DateScanner.group(match, 0, text) {
            let end = second < 100 ? first / 100 * 100 + second : second
            if end == first + 1 { return (Term(season: nil, year: first, endYear: end), written) }
        }
        return nil
    }

    // swiftlint:disable force_try
    private static let seasonYear = try! NSRegularExpression(
        pattern: "\\b(spring|summer|fall|autumn|winter)\\b(?:\\s+(?:semester|term|quarter|session(?:\\s+[a-z0-9]{1,2})?))?[\\s,_-]+(?:of\\s+)?((?:19|20)\\d{2})\\b",
        options: [.caseInsensitive])
    private static let yearSeason = try! NSRegularExpression(
        pattern: "\\b((?:19|20)\\d{2})\\s+(spring|summer|fall|autumn|winter)\\b", options: [.caseInsensitive])
    /// "Trimester 2, 2025", "Semester 1 2026", "Quarter 3, 2024".
    private static let numberedTerm = try! NSRegularExpression(
        pattern: "\\b(?:trimester|semester|quarter|term|block)\\s*(?:\\d|one|two|three|i{1,3})\\b[\\s,]+((?:19|20)\\d{2})\\b",
        options: [.caseInsensitive])
    private static let academicYear = try! NSRegularExpression(
        pattern: "\\b((?:19|20)\\d{2})\\s*[/–-]\\s*((?:19|20)?\\d{2})\\b(?=\\s*(?:academic|school|session|year))", options: [.caseInsensitive])
    // swiftlint:enable force_try
}
