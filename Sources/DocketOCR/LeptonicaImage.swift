import CLeptonica
import DocketCore
import Foundation

/// Owns one Leptonica `PIX`, destroyed with the value.
final class LeptonicaImage {
    private(set) var pointer: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pointer`; nil when Leptonica returned none.
    init?(taking pointer: UnsafeMutablePointer<PIX>?) {
        guard let pointer else { return nil }
        self.pointer = pointer
    }

    deinit {
        var owned: UnsafeMutablePointer<PIX>? = pointer
        pixDestroy(&owned)
    }

    var width: Int { Int(pixGetWidth(pointer)) }
    var height: Int { Int(pixGetHeight(pointer)) }
    var depth: Int { Int(pixGetDepth(pointer)) }
    var resolution: Int { Int(pixGetXRes(pointer)) }

    /// Runs a Leptonica operation that makes a new image; nil when it failed.
    func map(_ operation: (UnsafeMutablePointer<PIX>) -> UnsafeMutablePointer<PIX>?) -> LeptonicaImage? {
        LeptonicaImage(taking: operation(pointer))
    }

    /// The median gray level (0 black, 255 white) sampled every fourth pixel; the image must be 8-bit.
    func medianGray() -> Double {
        var value: UInt32 = 255
        _ = pixGetRankValue(pointer, 4, 0.5, &value)
        return Double(value)
    }

    /// Copies an 8-bit image into Docket's gray raster (Leptonica packs bytes big-endian in 32-bit words).
    func grayImage(resolution: Int) -> GrayImage? {
        guard depth == 8, let data = pixGetData(pointer) else { return nil }
        let wordsPerLine = Int(pixGetWpl(pointer))
        let width = self.width, height = self.height
        var pixels = [UInt8](repeating: 255, count: width * height)
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        let swap = UInt32(littleEndian: 1) == 1 ? 3 : 0
        pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                let row = bytes + y * wordsPerLine * 4
                let out = y * width
                for x in 0..<width {
                    target[out + x] = row[x ^ swap]
                }
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels, resolution: resolution)
    }
}

/// Leptonica reports problems on stderr unless told not to; Docket reports them itself.
enum LeptonicaMessages {
    static let silenced: Void = {
        _ = setMsgSeverity(6)  // L_SEVERITY_NONE
    }()
}
