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

    enum CodingKeys: String, CodingKey {
        case days, start, end, location, kind, source
    }

    // Every key is written, nulls included, so consumers (and the JSON Schema) see one shape.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(days, forKey: .days)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(location, forKey: .location)
        try container.encode(kind, forKey: .kind)
        try container.encode(source, forKey: .source)
    }
}
