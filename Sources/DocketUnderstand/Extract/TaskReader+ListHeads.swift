import Foundation

extension TaskReader {
    /// "+ Homework due today:", "Assignments due this week:": a line that names only a kind of work and
    /// when, then a colon, heads the list below it (its items are the work, or say what to do); it is
    /// not itself a deliverable.
    static func headsAList(_ hit: TaskVocabulary.Hit, in text: String) -> Bool {
        // The cheap looks first, so a long line of names is not copied once a name: nothing but list
        // marks before the name, and a colon at the line's end.
        guard !hit.hasNumber, !hit.isEvent, !text[..<hit.range.lowerBound].contains(where: \.isLetter),
              text.last(where: { !" *_\t".contains($0) }) == ":" else { return false }
        let rest = text[hit.range.upperBound...].trimming(charactersIn: " *_\t")
        return rest.lowercased().split(whereSeparator: { !$0.isLetter }).allSatisfy { word in
            listHeadWords.contains(String(word)) || LineTokens.weekdays.contains(String(word))
        }
    }

    private static let listHeadWords: Set<String> = ["due", "today", "tonight", "tomorrow", "this", "next", "week", "by", "on", "for",
                                                     "class", "is", "are", "before", "the"]
}
