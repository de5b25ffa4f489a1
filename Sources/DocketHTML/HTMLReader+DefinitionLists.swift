import DocketCore

extension HTMLReader {
    /// Reads a `<dl>`: each term with its definitions is one line, the term (several terms joined
    /// by a space) then each definition as a segment: "Midterm exam", "Oct 14, in class" stay
    /// together like a table row's cells. A definition with no term before it is a line of its own.
    /// `<div>` wrappers around groups (allowed by HTML) are looked through.
    mutating func appendDefinitionList(_ list: HTMLNode, depth: Int) {
        var terms: [String] = []
        var definitions: [String] = []
        var following: [Line] = []

        func flush(_ reader: inout HTMLReader) {
            let first = terms.joined(separator: " ")
            let segments = (first.isEmpty ? [] : [first]) + definitions
            if !segments.isEmpty { reader.append(lines: [Line(segments: segments.map { Segment(text: $0) })]) }
            reader.append(lines: following)
            terms = []
            definitions = []
            following = []
        }

        func text(of element: HTMLNode, _ reader: inout HTMLReader) -> String {
            var content = HTMLReader(tableCount: reader.tableCount, collectingCell: true)
            content.appendContent(of: element, depth: depth)
            content.endLine()
            reader.tableCount = content.tableCount
            following += content.lines
            return (content.cellParagraphs ?? []).joined(separator: " ")
        }

        func visit(_ element: HTMLNode, _ reader: inout HTMLReader) {
            for child in element.elementChildren {
                let role = HTMLElementRole(child)
                if role == .dropped { continue }
                switch child.name {
                case "dt":
                    if !definitions.isEmpty { flush(&reader) }
                    let term = text(of: child, &reader)
                    if !term.isEmpty { terms.append(term) }
                case "dd":
                    let definition = text(of: child, &reader)
                    if !definition.isEmpty { definitions.append(definition) }
                case "div":
                    visit(child, &reader)
                default:
                    continue
                }
            }
        }

        visit(list, &self)
        flush(&self)
    }
}
