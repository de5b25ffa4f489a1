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
}
