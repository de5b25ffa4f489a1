/// The text of the line being built, with HTML's whitespace rule: any run of spaces, tabs, line
/// ends (and no-break spaces, which a syllabus uses only to keep "Oct&nbsp;14" together) is one space,
/// and none at the start.
struct InlineText {
    private(set) var text = ""
    private var pendingSpace = false

    mutating func append(_ content: String) {
        for scalar in content.unicodeScalars {
            if Self.isSpace(scalar) {
                pendingSpace = true
            } else {
                if pendingSpace && !text.isEmpty { text.unicodeScalars.append(" ") }
                pendingSpace = false
                text.unicodeScalars.append(scalar)
            }
        }
    }

    var isEmpty: Bool { text.isEmpty }

    /// Returns the text and starts a new line.
    mutating func take() -> String {
        defer { text = ""; pendingSpace = false }
        return text
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
