/// The XML namespaces a DOCX reader matches elements against.
enum Namespace {
    /// WordprocessingML, transitional (what Word writes).
    static let wordprocessingML: StaticString = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    /// WordprocessingML, strict (ISO 29500 strict files).
    static let wordprocessingMLStrict: StaticString = "http://purl.oclc.org/ooxml/wordprocessingml/main"
    /// Markup compatibility: `mc:AlternateContent`, `mc:Choice`, `mc:Fallback`.
    static let markupCompatibility: StaticString = "http://schemas.openxmlformats.org/markup-compatibility/2006"

    static func isWordprocessingML(_ uri: String?) -> Bool {
        uri == wordprocessingML.description || uri == wordprocessingMLStrict.description
    }
}

/// The namespaces the reader tells apart, decided without allocating a string per element.
enum KnownNamespace: Equatable {
    case wordprocessingML
    case markupCompatibility
    case other

    init(uri: UnsafePointer<UInt8>?) {
        guard let uri else { self = .other; return }
        if Self.equal(uri, Namespace.wordprocessingML) || Self.equal(uri, Namespace.wordprocessingMLStrict) {
            self = .wordprocessingML
        } else if Self.equal(uri, Namespace.markupCompatibility) {
            self = .markupCompatibility
        } else {
            self = .other
        }
    }

    /// Compares a NUL-terminated C string with a static string.
    private static func equal(_ cString: UnsafePointer<UInt8>, _ expected: StaticString) -> Bool {
        let bytes = UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount)
        for (offset, byte) in bytes.enumerated() where cString[offset] != byte {
            return false  // also stops at a shorter string's NUL, which differs from every byte here
        }
        return cString[bytes.count] == 0
    }
}
