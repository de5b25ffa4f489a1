/// Days the class does not meet (a holiday, a break, a "no class" row), first to last inclusive.
public struct NoClassDay: Codable, Sendable, Equatable, Hashable {
    public var start: CivilDate
    public var end: CivilDate
    public var reason: String
    public var source: SourceReference?

    public init(start: CivilDate, end: CivilDate, reason: String, source: SourceReference? = nil) {
        self.start = start
        self.end = end
        self.reason = reason
        self.source = source
    }

    enum CodingKeys: String, CodingKey {
        case start, end, reason, source
    }

    // Every key is written, nulls included, so consumers (and the JSON Schema) see one shape.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(reason, forKey: .reason)
        try container.encode(source, forKey: .source)
    }
}
