import CXML2

/// A parsed HTML page that owns its `htmlDocPtr` and frees it when it goes away.
///
/// Made only by ``HTMLDocumentParser``. The ``HTMLNode`` views it hands out must not outlive it.
final class HTMLTree {
    private let document: htmlDocPtr

    init(owning document: htmlDocPtr) {
        self.document = document
    }

    deinit {
        xmlFreeDoc(document)
    }

    /// Runs `body` with the root element (`<html>`), keeping the tree alive while it runs.
    func withRoot<Result>(_ body: (HTMLNode?) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) {
            try body(xmlDocGetRootElement(document).map(HTMLNode.init(node:)))
        }
    }

    /// How deep nodes nest, measured without recursion (a hostile page may nest 100,000 deep),
    /// stopping as soon as `limit` is passed.
    func depth(stoppingPast limit: Int) -> Int {
        withExtendedLifetime(self) {
            guard let root = xmlDocGetRootElement(document) else { return 0 }
            var deepest = 1, level = 1
            var node = root
            while true {
                if let child = node.pointee.children {
                    node = child
                    level += 1
                    deepest = max(deepest, level)
                    if deepest > limit { return deepest }
                    continue
                }
                // No children: move to the next sibling, climbing until there is one.
                while true {
                    if level == 1 { return deepest }
                    if let next = node.pointee.next {
                        node = next
                        break
                    }
                    guard let parent = node.pointee.parent else { return deepest }
                    node = parent
                    level -= 1
                }
            }
        }
    }
}
