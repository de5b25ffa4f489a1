/// An axis-aligned rectangle on a page, origin at the top-left, y growing downwards.
///
/// Units are the page's own: PDF points for a text layer, pixels for an image or an OCR'd page.
public struct BoundingBox: Codable, Sendable, Equatable, Hashable {
    public var x0: Double
    public var y0: Double
    public var x1: Double
    public var y1: Double

    public init(x0: Double, y0: Double, x1: Double, y1: Double) {
        self.x0 = min(x0, x1)
        self.y0 = min(y0, y1)
        self.x1 = max(x0, x1)
        self.y1 = max(y0, y1)
    }

    public var width: Double { x1 - x0 }
    public var height: Double { y1 - y0 }
    public var midY: Double { (y0 + y1) / 2 }
    public var midX: Double { (x0 + x1) / 2 }

    /// The smallest box holding both.
    public func union(_ other: BoundingBox) -> BoundingBox {
        BoundingBox(x0: min(x0, other.x0), y0: min(y0, other.y0),
                    x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The length of the vertical overlap of the two boxes (0 when they do not overlap).
    public func verticalOverlap(_ other: BoundingBox) -> Double {
        max(0, min(y1, other.y1) - max(y0, other.y0))
    }

    /// The box with each coordinate rounded to two decimals, so golden files stay stable.
    public var rounded: BoundingBox {
        func r(_ v: Double) -> Double { (v * 100).rounded() / 100 }
        return BoundingBox(x0: r(x0), y0: r(y0), x1: r(x1), y1: r(y1))
    }
}

extension Sequence where Element == BoundingBox {
    /// The union of all boxes, or nil for an empty sequence.
    public var union: BoundingBox? {
        reduce(nil) { partial, box in partial.map { $0.union(box) } ?? box }
    }
}
