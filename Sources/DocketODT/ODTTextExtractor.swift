import DocketCore
import DocketZipXML
import Foundation

/// Reads OpenDocument text (`.odt`, what LibreOffice writes) with libzip and libxml2, in memory,
/// into one page of lines.
///
/// The page's lines come in this order: the page headers (each distinct text once, from the master
/// pages in `styles.xml`), the body of `content.xml` in document order, the footnotes and endnotes
/// in the order they are cited, then the page footers. How content becomes lines is described on
/// ``OpenDocumentReader``.
///
/// Hostile input is bounded as for DOCX: each part may inflate to at most ``maximumPartSize``
/// bytes and all parts together to ``maximumTotalSize``, each XML part's tree to
/// ``maximumXMLNodes`` elements and attributes, and XML with a DTD is refused before parsing.
public struct ODTTextExtractor: TextExtractor {
    public static let contentPart = "content.xml"
    public static let stylesPart = "styles.xml"

    public var maximumPartSize: Int
    public var maximumTotalSize: Int
    public var maximumXMLNodes: Int

    /// The defaults are the DOCX reader's: 64 MiB per part, 256 MiB in all, four million nodes.
    public init(maximumPartSize: Int = 64 << 20, maximumTotalSize: Int = 256 << 20,
                maximumXMLNodes: Int = 4_000_000) {
        self.maximumPartSize = maximumPartSize
        self.maximumTotalSize = maximumTotalSize
        self.maximumXMLNodes = maximumXMLNodes
    }

    public var formats: Set<Format> { [.odt] }

    public func extract(_ input: InputDocument, as detection: Detection) throws -> Document {
        guard !input.data.isEmpty else { throw DocketError.empty(file: input.name) }
        let archive = try ZipArchive(data: input.data, fileName: input.name,
                                     maximumEntrySize: maximumPartSize, maximumTotalSize: maximumTotalSize)
        let parser = XMLDocumentParser(fileName: input.name, maximumNodes: maximumXMLNodes)
        guard let contentBytes = try archive.read(Self.contentPart) else {
            throw DocketError.missingPart(file: input.name, part: Self.contentPart)
        }
        let content = try parser.parse(contentBytes, part: Self.contentPart)
        let styles = try archive.read(Self.stylesPart).map { try parser.parse($0, part: Self.stylesPart) }

        var reader = OpenDocumentReader()
        let (headers, footers) = styles.map { reader.pageHeadersAndFooters($0) } ?? ([], [])
        var lines = headers
        lines += try content.withRoot { root -> [Line] in
            guard let root, root.isOpenDocument(.office, "document-content") else {
                let found = content.root.map { "<\($0.localName)>" } ?? "no root element"
                throw DocketError.damaged(file: input.name,
                                          reason: "\(Self.contentPart) is not OpenDocument content (\(found))")
            }
            let text = root.children.first { $0.isOpenDocument(.office, "body") }?
                .children.first { $0.isOpenDocument(.office, "text") }
            guard let text else { return [] }
            var body = reader.lines(in: text)
            // Notes are read after the body, each once, in the order they were cited.
            var index = 0
            while index < reader.notes.count {
                body += reader.lines(in: reader.notes[index])
                index += 1
            }
            return body
        }
        lines += footers
        return Document(source: input.name, format: .odt, pages: [Page(number: 1, origin: .markup, lines: lines)])
    }
}
