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

    /// The day a document was made, when it is a plausible day for a syllabus to be made: not before
    /// 1990 and not after `today`'s next year (metadata can be missing, zero or garbage).
    public static func written(_ created: Date?, today: CivilDate) -> CivilDate? {
        guard let created else { return nil }
        let day = CivilDate(dayNumber: Int((created.timeIntervalSince1970 / 86_400).rounded(.down)))
        return (1990...(today.year + 1)).contains(day.year) ? day : nil
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
