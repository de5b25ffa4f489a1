/// A title reduced to what identifies a task: "HW 3" and "Homework #3" are the same key.
///
/// The normalizer merges duplicates by it, and ``TaskIdentity`` builds task ids from it, so that a
/// task renamed "HW 1" → "Homework 1" keeps its id.
public struct TitleKey: Equatable, Sendable {
    public let words: [String]
    /// The words as a set and the numbers among them, worked out once: a task is compared with every
    /// kept task of its day, and a schedule can put dozens on one day.
    private let wordSet: Set<String>
    /// The numbers among the words ("Homework 3" → ["3"]): two titles with different ones are different items.
    let numbers: Set<String>

    /// Spellings of one word, and the words that identify nothing; built once, not per title.
    private static let synonyms = ["hw": "homework", "pset": "problemset", "ps": "problemset", "assignement": "assignment",
                                   "i": "1", "ii": "2", "iii": "3", "iv": "4", "v": "5", "midterm": "midterm"]
    private static let ignored: Set<String> = ["the", "due", "of", "a", "an", "exam"]

    public init(_ title: String) {
        self = TitleKeyCache.shared.key(for: title) { TitleKey(computing: title) }
    }

    private init(computing title: String) {
        let synonyms = Self.synonyms
        var text = title.lowercased()
        if text.includes("problem set") { text = text.replacingOccurrences(of: "problem set", with: "problemset") }
        if text.includes("#") { text = text.replacingOccurrences(of: "#", with: " ") }
        let pieces = text.split(whereSeparator: { !$0.isWordCharacter }).map(String.init)
        var words: [String] = []
        for piece in pieces {
            // "hw3" → "homework", "3"
            let letters = String(piece.prefix { $0.isLetterFast }), digits = String(piece.dropFirst(letters.count))
            for part in [letters, digits] where !part.isEmpty {
                let word = synonyms[part] ?? part
                if !Self.ignored.contains(word) {
                    words.append(Int(word).map(String.init) ?? word)
                }
            }
        }
        self.words = words
        wordSet = Set(words)
        numbers = wordSet.filter { Int($0) != nil }
    }

    public static func == (lhs: TitleKey, rhs: TitleKey) -> Bool { lhs.words == rhs.words }

    /// Whether the title carries a number ("Exam 2", "HW3").
    public var hasNumber: Bool { !numbers.isEmpty }

    /// The numbers among the words: two titles whose numbers differ never name one task.
    var numberSet: Set<String> { numbers }

    /// The same numbers, or a number on one side only.
    public func numbersAgree(with other: TitleKey) -> Bool {
        numbers.isEmpty || other.numbers.isEmpty || numbers == other.numbers
    }

    /// The same words, or one title's words all in the other's ("Paper" and "Paper peer evaluation").
    /// Two different numbers are never the same task.
    public func sameTask(as other: TitleKey) -> Bool {
        if self == other { return true }
        guard !wordSet.isEmpty, !other.wordSet.isEmpty else { return false }
        if !numbers.isEmpty, !other.numbers.isEmpty, numbers != other.numbers { return false }
        return wordSet.isSubset(of: other.wordSet) || other.wordSet.isSubset(of: wordSet)
    }
}
