/// The text of one paragraph as its runs are read: broken into pieces at `w:br` and `w:cr`.
struct InlineText {
    private var finished: [String] = []
    private var current = ""

    mutating func append(_ text: String) {
        current += text
    }

    /// Appends the content of a `w:t`. Characters that would break the line, or the page (U+000C
    /// separates pages in ``DocketCore/Document/text``), become spaces: a line never holds one.
    mutating func appendRunText(_ text: String) {
        guard text.unicodeScalars.contains(where: Self.breaksLine) else {
            current += text
            return
        }
        current.unicodeScalars.append(contentsOf: text.unicodeScalars.map { Self.breaksLine($0) ? " " : $0 })
    }

    private static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Ends the current piece (a line break inside the paragraph).
    mutating func breakLine() {
        finished.append(current)
        current = ""
    }

    /// The pieces in order, the unfinished one last; possibly empty strings.
    var pieces: [String] { finished + [current] }
}
