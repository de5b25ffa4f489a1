import DocketCore
import Foundation

/// Reads PNG, JPEG and TIFF images (scans and phone photos) by OCR, one page per image or TIFF page.
public struct ImageTextExtractor: TextExtractor {
    public var reader: OCRReader
    public var limits: ImageLimits

    public init(reader: OCRReader = OCRReader(), limits: ImageLimits = ImageLimits()) {
        self.reader = reader
        self.limits = limits
    }

    public var formats: Set<Format> { [.png, .jpeg, .tiff] }

    public func extract(_ input: InputDocument, as detection: Detection) throws -> Document {
        guard case .supported(let format, _) = detection, format.isImage else {
            throw DocketError.unsupported(file: input.name, what: "not an image")
        }
        let images = try ImageDecoder(limits: limits).decode(input, format: format)
        var pages: [Page] = []
        var warnings: [String] = []
        for (index, image) in images.enumerated() {
            let isPhoto = format == .jpeg
            guard let gray = ImagePreparation().prepare(image, isPhoto: isPhoto) else {
                throw DocketError.damaged(file: input.name, reason: "cannot convert image \(index + 1) to gray")
            }
            let reading: OCRReader.Reading
            do {
                reading = try reader.read(gray, detectOrientation: isPhoto)
            } catch let error as TesseractError {
                throw DocketError.ocrUnavailable(file: input.name, reason: error.description)
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
