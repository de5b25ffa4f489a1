import Docket

/// `--term` (or the config's `"term"`) applied to a run: documents of other terms are left out of
/// every format, and the run ends with a line saying which, or with an error naming the terms
/// found when none is of the one asked for.
///
/// Documents without a term (they name none and date nothing) are of no other term, so they stay.
struct TermFilter {
    let wanted: TermArgument
    /// The term of every document seen with one, kept or not: for the closing line.
    private(set) var seen: [UnderstoodDocument] = []
    /// Those left out, by input name.
    private(set) var leftOut: [(name: String, document: UnderstoodDocument)] = []

    init(wanted: TermArgument) {
        self.wanted = wanted
    }

    /// Whether the document goes on to the output; records it either way.
    mutating func keeps(_ document: UnderstoodDocument, input name: String) -> Bool {
        guard let term = document.term else { return true }
        seen.append(document)
        if wanted.matches(term) { return true }
        leftOut.append((name, document))
        return false
    }

    /// Every document with a term was of another: nothing matched, so say what there is instead.
    var matchedNone: Bool { !seen.isEmpty && leftOut.count == seen.count }

    /// "no document is of Fall 2023; they are of Fall 2024 and Fall 2025".
    var noneMessage: String {
        "--term \(wanted.name): no document is of that term; they are of \(TermSpan.list(TermSpan.of(seen))) (pick one of those)"
    }

    /// "--term Fall 2025 leaves out 2 documents of other terms (Fall 2024): old/a.txt, old/b.txt"; nil when none is.
    var leftOutNote: String? {
        guard !leftOut.isEmpty else { return nil }
        let others = TermSpan.of(leftOut.map(\.document))
        let count = leftOut.count == 1 ? "1 document" : "\(leftOut.count) documents"
        return "--term \(wanted.name) leaves out \(count) of \(TermSpan.list(others)): \(leftOut.map(\.name).joined(separator: ", "))"
    }
}
