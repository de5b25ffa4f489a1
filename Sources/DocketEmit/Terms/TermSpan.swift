import DocketUnderstand

/// One term as a batch of documents shows it: its name, and the days from the earliest start to
/// the latest end among its documents.
public struct TermSpan: Sendable, Equatable {
    /// As the first document of the term names it ("Fall 2025").
    public var name: String
    /// ``DocumentTerm/key``: "Autumn 2024" and "Fall 2024" are one span.
    public var key: String
    public var days: ClosedRange<CivilDate>
    /// How many of the documents are of this term.
    public var documents: Int

    public init(name: String, key: String, days: ClosedRange<CivilDate>, documents: Int) {
        self.name = name
        self.key = key
        self.days = days
        self.documents = documents
    }

    /// The terms of these documents, earliest first; documents without a term are in none.
    public static func of(_ documents: [UnderstoodDocument]) -> [TermSpan] {
        var spans: [TermSpan] = []
        for term in documents.compactMap(\.term) {
            if let index = spans.firstIndex(where: { $0.key == term.key }) {
                let days = spans[index].days
                spans[index].days = min(days.lowerBound, term.start)...max(days.upperBound, term.end)
                spans[index].documents += 1
            } else {
                spans.append(TermSpan(name: term.name, key: term.key, days: term.start...term.end, documents: 1))
            }
        }
        return spans.sorted { ($0.days.lowerBound, $0.name) < ($1.days.lowerBound, $1.name) }
    }

    /// "Fall 2024", "Fall 2024 and Fall 2025", "Spring 2025, Fall 2025 and Spring 2026".
    public static func list(_ spans: [TermSpan]) -> String {
        let names = spans.map(\.name)
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
