import DocketCore
import Foundation

/// Reads PNG, JPEG, TIFF, WebP, GIF, BMP and HEIC images (scans, screenshots and phone photos) by OCR, one
/// page per image or TIFF page (the first frame of an animated GIF or WebP).
public struct ImageTextExtractor: TextExtractor {
    public var reader: OCRReader
    public var limits: ImageLimits

    public init(reader: OCRReader = OCRReader(), limits: ImageLimits = ImageLimits()) {
        self.reader = reader
        self.limits = limits
    }

    /// A reading less sure than this is tried again with the photo clean-up.
    public var cleanupBelowConfidence = 75.0

    public var formats: Set<Format> { [.png, .jpeg, .tiff, .webp, .gif, .bmp, .heic] }

    private func read(_ image: LeptonicaImage, cleanup: Bool, detectOrientation: Bool, file: String,
                      page: Int) throws -> OCRReader.Reading {
        guard let gray = ImagePreparation().prepare(image, cleanup: cleanup) else {
            throw DocketError.damaged(file: file, reason: "cannot convert image \(page) to gray")
        }
        do {
            return try reader.read(gray, detectOrientation: detectOrientation)
        } catch let error as TesseractError {
            throw DocketError.ocrUnavailable(file: file, reason: error.description)
        }
    }

    public func extract(_ input: InputDocument, as detection: Detection) throws -> Document {
        guard case .supported(let format, _) = detection, format.isImage else {
            throw DocketError.unsupported(file: input.name, what: "not an image")
        }
        let images = try ImageDecoder(limits: limits).decode(input, format: format)
        var pages: [Page] = []
        var warnings: [String] = []
        for (index, image) in images.enumerated() {
            // Photos (JPEG, HEIC, and WebP as phones and messengers save them) may lie in any direction;
            // scans and screenshots are read upright unless they read badly.
            let isPhoto = format == .jpeg || format == .webp || format == .heic
            var reading = try read(image, cleanup: false, detectOrientation: isPhoto, file: input.name, page: index + 1)
            if reading.confidence < cleanupBelowConfidence {
                let cleaned = try read(image, cleanup: true, detectOrientation: isPhoto, file: input.name, page: index + 1)
                if cleaned.confidence > reading.confidence { reading = cleaned }
            }
            if reading.quarterTurns != 0 {
                warnings.append("page \(index + 1) was turned \(reading.quarterTurns * 90)° clockwise to read it")
            }
            pages.append(Page(number: index + 1, origin: .ocr, lines: reading.lines,
                              width: Double(reading.width), height: Double(reading.height),
                              ocrConfidence: (reading.confidence * 10).rounded() / 10, ocrReason: "image"))
        }
        return Document(source: input.name, format: format, pages: pages, warnings: warnings)
    }
}
