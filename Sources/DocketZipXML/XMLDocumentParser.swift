import CXML2
import DocketCore
import Foundation

/// Parses one part of a package with libxml2, safely.
///
/// - No network (`XML_PARSE_NONET`), no entity substitution (`XML_PARSE_NOENT` is never set), no DTD
///   loading (`XML_PARSE_DTDLOAD` is never set), and libxml2's own size and depth limits stay on
///   (`XML_PARSE_HUGE` is never set).
/// - Any DTD is refused: first by a scan of the bytes (``DTDScanner``), then, for encodings the scan
///   cannot read, by SAX callbacks that stop the parser the moment a DTD begins (``XMLParseGuard``),
///   and last by a check of the finished tree.
/// - The tree is bounded: past ``maximumNodes`` elements and attributes the parse stops.
/// - Errors go to a per-context structured handler that drops them, so nothing is printed; the
///   context keeps the last one, which becomes the message of ``DocketError/damaged(file:reason:)``.
package struct XMLDocumentParser {
    /// The input's name, for messages.
    package let fileName: String
    /// The most elements, attributes and namespace declarations one part may have.
    package var maximumNodes = 4_000_000

    package init(fileName: String, maximumNodes: Int = 4_000_000) {
        self.fileName = fileName
        self.maximumNodes = maximumNodes
    }

    static let options: Int32 = {
        let flags = XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
        return Int32(bitPattern: UInt32(flags))
    }()

    package func parse(_ bytes: [UInt8], part: String) throws -> XMLDocument {
        if let finding = DTDScanner.scan(bytes) {
            throw DocketError.unsafeXML(file: fileName, part: part, reason: finding.reason)
        }
        if bytes.isEmpty {
            throw DocketError.damaged(file: fileName, reason: "\(part) is empty")
        }
        guard bytes.count <= Int(Int32.max) else {
            throw DocketError.decompressedTooLarge(file: fileName, part: part, bytes: bytes.count,
                                                   limit: Int(Int32.max))
        }
        LibXML2.initialize()
        guard let context = xmlNewParserCtxt() else {
            throw DocketError.damaged(file: fileName, reason: "\(part): cannot create an XML parser (out of memory)")
        }
        defer { xmlFreeParserCtxt(context) }
        let guardian = XMLParseGuard(limit: maximumNodes)

        let parsed: xmlDocPtr? = withExtendedLifetime(guardian) {
            guardian.install(on: context)
            return bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.flatMap { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { characters in
                        xmlCtxtReadMemory(context, characters, Int32(buffer.count), nil, nil, Self.options)
                    }
                }
            }
        }
        context.pointee._private = nil
        // Own the tree at once, so it is freed on every path below.
        let document = parsed.map { XMLDocument(owning: $0, part: part) }

        if guardian.sawDTD {
            throw DocketError.unsafeXML(file: fileName, part: part, reason: DTDScanner.Finding.documentType.reason)
        }
        if guardian.exceededLimit {
            throw DocketError.unsafeXML(
                file: fileName, part: part,
                reason: "more than \(maximumNodes) elements and attributes (the limit that bounds the memory of its tree)")
        }
        guard let document, context.pointee.wellFormed != 0,
              context.pointee.errNo != Int32(XML_ERR_USER_STOP.rawValue) else {
            throw DocketError.damaged(file: fileName, reason: "\(part): \(Self.lastError(of: context))")
        }
        if let tree = parsed, tree.pointee.intSubset != nil || tree.pointee.extSubset != nil {
            throw DocketError.unsafeXML(file: fileName, part: part, reason: DTDScanner.Finding.documentType.reason)
        }
        return document
    }

    private static func lastError(of context: xmlParserCtxtPtr) -> String {
        let error = context.pointee.lastError
        let message = error.message.map { String(cString: $0) }?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard let message, !message.isEmpty else { return "not well-formed XML" }
        return error.line > 0 ? "XML error at line \(error.line): \(message)" : "XML error: \(message)"
    }
}
