import Foundation

extension TaskReader {
    /// "+ Homework due today:", "Assignments due this week:": a line that names only a kind of work and
    /// when, then a colon, heads the list below it (its items are the work, or say what to do); it is
    /// not itself a deliverable.
    static func headsAList(_ hit: TaskVocabulary.Hit, in text: String) -> Bool {
        guard !hit.hasNumber, !hit.isEvent else { return false }
        let rest = text[hit.range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " *_\t"))
        guard rest.hasSuffix(":"), !text[..<hit.range.lowerBound].contains(where: \.isLetter) else { return false }
        return rest.lowercased().split(whereSeparator: { !$0.isLetter }).allSatisfy { word in
            listHeadWords.contains(String(word)) || LineTokens.weekdays.contains(String(word))
        }
    }

    private static let listHeadWords: Set<String> = ["due", "today", "tonight", "tomorrow", "this", "next", "week", "by", "on", "for",
                                                     "class", "is", "are", "before", "the"]
}
