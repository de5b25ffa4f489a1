/// The quote a language model gave for a task, and how it was found in the document: the proof that the
/// task is grounded. Rule-extracted tasks have none (their line is their source).
public struct TaskEvidence: Codable, Sendable, Hashable {
    /// The quote as the model wrote it.
    public var quote: String
    /// How it was aligned to the document: "exact", "normalized" (case, whitespace, quotes and dashes
    /// folded) or "fuzzy".
    public var alignment: String
    /// 1 for exact and normalized matches; the similarity of a fuzzy one.
    public var score: Double

    public init(quote: String, alignment: String, score: Double) {
        self.quote = quote
        self.alignment = alignment
        self.score = score
    }
}
