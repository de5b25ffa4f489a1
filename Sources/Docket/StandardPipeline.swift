import Foundation

/// Settings for the pipeline Docket uses when nothing else is chosen.
public struct PipelineOptions: Sendable {
    /// Read pages without a usable text layer, and images, by OCR.
    public var ocr = true
    /// Pages OCR'd at once.
    public var ocrWorkers = ProcessInfo.processInfo.activeProcessorCount
    /// Dots per inch for PDF pages rendered for OCR.
    public var ocrResolution = 300
    /// Tesseract language(s), as "eng" or "eng+deu".
    public var ocrLanguage = "eng"

    public init() {}
}

extension Pipeline {
    /// Docket's default stages: content detection, then Poppler for PDF, libzip + libxml2 for DOCX,
    /// ODT and PPTX, libxml2's HTML parser for web pages, Docket's own reader for RTF, antiword for
    /// legacy Word (.doc), Tesseract for
    /// images and for PDF pages without a text layer, and plain text as it is.
    public static func standard(_ options: PipelineOptions = PipelineOptions()) -> Pipeline {
        let reader = OCRReader(language: options.ocrLanguage)
        var pdf = PDFTextExtractor(ocr: options.ocr ? reader : nil, ocrWorkers: options.ocrWorkers)
        pdf.ocrResolution = options.ocrResolution
        var extractors: [any TextExtractor] = [
            pdf, DOCXTextExtractor(), ODTTextExtractor(), PPTXTextExtractor(), HTMLTextExtractor(),
            RTFTextExtractor(), LegacyWordTextExtractor(), PlainTextExtractor(),
        ]
        if options.ocr {
            extractors.append(ImageTextExtractor(reader: reader))
        }
        return Pipeline(detector: ContentDetector(), extractors: extractors)
    }
}
