import Foundation

/// Reads plain text and Markdown as written: one page, a line per line, tabs kept as cell breaks.
public struct PlainTextExtractor: TextExtractor {
    public init() {}

    public var formats: Set<Format> { [.text] }

    public func extract(_ input: InputDocument, as detection: Detection) throws -> Document {
        let encoding: TextEncoding
        if case .supported(_, let stated?) = detection { encoding = stated } else { encoding = .utf8 }
        guard let text = Self.decode(input.data, encoding) else {
            throw DocketError.damaged(file: input.name, reason: "text is not valid \(encoding.rawValue)")
        }
        // Form feeds separate pages, as in pdftotext's output.
        let pages = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).enumerated().map { index, body in
            Page(number: index + 1, origin: .plainText, lines: Self.lines(of: body))
        }
        return Document(source: input.name, format: .text, pages: pages)
    }

    static func decode(_ data: Data, _ encoding: TextEncoding) -> String? {
        var text: String?
        switch encoding {
        case .utf8: text = String(data: data, encoding: .utf8)
        case .utf16LittleEndian: text = String(data: data, encoding: .utf16LittleEndian)
        case .utf16BigEndian: text = String(data: data, encoding: .utf16BigEndian)
        case .latin1: text = String(data: data, encoding: .windowsCP1252) ?? String(data: data, encoding: .isoLatin1)
        }
        if let decoded = text, decoded.hasPrefix("\u{FEFF}") { text = String(decoded.dropFirst()) }
        return text
    }

    public static func lines(of text: Substring) -> [Line] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        return lines.map { raw in
            let cells = raw.split(separator: "\t", omittingEmptySubsequences: false).map { Segment(text: String($0)) }
            return Line(segments: cells)
        }
    }
}
