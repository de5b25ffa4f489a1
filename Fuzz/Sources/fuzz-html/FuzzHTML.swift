import Docket
import FuzzSupport
import Foundation

/// The HTML reader from bytes, and the web-archive (MHTML) reader in front of it. A first byte below
/// 0x80 means the rest is a web page, read with the encoding the content detector finds (as the
/// pipeline does); otherwise the rest is a web archive, unpacked by ``MHTMLArchive`` and its page
/// parsed by libxml2's HTML parser. Limits are smaller than the defaults so a unit stays fast.
private let extractor = HTMLTextExtractor(maximumSize: 1 << 20, maximumNodes: 100_000, maximumDepth: 256)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let (selector, rest) = FuzzInput(data, size).selectorAndRest else { return 0 }
    let bytes = Array(rest)
    let detected = ContentDetector().detect(bytes)
    let detection: Detection
    if selector < 0x80 {
        let encoding: TextEncoding? = if case .supported(_, let found) = detected { found } else { nil }
        detection = .supported(.html, encoding: encoding ?? .utf8)
    } else {
        detection = .supported(.mhtml)
    }
    let name = selector < 0x80 ? "fuzz.html" : "fuzz.mhtml"
    _ = try? extractor.extract(InputDocument(name: name, data: Data(bytes)), as: detection)
    return 0
}

/// The program's entry (see FuzzDriver): libFuzzer with this harness.
@_cdecl("fuzz_html_main")
public func fuzzHtmlMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in fuzzHTML(data, size) }
}
