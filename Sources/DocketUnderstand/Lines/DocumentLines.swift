import DocketCore
import Foundation

/// A document read once into lines and their facts, for the stages that share them: the classifier,
/// the extractor and the subtask planner take it instead of each reading the document again.
public struct DocumentLines: Sendable {
    let lines: [DocumentLine]
    private let memo = LinesMemo()

    public init(_ document: Document) {
        lines = CalendarGrid.enriched(ScheduleDates.enriched(Self.orgHeadingsMarked(document.pages.flatMap { page in
            RuledColumns.lines(page.lines).enumerated().compactMap { index, line in
                Self.line(line, number: index + 1, page: page.number)
            }
        })))
    }

    /// An Org file's headings ("** THU 09-12 Lecture 4") marked as headings with their level, as a
    /// Markdown file's "##" are. Only in a file Org's own lines show to be one (a "#+title:" or
    /// "#+OPTIONS:" keyword line, a ":PROPERTIES:" drawer): elsewhere "* item" is a list's bullet.
    static func orgHeadingsMarked(_ lines: [DocumentLine]) -> [DocumentLine] {
        guard lines.prefix(400).contains(where: { line in
            let written = line.written.drop { $0 == " " }
            return (written.hasPrefix("#+") && written.dropFirst(2).prefix { $0.isLetter || $0 == "_" }.count >= 3 && written.contains(":"))
                || written.hasPrefix(":PROPERTIES:")
        }) else { return lines }
        return lines.map { line in
            let stars = line.written.prefix { $0 == "*" }.count
            guard (1...6).contains(stars), line.written.dropFirst(stars).first == " " else { return line }
            var heading = line
            heading.isHeading = true
            return heading
        }
    }

    init(lines: [DocumentLine]) {
        self.lines = lines
    }

    public var count: Int { lines.count }

    /// The regular class meetings the lines give, read once however many stages ask.
    var meetings: [Meeting] { memo.meetings { MeetingReader().read(lines) } }

    /// A line of the model as the rules read it: Markdown emphasis and heading marks dropped (a
    /// "**Monday, June 3**" heading reads as its date), a Markdown table row split into its cells
    /// (the empty ones left out of its segments but counted in its columns, so rows line up with their
    /// header), its separator row ("|---|:--|", Org's "|---+---|") no line at all.
    private static func line(_ line: Line, number: Int, page: Int) -> DocumentLine? {
        // Cells the document delimited itself (a Markdown row's pipes, a markup table's cells), not
        // found by where text lies or by runs of spaces.
        var delimited = line.segments.count >= 2 && line.segments.allSatisfy { $0.box == nil }
        let pieces = line.segments.flatMap { segment -> [String] in
            guard segment.text.includes("|") else {
                // Text without geometry laid out in a fixed-width font ("Week 1      Jan-23      Overview"):
                // a run of spaces inside the line is the gap between two columns, found, not delimited.
                guard segment.box == nil && segment.text.includes("   ") else { return [segment.text] }
                delimited = false
                return columns(of: segment.text)
            }
            var cells = segment.text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            if cells.first?.trimmingWhitespace().isEmpty ?? false { cells.removeFirst() }
            if cells.last?.trimmingWhitespace().isEmpty ?? false { cells.removeLast() }
            if line.segments.count == 1, segment.box == nil { delimited = true }
            return cells
        }
        // An Org table's rule crosses its columns with "+" ("|----+------|"): one piece, still a rule.
        if pieces.count > 1 || line.text.includes("|"), pieces.allSatisfy({ $0.allSatisfy { "-:+ ".contains($0) } && $0.contains("-") }) { return nil }
        // A fixed-width table's rule under its header ("-------  ----------  -----"): no line either; nor
        // a reStructuredText grid table's border ("+------+-----+", "+======+=====+").
        if pieces.count == 1, Self.isColumnRule(pieces[0]) || Self.isGridBorder(pieces[0]) { return nil }
        let cells = pieces.map(plain)
        let segments = cells.filter { !$0.isEmpty }
        guard !segments.isEmpty else { return nil }
        var read = DocumentLine(page: page, number: number, text: segments.joined(separator: "\t"), written: line.text, segments: segments)
        // Which column each cell stands in, the empty ones counted, so a row lines up with its header.
        if delimited, cells.count >= 2 {
            read.setColumns(segments.count == cells.count ? nil : cells.indices.filter { !cells[$0].isEmpty }, count: cells.count)
        }
        // Each cell kept where the document placed it across the page.
        if segments.count == line.segments.count {
            let boxes = line.segments.compactMap(\.box)
            if boxes.count == line.segments.count { read.cellSpans = boxes.map { $0.x0...$0.x1 } }
        }
        if pieces.count == 1 {
            let marks = pieces[0].drop(while: { $0 == " " }).prefix(while: { $0 == "#" })
            read.isHeading = (1...6).contains(marks.count) && pieces[0].drop(while: { $0 == " " }).dropFirst(marks.count).first == " "
        }
        return read
    }

    /// The cells of a line whose columns are set apart by runs of three spaces or more, its indentation
    /// not counted; a gap after a dash or a colon is spacing inside one cell.
    static func columns(of text: String) -> [String] {
        var cells: [String] = [], current = "", spaces = 0
        for character in text.drop(while: { $0 == " " }) {
            if character == " " {
                spaces += 1
                continue
            }
            // A dash or colon before the gap joins what follows ("Reflection Paper –      DUE: Week 10").
            if spaces >= 3, !(current.last.map { "–—-:".contains($0) } ?? false) {
                cells.append(current)
                current = ""
            } else if spaces > 0 {
                current += String(repeating: " ", count: spaces)
            }
            spaces = 0
            current.append(character)
        }
        cells.append(current)
        return cells
    }

    /// A grid table's border: "+" at both ends and between columns, dashes or "=" along them.
    static func isGridBorder(_ text: String) -> Bool {
        // Most lines start with a letter: looked at no further.
        guard text.first(where: { $0 != " " }) == "+" else { return false }
        let border = text.trimmingWhitespace()
        return border.count >= 3 && border.first == "+" && border.last == "+"
            && border.allSatisfy({ "+-=:".contains($0) }) && border.contains(where: { $0 == "-" || $0 == "=" })
    }

    /// Runs of dashes (or "=") side by side, one run a column: the rule a plain-text table draws.
    static func isColumnRule(_ text: String) -> Bool {
        let runs = text.split(separator: " ", omittingEmptySubsequences: true)
        // A column as narrow as a number's ("==" over "#") has a run of two.
        return runs.count >= 2 && runs.contains { $0.count >= 3 }
            && runs.allSatisfy { run in run.count >= 2 && run.allSatisfy { "-=:+".contains($0) } }
    }

    private static func plain(_ text: String) -> String {
        if isPlain(text) { return text }
        var result = plainHyphens(text)
        if result.includes("`") { result = CrossReferences.labels(in: result) }
        // A Kramdown attribute list ("**PA**{: .label .label-blue}") styles the text before it.
        if result.includes("{:") { result = result.replacingOccurrences(of: "\\{:[^}]*\\}", with: "", options: .regularExpression) }
        if result.includes("**") { result = result.replacingOccurrences(of: "**", with: "") }
        if result.includes("__") { result = result.replacingOccurrences(of: "__", with: "") }
        result = LetterSpacing.collapsed(result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "))
        // "## Monday, June 2" is a heading; a lone "#" (a table's number column) is text.
        if result.hasPrefix("#") {
            let marks = result.prefix { $0 == "#" }
            if marks.count <= 6, result.dropFirst(marks.count).first == " " {
                result = String(result.dropFirst(marks.count)).trimmingWhitespace()
            }
        }
        // A backslash ending a Markdown line breaks the line there ("**Assignments**\\"): no text.
        if result.hasSuffix("\\"), !result.hasSuffix("\\\\") { result.removeLast() }
        if result.hasPrefix("|") || result.hasSuffix("|") {
            result = result.trimming(charactersIn: "|")
        }
        return result.trimmingWhitespace()
    }

    /// Hyphens as ASCII: PDFs often write a hyphen as "-", a soft hyphen and U+2010 together
    /// ("T-\u{AD}\u{2010}TH 12:30", "512-\u{AD}\u{2010}471"), which no date, time or day pattern reads.
    /// Soft hyphens go; U+2010 and U+2011 become "-", once.
    static func plainHyphens(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value == 0xAD || $0.value == 0x2010 || $0.value == 0x2011 }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0xAD: continue
            case 0x2010, 0x2011: if scalars.last != "-" { scalars.append("-") }
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether `plain` would give the text back unchanged, decided in one pass over its bytes: most
    /// lines have no Markdown marks, no runs of spaces, no space at either end and no letter-spaced
    /// run, and Foundation's trimming and replacing cost more than the rest of reading a line.
    private static func isPlain(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last,
                  (0x21...0x7E).contains(first), (0x21...0x7E).contains(last),
                  first != UInt8(ascii: "#"), first != UInt8(ascii: "|"), last != UInt8(ascii: "|"),
                  last != UInt8(ascii: "\\") else { return false }
            var previous: UInt8 = 0
            // Pieces between spaces that may be a single character (a letter-spaced run needs
            // LetterSpacing.minimumRun of them in a row); a piece with two ASCII bytes is surely longer.
            var asciiInPiece = 0, shortRun = 0
            for byte in bytes {
                // U+00AD (soft hyphen, C2 AD) and U+2010/U+2011 (E2 80 90/91): see ``plainHyphens(_:)``.
                if byte == 0xAD || (previous == 0x80 && (byte == 0x90 || byte == 0x91)) { return false }
                if byte == UInt8(ascii: " ") {
                    if previous == byte { return false }
                    shortRun = asciiInPiece >= 2 ? 0 : shortRun + 1
                    if shortRun >= LetterSpacing.minimumRun - 1 { return false }
                    asciiInPiece = 0
                } else {
                    if (byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_")) && previous == byte { return false }
                    // A role's cross-reference ("{doc}`…`", ":ref:`…`") or a reStructuredText link ("`…`_").
                    if byte == UInt8(ascii: "`") && (previous == UInt8(ascii: "}") || previous == UInt8(ascii: ":")) { return false }
                    if byte == UInt8(ascii: "_") && previous == UInt8(ascii: "`") { return false }
                    // A Kramdown attribute list ("{: .label}").
                    if byte == UInt8(ascii: ":") && previous == UInt8(ascii: "{") { return false }
                    if byte < 0x80 { asciiInPiece += 1 }
                }
                previous = byte
            }
            return true
        }
    }
}

extension Document {
    /// Every non-empty line, numbered from 1 on each page, with its facts.
    var numberedLines: [DocumentLine] { DocumentLines(self).lines }
}
