import DocketCore
import DocketZipXML

extension OpenDocumentReader {
    /// The page headers and footers of `styles.xml` (`office:master-styles/style:master-page`, with
    /// their left, first-page variants), each distinct text once, in the order written.
    mutating func pageHeadersAndFooters(_ styles: XMLDocument) -> (headers: [Line], footers: [Line]) {
        styles.withRoot { root in
            guard let root,
                  let master = root.children.first(where: { $0.isOpenDocument(.office, "master-styles") }) else {
                return ([], [])
            }
            var headers: [Line] = [], footers: [Line] = []
            var seenHeaders = Set<String>(), seenFooters = Set<String>()
            for page in master.children where page.isOpenDocument(.style, "master-page") {
                for part in page.children where part.openDocumentNamespace == .style {
                    let isHeader = part.localName.hasPrefix("header")
                    guard isHeader || part.localName.hasPrefix("footer"), !part.localName.hasSuffix("style") else { continue }
                    var tentative = self
                    let partLines = tentative.lines(in: part)
                    let text = partLines.map(\.text).joined(separator: "\n")
                    guard !partLines.isEmpty else { continue }
                    if isHeader ? seenHeaders.insert(text).inserted : seenFooters.insert(text).inserted {
                        self = tentative
                        if isHeader { headers += partLines } else { footers += partLines }
                    }
                }
            }
            return (headers, footers)
        }
    }
}
