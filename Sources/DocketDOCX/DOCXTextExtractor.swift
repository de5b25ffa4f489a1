import DocketZipXML
import DocketCore
import Foundation

/// Reads Word (DOCX) files with libzip and libxml2, in memory, into one page of lines.
///
/// The page's lines come in this order: the headers (each distinct header text once), the body in
/// document order, the footnotes, the endnotes, then the footers (each distinct text once). How
/// paragraphs, tables, text boxes and revisions become lines is described on
/// ``WordprocessingReader`` and its table extension.
///
/// Hostile input is bounded: each part may inflate to at most ``maximumPartSize`` bytes and all
/// parts together to ``maximumTotalSize`` (checked against the sizes the archive states and again
/// against the bytes that actually come out), each XML part's tree to ``maximumXMLNodes`` elements
/// and attributes, and XML with a DTD is refused before parsing, so neither entity expansion nor
/// external entities can happen.
///
/// A value type holding only limits: safe to share between threads; each call opens its own archive
/// and parser context.
public struct DOCXTextExtractor: TextExtractor {
    /// 64 MiB.
    public static let defaultMaximumPartSize = 64 << 20
    /// 256 MiB.
    public static let defaultMaximumTotalSize = 256 << 20
    /// Four million: about what 60 MiB of Word's XML holds, and a tree of at most about 1 GB.
    public static let defaultMaximumXMLNodes = 4_000_000

    /// The most one part of the archive may inflate to.
    public var maximumPartSize: Int
    /// The most all parts read from one archive may inflate to together.
    public var maximumTotalSize: Int
    /// The most elements, attributes and namespace declarations one XML part may have. libxml2's
    /// tree costs 130–250 bytes for each, so this, not the part's size, bounds the memory a dense
    /// part (60 MiB of `<w:p/>` from a ZIP of a few hundred KiB) can take.
    public var maximumXMLNodes: Int

    public init(maximumPartSize: Int = defaultMaximumPartSize,
                maximumTotalSize: Int = defaultMaximumTotalSize,
                maximumXMLNodes: Int = defaultMaximumXMLNodes) {
        self.maximumPartSize = maximumPartSize
        self.maximumTotalSize = maximumTotalSize
        self.maximumXMLNodes = maximumXMLNodes
    }

    public var formats: Set<Format> { [.docx] }

    public func extract(_ input: InputDocument, as detection: Detection) throws -> Document {
        guard !input.data.isEmpty else { throw DocketError.empty(file: input.name) }
        let archive = try ZipArchive(data: input.data, fileName: input.name,
                                     maximumEntrySize: maximumPartSize, maximumTotalSize: maximumTotalSize)
        guard archive.contains(DOCXParts.mainDocument) else {
            throw DocketError.missingPart(file: input.name, part: DOCXParts.mainDocument)
        }
        let parser = XMLDocumentParser(fileName: input.name, maximumNodes: maximumXMLNodes)
        let parts = try DOCXParts.locate(in: archive, parser: parser)

        func parse(_ part: String) throws -> XMLDocument? {
            guard let bytes = try archive.read(part) else { return nil }
            return try parser.parse(bytes, part: part)
        }

        var reader = WordprocessingReader()
        var lines: [Line] = []

        /// Appends each part's lines unless the same text came before.
        func appendDistinct(_ names: [String]) throws {
            var seen = Set<String>()
            for name in names {
                guard let document = try parse(name) else { continue }
                var tentative = reader
                let partLines = tentative.headerFooterLines(document)
                let text = partLines.map(\.text).joined(separator: "\n")
                guard !partLines.isEmpty, seen.insert(text).inserted else { continue }
                reader = tentative
                lines += partLines
            }
        }

        try appendDistinct(parts.headers)
        guard let main = try parse(DOCXParts.mainDocument) else {
            throw DocketError.missingPart(file: input.name, part: DOCXParts.mainDocument)
        }
        lines += try reader.documentLines(main, fileName: input.name)
        if let footnotes = parts.footnotes, let document = try parse(footnotes) {
            lines += reader.noteLines(document, note: "footnote")
        }
        if let endnotes = parts.endnotes, let document = try parse(endnotes) {
            lines += reader.noteLines(document, note: "endnote")
        }
        try appendDistinct(parts.footers)

        let warnings = parts.missing.map { "\($0) is named by the document's relationships but is not in the archive" }
        return Document(source: input.name, format: .docx,
                        pages: [Page(number: 1, origin: .markup, lines: lines)], warnings: warnings,
                        created: CoreProperties.created(in: archive, parser: parser))
    }
}
