/// Character error rate: the edit distance between a reading and the reference, over the
/// reference's length, after whitespace is collapsed (OCR may break lines differently).
public enum CharacterErrorRate {
    public static func of(_ hypothesis: String, reference: String) -> Double {
        let h = Array(normalize(hypothesis).unicodeScalars), r = Array(normalize(reference).unicodeScalars)
        guard !r.isEmpty else { return h.isEmpty ? 0 : 1 }
        return Double(distance(h, r)) / Double(r.count)
    }

    public static func normalize(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Levenshtein distance in two rows.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
