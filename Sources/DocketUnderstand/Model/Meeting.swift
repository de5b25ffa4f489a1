/// A regular class meeting: days of the week and a time, where and what kind.
public struct Meeting: Codable, Sendable, Equatable, Hashable {
    public var days: [Weekday]
    public var start: TimeOfDay
    public var end: TimeOfDay?
    public var location: String?
    /// "lecture", "lab", "recitation", "tutorial", "section", "seminar", "workshop", or nil.
    public var kind: String?
    public var source: SourceReference?

    public init(days: [Weekday], start: TimeOfDay, end: TimeOfDay?, location: String? = nil, kind: String? = nil,
                source: SourceReference? = nil) {
        self.days = days
        self.start = start
        self.end = end
        self.location = location
        self.kind = kind
        self.source = source
    }
}
