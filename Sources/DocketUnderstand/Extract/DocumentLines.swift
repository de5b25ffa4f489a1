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
                // A Markdown table row is one segment with pipes in it: its cells are segments too (kept
                // even when empty, so columns line up); its separator row ("|---|:--|") is no line.
                let pieces = line.segments.flatMap { segment -> [String] in
                    guard segment.text.contains("|") else { return [segment.text] }
                    var cells = segment.text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                    if cells.first?.trimmingCharacters(in: .whitespaces).isEmpty ?? false { cells.removeFirst() }
                    if cells.last?.trimmingCharacters(in: .whitespaces).isEmpty ?? false { cells.removeLast() }
                    return cells
                }
                if pieces.count > 1, pieces.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } && $0.contains("-") }) { return nil }
                let segments = pieces.map(Self.plain).filter { !$0.isEmpty }
                guard !segments.isEmpty else { return nil }
                return DocumentLine(page: page.number, number: index + 1, text: segments.joined(separator: "\t"),
                                    written: line.text, segments: segments)
            }
        }
    }

    private static func plain(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "__", with: "")
        result = result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        // "## Monday, June 2" is a heading; a lone "#" (a table's number column) is text.
        if let marks = result.range(of: "^#{1,6}\\s+", options: .regularExpression) { result.removeSubrange(marks) }
        if result.hasPrefix("|") || result.hasSuffix("|") {
            result = result.trimmingCharacters(in: CharacterSet(charactersIn: "|"))
        }
        return result.trimmingCharacters(in: .whitespaces)
    }
}

import Foundation
