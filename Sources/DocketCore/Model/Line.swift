/// One line of text in reading order.
///
/// A table row is one line: its cells are the ``segments``, and ``text`` joins them with a tab, so a
/// schedule row's date and its item always travel together.
public struct Line: Codable, Sendable, Equatable {
    /// The segments joined by tabs.
    public var text: String
    public var segments: [Segment]
    /// The line's box on the page; nil for formats without geometry.
    public var box: BoundingBox?
    /// Mean OCR confidence of the line's words, 0–100; nil for a text layer.
    public var confidence: Double?
    /// Set when the source format marks the line as a table row.
    public var table: TablePosition?

    public init(segments: [Segment], box: BoundingBox? = nil, confidence: Double? = nil,
                table: TablePosition? = nil) {
        self.segments = segments
        self.text = segments.map(\.text).joined(separator: "\t")
        self.box = box
        self.confidence = confidence
        self.table = table
    }

    /// A line of one segment.
    public init(text: String, box: BoundingBox? = nil, confidence: Double? = nil) {
        self.init(segments: [Segment(text: text, box: box)], box: box, confidence: confidence)
    }
}
