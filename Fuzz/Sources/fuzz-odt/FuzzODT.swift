import Docket
import FuzzSupport
import Foundation

/// The ODT reader from bytes. A first byte below 0x80 means the rest is a whole file, as a user
/// would hand it over (libzip's parser, the size limits); otherwise the rest is split at
/// `\n--part--\n` into content.xml and styles.xml, wrapped in a stored ZIP so that mutations reach
/// libxml2 and the OpenDocument reader (body, tables, notes, master-page headers and footers).
private let partNames = ["content.xml", "styles.xml"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzODT(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let (selector, rest) = FuzzInput(data, size).selectorAndRest else { return 0 }
    let bytes: [UInt8]
    if selector < 0x80 {
        bytes = Array(rest)
    } else {
        let parts = PartSplitter.split(Array(rest), count: partNames.count)
        bytes = StoredZip.archive([(name: "mimetype", bytes: Array("application/vnd.oasis.opendocument.text".utf8))]
            + zip(partNames, parts).map { (name: $0.0, bytes: $0.1) })
    }
    let extractor = ODTTextExtractor(maximumPartSize: 1 << 20, maximumTotalSize: 4 << 20, maximumXMLNodes: 100_000)
    _ = try? extractor.extract(InputDocument(name: "fuzz.odt", data: Data(bytes)), as: .supported(.odt))
    return 0
}

/// The program's entry (see FuzzDriver): libFuzzer with this harness.
@_cdecl("fuzz_odt_main")
public func fuzzOdtMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in fuzzODT(data, size) }
}
