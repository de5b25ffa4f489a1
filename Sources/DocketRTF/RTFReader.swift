import DocketCore
import Foundation

/// Reads RTF tokens into Docket lines: a small state machine with a stack of group states.
///
/// The conventions, which match the DOCX reader's:
/// - `\par` (and `\sect`, `\page`) ends a paragraph, which is a line; `\line` starts a new line;
///   `\tab` is a tab, which splits the line into segments. Lines are trimmed, empty ones dropped.
/// - Tables: `\cell` ends a cell, `\row` a row, which becomes one line whose segments are its cells
///   (a cell's paragraphs joined by a space), with a ``TablePosition``; `\trhdr` marks a header row.
///   Nested tables (`\itap`, `\nestcell`, `\nestrow`) come after the row that holds them, one level
///   deeper.
/// - `\uN` is a Unicode character (the `\ucN` fallback characters after it are skipped); `\'hh` and
///   plain bytes are in the code page of `\ansicpg` (Windows-1252 by default).
/// - Hidden text (`\v`) and tracked deletions (`\deleted`) are dropped; insertions are kept. The
///   destinations of ``RTFDestinations`` give no text; footnotes are read after the body.
struct RTFReader {
    /// The deepest group nesting accepted; real files nest a few dozen deep.
    let maximumDepth: Int

    private struct GroupState {
        var skipping = false
        var unicodeFallbackCount = 1
        var hidden = false
        var inFootnote = false
        var starred = false
        var firstToken = true
    }

    private var state = GroupState()
    private var stack: [GroupState] = []
    private var encoding: String.Encoding = .windowsCP1252
    private var pendingBytes: [UInt8] = []
    private var fallbackToSkip = 0
    private var highSurrogate: UInt16?

    private var paragraph = ""
    private var noteParagraph = ""
    private var inTable = false
    private var nesting = 0
    private var levels: [RTFTableLevel] = []
    /// Set by `\trhdr` in the row properties read last (`\trowd` clears it). Writers put them before
    /// a row's cells, and Word repeats them before `\row`, so the flag holds when the row ends.
    private var rowIsHeader = false
    private var tableCount = 0
    private(set) var lines: [Line] = []
    private(set) var noteLines: [Line] = []

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    enum Failure: Error {
        case tooDeep
        case tablesTooDeep
    }

    /// Reads every token; throws ``Failure/tooDeep`` past ``maximumDepth`` nested groups and
    /// ``Failure/tablesTooDeep`` for a table depth (`\itapN`) past it.
    mutating func read(_ bytes: [UInt8]) throws {
        var tokenizer = RTFTokenizer(bytes)
        while let token = tokenizer.next() {
            try handle(token)
        }
        flushBytes()
        endParagraph()
    }

    private mutating func handle(_ token: RTFToken) throws {
        switch token {
        case .text(let byte), .hexByte(let byte):
            if consumeFallback() { return }
            if isVisible { pendingBytes.append(byte) }
            state.firstToken = false
            return
        case .binary:
            return
        default:
            break
        }
        flushBytes()
        switch token {
        case .groupStart:
            guard stack.count < maximumDepth else { throw Failure.tooDeep }
            stack.append(state)
            state.firstToken = true
            state.starred = false
            fallbackToSkip = 0
        case .groupEnd:
            let leavingNote = state.inFootnote
            if let outer = stack.popLast() { state = outer }
            if leavingNote && !state.inFootnote { endNoteParagraph() }
            fallbackToSkip = 0
        case .controlSymbol(let symbol):
            if consumeFallback() { return }
            controlSymbol(symbol)
            // `\*` announces the destination word after it, which is still the group's first word.
            if symbol != UInt8(ascii: "*") { state.firstToken = false }
        case .controlWord(let name, let parameter):
            if consumeFallback() { return }
            // `\itapN` sets the table depth, and a paragraph or cell at depth N makes N table
            // levels: `\itap999999999` in a 40-byte file asked for a billion (tens of GB, minutes).
            // No group is needed for it, so the group limit did not bound it; the same limit does now.
            if name == "itap", let depth = parameter, depth > maximumDepth { throw Failure.tablesTooDeep }
            controlWord(name, parameter)
            state.firstToken = false
        case .text, .hexByte, .binary:
            break
        }
    }

    private var isVisible: Bool { !state.skipping && !state.hidden }

    /// After `\uN`, the next `\ucN` characters are the fallback for readers without Unicode.
    private mutating func consumeFallback() -> Bool {
        guard fallbackToSkip > 0 else { return false }
        fallbackToSkip -= 1
        return true
    }

    private mutating func flushBytes() {
        guard !pendingBytes.isEmpty else { return }
        append(RTFCodePage.decode(pendingBytes, as: encoding))
        pendingBytes = []
    }

    private mutating func append(_ text: String) {
        guard isVisible else { return }
        if state.inFootnote { noteParagraph += text } else { paragraph += text }
    }

    private mutating func controlSymbol(_ symbol: UInt8) {
        switch symbol {
        case UInt8(ascii: "*"):
            state.starred = true
        case UInt8(ascii: "~"):
            append(" ")
        case UInt8(ascii: "_"):
            append("-")
        case UInt8(ascii: "\\"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            append(String(UnicodeScalar(symbol)))
        default:
            break  // \- optional hyphen, \: index sub-entry, \| formula
        }
    }

    private static let characters: [String: String] = [
        "emdash": "\u{2014}", "endash": "\u{2013}", "lquote": "\u{2018}", "rquote": "\u{2019}",
        "ldblquote": "\u{201C}", "rdblquote": "\u{201D}", "bullet": "\u{2022}", "emspace": " ",
        "enspace": " ", "qmspace": " ", "zwj": "", "zwnj": "",
    ]

    /// Destinations whose text is read although they start with `\*`.
    private static let readStarredDestinations: Set<String> = ["nesttableprops", "footnote"]

    private mutating func controlWord(_ name: String, _ parameter: Int?) {
        if state.skipping { return }
        if RTFDestinations.skipped.contains(name)
            || (state.starred && state.firstToken && !Self.readStarredDestinations.contains(name)) {
            state.skipping = true
            return
        }
        if let character = Self.characters[name] {
            append(character)
            return
        }
        switch name {
        case "par", "sect", "page":
            endParagraph()
        case "line":
            endLine()
        case "tab":
            append("\t")
        case "cell":
            endCell(level: 1)
        case "nestcell":
            endCell(level: max(nesting, 2))
        case "row":
            endRow(level: 1)
        case "nestrow":
            endRow(level: max(nesting, 2))
        case "intbl":
            inTable = true
            nesting = max(nesting, 1)
        case "itap":
            nesting = max(parameter ?? 1, 0)
            inTable = nesting > 0
        case "pard":
            inTable = false
            nesting = 0
        case "trowd":
            rowIsHeader = false
        case "trhdr":
            rowIsHeader = true
        case "u":
            guard let value = parameter else { return }
            appendUnicode(UInt16(truncatingIfNeeded: value < 0 ? value + 65536 : value))
            fallbackToSkip = state.unicodeFallbackCount
        case "uc":
            state.unicodeFallbackCount = max(0, min(parameter ?? 1, 8))
        case "ansicpg":
            encoding = RTFCodePage.encoding(forCodePage: parameter ?? 1252)
        case "mac":
            encoding = .macOSRoman
        case "v", "deleted":
            state.hidden = (parameter ?? 1) != 0
        case "plain":
            state.hidden = false
        case "footnote":
            state.inFootnote = true
        default:
            break
        }
    }

    private mutating func appendUnicode(_ unit: UInt16) {
        if UTF16.isLeadSurrogate(unit) {
            highSurrogate = unit
            return
        }
        if UTF16.isTrailSurrogate(unit), let high = highSurrogate {
            highSurrogate = nil
            let scalar = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
            if let value = Unicode.Scalar(scalar) { append(String(value)) }
            return
        }
        highSurrogate = nil
        if let value = Unicode.Scalar(UInt32(unit)) { append(String(value)) }
    }

    // MARK: Paragraphs and tables

    private var level: Int { inTable ? max(nesting, 1) : 0 }


    private mutating func ensureLevels(_ count: Int) {
        while levels.count < count {
            levels.append(RTFTableLevel(index: tableCount))
            tableCount += 1
        }
    }

    private mutating func takeParagraph() -> String {
        defer { paragraph = "" }
        return paragraph
    }

    private mutating func endParagraph() {
        if state.inFootnote {
            endNoteParagraph()
            return
        }
        let text = takeParagraph()
        if level > 0 {
            ensureLevels(level)
            let cellText = text.replacingOccurrences(of: "\t", with: " ").trimmingCharacters(in: .whitespaces)
            if !cellText.isEmpty { levels[level - 1].cellParagraphs.append(cellText) }
            return
        }
        if !levels.isEmpty { levels = [] }  // a paragraph outside any table ends the table
        appendLine(text, to: &lines)
    }

    private mutating func endLine() {
        if state.inFootnote {
            endNoteParagraph()
        } else {
            endParagraph()
        }
    }

    private mutating func endNoteParagraph() {
        let text = noteParagraph
        noteParagraph = ""
        appendLine(text, to: &noteLines)
    }

    private func appendLine(_ text: String, to output: inout [Line]) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        output.append(Line(segments: trimmed.split(separator: "\t", omittingEmptySubsequences: false)
            .map { Segment(text: String($0)) }))
    }

    private mutating func endCell(level cellLevel: Int) {
        ensureLevels(cellLevel)
        let text = takeParagraph().replacingOccurrences(of: "\t", with: " ").trimmingCharacters(in: .whitespaces)
        if !text.isEmpty { levels[cellLevel - 1].cellParagraphs.append(text) }
        levels[cellLevel - 1].endCell()
        // Tables nested in this cell are finished.
        if levels.count > cellLevel { levels.removeLast(levels.count - cellLevel) }
    }

    private mutating func endRow(level rowLevel: Int) {
        ensureLevels(rowLevel)
        levels[rowLevel - 1].isHeader = levels[rowLevel - 1].isHeader || rowIsHeader
        let rowLines = levels[rowLevel - 1].endRow(depth: rowLevel - 1)
        if levels.count > rowLevel { levels.removeLast(levels.count - rowLevel) }
        if rowLevel == 1 {
            lines += rowLines
        } else {
            levels[rowLevel - 2].following += rowLines
        }
    }
}
