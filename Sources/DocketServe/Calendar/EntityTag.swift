import Docket

/// A strong entity tag for a response body (its SHA-256), and the `If-None-Match` test (RFC 9110
/// §13.1.2: weak comparison, `*` matches anything), so a calendar client that polls an unchanged
/// feed gets 304 and no body.
public struct EntityTag: Sendable, Equatable {
    /// The header value, quotes included: `"3f2a..."`.
    public let value: String

    public init(body: String) {
        value = "\"" + String(SHA256.hex(Array(body.utf8)).prefix(32)) + "\""
    }

    /// Whether an `If-None-Match` value names this tag.
    public func isMatched(byIfNoneMatch header: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == value
        }
    }
}
