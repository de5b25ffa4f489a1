import DocketCore
import Foundation

/// Reads web pages (a saved course site, an LMS page), and the page inside a web archive (MHTML,
/// see ``MHTMLArchive``), with libxml2's HTML parser, in memory, into one page of lines. How elements become lines is described on ``HTMLReader``.
///
/// Hostile input is bounded: the page may be at most ``maximumSize`` bytes, its tree at most
/// ``maximumNodes`` elements and attributes, and its elements nested at most ``maximumDepth``
/// deep (the reader recurses once per level); a page that declares entities is refused, and the
/// parser never touches the network.
///
/// A value type holding only limits: safe to share between threads; each call has its own parser.
public struct HTMLTextExtractor: TextExtractor {
    /// 32 MiB: a saved LMS page with inline styles and scripts is a few MiB at most.
    public static let defaultMaximumSize = 32 << 20
    /// One million: twenty times a busy LMS page, and a tree of at most about 250 MB.
    public static let defaultMaximumNodes = 1_000_000
    /// 256 levels, libxml2's own default for XML; real pages nest a few dozen deep.
    public static let defaultMaximumDepth = 256

    public var maximumSize: Int
    public var maximumNodes: Int
    public var maximumDepth: Int

    public init(maximumSize: Int = defaultMaximumSize, maximumNodes: Int = defaultMaximumNodes,
                maximumDepth: Int = defaultMaximumDepth) {
        self.maximumSize = maximumSize
        self.maximumNodes = maximumNodes
        self.maximumDepth = maximumDepth
    }

    public var formats: Set<Format> { [.html, .mhtml] }

    public func extract(_ input: InputDocument, as detection: Detection) throws -> Document {
        guard !input.data.isEmpty else { throw DocketError.empty(file: input.name) }
        guard input.data.count <= maximumSize else {
            throw DocketError.tooLarge(file: input.name, bytes: input.data.count, limit: maximumSize)
        }
        var page = [UInt8](input.data)
        var charset: String?
        if case .supported(.mhtml, _) = detection {
            do {
                let archive = try MHTMLArchive(page)
                page = archive.html
                charset = archive.charset
            } catch let failure as MHTMLArchive.Failure {
                throw DocketError.damaged(file: input.name, reason: failure.description)
            }
        }
        let tree = try HTMLDocumentParser(fileName: input.name, maximumNodes: maximumNodes)
            .parse(page, charset: charset)
        let depth = tree.depth(stoppingPast: maximumDepth)
        if depth > maximumDepth {
            throw DocketError.refused(file: input.name,
                                      reason: "elements nested more than \(maximumDepth) deep; no real page nests so deep")
        }
        var reader = HTMLReader()
        tree.withRoot { root in
            if let root { reader.read(root) }
        }
        let format: Format = if case .supported(.mhtml, _) = detection { .mhtml } else { .html }
        return Document(source: input.name, format: format,
                        pages: [Page(number: 1, origin: .markup, lines: reader.lines)])
    }
}
