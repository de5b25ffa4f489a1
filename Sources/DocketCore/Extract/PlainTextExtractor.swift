import Foundation

/// Reads plain text and Markdown as written: one page, a line per line, tabs kept as cell breaks; a
/// page of comma-separated values as a table (``DelimitedRecords``); a LaTeX source as the text it
/// typesets (``LaTeXText``); a grid table, or a reStructuredText or MyST list table, as rows
/// (``GridTables``, ``ListTables``); a YAML list of records as a table (``DataRecords``); HTML inside
/// Markdown as a browser lays it out (``EmbeddedHTMLTables``, ``EmbeddedHTMLMarkup``), its character
/// references decoded (``CharacterReferences``), reStructuredText's roles and links as their text
/// (``RestructuredTextInline``), a site generator's comment blocks left out (``TemplateComments``) and its shortcodes read as
/// the words they show (``TemplateShortcodes``).
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
        let pages = Self.pieces(of: Substring(text), at: { $0 == 0x0C }).enumerated().map { index, body in
            // A page of comma-separated values reads as the table it is.
            // A site generator's data file writes HTML into its cells ("<a href=…>A1</a>"), which the page shows
            // as their text.
            if let records = DelimitedRecords.lines(in: body) {
                return Page(number: index + 1, origin: .plainText,
                            lines: CharacterReferences.lines(EmbeddedHTMLMarkup.lines(records)))
            }
            // A site generator's comment blocks show nothing, so they are gone before anything reads the page, and
            // its shortcodes show only their words.
            let lines = TemplateShortcodes.lines(TemplateComments.lines(Self.lines(of: body)))
            // A LaTeX source reads as what it typesets; other text as written, a grid or list table, a YAML list of
            // records and an HTML table in it as rows, its other HTML as a browser lays it out, and its character
            // references ("April&nbsp;16") as the characters they stand for.
            return Page(number: index + 1, origin: .plainText,
                        lines: LaTeXText.isLaTeX(lines) ? LaTeXText.lines(lines)
                            : RestructuredTextInline.lines(CharacterReferences.lines(EmbeddedHTMLMarkup.lines(EmbeddedHTMLTables.rows(in: DataRecords.rows(in: ListTables.rows(in: GridTables.rows(in: lines))))))))
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
        var lines = pieces(of: text, at: { $0 == 0x0A || $0 == 0x0D })
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        return lines.map { raw in
            // A pipe table's row ("| 1 | 08.28 | Intro\t\t |") sets its cells apart with pipes; a tab in
            // it is spacing inside a cell, not a cell break of its own.
            if isPipeRow(raw) { return Line(segments: [Segment(text: raw.replacingOccurrences(of: "\t", with: " "))]) }
            return Line(segments: pieces(of: raw, at: { $0 == 0x09 }).map { Segment(text: String($0)) })
        }
    }

    /// A Markdown or Org table row with a tab in it: a pipe first (after any indentation) and another later.
    static func isPipeRow(_ raw: Substring) -> Bool {
        let bytes = raw.utf8
        guard bytes.contains(0x09), let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
              bytes[first] == UInt8(ascii: "|") else { return false }
        return bytes[bytes.index(after: first)...].contains(UInt8(ascii: "|"))
    }

    /// The text split at every separator byte, empty pieces kept, "\r\n" one separator: the same as
    /// splitting its characters at "\n", "\r\n", "\r", "\t" or a form feed, since a line feed, a carriage
    /// return, a tab and a form feed are always characters of their own (or "\r\n" together), but
    /// without grapheme breaking.
    static func pieces(of text: Substring, at isSeparator: (UInt8) -> Bool) -> [Substring] {
        var pieces: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex, index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard isSeparator(byte) else {
                index = bytes.index(after: index)
                continue
            }
            pieces.append(text[start..<index])
            index = bytes.index(after: index)
            if byte == 0x0D, index < bytes.endIndex, bytes[index] == 0x0A { index = bytes.index(after: index) }
            start = index
        }
        pieces.append(text[start..<bytes.endIndex])
        return pieces
    }
}
