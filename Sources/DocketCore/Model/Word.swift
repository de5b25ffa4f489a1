/// A run of characters without whitespace, with its box: the unit the layout analysis works on.
public struct Word: Codable, Sendable, Equatable {
    public var text: String
    public var box: BoundingBox
    /// OCR confidence, 0–100; nil for a text layer.
    public var confidence: Double?

    public init(text: String, box: BoundingBox, confidence: Double? = nil) {
        self.text = text
        self.box = box
        self.confidence = confidence
    }
}
