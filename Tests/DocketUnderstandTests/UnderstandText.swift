import DocketCore
import Foundation
@testable import DocketUnderstand

/// A document written as plain text or Markdown understood by the default stages with the offline
/// rules, as of a fixed day.
func understandText(_ text: String, name: String = "page.md") throws -> UnderstoodDocument {
    let document = try PlainTextExtractor().extract(InputDocument(name: name, data: Data(text.utf8)),
                                                    as: .supported(.text, encoding: .utf8))
    return try DocumentUnderstanding(extractor: RuleExtractor(),
                                     options: NormalizationOptions(today: CivilDate(year: 2026, month: 11, day: 23)!))
        .understand(document, sha256: "")
}
