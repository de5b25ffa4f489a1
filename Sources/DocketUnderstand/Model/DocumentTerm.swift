/// The academic term a document belongs to, as the JSON's `term` reports it:
/// `{"name": "Fall 2025", "start": "2025-08-25", "end": "2025-12-19", "stated": true}`.
///
/// Views that show one term at a time (the week plan, its SVG, the agenda) group documents by
/// ``key``, so "Autumn 2024" and "Fall 2024" are one term.
public struct DocumentTerm: Codable, Sendable, Equatable {
    /// "Fall 2025", "Spring 2026", "2025/26"; as the document names it when it does.
    public var name: String
    /// The first day of the term: the stated first day of classes, else the document's first dated
    /// item, else the season's usual first day.
    public var start: CivilDate
    /// The last day of the term, found the same way as `start`.
    public var end: CivilDate
    /// Whether the document names its term; false when it was inferred from its dates (the season
    /// and year most of its dated items fall in).
    public var stated: Bool

    public init(name: String, start: CivilDate, end: CivilDate, stated: Bool) {
        self.name = name
        self.start = start
        self.end = end
        self.stated = stated
    }

    /// The name reduced for comparing terms: lower case, letters and digits, Autumn read as Fall.
    public var key: String { Self.key(name) }

    /// "Autumn 2024" → "fall2024", "2025-26" → "2025/26"'s key "202526".
    public static func key(_ name: String) -> String {
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }.map { $0 == "autumn" ? "fall" : String($0) }
        return words.joined()
    }
}
