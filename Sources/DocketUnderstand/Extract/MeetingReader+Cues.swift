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
