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

    /// Judges a page's text layer. `pageHasImages` is asked only when the text is nearly empty.
    public func assess(text: String, pageHasImages: () -> Bool) -> Verdict {
        // One pass over the scalars, no allocation: this runs on every page of every PDF.
        var characters = 0, unmapped = 0, latinWords = 0, wordlike = 0
        var word = WordShape()
        func endWord() {
            if word.length >= 3 && word.isLatin {
                latinWords += 1
                if word.isPronounceable { wordlike += 1 }
            }
            word = WordShape()
        }
        for scalar in text.unicodeScalars {
            if scalar.isSpace { endWord(); continue }
            characters += 1
            if Self.isUnmapped(scalar) { unmapped += 1 }
            if scalar.isLetter { word.append(scalar) } else { endWord() }
        }
        endWord()
        if characters < minimumCharacters {
            guard pageHasImages() else { return .usable }  // a blank page: nothing to read
            return .needsOCR(reason: characters == 0 ? "no text layer" : "almost no text layer (\(characters) characters)")
        }
        let unmappedShare = Double(unmapped) / Double(characters)
        if unmappedShare > maximumUnmappedShare {
            return .needsOCR(reason: "text layer is \(Int((unmappedShare * 100).rounded()))% unmapped glyphs")
        }
        if latinWords >= 10 {
            let share = Double(wordlike) / Double(latinWords)
            if share < minimumWordlikeShare {
                return .needsOCR(reason: "text layer is garbage (\(Int((share * 100).rounded()))% of words readable)")
            }
        }
        return .usable
    }

    public func assess(text: String, pageHasImages: Bool) -> Verdict {
        assess(text: text, pageHasImages: { pageHasImages })
    }

    static func isUnmapped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFFFD, 0xE000...0xF8FF, 0xF0000...0x10FFFF: return true
        case 0..<0x20, 0x7F...0x9F: return true
        default: return false
        }
    }

    /// A word with a vowel and no run of six consonants ("strengths" has five) reads as a word in
    /// Latin-script languages; so do acronyms (CS, STAT, PDF).
    static func isPronounceable(_ word: Substring) -> Bool {
        var shape = WordShape()
        for scalar in word.unicodeScalars { shape.append(scalar) }
        return shape.isPronounceable
    }

    /// What the pronounceability test needs of a word, gathered one scalar at a time.
    struct WordShape {
        var length = 0
        var hasVowel = false
        var allUppercase = true
        var consonantRun = 0
        var longestConsonantRun = 0
        var isLatin = true

        mutating func append(_ scalar: Unicode.Scalar) {
            length += 1
            if scalar.value >= 0x250 { isLatin = false }
            if !scalar.isUppercaseLetter { allUppercase = false }
            if TextLayerQuality.isVowel(scalar) {
                hasVowel = true
                consonantRun = 0
            } else {
                consonantRun += 1
                longestConsonantRun = max(longestConsonantRun, consonantRun)
            }
        }

        var isPronounceable: Bool {
            hasVowel ? longestConsonantRun < 6 : (allUppercase && length <= 6)
        }
    }

    static func isVowel(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value | 0x20 {  // ASCII lower case
        case 0x61, 0x65, 0x69, 0x6F, 0x75, 0x79: return true  // a e i o u y
        default: return (0xC0...0x24F).contains(scalar.value)  // accented Latin letters count as vowels
        }
    }
}
