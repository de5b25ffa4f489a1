/// An 8-bit gray raster: what Docket hands to Tesseract, from a rendered PDF page or a decoded image.
public struct GrayImage: Sendable {
    public var width: Int
    public var height: Int
    /// Row-major, one byte a pixel, no padding; 0 is black.
    public var pixels: [UInt8]
    /// Dots per inch, as stated by the file or assumed.
    public var resolution: Int

    public init(width: Int, height: Int, pixels: [UInt8], resolution: Int) {
        precondition(pixels.count == width * height, "pixel count must match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.resolution = resolution
    }

    /// The image turned clockwise by `quarterTurns` quarter turns.
    public func rotated(clockwiseQuarterTurns quarterTurns: Int) -> GrayImage {
        let turns = ((quarterTurns % 4) + 4) % 4
        guard turns != 0 else { return self }
        let newWidth = turns == 2 ? width : height
        let newHeight = turns == 2 ? height : width
        var output = [UInt8](repeating: 255, count: pixels.count)
        pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width {
                        let destination: Int
                        switch turns {
                        case 1: destination = x * newWidth + (height - 1 - y)
                        case 2: destination = (height - 1 - y) * newWidth + (width - 1 - x)
                        default: destination = (width - 1 - x) * newWidth + y
                        }
                        target[destination] = source[row + x]
                    }
                }
            }
        }
        return GrayImage(width: newWidth, height: newHeight, pixels: output, resolution: resolution)
    }
}
