/// Character classes with an ASCII fast path: Unicode property look-ups are slow, and these run over
/// every character of every page.
extension Unicode.Scalar {
    /// White space, as `Unicode.Scalar.Properties.isWhitespace`.
    public var isSpace: Bool {
        switch value {
        case 0x20, 0x09...0x0D: return true
        case 0..<0x80: return false
        default: return properties.isWhitespace
        }
    }

    /// A letter, as `Unicode.Scalar.Properties.isAlphabetic`.
    var isLetter: Bool {
        switch value {
        case 0x41...0x5A, 0x61...0x7A: return true
        case 0..<0x80: return false
        default: return properties.isAlphabetic
        }
    }

    /// An upper-case letter, as `Unicode.Scalar.Properties.isUppercase`.
    var isUppercaseLetter: Bool {
        switch value {
        case 0x41...0x5A: return true
        case 0..<0x80: return false
        default: return properties.isUppercase
        }
    }
}
