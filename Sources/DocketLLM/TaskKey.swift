/// A task title reduced for comparison: lower-case words and numbers, "hw3" read as "homework 3",
/// "problem set" as one word, punctuation dropped.
struct TaskKey: Hashable {
    let words: [String]

    init(_ title: String) {
        words = Self.words(title)
    }

    static let synonyms = ["hw": "homework", "hws": "homework", "pset": "problemset", "psets": "problemset", "ps": "problemset"]

    /// The words of any text, reduced the same way ("HW3 due" → "homework", "3", "due").
    static func words(_ text: String) -> [String] {
        let lower = text.lowercased().replacingOccurrences(of: "problem set", with: "problemset")
        var result: [String] = []
        for token in lower.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            // Split letters from digits: "hw3" → "hw", "3".
            var run = "", runIsDigit: Bool?
            for character in token {
                let isDigit = character.isNumber
                if let runIsDigit, runIsDigit != isDigit {
                    result.append(synonyms[run] ?? run)
                    run = ""
                }
                run.append(character)
                runIsDigit = isDigit
            }
            if !run.isEmpty { result.append(synonyms[run] ?? run) }
        }
        return result
    }
}
