import Docket
import FuzzSupport
import Foundation

/// The DOCX reader from bytes. A first byte below 0x80 means the rest is a whole file, as a user
/// would hand it over (libzip's parser, the size limits); otherwise the rest is split at
/// `\n--part--\n` into document.xml, its relationships, a header and footnotes, wrapped in a
/// stored ZIP so that mutations reach the XML parser and WordprocessingML reader.
private let partNames = ["word/document.xml", "word/_rels/document.xml.rels", "word/header1.xml", "word/footnotes.xml"]
private let separator = Array("\n--part--\n".utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDOCX(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let (selector, rest) = FuzzInput(data, size).selectorAndRest else { return 0 }
    let bytes: [UInt8]
    if selector < 0x80 {
        bytes = Array(rest)
    } else {
        let parts = split(Array(rest))
        bytes = StoredZip.archive(zip(partNames, parts).map { (name: $0.0, bytes: $0.1) })
    }
    let extractor = DOCXTextExtractor(maximumPartSize: 1 << 20, maximumTotalSize: 4 << 20, maximumXMLNodes: 100_000)
    _ = try? extractor.extract(InputDocument(name: "fuzz.docx", data: Data(bytes)), as: .supported(.docx))
    return 0
}

/// The parts between separators, at most one per part name.
private func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var parts: [[UInt8]] = []
    var start = 0
    var index = 0
    while index + separator.count <= bytes.count, parts.count < partNames.count - 1 {
        if bytes[index..<index + separator.count].elementsEqual(separator) {
            parts.append(Array(bytes[start..<index]))
            index += separator.count
            start = index
        } else {
            index += 1
        }
    }
    parts.append(Array(bytes[start...]))
    return parts
}

/// The program's entry (see FuzzDriver): libFuzzer with this harness.
@_cdecl("fuzz_docx_main")
public func fuzzDocxMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in fuzzDOCX(data, size) }
}
