import Foundation

/// What the user says about dates: never taken from the machine's locale.
public struct NormalizationOptions: Sendable {
    /// IANA time zone for due times ("America/Los_Angeles"); `due` carries its offset.
    public var timeZone: String = "UTC"
    /// A due time for tasks whose document states none; nil leaves them without a time.
    public var defaultDueTime: TimeOfDay?
    /// Monday of week 1 (or any day of it), when the document does not state when term starts.
    public var termStart: CivilDate?
    /// For relative decisions (overdue, priority) and, last of all, the year of an undated document.
    public var today: CivilDate
    /// When the document was made, from its file's metadata: for a document that states no year, the
    /// years its dates could fall in are weighed around this day's year instead of today's.
    public var written: CivilDate?
    /// The term the file's name gives ("CS101_Fall2019.pdf"): the term of a document that names none
    /// and writes no year anywhere.
    public var namedByFile: Term?

    /// The day a document was made, when it is a plausible day for a syllabus to be made: not before
    /// 1990 and not after `today`'s next year (metadata can be missing, zero or garbage).
    public static func written(_ created: Date?, today: CivilDate) -> CivilDate? {
        guard let created else { return nil }
        let day = CivilDate(dayNumber: Int((created.timeIntervalSince1970 / 86_400).rounded(.down)))
        return (1990...(today.year + 1)).contains(day.year) ? day : nil
    }

    /// The term a file's name states ("CS101_Fall2019.pdf", "syllabus-2024-spring.docx", "ECON 201 Spring
    /// 2023.pdf"), its folders left aside; nil when it states none.
    public static func term(inFileName path: String) -> Term? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        // "Fall2019", "2019Fall": a season and a year run together are two words.
        var spaced = ""
        for character in name {
            if let last = spaced.last, last.isLetter != character.isLetter, last.isLetter || last.isNumber,
               character.isLetter || character.isNumber {
                spaced.append(" ")
            }
            spaced.append(character)
        }
        let words = spaced.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        guard let found = Term.find(in: words), found.term.season != nil else { return nil }
        return found.term
    }

    public init(today: CivilDate) {
        self.today = today
    }
}

extension CivilDate {
    /// Today's date in a time zone.
    public static func today(in timeZone: TimeZone) -> CivilDate {
        let seconds = Int(Date().timeIntervalSince1970) + timeZone.secondsFromGMT()
        return CivilDate(dayNumber: Int((Double(seconds) / 86_400).rounded(.down)))
    }
}
