import CXML2

/// A read-only view of one node of a parsed HTML tree.
///
/// It points into memory owned by an ``HTMLTree`` and is valid only while that tree lives.
/// libxml2's HTML parser lower-cases element and attribute names, so they compare as written here.
struct HTMLNode {
    let node: xmlNodePtr

    var isElement: Bool { node.pointee.type == XML_ELEMENT_NODE }
    var isText: Bool { node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE }

    /// The element's name, lower case; empty for other nodes.
    var name: String {
        guard isElement else { return "" }
        return node.pointee.name.map { String(cString: $0) } ?? ""
    }

    /// A text node's content, entities already decoded by the parser.
    var content: String {
        node.pointee.content.map { String(cString: $0) } ?? ""
    }

    /// The child nodes in document order (elements and text; comments are left to the caller).
    var children: [HTMLNode] {
        var result: [HTMLNode] = []
        var child = node.pointee.children
        while let current = child {
            result.append(HTMLNode(node: current))
            child = current.pointee.next
        }
        return result
    }

    /// The child elements only.
    var elementChildren: [HTMLNode] { children.filter(\.isElement) }

    /// An attribute's value (an attribute without a value, `<p hidden>`, gives ""); nil when absent.
    func attribute(_ wanted: String) -> String? {
        var property = node.pointee.properties
        while let current = property {
            if let name = current.pointee.name, String(cString: name).lowercased() == wanted {
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
