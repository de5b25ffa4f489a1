import CXML2

/// A parsed XML tree that owns its `xmlDocPtr` and frees it when it goes away.
///
/// Made only by ``XMLDocumentParser``. The ``XMLElement`` views it hands out must not outlive it.
package final class XMLDocument {
    private let document: xmlDocPtr
    /// The part it was read from, for messages.
    package let part: String

    package init(owning document: xmlDocPtr, part: String) {
        self.document = document
        self.part = part
    }

    deinit {
        xmlFreeDoc(document)
    }

    /// The root element, if the document has one.
    package var root: XMLElement? {
        xmlDocGetRootElement(document).map(XMLElement.init(node:))
    }

    /// Runs `body` with the root element, keeping the tree alive while it runs.
    package func withRoot<Result>(_ body: (XMLElement?) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(root) }
    }
}
