import CXML2

/// SAX hooks installed on one parser context, refusing what a package part (DOCX, ODT, PPTX) never needs.
///
/// - **DTDs**: a document type declaration, an entity declaration or an external subset stops the
///   parse the moment libxml2 meets it, whatever the encoding (the byte scan of ``DTDScanner`` only
///   sees ASCII-compatible ones).
/// - **Tree size**: libxml2 builds about 130–250 bytes of tree per element or attribute, so 60 MiB
///   of `<w:p a="" b=""/>` (a ZIP of a few hundred KiB) would take over 2 GB. Elements, attributes
///   and namespace declarations are counted as they start, and the parse stops past ``limit``.
/// - **Errors**: a structured handler on the context's own SAX block takes every message, so libxml2
///   prints nothing and never touches its per-thread global handlers; the context still records the
///   last error.
///
/// libxml2 hands callbacks the context as their user data; the guard reaches itself through the
/// context's `_private` pointer, which libxml2 never touches. One guard per parse, never shared.
final class XMLParseGuard {
    /// The most elements, attributes and namespace declarations one part may have.
    let limit: Int
    private(set) var nodes = 0
    private(set) var sawDTD = false
    private(set) var exceededLimit = false
    private var startElement: startElementNsSAX2Func?

    init(limit: Int) {
        self.limit = limit
    }

    /// Installs the hooks on `context`. The guard must stay alive until parsing ends.
    func install(on context: xmlParserCtxtPtr) {
        context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        guard let sax = context.pointee.sax else { return }
        sax.pointee.serror = { _, _ in }
        sax.pointee.internalSubset = { userData, _, _, _ in XMLParseGuard.refuseDTD(userData) }
        sax.pointee.externalSubset = { userData, _, _, _ in XMLParseGuard.refuseDTD(userData) }
        sax.pointee.entityDecl = { userData, _, _, _, _, _ in XMLParseGuard.refuseDTD(userData) }
        sax.pointee.unparsedEntityDecl = { userData, _, _, _, _ in XMLParseGuard.refuseDTD(userData) }
        startElement = sax.pointee.startElementNs
        sax.pointee.startElementNs = { userData, localName, prefix, uri, namespaceCount, namespaces,
                                       attributeCount, defaultedCount, attributes in
            guard let (context, guardian) = XMLParseGuard.resolve(userData) else { return }
            guardian.nodes += 1 + Int(max(0, attributeCount)) + Int(max(0, namespaceCount))
            if guardian.nodes > guardian.limit {
                guardian.exceededLimit = true
                xmlStopParser(context)
                return
            }
            guardian.startElement?(userData, localName, prefix, uri, namespaceCount, namespaces,
                                   attributeCount, defaultedCount, attributes)
        }
    }

    private static func refuseDTD(_ userData: UnsafeMutableRawPointer?) {
        guard let (context, guardian) = resolve(userData) else { return }
        guardian.sawDTD = true
        xmlStopParser(context)
    }

    private static func resolve(_ userData: UnsafeMutableRawPointer?) -> (xmlParserCtxtPtr, XMLParseGuard)? {
        guard let userData else { return nil }
        let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let pointer = context.pointee._private else { return nil }
        return (context, Unmanaged<XMLParseGuard>.fromOpaque(pointer).takeUnretainedValue())
    }
}
