import Docket
import FuzzSupport
import Foundation

/// The PPTX reader from bytes. A first byte below 0x80 means the rest is a whole file, as a user
/// would hand it over (libzip's parser, the size limits); otherwise the rest is split at
/// `\n--part--\n` into the presentation, its relationships and two slides, wrapped in a stored ZIP
/// so that mutations reach libxml2, the slide order (ids resolved through the relationships) and
/// the slide reader.
private let partNames = ["ppt/presentation.xml", "ppt/_rels/presentation.xml.rels",
                         "ppt/slides/slide1.xml", "ppt/slides/slide2.xml"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPPTX(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let (selector, rest) = FuzzInput(data, size).selectorAndRest else { return 0 }
    let bytes: [UInt8]
    if selector < 0x80 {
        bytes = Array(rest)
    } else {
        let parts = PartSplitter.split(Array(rest), count: partNames.count)
        bytes = StoredZip.archive(zip(partNames, parts).map { (name: $0.0, bytes: $0.1) })
    }
    let extractor = PPTXTextExtractor(maximumPartSize: 1 << 20, maximumTotalSize: 4 << 20,
                                      maximumXMLNodes: 100_000, maximumSlides: 200)
    _ = try? extractor.extract(InputDocument(name: "fuzz.pptx", data: Data(bytes)), as: .supported(.pptx))
    return 0
}

/// The program's entry (see FuzzDriver): libFuzzer with this harness.
@_cdecl("fuzz_pptx_main")
public func fuzzPptxMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in fuzzPPTX(data, size) }
}
