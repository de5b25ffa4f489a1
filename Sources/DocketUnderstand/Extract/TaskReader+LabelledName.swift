extension TaskReader {
    /// "Assignment: MODIS cloud top properties", "| Project: Memory chamber": a kind of work, in the
    /// singular and without a number, that opens a line or a cell as the label of a name names one
    /// piece of that work, as a number would ("Assignment 3"). It still needs a date from its line or
    /// its scope. A label before an activity ("Homework: read chapter 3"), a note ("Project: TBA",
    /// "Assignment: none"), other named work ("Assignment: midterm review, midterm") or a plural
    /// ("Assignments: see Canvas") names nothing.
    private static let longestLabelledName = 160
    private static let sentenceVerbs: Set<String> = ["is", "are", "was", "will", "should", "must", "can", "may", "be"]

    static func labelsAName(_ hit: TaskVocabulary.Hit, in text: String) -> Bool {
        guard !hit.hasNumber else { return false }
        let word = text[hit.range].lowercased()
        // "Review: what is a close reading?" is a session going over something, not a review to write.
        if word.hasSuffix("s") && !word.hasSuffix("ss") || word == "review" { return false }
        let after = text[hit.range.upperBound...]
        guard after.hasPrefix(":") else { return false }
        // Nothing but a bullet or a cell's border before it in its cell: walking back stops at the
        // first letter, so a line of many names is read in linear time.
        for character in text[..<hit.range.lowerBound].reversed() {
            if character == "|" || character == "\t" || character == ";" { break }
            if character.isLetter || character.isNumber { return false }
        }
        // A name is a few words: the rest of a long cell is not read.
        let name = after.dropFirst().prefix(Self.longestLabelledName).prefix { $0 != "|" && $0 != "\t" }.trimmingWhitespace()
        let letterWords = name.split(separator: " ").filter { $0.count > 1 && $0.contains(where: \.isLetter) }
        guard name.first?.isLetter == true, letterWords.count >= 2 else { return false }
        // "Assignment: the first one is worth 5 points": a sentence about the work, not its name.
        let lower = letterWords.map { String($0).lowercased() }
        if determiners.contains(lower[0]) || lower.contains(where: sentenceVerbs.contains) { return false }
        // "Assignment: mid-term review, mid-term": a heading over other named work, read by itself.
        return TaskVocabulary.hits(in: name).isEmpty && !namesNothingByPlace(name.lowercased())
    }
}
