/// The text of one paragraph as its content is read, broken into pieces at `text:line-break`.
///
/// OpenDocument collapses white space in character data (ODF 1.2, §6.1.2): a tab, a line end or a
/// run of spaces in the XML is one space, and the paragraph's leading spaces are dropped. Spaces
/// and tabs that are meant are written as `text:s` and `text:tab`, which ``appendLiteral(_:)`` keeps.
struct ParagraphText {
    private var finished: [String] = []
    private var current = ""
    private var lastWasSpace = true

    /// Appends character data, collapsing its white space.
    mutating func appendCharacters(_ text: String) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                if !lastWasSpace { current.unicodeScalars.append(" ") }
                lastWasSpace = true
            default:
                current.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
        }
    }

    /// Appends text as written (`text:s` spaces, a `text:tab`).
    mutating func appendLiteral(_ text: String) {
        current += text
        lastWasSpace = text.last == " "
    }

    /// Ends the current piece (`text:line-break`).
    mutating func breakLine() {
        finished.append(current)
        current = ""
        lastWasSpace = true
    }

    /// The pieces in order, the unfinished one last; possibly empty strings.
    var pieces: [String] { finished + [current] }
}
