import Foundation

/// Finds where in a document a quote the model gave as evidence comes from.
///
/// Tries, in order: the quote as an exact substring (of a line, or across lines), the same after folding
/// case, whitespace, quotes and dashes, and last a fuzzy match: the window of the document's words most
/// like the quote's, accepted when their token Jaccard similarity is at least ``minimumJaccard`` or their
/// normalized Levenshtein distance at most ``maximumDistance``. A quote that matches nothing is not in
/// the document: the model made it up.
public struct EvidenceAligner: Sendable {
    /// Where a quote was found.
    public struct Alignment: Sendable, Equatable {
        public enum Method: String, Sendable { case exact, normalized, fuzzy }
        /// The line the quote starts on.
        public var line: SourceLine
        public var method: Method
        /// 1 for exact and normalized matches; the similarity for a fuzzy one.
        public var score: Double
        /// Every line the quote covers, from ``line`` on.
        public var span: [SourceLine]

        public init(line: SourceLine, method: Method, score: Double, span: [SourceLine]? = nil) {
            self.line = line
            self.method = method
            self.score = score
            self.span = span ?? [line]
        }

        /// The covered lines' text, one line each.
        public var text: String { span.map(\.text).joined(separator: "\n") }
    }

    public let lines: [SourceLine]
    public var minimumJaccard = 0.8
    public var maximumDistance = 0.15

    private let exactText: String
    private let exactStarts: [Int]
    private let normalizedText: String
    private let normalizedStarts: [Int]
    private let tokens: [(word: String, line: Int)]

    public init(lines: [SourceLine]) {
        self.lines = lines
        (exactText, exactStarts) = Self.join(lines.map(\.text))
        (normalizedText, normalizedStarts) = Self.join(lines.map { Self.normalize($0.text) })
        tokens = lines.enumerated().flatMap { index, line in Self.words(line.text).map { ($0, index) } }
    }

    public func align(_ quote: String) -> Alignment? {
        let trimmed = quote.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if let index = lines.firstIndex(where: { $0.text.contains(trimmed) }) {
            return Alignment(line: lines[index], method: .exact, score: 1)
        }
        if let found = Self.find(trimmed, in: exactText, starts: exactStarts) {
            return Alignment(line: lines[found.lowerBound], method: .exact, score: 1, span: Array(lines[found]))
        }
        let normalized = Self.normalize(trimmed)
        if !normalized.isEmpty, let found = Self.find(normalized, in: normalizedText, starts: normalizedStarts) {
            return Alignment(line: lines[found.lowerBound], method: .normalized, score: 1, span: Array(lines[found]))
        }
        return fuzzy(normalized)
    }

    // MARK: Fuzzy

    private func fuzzy(_ quote: String) -> Alignment? {
        let quoteWords = Self.words(quote)
        guard !quoteWords.isEmpty, !tokens.isEmpty else { return nil }
        let quoteSet = Set(quoteWords)
        let quoteChars = Array(quoteWords.joined(separator: " "))
        let sizes = max(1, quoteWords.count - 2)...(quoteWords.count + 2)
        var best: (start: Int, size: Int, score: Double)?
        for start in tokens.indices {
            for size in sizes where start + size <= tokens.count {
                let window = tokens[start..<(start + size)].map(\.word)
                let windowSet = Set(window)
                let jaccard = Double(quoteSet.intersection(windowSet).count) / Double(quoteSet.union(windowSet).count)
                var score = jaccard >= minimumJaccard ? jaccard : 0
                // Levenshtein is dearer: only for windows that share most of their words with the quote.
                if jaccard >= 0.5 {
                    let windowChars = Array(window.joined(separator: " "))
                    let distance = Double(Self.levenshtein(quoteChars, windowChars)) / Double(max(quoteChars.count, windowChars.count))
                    if distance <= maximumDistance { score = max(score, 1 - distance) }
                }
                if score > 0, score > (best?.score ?? 0) { best = (start, size, score) }
            }
        }
        guard let best else { return nil }
        let first = tokens[best.start].line, last = tokens[best.start + best.size - 1].line
        return Alignment(line: lines[first], method: .fuzzy, score: best.score, span: Array(lines[first...last]))
    }

    static func levenshtein(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    // MARK: Text

    /// Lower case, one space for any run of whitespace, straight quotes, hyphens for dashes, no Markdown emphasis.
    static func normalize(_ text: String) -> String {
        var result = text.lowercased()
        for (from, to) in [("\u{2018}", "'"), ("\u{2019}", "'"), ("\u{201C}", "\""), ("\u{201D}", "\""),
                           ("\u{2013}", "-"), ("\u{2014}", "-"), ("**", ""), ("__", ""), ("\u{00A0}", " ")] {
            result = result.replacingOccurrences(of: from, with: to)
        }
        return result.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// The lines joined by single spaces, and where each starts (in characters).
    private static func join(_ texts: [String]) -> (String, [Int]) {
        var starts: [Int] = [], offset = 0
        for text in texts {
            starts.append(offset)
            offset += text.count + 1
        }
        return (texts.joined(separator: " "), starts)
    }

    /// The indices of the lines the quote covers in the joined text.
    private static func find(_ quote: String, in text: String, starts: [Int]) -> ClosedRange<Int>? {
        guard let range = text.range(of: quote) else { return nil }
        let offset = text.distance(from: text.startIndex, to: range.lowerBound)
        let end = offset + max(0, quote.count - 1)
        guard let first = starts.lastIndex(where: { $0 <= offset }), let last = starts.lastIndex(where: { $0 <= end }) else {
            return nil
        }
        return first...max(first, last)
    }
}
