import Foundation
@testable import DocketCore

/// The lines `PlainTextExtractor` reads from `text`, each as its cells, blank lines left out.
func plainTextLines(_ text: String, name: String = "schedule.md") throws -> [[String]] {
    let document = try PlainTextExtractor().extract(InputDocument(name: name, data: Data(text.utf8)),
                                                    as: .supported(.text, encoding: .utf8))
    return document.pages[0].lines.map { $0.segments.map(\.text) }.filter { $0 != [""] }
}
