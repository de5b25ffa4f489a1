import Docket
@testable import DocketDOC
import FuzzSupport
import Foundation

/// Legacy Word (.doc) without antiword: antiword runs as a child process under limits, so what
/// Docket itself does with a `.doc` in-process is checked here. A first byte below 0x80: the rest,
/// behind the OLE2 signature, goes through the content detector (the compound-file sniffer's stream
/// names: Word, Excel, PowerPoint); otherwise the rest is taken as antiword's text output and turned
/// into lines and table rows (``AntiwordText``).
private let signature: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDOC(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let (selector, rest) = FuzzInput(data, size).selectorAndRest else { return 0 }
    if selector < 0x80 {
        let bytes = rest.starts(with: signature) ? Array(rest) : signature + Array(rest)
        _ = ContentDetector().detect(bytes)
    } else {
        for line in AntiwordText.lines(String(decoding: rest, as: UTF8.self)) {
            precondition(!line.segments.isEmpty, "a line without segments")
        }
    }
    return 0
}

/// The program's entry (see FuzzDriver): libFuzzer with this harness.
@_cdecl("fuzz_doc_main")
public func fuzzDocMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in fuzzDOC(data, size) }
}
