extension MeetingReader {
    /// Whether a lower-cased statement says one of ``excludedCues`` as a word of its own: "exam" in
    /// "exams" but not in "example.edu", "final" in "finals" but not in "finally", "due" but not
    /// "residue". A cue begins a word and ends one, give or take a plural or "-al" ("withdrawal").
    static func saysExcludedCue(_ lower: String) -> Bool {
        // The byte search first: most statements hold no cue at all, and a word check is only needed where one is.
        excludedCues.contains { cue in
            guard lower.includes(cue) else { return false }
            var from = lower.startIndex
            while let found = lower[from...].range(of: cue) {
                from = found.upperBound
                let startsWord = found.lowerBound == lower.startIndex || !lower[lower.index(before: found.lowerBound)].isLetter
                    || !(cue.first?.isLetter ?? true)
                let rest = lower[found.upperBound...].prefix { $0.isLetter }
                if startsWord, cueEndings.contains(String(rest)) || !(cue.last?.isLetter ?? true) { return true }
            }
            return false
        }
    }

    private static let cueEndings: Set<String> = ["", "s", "es", "zes", "al"]
}

extension MeetingReader {
    /// "…outside of class, my office hours reserved" over "specifically for this class are MONDAY-FRIDAY,
    /// 4:00pm – 5:00pm": a line of prose that begins in lower case goes on with the sentence the line above
    /// left unfinished, and a label that sentence carries (office hours, an exam) covers the line's first
    /// statement too.
    static func continuesExcludedSentence(at index: Int, in lines: [DocumentLine]) -> Bool {
        guard index > 0, lines[index].text.first?.isLowercase ?? false else { return false }
        let above = lines[index - 1]
        guard above.page == lines[index].page, above.segments.count == 1, lines[index].segments.count == 1,
              let last = above.text.last(where: { !$0.isWhitespace }), !".:;!?".contains(last) else { return false }
        let unfinished = above.lower.components(separatedBy: ". ").last ?? above.lower
        return saysExcludedCue(unfinished)
    }
}
