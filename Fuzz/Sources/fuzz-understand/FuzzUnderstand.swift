import Docket
import FuzzSupport
import Foundation

/// Plain text through everything after text extraction: classify, extract, normalize, plan, then
/// the JSON and ICS emitters over the result. Any input must give a result or a typed error.
private let understanding: DocumentUnderstanding = {
    var options = NormalizationOptions(today: CivilDate(year: 2025, month: 9, day: 1) ?? CivilDate(dayNumber: 20_332))
    options.timeZone = "America/Chicago"
    return DocumentUnderstanding(options: options)
}()

private let emitOptions = EmitOptions(today: understanding.options.today, timeZone: "America/Chicago", generatedAt: 1_756_684_800)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUnderstand(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzInput(data, size)
    let bytes = Data(input.text.utf8)
    guard let document = try? PlainTextExtractor().extract(InputDocument(name: "fuzz.txt", data: bytes),
                                                         as: .supported(.text, encoding: .utf8)) else { return 0 }
    guard let understood = try? understanding.understand(document, sha256: "0") else { return 0 }
    _ = try? JSONEmitter().emit([understood], options: emitOptions)
    _ = try? ICSEmitter().emit([understood], options: emitOptions)
    return 0
}

/// The program's entry (see FuzzDriver): libFuzzer with this harness.
@_cdecl("fuzz_understand_main")
public func fuzzUnderstandMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in fuzzUnderstand(data, size) }
}
