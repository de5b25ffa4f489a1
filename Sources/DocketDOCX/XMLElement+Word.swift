import DocketZipXML

extension XMLElement {
    /// The element's namespace among those the DOCX reader tells apart.
    var namespace: KnownNamespace {
        KnownNamespace(uri: namespaceURIBytes)
    }

    /// Whether the element is WordprocessingML's `localName`.
    func isWord(_ name: String) -> Bool {
        namespace == .wordprocessingML && localName == name
    }

    /// A WordprocessingML attribute such as `w:type`.
    func wordAttribute(_ name: String) -> String? {
        attribute(name, where: Namespace.isWordprocessingML)
    }
}
