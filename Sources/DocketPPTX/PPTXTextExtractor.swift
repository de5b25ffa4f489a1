import DocketCore
import DocketZipXML
import Foundation

/// Reads PowerPoint presentations (`.pptx`, a course's first-day slides) with libzip and libxml2,
/// a page per slide, in the order the presentation shows them (``SlideOrder``); how a slide becomes
/// lines is described on ``SlideReader``. Speaker notes are not read.
///
/// Hostile input is bounded as for DOCX: each part may inflate to at most ``maximumPartSize`` bytes
/// and all parts together to ``maximumTotalSize``, each XML part's tree to ``maximumXMLNodes``
/// elements and attributes, XML with a DTD is refused, and at most ``maximumSlides`` slides are read.
public struct PPTXTextExtractor: TextExtractor {
    public var maximumPartSize: Int
    public var maximumTotalSize: Int
    public var maximumXMLNodes: Int
    /// 2000 slides: far more than any lecture deck.
    public var maximumSlides: Int

    public init(maximumPartSize: Int = 64 << 20, maximumTotalSize: Int = 256 << 20,
                maximumXMLNodes: Int = 4_000_000, maximumSlides: Int = 2_000) {
        self.maximumPartSize = maximumPartSize
        self.maximumTotalSize = maximumTotalSize
        self.maximumXMLNodes = maximumXMLNodes
        self.maximumSlides = maximumSlides
    }

    public var formats: Set<Format> { [.pptx] }

    public func extract(_ input: InputDocument, as detection: Detection) throws -> Document {
        guard !input.data.isEmpty else { throw DocketError.empty(file: input.name) }
        let archive = try ZipArchive(data: input.data, fileName: input.name,
                                     maximumEntrySize: maximumPartSize, maximumTotalSize: maximumTotalSize)
        let parser = XMLDocumentParser(fileName: input.name, maximumNodes: maximumXMLNodes)
        let parts = try SlideOrder.slideParts(archive: archive, parser: parser)
        if parts.count > maximumSlides {
            throw DocketError.refused(file: input.name, reason: "\(parts.count) slides, over the limit of \(maximumSlides)")
        }
        var reader = SlideReader()
        var pages: [Page] = []
        for (index, part) in parts.enumerated() {
            guard let bytes = try archive.read(part) else { continue }
            let slide = try parser.parse(bytes, part: part)
            pages.append(Page(number: index + 1, origin: .markup, lines: reader.lines(of: slide)))
        }
        return Document(source: input.name, format: .pptx, pages: pages, created: CoreProperties.created(in: archive, parser: parser))
    }
}
