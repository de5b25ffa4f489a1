/// A regular class meeting: days of the week and a time, where and what kind.
public struct Meeting: Codable, Sendable, Equatable, Hashable {
    /// Stays the same when the meeting's time or room changes (see ``MeetingIdentity``); empty until
    /// ``UnderstoodDocument/assignIdentities()`` runs.
    public var id: String
    public var days: [Weekday]
    public var start: TimeOfDay
    public var end: TimeOfDay?
    public var location: String?
    /// "lecture", "lab", "recitation", "tutorial", "section", "seminar", "workshop", or nil.
    public var kind: String?
    /// The section it belongs to, as written ("Section 002 lecture" → "002"); nil when none is named.
    public var section: String?
    public var source: SourceReference?

    public init(days: [Weekday], start: TimeOfDay, end: TimeOfDay?, location: String? = nil, kind: String? = nil,
                source: SourceReference? = nil, id: String = "", section: String? = nil) {
        self.id = id
        self.days = days
        self.start = start
        self.end = end
        self.location = location
        self.kind = kind
        self.section = section
        self.source = source
    }

    enum CodingKeys: String, CodingKey {
        case id, days, start, end, location, kind, section, source
    }

    // `id` may be missing from JSON an older Docket wrote: it is then empty, and given again by
    // `assignIdentities()`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id) ?? ""
        days = try container.decode([Weekday].self, forKey: .days)
        start = try container.decode(TimeOfDay.self, forKey: .start)
        end = try container.decodeIfPresent(TimeOfDay.self, forKey: .end)
        location = try container.decodeIfPresent(String.self, forKey: .location)
        kind = try container.decodeIfPresent(String.self, forKey: .kind)
        section = try container.decodeIfPresent(String.self, forKey: .section)
        source = try container.decodeIfPresent(SourceReference.self, forKey: .source)
    }

    // Every key is written, nulls included, so consumers (and the JSON Schema) see one shape.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(days, forKey: .days)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(location, forKey: .location)
        try container.encode(kind, forKey: .kind)
        try container.encode(section, forKey: .section)
        try container.encode(source, forKey: .source)
    }
}
