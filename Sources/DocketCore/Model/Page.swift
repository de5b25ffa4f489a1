/// One page of a document: its lines in reading order and where they came from.
///
/// Flow formats (DOCX, text) have no pages of their own; they become one page with no size.
public struct Page: Codable, Sendable, Equatable {
    /// 1-based page number.
    public var number: Int
    public var origin: TextOrigin
    /// Mean OCR confidence of the page's words, 0–100, when ``origin`` is ``TextOrigin/ocr``.
    public var ocrConfidence: Double?
    /// Page size in the units of the boxes (points or pixels); nil for flow formats.
    public var width: Double?
    public var height: Double?
    /// Why the page was OCR'd, when it was (for example "no text layer").
    public var ocrReason: String?
    public var lines: [Line]

    public init(number: Int, origin: TextOrigin, lines: [Line], width: Double? = nil,
                height: Double? = nil, ocrConfidence: Double? = nil, ocrReason: String? = nil) {
        self.number = number
        self.origin = origin
        self.lines = lines
        self.width = width
        self.height = height
        self.ocrConfidence = ocrConfidence
        self.ocrReason = ocrReason
    }

    /// The page's lines joined by newlines.
    public var text: String { lines.map(\.text).joined(separator: "\n") }
}
