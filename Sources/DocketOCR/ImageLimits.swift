/// Sizes of image Docket accepts: smaller cannot hold readable text, larger would exhaust memory.
public struct ImageLimits: Sendable {
    /// Each side must have at least this many pixels.
    public var minimumSide = 16
    /// Width × height must not exceed this (100 megapixels is above any phone camera or 600-dpi scan).
    public var maximumPixels = 100_000_000
    /// Multi-page TIFF: pages read at most.
    public var maximumPages = 500

    public init() {}
}
