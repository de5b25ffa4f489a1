/// A task title reduced for comparison: lower-case words, "hw" read as "homework", "#" and punctuation dropped.
struct TaskKey: Hashable {
    let words: [String]

    init(_ title: String) {
        let synonyms = ["hw": "homework", "pset": "problemset", "ps": "problemset", "midterm": "midterm"]
        let text = title.lowercased().replacingOccurrences(of: "problem set", with: "problemset")
        words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { synonyms[String($0)] ?? String($0) }
    }
}
