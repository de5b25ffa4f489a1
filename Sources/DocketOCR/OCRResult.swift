import DocketCore

/// What one OCR pass over an image produced.
public struct OCRResult: Sendable {
    /// Words with their boxes (pixels) and confidences, grouped by the engine's text lines.
    public var lines: [[Word]]
    /// Tesseract's mean word confidence, 0–100.
    public var meanConfidence: Double
    /// Clockwise quarter turns the image was rotated by before it read right (0 when upright).
    public var quarterTurns: Int = 0
}
