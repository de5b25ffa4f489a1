import DocketZipXML

/// The namespaces of PresentationML and DrawingML that the reader matches elements against.
enum PresentationNamespace {
    static let presentation = "http://schemas.openxmlformats.org/presentationml/2006/main"
    static let drawing = "http://schemas.openxmlformats.org/drawingml/2006/main"
    static let relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
}

extension XMLElement {
    /// Whether the element is PresentationML's `name` (`p:sp`).
    func isPresentation(_ name: String) -> Bool {
        localName == name && namespaceURI == PresentationNamespace.presentation
    }

    /// Whether the element is DrawingML's `name` (`a:p`).
    func isDrawing(_ name: String) -> Bool {
        localName == name && namespaceURI == PresentationNamespace.drawing
    }

    /// The first child that `matches`.
    func child(_ matches: (XMLElement) -> Bool) -> XMLElement? {
        children.first(where: matches)
    }

    /// An attribute without a namespace (`x`, `type`).
    func plainAttribute(_ name: String) -> String? {
        attribute(name, where: { $0 == nil })
    }
}
