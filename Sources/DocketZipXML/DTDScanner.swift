/// Finds document type declarations in raw XML bytes before libxml2 sees them.
///
/// A part of a DOCX, ODT or PPTX package never has a DTD, and a DTD is what entity attacks need: entity expansion ("billion
/// laughs") and external entities (XXE). Refusing the bytes up front costs one pass over them and
/// keeps libxml2 from ever building an entity. The scan matches ASCII-compatible encodings (UTF-8,
/// the encoding of every real part); ``XMLDocumentParser`` also stops the parser at a DTD in any
/// other encoding.
package enum DTDScanner {
    package enum Finding: Equatable {
        /// `<!ENTITY`: entity declarations.
        case entityDeclaration
        /// `<!DOCTYPE` without entity declarations.
        case documentType

        package var reason: String {
            switch self {
            case .entityDeclaration:
                return "a DTD with entity declarations (entity expansion or external entities); document parts never have one"
            case .documentType:
                return "a document type declaration (DTD); document parts never have one"
            }
        }
    }

    private static let doctype = Array("DOCTYPE".utf8)
    private static let entity = Array("ENTITY".utf8)

    package static func scan(_ bytes: [UInt8]) -> Finding? {
        bytes.withUnsafeBufferPointer { buffer -> Finding? in
            var sawDoctype = false
            let count = buffer.count
            var index = 0
            while index + 1 < count {
                if buffer[index] == UInt8(ascii: "<") && buffer[index + 1] == UInt8(ascii: "!") {
                    if matches(entity, in: buffer, at: index + 2) { return .entityDeclaration }
                    if matches(doctype, in: buffer, at: index + 2) { sawDoctype = true }
                }
                index += 1
            }
            return sawDoctype ? .documentType : nil
        }
    }

    private static func matches(_ word: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start + word.count <= buffer.count else { return false }
        for offset in 0..<word.count where buffer[start + offset] != word[offset] {
            return false
        }
        return true
    }
}
