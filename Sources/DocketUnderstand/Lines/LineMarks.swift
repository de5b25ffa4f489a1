/// Where a line's cells, clauses and parentheses begin and end, found in one pass, so that asking
/// "which clause is this name in?" for every name of a long line costs a binary search, not a walk.
struct LineMarks {
    let text: String
    /// The index of every tab (a cell boundary).
    private let tabs: [String.Index]
    /// The index of every character that ends a clause (see ``isBoundary(_:at:)``).
    private let boundaries: [String.Index]
    private let opens: [String.Index]
    private let closes: [String.Index]

    init(_ text: String) {
        self.text = text
        let marks = text.utf8.allSatisfy({ $0 < 0x80 }) ? Self.asciiMarks(text) : Self.characterMarks(text)
        tabs = marks.tabs
        boundaries = marks.boundaries
        opens = marks.opens
        closes = marks.closes
    }

    typealias Marks = (tabs: [String.Index], boundaries: [String.Index], opens: [String.Index], closes: [String.Index])

    /// The marks of any line, character by character.
    static func characterMarks(_ text: String) -> Marks {
        var marks: Marks = ([], [], [], [])
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "\t": marks.tabs.append(index)
            case "(": marks.opens.append(index)
            case ")": marks.closes.append(index)
            case ";", "•", "|", ".", "!", "?": if isBoundary(text, at: index) { marks.boundaries.append(index) }
            default: break
            }
            index = text.index(after: index)
        }
        return marks
    }

    /// The same marks of an ASCII line, found from its bytes: each of its characters is one byte
    /// ("\r\n" is one character, but neither half is a mark here), and comparing characters costs
    /// more than the rest of the pass.
    static func asciiMarks(_ text: String) -> Marks {
        var marks: Marks = ([], [], [], [])
        var index = text.utf8.startIndex
        while index < text.utf8.endIndex {
            switch text.utf8[index] {
            case UInt8(ascii: "\t"): marks.tabs.append(index)
            case UInt8(ascii: "("): marks.opens.append(index)
            case UInt8(ascii: ")"): marks.closes.append(index)
            case UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"):
                if isBoundary(text, at: index) { marks.boundaries.append(index) }
            default: break
            }
            index = text.utf8.index(after: index)
        }
        return marks
    }

    /// The cell a range lies in: between the tabs around it.
    func segment(around range: Range<String.Index>) -> Range<String.Index> {
        let after = Self.firstIndex(in: tabs) { $0 >= range.upperBound }
        let beforeCount = Self.firstIndex(in: tabs) { $0 >= range.lowerBound }
        let start = beforeCount > 0 ? text.index(after: tabs[beforeCount - 1]) : text.startIndex
        let end = after < tabs.count ? tabs[after] : text.endIndex
        return start..<max(start, end)
    }

    /// The cell number (from 0) of a position.
    func segmentIndex(of range: Range<String.Index>) -> Int {
        Self.firstIndex(in: tabs) { $0 >= range.lowerBound }
    }

    /// The stretch of text a name belongs to: bounded by cells, sentences and semicolons.
    func clause(around range: Range<String.Index>) -> Range<String.Index> {
        let segment = segment(around: range)
        var start = segment.lowerBound, end = segment.upperBound
        // The last boundary before the name (strictly before its first character) starts the clause.
        let firstAtOrAfter = Self.firstIndex(in: boundaries) { $0 >= range.lowerBound }
        if firstAtOrAfter > 0 {
            let boundary = boundaries[firstAtOrAfter - 1]
            if boundary >= segment.lowerBound { start = text.index(after: boundary) }
        }
        let next = Self.firstIndex(in: boundaries) { $0 >= range.upperBound }
        if next < boundaries.count, boundaries[next] < segment.upperBound { end = boundaries[next] }
        return start..<max(start, end)
    }

    /// Whether a range sits inside an open parenthesis: "(Lab 1)" inside a topic.
    func isParenthetical(_ range: Range<String.Index>) -> Bool {
        let open = Self.firstIndex(in: opens) { $0 >= range.lowerBound }
        guard open > 0 else { return false }
        let lastOpen = opens[open - 1]
        let close = Self.firstIndex(in: closes) { $0 > lastOpen }
        return !(close < closes.count && closes[close] < range.lowerBound)
    }

    /// The first position in a sorted array where `isAfter` holds (the array's count when nowhere).
    static func firstIndex<T>(in sorted: [T], where isAfter: (T) -> Bool) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if isAfter(sorted[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Whether the character at `index` ends a clause: a semicolon, a bullet, a bar, or a sentence's
    /// end; not the dot of "Sept. 12", "p.m.", "3.5" or a run of dot leaders.
    static func isBoundary(_ text: String, at index: String.Index) -> Bool {
        let character = text[index]
        if character == ";" || character == "•" || character == "|" { return true }
        if character == "." || character == "!" || character == "?" {
            let next = text.index(after: index)
            guard next < text.endIndex else { return true }
            // A lone dot (dot leaders ". . . .") ends nothing.
            if index > text.startIndex, !(text[text.index(before: index)].isLetter || text[text.index(before: index)].isNumber
                                          || ")\"'”’".contains(text[text.index(before: index)])) {
                return false
            }
            // "Sept. 12", "p.m." and "3.5" do not end a sentence.
            let from = text.index(index, offsetBy: -4, limitedBy: text.startIndex) ?? text.startIndex
            let before = text[from..<index].lowercased()
            // A sentence may end inside a closing bracket or quotation mark: "…your final essay.] This part is due…".
            var space = next
            if "]\")”’".contains(text[space]) { space = text.index(after: space) }
            if space < text.endIndex, text[space] == " " {
                let after = text[space...].dropFirst().first
                return (after?.isUppercase ?? false) && !abbreviations.contains(where: { before.hasSuffix($0) })
            }
        }
        return false
    }

    static let abbreviations = ["jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "no",
                                "ch", "p.m", "a.m", "pp", "vs", "dr", "mr", "ms", "prof", "e.g", "i.e", "st", "wk"]
}
