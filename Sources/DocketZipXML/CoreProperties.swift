import Foundation

/// An Office package's core properties (`docProps/core.xml`, Open Packaging Conventions): when the
/// document says it was created. DOCX and PPTX carry them.
package enum CoreProperties {
    package static let part = "docProps/core.xml"

    /// `dcterms:created`, a W3CDTF instant ("2014-09-05T01:42:38Z"); nil when the part or the element
    /// is absent or unreadable: a hint for the year of undated schedules, never a reason to fail.
    package static func created(in archive: ZipArchive, parser: XMLDocumentParser) -> Date? {
        guard let bytes = try? archive.read(part), let document = try? parser.parse(bytes, part: part) else { return nil }
        return document.withRoot { root -> Date? in
            guard let root, let created = root.children.first(where: { $0.localName == "created" }) else { return nil }
            return instant(created.text)
        }
    }

    /// A W3CDTF date-time, or its date alone.
    static func instant(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: trimmed) { return date }
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: String(trimmed.prefix(10)))
    }
}
