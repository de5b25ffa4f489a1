import DocketZipXML
import Foundation

/// The parts of a DOCX whose text Docket reads, found from the main document's relationships.
struct DOCXParts: Equatable {
    static let mainDocument = "word/document.xml"

    var headers: [String] = []
    var footers: [String] = []
    var footnotes: String?
    var endnotes: String?
    /// Parts the relationships name but the archive lacks.
    var missing: [String] = []

    /// Finds the parts through `word/_rels/document.xml.rels`; without that part, falls back to the
    /// conventional names (`word/header*.xml`, `word/footer*.xml`, `word/footnotes.xml`,
    /// `word/endnotes.xml`). Headers and footers are sorted by name, numbers compared as numbers.
    static func locate(in archive: ZipArchive, parser: XMLDocumentParser) throws -> DOCXParts {
        let relationshipsPart = PackageRelationships.partName(for: mainDocument)
        guard let bytes = try archive.read(relationshipsPart) else {
            return conventional(archive.entryNames)
        }
        let relationships = PackageRelationships.relationships(in: try parser.parse(bytes, part: relationshipsPart))
        var parts = DOCXParts()
        var headers = Set<String>(), footers = Set<String>()
        for relationship in relationships where !relationship.isExternal {
            guard let name = PackageRelationships.resolve(relationship.target, from: mainDocument) else { continue }
            let kind = relationship.kind
            guard ["header", "footer", "footnotes", "endnotes"].contains(kind) else { continue }
            guard archive.contains(name) else {
                if !parts.missing.contains(name) { parts.missing.append(name) }
                continue
            }
            switch kind {
            case "header": headers.insert(name)
            case "footer": footers.insert(name)
            case "footnotes": parts.footnotes = parts.footnotes ?? name
            default: parts.endnotes = parts.endnotes ?? name
            }
        }
        parts.headers = sortedByName(headers)
        parts.footers = sortedByName(footers)
        return parts
    }

    /// The parts named as Word names them, for a package without document relationships.
    static func conventional(_ names: [String]) -> DOCXParts {
        func matching(_ prefix: String) -> [String] {
            sortedByName(Set(names.filter { name in
                let lower = name.lowercased()
                return lower.hasPrefix("word/\(prefix)") && lower.hasSuffix(".xml")
                    && !lower.dropFirst(5).contains("/")
            }))
        }
        func named(_ part: String) -> String? {
            names.first { $0 == part } ?? names.first { $0.lowercased() == part }
        }
        return DOCXParts(headers: matching("header"), footers: matching("footer"),
                         footnotes: named("word/footnotes.xml"), endnotes: named("word/endnotes.xml"))
    }

    static func sortedByName(_ names: Set<String>) -> [String] {
        names.sorted { lhs, rhs in
            switch lhs.compare(rhs, options: [.numeric, .caseInsensitive]) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return lhs < rhs
            }
        }
    }
}
