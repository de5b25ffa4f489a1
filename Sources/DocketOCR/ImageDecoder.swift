import CLeptonica
import DocketCore
import Foundation

/// Decodes PNG, JPEG, TIFF, WebP, GIF and BMP through Leptonica (Debian's build links libwebp and
/// giflib; BMP is its own) and HEIC through libheif, checking the size from the header before
/// decoding.
struct ImageDecoder {
    var limits: ImageLimits

    /// The images of the file: one per page for TIFF, one for the others.
    func decode(_ input: InputDocument, format: Format) throws -> [LeptonicaImage] {
        _ = LeptonicaMessages.silenced
        if format == .heic {
            return [try HEIFDecoder.decode(input, limits: limits) { try check(width: $0, height: $1, file: input.name) }]
        }
        return try input.data.withUnsafeBytes { raw -> [LeptonicaImage] in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
                throw DocketError.empty(file: input.name)
            }
            // Leptonica reads a GIF's or BMP's header by decoding the whole image, so their sizes
            // are taken from the bytes first: a header that lies about a huge image costs nothing.
            if let (claimedWidth, claimedHeight) = Self.statedSize(raw, format: format) {
                try check(width: claimedWidth, height: claimedHeight, file: input.name)
            }
            var fileFormat: Int32 = 0, width: Int32 = 0, height: Int32 = 0
            var bitsPerSample: Int32 = 0, samplesPerPixel: Int32 = 0, colormapped: Int32 = 0
            guard pixReadHeaderMem(base, raw.count, &fileFormat, &width, &height,
                                   &bitsPerSample, &samplesPerPixel, &colormapped) == 0 else {
                throw DocketError.damaged(file: input.name, reason: "cannot read the \(format.rawValue.uppercased()) header")
            }
            try check(width: Int(width), height: Int(height), file: input.name)
            if format == .tiff {
                return try decodeTIFF(base, count: raw.count, file: input.name)
            }
            guard let image = LeptonicaImage(taking: pixReadMem(base, raw.count)) else {
                throw DocketError.damaged(file: input.name, reason: "cannot decode the \(format.rawValue.uppercased()) image data")
            }
            return [image]
        }
    }

    private func decodeTIFF(_ base: UnsafePointer<UInt8>, count: Int, file: String) throws -> [LeptonicaImage] {
        var pages: [LeptonicaImage] = []
        while pages.count < limits.maximumPages, let page = LeptonicaImage(taking: pixReadMemTiff(base, count, Int32(pages.count))) {
            try check(width: page.width, height: page.height, file: file)
            pages.append(page)
        }
        if pages.isEmpty {
            throw DocketError.damaged(file: file, reason: "cannot decode the TIFF image data")
        }
        return pages
    }

    /// The size a GIF (logical screen, bytes 6–9) or BMP (info header, bytes 18–25; a negative
    /// height means top-down rows) states; nil for other formats or a header too short to say.
    static func statedSize(_ raw: UnsafeRawBufferPointer, format: Format) -> (Int, Int)? {
        switch format {
        case .gif:
            guard raw.count >= 10 else { return nil }
            return (Int(raw[6]) | Int(raw[7]) << 8, Int(raw[8]) | Int(raw[9]) << 8)
        case .bmp:
            guard raw.count >= 26 else { return nil }
            func int32(_ offset: Int) -> Int {
                Int(Int32(bitPattern: UInt32(raw[offset]) | UInt32(raw[offset + 1]) << 8
                                      | UInt32(raw[offset + 2]) << 16 | UInt32(raw[offset + 3]) << 24))
            }
            return (abs(int32(18)), abs(int32(22)))
        default:
            return nil
        }
    }

    private func check(width: Int, height: Int, file: String) throws {
        if width < limits.minimumSide || height < limits.minimumSide {
            throw DocketError.imageTooSmall(file: file, width: width, height: height)
        }
        if width.multipliedReportingOverflow(by: height).partialValue > limits.maximumPixels
            || width > limits.maximumPixels || height > limits.maximumPixels {
            throw DocketError.imageTooLarge(file: file, width: width, height: height, limit: limits.maximumPixels)
        }
    }
}
