import CXML2

/// A read-only view of one element of a parsed tree.
///
/// It points into memory owned by an ``XMLDocument`` and is valid only while that document lives;
/// readers take the document and keep it alive for as long as they walk its elements.
struct XMLElement {
    let node: xmlNodePtr

    /// The name without its prefix (`t` for `w:t`).
    var localName: String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    /// The namespace URI, or nil for an element in no namespace.
    var namespaceURI: String? {
        node.pointee.ns?.pointee.href.map { String(cString: $0) }
    }

    /// The element's namespace among those the reader tells apart.
    var namespace: KnownNamespace {
        KnownNamespace(uri: node.pointee.ns?.pointee.href)
    }

    /// Whether the element is WordprocessingML's `localName`.
    func isWord(_ name: String) -> Bool {
        namespace == .wordprocessingML && localName == name
    }

    /// The child elements in document order (text, comments and other nodes are left out).
    var children: ElementChildren { ElementChildren(first: node.pointee.children) }

    /// The concatenated text and CDATA children (not deeper descendants): the content of `w:t`.
    var text: String {
        var result = ""
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE,
               let content = current.pointee.content {
                result += String(cString: content)
            }
            child = current.pointee.next
        }
        return result
    }

    /// The value of an attribute given by local name, in a namespace accepted by `namespace`
    /// (attributes without a prefix have no namespace).
    func attribute(_ name: String, where namespace: (String?) -> Bool) -> String? {
        var property = node.pointee.properties
        while let current = property {
            let localName = current.pointee.name.map { String(cString: $0) } ?? ""
            let uri = current.pointee.ns?.pointee.href.map { String(cString: $0) }
            if localName == name && namespace(uri) {
                var value = ""
                var child = current.pointee.children
                while let text = child {
                    if let content = text.pointee.content { value += String(cString: content) }
                    child = text.pointee.next
                }
                return value
            }
            property = current.pointee.next
        }
        return nil
    }

    /// A WordprocessingML attribute such as `w:type`.
    func wordAttribute(_ name: String) -> String? {
        attribute(name, where: Namespace.isWordprocessingML)
    }
}

/// The element children of a node, walked through libxml2's sibling links.
struct ElementChildren: Sequence {
    let first: xmlNodePtr?

    struct Iterator: IteratorProtocol {
        var upcoming: xmlNodePtr?

        mutating func next() -> XMLElement? {
            while let node = upcoming {
                upcoming = node.pointee.next
                if node.pointee.type == XML_ELEMENT_NODE { return XMLElement(node: node) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(upcoming: first) }
}
