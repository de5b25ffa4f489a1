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

extension OCRResult {
    /// Whether the text runs up or down the image. Tesseract reads a page turned a quarter turn, but
    /// its boxes then stand on end (each line taller than wide), which no layout analysis can use.
    var isSideways: Bool {
        let longLines = lines.filter { $0.count >= 3 }.compactMap { $0.map(\.box).union }
        guard !longLines.isEmpty else { return false }
        return longLines.filter { $0.height > $0.width }.count * 2 > longLines.count
    }
}
