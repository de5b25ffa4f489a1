extension StringProtocol {
    /// The text without the spaces and tabs at its ends: what `trimmingCharacters(in: .whitespaces)`
    /// gives (a tab and Unicode's space separators, not line breaks), without the trip through
    /// NSString that made trimming a tenth of the understanding stage's time on Linux.
    func trimmingWhitespace() -> String {
        trimming { $0.isHorizontalSpace }
    }

    /// The text without any of `characters`'s scalars at its ends, as
    /// `trimmingCharacters(in: CharacterSet(charactersIn: characters))`.
    func trimming(charactersIn characters: String) -> String {
        // The sets are a handful of scalars: a linear look-up beats hashing.
        let set = Array(characters.unicodeScalars)
        return trimming { set.contains($0) }
    }

    /// The text without the scalars at its ends for which `isTrimmed` holds. Scalars, not characters,
    /// as Foundation trims: a space before a combining mark goes and the mark stays.
    func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let text = Substring(self)
        let scalars = text.unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, isTrimmed(scalars[start]) { scalars.formIndex(after: &start) }
        while end > start {
            let before = scalars.index(before: end)
            guard isTrimmed(scalars[before]) else { break }
            end = before
        }
        if start == scalars.startIndex && end == scalars.endIndex { return String(text) }
        return String(scalars[start..<end])
    }
}

extension Unicode.Scalar {
    /// A tab or a space separator (General Category Zs): Foundation's `CharacterSet.whitespaces`.
    var isHorizontalSpace: Bool {
        switch value {
        case 0x20, 0x09: return true
        case 0..<0x80: return false
        default: return properties.generalCategory == .spaceSeparator
        }
    }
}

extension Unicode.Scalar {
    /// Punctuation (General Category P*): Foundation's `CharacterSet.punctuationCharacters`. "$", "+"
    /// and "|" are symbols, not punctuation.
    var isPunctuation: Bool {
        switch value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x20: return false
        default:
            switch properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
            default: return false
            }
        }
    }

    /// A letter or a combining mark (General Categories L* and M*): Foundation's `CharacterSet.letters`.
    var isLetterOrMark: Bool {
        switch value {
        case 0x41...0x5A, 0x61...0x7A: return true
        case 0..<0x80: return false
        default:
            switch properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }
    }
}
