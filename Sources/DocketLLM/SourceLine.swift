import Foundation
import DocketCore

/// One non-empty line of a document with its page and its number on that page (from 1, counting every
/// line of the page as the rule extractor does).
public struct SourceLine: Sendable, Equatable {
    public var page: Int
    public var number: Int
    public var text: String

    public init(page: Int, number: Int, text: String) {
        self.page = page
        self.number = number
        self.text = text
    }

    /// A document's non-empty lines in reading order.
    public static func lines(of document: Document) -> [SourceLine] {
        document.pages.flatMap { page in
            page.lines.enumerated().compactMap { index, line in
                line.text.trimmingCharacters(in: .whitespaces).isEmpty
                    ? nil : SourceLine(page: page.number, number: index + 1, text: line.text)
            }
        }
    }
}
