import CXML2

/// A read-only view of one element of a parsed XML tree.
///
/// It points into memory owned by an ``XMLDocument`` and is valid only while that document lives;
/// readers take the document and keep it alive for as long as they walk its elements.
package struct XMLElement {
    package let node: xmlNodePtr

    package init(node: xmlNodePtr) {
        self.node = node
    }

    /// The name without its prefix (`t` for `w:t`).
    package var localName: String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    /// The namespace URI, or nil for an element in no namespace.
    package var namespaceURI: String? {
        node.pointee.ns?.pointee.href.map { String(cString: $0) }
    }

    /// The namespace URI as libxml2 holds it, for comparisons that allocate nothing.
    package var namespaceURIBytes: UnsafePointer<UInt8>? {
        node.pointee.ns?.pointee.href
    }

    /// The child elements in document order (text, comments and other nodes are left out).
    package var children: ElementChildren { ElementChildren(first: node.pointee.children) }

    /// The concatenated text and CDATA children (not deeper descendants): the content of `w:t`.
    package var text: String {
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
    package func attribute(_ name: String, where namespace: (String?) -> Bool) -> String? {
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
}

/// The element children of a node, walked through libxml2's sibling links.
package struct ElementChildren: Sequence {
    let first: xmlNodePtr?

    package struct Iterator: IteratorProtocol {
        var upcoming: xmlNodePtr?

        package mutating func next() -> XMLElement? {
            while let node = upcoming {
                upcoming = node.pointee.next
                if node.pointee.type == XML_ELEMENT_NODE { return XMLElement(node: node) }
            }
            return nil
        }
    }

    package func makeIterator() -> Iterator { Iterator(upcoming: first) }
}
