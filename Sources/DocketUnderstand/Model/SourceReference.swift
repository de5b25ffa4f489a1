/// Where in a ``DocketCore/Document`` something was read: the page, the line (both 1-based) and the
/// line's text as written.
public struct SourceReference: Codable, Sendable, Hashable {
    public var page: Int
    public var line: Int
    public var text: String

    public init(page: Int, line: Int, text: String) {
        self.page = page
        self.line = line
        self.text = text
    }
}
