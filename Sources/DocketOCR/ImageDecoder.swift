import CLeptonica
import DocketCore
import Foundation

/// Decodes PNG, JPEG and TIFF through Leptonica, checking the size from the header before decoding.
struct ImageDecoder {
    var limits: ImageLimits

    /// The images of the file: one for PNG and JPEG, one per page for TIFF.
    func decode(_ input: InputDocument, format: Format) throws -> [LeptonicaImage] {
        _ = LeptonicaMessages.silenced
        return try input.data.withUnsafeBytes { raw -> [LeptonicaImage] in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
                throw DocketError.empty(file: input.name)
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
