import DocketZipXML

/// The OpenDocument namespaces the reader matches elements against.
enum OpenDocumentNamespace: String {
    case office = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
    case text = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
    case table = "urn:oasis:names:tc:opendocument:xmlns:table:1.0"
    case drawing = "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
    case style = "urn:oasis:names:tc:opendocument:xmlns:style:1.0"
}

extension XMLElement {
    /// Whether the element is `name` in the OpenDocument namespace `namespace` (`text:p`).
    func isOpenDocument(_ namespace: OpenDocumentNamespace, _ name: String) -> Bool {
        localName == name && namespaceURI == namespace.rawValue
    }

    /// The element's OpenDocument namespace, if it is in one the reader knows.
    var openDocumentNamespace: OpenDocumentNamespace? {
        namespaceURI.flatMap(OpenDocumentNamespace.init(rawValue:))
    }

    /// An attribute in an OpenDocument namespace (`text:c`, `table:name`).
    func openDocumentAttribute(_ namespace: OpenDocumentNamespace, _ name: String) -> String? {
        attribute(name, where: { $0 == namespace.rawValue })
    }
}
