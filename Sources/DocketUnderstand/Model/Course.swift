/// What a document says about its course.
public struct Course: Codable, Sendable, Equatable {
    public var code: String?
    public var title: String?
    /// As written, normalised to "Season Year" where it can be ("Fall 2019").
    public var term: String?
    public var instructor: String?
    /// First and last day of classes, when stated.
    public var termStart: CivilDate?
    public var termEnd: CivilDate?

    public init(code: String? = nil, title: String? = nil, term: String? = nil, instructor: String? = nil,
                termStart: CivilDate? = nil, termEnd: CivilDate? = nil) {
        self.code = code
        self.title = title
        self.term = term
        self.instructor = instructor
        self.termStart = termStart
        self.termEnd = termEnd
    }

    enum CodingKeys: String, CodingKey {
        case code, title, term, instructor, termStart, termEnd
    }

    // Every key is written, nulls included, so consumers (and the JSON Schema) see one shape.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(title, forKey: .title)
        try container.encode(term, forKey: .term)
        try container.encode(instructor, forKey: .instructor)
        try container.encode(termStart, forKey: .termStart)
        try container.encode(termEnd, forKey: .termEnd)
    }
}
