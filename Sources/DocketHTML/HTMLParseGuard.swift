import CXML2

/// A SAX hook on one HTML parser context that counts elements and attributes as they start and
/// stops the parse past ``limit``, so a page of millions of tiny tags cannot build a tree of
/// gigabytes (libxml2 spends about 130–250 bytes of tree on each). Error callbacks are silenced on
/// the context's own SAX block, so libxml2 prints nothing.
///
/// libxml2 hands callbacks the context as their user data; the guard reaches itself through the
/// context's `_private` pointer. One guard per parse, never shared.
final class HTMLParseGuard {
    let limit: Int
    private(set) var nodes = 0
    private(set) var exceededLimit = false
    private var startElement: startElementSAXFunc?

    init(limit: Int) {
        self.limit = limit
    }

    /// Installs the hook on `context`. The guard must stay alive until parsing ends.
    func install(on context: htmlParserCtxtPtr) {
        context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        guard let sax = context.pointee.sax else { return }
        sax.pointee.serror = { _, _ in }
        startElement = sax.pointee.startElement
        sax.pointee.startElement = { userData, name, attributes in
            guard let userData else { return }
            let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
            guard let pointer = context.pointee._private else { return }
            let guardian = Unmanaged<HTMLParseGuard>.fromOpaque(pointer).takeUnretainedValue()
            var count = 1
            if let attributes {
                var index = 0
                while attributes[index] != nil {
                    count += 1
                    index += 2
                }
            }
            guardian.nodes += count
            if guardian.nodes > guardian.limit {
                guardian.exceededLimit = true
                xmlStopParser(context)
                return
            }
            guardian.startElement?(userData, name, attributes)
        }
    }
}
