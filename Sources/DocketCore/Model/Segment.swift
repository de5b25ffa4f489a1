/// A part of a line set apart by a wide gap or a table cell boundary: a cell of a table row,
/// or the whole line when it has no such gap.
public struct Segment: Codable, Sendable, Equatable {
    public var text: String
    /// Where the segment lies on the page; nil for formats without geometry (DOCX, text).
    public var box: BoundingBox?

    public init(text: String, box: BoundingBox? = nil) {
        self.text = text
        self.box = box
    }
}
