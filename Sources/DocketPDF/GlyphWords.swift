import DocketCore

/// Builds words from a text layer's characters and their boxes.
///
/// A word ends at whitespace, and also where the next character does not follow on the same
/// baseline close by: Poppler's raw text sometimes runs table cells together with no space.
enum GlyphWords {
    static func words(text: String, boxes: [BoundingBox]) -> [Word] {
        var words: [Word] = []
        var current = String.UnicodeScalarView()
        var currentBox: BoundingBox?
        var previous: BoundingBox?

        func flush() {
            if let box = currentBox, !current.isEmpty {
                words.append(Word(text: expandLigatures(String(current)), box: box))
            }
            current = String.UnicodeScalarView()
            currentBox = nil
            previous = nil
        }

        for (scalar, box) in zip(text.unicodeScalars, boxes) {
            if scalar.isSpace || scalar.value < 0x20 || box.height <= 0 {
                flush()
                continue
            }
            if let last = previous {
                let height = max(last.height, box.height)
                let sameBaseline = abs(last.midY - box.midY) <= 0.5 * height
                let gap = box.x0 - last.x1
                if !sameBaseline || gap > 0.5 * height || gap < -0.5 * height {
                    flush()
                }
            }
            current.append(scalar)
            currentBox = currentBox.map { $0.union(box) } ?? box
            previous = box
        }
        flush()
        return words
    }

    /// Typographic ligatures (ﬁ, ﬂ…) as their letters, so "ﬁnal" matches "final".
    static func expandLigatures(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0xFB00...0xFB06).contains($0.value) }) else { return text }
        let table: [UInt32: String] = [0xFB00: "ff", 0xFB01: "fi", 0xFB02: "fl", 0xFB03: "ffi",
                                       0xFB04: "ffl", 0xFB05: "st", 0xFB06: "st"]
        var result = ""
        for scalar in text.unicodeScalars {
            if let expansion = table[scalar.value] { result += expansion } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
