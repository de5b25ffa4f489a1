/// Decides from a page's text layer whether the page must be read by OCR instead.
///
/// A page needs OCR when its text layer is missing or nearly empty while it shows an image (a scan,
/// or text drawn as a picture), or when the layer is made of glyphs that map to no real text
/// (replacement characters, private-use code points, control characters, vowel-less letter soup).
public struct TextLayerQuality: Sendable {
    /// Fewer non-space characters than this counts as no text layer.
    public var minimumCharacters = 25
    /// A larger share of unmapped or control characters counts as garbage.
    public var maximumUnmappedShare = 0.10
    /// A smaller share of pronounceable words (among words of three or more letters) counts as garbage.
    public var minimumWordlikeShare = 0.5

    public init() {}

    public enum Verdict: Equatable, Sendable {
        case usable
        case needsOCR(reason: String)
    }

    public func assess(text: String, pageHasImages: Bool) -> Verdict {
        let scalars = text.unicodeScalars.filter { !$0.properties.isWhitespace }
        if scalars.count < minimumCharacters {
            guard pageHasImages else { return .usable }  // a blank page: nothing to read
            return .needsOCR(reason: scalars.isEmpty ? "no text layer" : "almost no text layer (\(scalars.count) characters)")
        }
        let unmapped = scalars.filter(Self.isUnmapped).count
        let unmappedShare = Double(unmapped) / Double(scalars.count)
        if unmappedShare > maximumUnmappedShare {
            return .needsOCR(reason: "text layer is \(Int((unmappedShare * 100).rounded()))% unmapped glyphs")
        }
        let words: [Substring] = text.split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 3 }
        let latinWords = words.filter { $0.unicodeScalars.allSatisfy { $0.value < 0x250 } }
        if latinWords.count >= 10 {
            let wordlike = latinWords.filter(Self.isPronounceable).count
            let share = Double(wordlike) / Double(latinWords.count)
            if share < minimumWordlikeShare {
                return .needsOCR(reason: "text layer is garbage (\(Int((share * 100).rounded()))% of words readable)")
            }
        }
        return .usable
    }

    static func isUnmapped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFFFD, 0xE000...0xF8FF, 0xF0000...0x10FFFF: return true
        case 0..<0x20, 0x7F...0x9F: return true
        default: return false
        }
    }

    /// A word with a vowel and no run of six consonants ("strengths" has five) reads as a word in Latin-script languages.
    static func isPronounceable(_ word: Substring) -> Bool {
        let vowels = Set("aeiouyàáâäèéêëìíîïòóôöùúûüAEIOUYÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜ")
        guard word.contains(where: vowels.contains) else {
            // Acronyms (CS, STAT, PDF) are fine.
            return word.allSatisfy(\.isUppercase) && word.count <= 6
        }
        var run = 0
        for character in word {
            run = vowels.contains(character) ? 0 : run + 1
            if run >= 6 { return false }
        }
        return true
    }
}
