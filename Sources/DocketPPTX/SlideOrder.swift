import DocketCore
import DocketZipXML

/// The slides of a presentation in the order it shows them: `p:sldIdLst` in
/// `ppt/presentation.xml`, each `r:id` resolved through `ppt/_rels/presentation.xml.rels`.
/// Hidden slides (`show="0"` on the slide) are still read: a syllabus deck hides nothing that matters less.
enum SlideOrder {
    static let presentationPart = "ppt/presentation.xml"

    static func slideParts(archive: ZipArchive, parser: XMLDocumentParser) throws -> [String] {
        guard let bytes = try archive.read(presentationPart) else {
            throw DocketError.missingPart(file: archive.fileName, part: presentationPart)
        }
        let presentation = try parser.parse(bytes, part: presentationPart)
        let relationshipsPart = PackageRelationships.partName(for: presentationPart)
        var targets: [String: String] = [:]
        if let relationshipBytes = try archive.read(relationshipsPart) {
            for relationship in PackageRelationships.relationships(in: try parser.parse(relationshipBytes, part: relationshipsPart))
            where !relationship.isExternal && relationship.kind == "slide" {
                if let name = PackageRelationships.resolve(relationship.target, from: presentationPart) {
                    targets[relationship.id] = name
                }
            }
        }
        let ids: [String] = presentation.withRoot { root in
            guard let list = root?.child({ $0.isPresentation("sldIdLst") }) else { return [] }
            return list.children.filter { $0.isPresentation("sldId") }
                .compactMap { $0.attribute("id", where: { $0 == PresentationNamespace.relationships }) }
        }
        var parts = ids.compactMap { targets[$0] }.filter(archive.contains)
        if parts.isEmpty {
            // No usable list: the conventional names, slide numbers compared as numbers.
            parts = archive.entryNames.filter { $0.hasPrefix("ppt/slides/slide") && $0.hasSuffix(".xml") }
                .sorted { $0.compare($1, options: .numeric) == .orderedAscending }
        }
        return parts
    }
}
