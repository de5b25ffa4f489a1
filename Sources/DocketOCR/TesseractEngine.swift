import CTesseract
import DocketCore
import Foundation

/// One Tesseract engine. Not thread-safe: use one per thread (see ``EnginePool``).
///
/// Tesseract is linked with OpenMP, which makes it several times slower on a small machine; the
/// first engine turns OpenMP's parallel regions off (see ``OpenMPLimit``).
public final class TesseractEngine {
    private let handle: OpaquePointer
    public let language: String

    /// Initialises an engine for `language` ("eng"), or for orientation detection with "osd".
    public init(language: String = "eng", dataPath: String? = nil) throws {
        guard let handle = TessBaseAPICreate() else {
            throw TesseractError.initialisation(language: language, reason: "could not create an engine")
        }
        let status = TessBaseAPIInit3(handle, dataPath, language)
        if status != 0 {
            TessBaseAPIDelete(handle)
            throw TesseractError.initialisation(
                language: language,
                reason: "language data '\(language)' not found (install tesseract-ocr-\(language == "osd" ? "osd" : language))")
        }
        // Tesseract writes notices such as "Image too small to scale!!" to stderr otherwise.
        _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        self.handle = handle
        self.language = language
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// Reads an 8-bit gray image: words with boxes in pixels and confidences.
    public func recognize(gray: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerLine: Int,
                          resolution: Int) throws -> OCRResult {
        OpenMPLimit.serializeCurrentThread()
        TessBaseAPISetPageSegMode(handle, PSM_AUTO)
        TessBaseAPISetImage(handle, gray, Int32(width), Int32(height), 1, Int32(bytesPerLine))
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
        defer { TessBaseAPIClear(handle) }
        return try readWords()
    }

    /// Detects how many clockwise quarter turns the image shows text rotated by, with a confidence.
    /// The engine must have been made with language "osd".
    public func detectOrientation(gray: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerLine: Int,
                                  resolution: Int) -> (quarterTurns: Int, confidence: Double)? {
        OpenMPLimit.serializeCurrentThread()
        TessBaseAPISetPageSegMode(handle, PSM_OSD_ONLY)
        TessBaseAPISetImage(handle, gray, Int32(width), Int32(height), 1, Int32(bytesPerLine))
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
        defer { TessBaseAPIClear(handle) }
        var degrees: Int32 = 0
        var orientationConfidence: Float = 0
        var scriptConfidence: Float = 0
        // The script name points into Tesseract's own tables: it must not be freed.
        var scriptName: UnsafePointer<CChar>?
        guard TessBaseAPIDetectOrientationScript(handle, &degrees, &orientationConfidence,
                                                 &scriptName, &scriptConfidence) != 0 else { return nil }
        return (Int(degrees) / 90 % 4, Double(orientationConfidence))
    }

    private func readWords() throws -> OCRResult {
        guard TessBaseAPIRecognize(handle, nil) == 0 else {
            throw TesseractError.recognition("Tesseract could not recognise the image")
        }
        var lines: [[Word]] = []
        if let iterator = TessBaseAPIGetIterator(handle) {
            defer { TessResultIteratorDelete(iterator) }
            let pageIterator = TessResultIteratorGetPageIterator(iterator)
            repeat {
                guard let raw = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
                let text = String(cString: raw).trimmingCharacters(in: .whitespacesAndNewlines)
                TessDeleteText(raw)
                var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
                guard !text.isEmpty,
                      TessPageIteratorBoundingBox(pageIterator, RIL_WORD, &left, &top, &right, &bottom) != 0
                else { continue }
                let confidence = Double(TessResultIteratorConfidence(iterator, RIL_WORD))
                if lines.isEmpty || TessPageIteratorIsAtBeginningOf(pageIterator, RIL_TEXTLINE) != 0 {
                    lines.append([])
                }
                lines[lines.count - 1].append(Word(text: text,
                                  box: BoundingBox(x0: Double(left), y0: Double(top), x1: Double(right), y1: Double(bottom)),
                                  confidence: (confidence * 10).rounded() / 10))
            } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        }
        let mean = lines.isEmpty ? 0 : Double(TessBaseAPIMeanTextConf(handle))
        return OCRResult(lines: lines.filter { !$0.isEmpty }, meanConfidence: mean)
    }
}

/// Why Tesseract could not be used.
public enum TesseractError: Error, CustomStringConvertible {
    case initialisation(language: String, reason: String)
    case recognition(String)

    public var description: String {
        switch self {
        case .initialisation(_, let reason): return reason
        case .recognition(let reason): return reason
        }
    }
}
