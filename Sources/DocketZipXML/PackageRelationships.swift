import Foundation

/// One `Relationship` of an OPC `.rels` part (DOCX, PPTX).
package struct Relationship: Equatable {
    package var id: String
    /// The relationship type URI; its last path component names the kind (`header`, `footnotes`…).
    package var type: String
    package var target: String
    package var isExternal: Bool

    /// The kind of part: the type URI's last path component.
    package var kind: String {
        type.split(separator: "/").last.map(String.init) ?? ""
    }
}

/// Reading `.rels` parts and resolving their targets to part names.
package enum PackageRelationships {
    /// Open Packaging Conventions relationships (`*.rels` parts).
    package static let namespace = "http://schemas.openxmlformats.org/package/2006/relationships"

    /// The relationships part of a part: `word/document.xml` → `word/_rels/document.xml.rels`.
    package static func partName(for source: String) -> String {
        let (folder, file) = split(source)
        return folder.isEmpty ? "_rels/\(file).rels" : "\(folder)/_rels/\(file).rels"
    }

    /// The relationships listed in a parsed `.rels` part, in document order.
    package static func relationships(in document: XMLDocument) -> [Relationship] {
        document.withRoot { root in
            guard let root, root.localName == "Relationships" else { return [] }
            return root.children.compactMap { element -> Relationship? in
                guard element.localName == "Relationship",
                      element.namespaceURI == namespace,
                      let type = element.attribute("Type", where: { $0 == nil }),
                      let target = element.attribute("Target", where: { $0 == nil }) else { return nil }
                return Relationship(
                    id: element.attribute("Id", where: { $0 == nil }) ?? "",
                    type: type,
                    target: target,
                    isExternal: element.attribute("TargetMode", where: { $0 == nil }) == "External")
            }
        }
    }

    /// The part a relative or absolute target names, seen from `source`; nil when it leaves the
    /// package (`..` past the root) or is empty.
    package static func resolve(_ target: String, from source: String) -> String? {
        let decoded = target.removingPercentEncoding ?? target
        let path = decoded.hasPrefix("/") ? decoded : "\(split(source).folder)/\(decoded)"
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(component)
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }

    private static func split(_ part: String) -> (folder: String, file: String) {
        guard let slash = part.lastIndex(of: "/") else { return ("", part) }
        return (String(part[..<slash]), String(part[part.index(after: slash)...]))
    }
}
