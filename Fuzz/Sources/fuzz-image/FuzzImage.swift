import Docket
@testable import DocketOCR
import FuzzSupport
import Foundation

/// The image decoders of the new formats (WebP, GIF, BMP through Leptonica; HEIC through libheif)
/// on any bytes, decode only: no OCR, which would cost a Tesseract run per unit and test Tesseract
/// rather than the decoders. The format is the content detector's, as in the pipeline; bytes it
/// calls no image are passed to the decoder chosen by the first byte, so that Leptonica's and
/// libheif's own checks see damaged headers too. The pixel limit is 4 million (the default is 100
/// million) so that a unit stays well under the timeout in a sanitizer build.
private let formats: [Format] = [.webp, .gif, .bmp, .heic]
private let decoder = ImageDecoder(limits: {
    var limits = ImageLimits()
    limits.maximumPixels = 4_000_000
    limits.maximumPages = 4
    return limits
}())

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let (selector, rest) = FuzzInput(data, size).selectorAndRest else { return 0 }
    let bytes = Array(rest)
    let format: Format
    if case .supported(let detected, _) = ContentDetector().detect(bytes), formats.contains(detected) {
        format = detected
    } else {
        format = formats[Int(selector) % formats.count]
    }
    _ = try? decoder.decode(InputDocument(name: "fuzz.\(format.rawValue)", data: Data(bytes)), format: format)
    return 0
}

/// The program's entry (see FuzzDriver): libFuzzer with this harness.
@_cdecl("fuzz_image_main")
public func fuzzImageMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in fuzzImage(data, size) }
}
