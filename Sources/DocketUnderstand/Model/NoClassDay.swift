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
}
