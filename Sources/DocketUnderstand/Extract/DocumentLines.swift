import DocketCore

/// A document's lines in reading order with their page and line numbers: what the rules walk.
struct DocumentLine: Sendable {
    var page: Int
    var number: Int
    /// The cells joined by tabs, Markdown marks and runs of spaces removed.
    var text: String
    /// The line exactly as the document model has it.
    var written: String
    var segments: [String]

    var reference: SourceReference { SourceReference(page: page, line: number, text: written) }
}

extension Document {
    /// Every non-empty line, numbered from 1 on each page. Markdown emphasis and heading marks are
    /// dropped (a "**Monday, June 3**" heading reads as its date).
    var numberedLines: [DocumentLine] {
        pages.flatMap { page in
            page.lines.enumerated().compactMap { index, line -> DocumentLine? in
                // A Markdown table row is one segment with pipes in it: its cells are segments too.
                let segments = line.segments.flatMap { segment in
                    segment.text.contains("|") ? segment.text.split(separator: "|").map(String.init) : [segment.text]
                }.map(Self.plain).filter { !$0.isEmpty && !$0.allSatisfy { "-: ".contains($0) } }
                guard !segments.isEmpty else { return nil }
                return DocumentLine(page: page.number, number: index + 1, text: segments.joined(separator: "\t"),
                                    written: line.text, segments: segments)
            }
        }
    }

    private static func plain(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "__", with: "")
        result = result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        while result.hasPrefix("#") { result.removeFirst() }
        if result.hasPrefix("|") || result.hasSuffix("|") {
            result = result.trimmingCharacters(in: CharacterSet(charactersIn: "|"))
        }
        return result.trimmingCharacters(in: .whitespaces)
    }
}

import Foundation
