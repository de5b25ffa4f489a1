import DocketZipXML
import CXML2
import DocketCore

/// Parses a web page with libxml2's HTML parser, safely.
///
/// - No network (`HTML_PARSE_NONET`); nothing is printed (`HTML_PARSE_NOERROR`,
///   `HTML_PARSE_NOWARNING`, and a silenced structured handler).
/// - The HTML parser knows only HTML's own named character references; a page that declares
///   entities (`<!ENTITY`, the billion-laughs shape) is refused before parsing.
/// - The tree is bounded: past ``maximumNodes`` elements and attributes the parse stops
///   (``HTMLParseGuard``).
/// - The encoding comes from ``HTMLCharset``.
struct HTMLDocumentParser {
    /// The input's name, for messages.
    let fileName: String
    var maximumNodes: Int

    static let options: Int32 = {
        let flags = HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
        return Int32(bitPattern: UInt32(flags))
    }()

    /// Parses `bytes`; `charset`, when the page came with one (a web archive's part header), wins
    /// over what ``HTMLCharset`` would guess.
    func parse(_ bytes: [UInt8], charset: String? = nil) throws -> HTMLTree {
        if Self.declaresEntities(bytes) {
            throw DocketError.refused(
                file: fileName,
                reason: "a web page that declares entities (<!ENTITY: entity expansion); HTML never does")
        }
        guard bytes.count <= Int(Int32.max) else {
            throw DocketError.tooLarge(file: fileName, bytes: bytes.count, limit: Int(Int32.max))
        }
        LibXML2.initialize()
        guard let context = htmlNewParserCtxt() else {
            throw DocketError.damaged(file: fileName, reason: "cannot create an HTML parser (out of memory)")
        }
        defer { htmlFreeParserCtxt(context) }
        let guardian = HTMLParseGuard(limit: maximumNodes)
        let encoding = charset.map(HTMLCharset.normalized) ?? HTMLCharset.encoding(of: bytes)

        let parsed: htmlDocPtr? = withExtendedLifetime(guardian) {
            guardian.install(on: context)
            return bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.flatMap { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { characters in
                        htmlCtxtReadMemory(context, characters, Int32(buffer.count), nil, encoding, Self.options)
                    }
                }
            }
        }
        context.pointee._private = nil
        // Own the tree at once, so it is freed on every path below.
        let tree = parsed.map(HTMLTree.init(owning:))
        if guardian.exceededLimit {
            throw DocketError.refused(
                file: fileName,
                reason: "a web page of more than \(maximumNodes) elements and attributes (the limit that bounds the memory of its tree)")
        }
        guard let tree else {
            throw DocketError.damaged(file: fileName, reason: "libxml2 could not parse the page")
        }
        // A byte the charset cannot convert ends the parse there, silently (libxml2 records it only
        // on the input buffer, as an I/O "encoder error"): the rest of the page would be lost
        // without a word, so the page is refused instead, as a DOCX part is.
        if let buffer = context.pointee.input?.pointee.buf, buffer.pointee.error != 0 {
            throw DocketError.damaged(
                file: fileName,
                reason: "the page holds bytes its charset (\(encoding ?? "from its byte-order mark")) cannot convert")
        }
        return tree
    }

    /// Whether the bytes hold `<!ENTITY` in any letter case (ASCII-compatible encodings).
    static func declaresEntities(_ bytes: [UInt8]) -> Bool {
        let word = Array("<!ENTITY".utf8)
        guard bytes.count >= word.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index + word.count <= buffer.count {
                if buffer[index] == UInt8(ascii: "<") && buffer[index + 1] == UInt8(ascii: "!") {
                    var matched = true
                    for offset in 2..<word.count where buffer[index + offset] & 0xDF != word[offset] {
                        matched = false
                        break
                    }
                    if matched { return true }
                }
                index += 1
            }
            return false
        }
    }
}
