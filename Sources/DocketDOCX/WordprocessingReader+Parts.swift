import DocketZipXML
import DocketCore

extension WordprocessingReader {
    /// The body of the main document part (`w:document/w:body`).
    mutating func documentLines(_ document: XMLDocument, fileName: String) throws -> [Line] {
        try document.withRoot { root in
            guard let root, root.isWord("document") else {
                let found = document.root.map { "<\($0.localName)>" } ?? "no root element"
                throw DocketError.damaged(
                    file: fileName,
                    reason: "\(document.part) is not a WordprocessingML document (\(found))")
            }
            guard let body = root.children.first(where: { $0.isWord("body") }) else { return [] }
            return lines(in: body)
        }
    }

    /// A header (`w:hdr`) or footer (`w:ftr`) part.
    mutating func headerFooterLines(_ document: XMLDocument) -> [Line] {
        document.withRoot { root in root.map { lines(in: $0) } ?? [] }
    }

    /// The footnotes (`w:footnotes/w:footnote`) or endnotes (`w:endnotes/w:endnote`) part: each
    /// note's lines, notes in order of their numeric `w:id` (the order Word writes them in; notes
    /// with the same or no number keep the part's order), without the separator notes Word keeps
    /// there.
    mutating func noteLines(_ document: XMLDocument, note: String) -> [Line] {
        let separators: Set<String> = ["separator", "continuationSeparator", "continuationNotice"]
        return document.withRoot { root in
            guard let root else { return [] }
            let notes = root.children.enumerated().filter { _, element in
                guard element.isWord(note) else { return false }
                return !(element.wordAttribute("type").map(separators.contains) ?? false)
            }.map { position, element in
                (number: element.wordAttribute("id").flatMap { Int($0) } ?? Int.max, position: position, element: element)
            }.sorted { ($0.number, $0.position) < ($1.number, $1.position) }
            var result: [Line] = []
            for note in notes { result += lines(in: note.element) }
            return result
        }
    }
}
