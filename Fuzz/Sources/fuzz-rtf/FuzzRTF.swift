import Docket
import FuzzSupport
import Foundation

/// Docket's own RTF reader on any bytes: control words, groups, destinations, code pages, `\binN`,
/// hex escapes and tables. Every unit gets the `{\rtf` the extractor checks for, so mutations spend
/// their time in the reader rather than in that check.
private let extractor = RTFTextExtractor(maximumSize: 1 << 20, maximumDepth: RTFTextExtractor.defaultMaximumDepth)
private let prefix = Array("{\\rtf".utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRTF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzInput(data, size)
    var bytes = Array(input.bytes)
    if !bytes.starts(with: prefix) { bytes = prefix + bytes }
    _ = try? extractor.extract(InputDocument(name: "fuzz.rtf", data: Data(bytes)), as: .supported(.rtf))
    return 0
}

/// The program's entry (see FuzzDriver): libFuzzer with this harness.
@_cdecl("fuzz_rtf_main")
public func fuzzRtfMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in fuzzRTF(data, size) }
}
