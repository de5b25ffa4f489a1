extension MeetingReader {
    /// Whether a statement gives a person's hours rather than the class's, judged by what precedes
    /// its days: a person's name as its label ("Linnea: T 16:00-16:50", "Arnav Sastry | W |
    /// 3:30-4:30pm"), an email address, or a staff role ("TA | T | 11am-12pm", "Proctors | … | W |
    /// 8-9am"), and no kind of class meeting. Tables of staff and their hours often sit far below the
    /// "Office hours" label, or have none.
    static func givesSomeonesHours(before days: Substring) -> Bool {
        let words = days.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        // "Class Meeting Times:", "Course Information Time:": the class's own, whoever else the row names.
        guard !words.contains(where: { kindWords.contains($0) }) else { return false }
        if hasEmail(days) || words.contains(where: { staffRoles.contains($0) }) { return true }
        let label = days.firstIndex(of: ":").map { days[..<$0] } ?? days
        return isPersonsName(label)
    }

    /// One to three capitalised words, none of them a day, a month, a kind of meeting or a label
    /// such as "Time" or "Room": "Linnea", "Arnav Sastry", "Siddhesh Chaubal".
    static func isPersonsName(_ label: Substring) -> Bool {
        let words = label.split(separator: " ")
        guard (1...3).contains(words.count) else { return false }
        return words.allSatisfy { word in
            guard let first = word.first, first.isUppercase, word.count >= 2, word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" }) else {
                return false
            }
            let lower = word.lowercased()
            return !kindWords.contains(lower) && !labelWords.contains(lower) && !LineTokens.weekdays.contains(lower)
                && !LineTokens.months.contains(lower) && parseCompact(String(word)).isEmpty
        }
    }

    /// An e-mail address or a social handle ("@someone").
    static func hasEmail(_ text: Substring) -> Bool {
        if text.split(separator: " ").contains(where: { $0.hasPrefix("@") && $0.dropFirst().count >= 2 && $0.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) {
            return true
        }
        guard let at = text.firstIndex(of: "@"), at > text.startIndex, text[text.index(before: at)].isLetter || text[text.index(before: at)].isNumber
        else { return false }
        return text[at...].prefix(40).contains(".")
    }

    private static let staffRoles: Set<String> = ["ta", "tas", "proctor", "proctors", "instructor", "professor", "prof", "grader",
                                                  "graders", "ua", "uas", "uta", "utas", "mentor", "mentors"]
    private static let kindWords: Set<String> = ["lecture", "lectures", "lab", "labs", "laboratory", "section", "sections", "discussion",
                                                 "discussions", "recitation", "recitations", "tutorial", "tutorials", "seminar", "seminars",
                                                 "workshop", "workshops", "class", "classes", "studio", "meeting", "meetings", "session",
                                                 "sessions", "course"]
    private static let labelWords: Set<String> = ["time", "times", "when", "days", "day", "hours", "location", "room", "place", "where",
                                                  "schedule", "meets", "unique", "crn", "the", "and", "or", "in", "on", "at", "online",
                                                  "zoom", "hall", "building", "campus", "spring", "summer", "fall", "autumn", "winter",
                                                  "term", "semester", "quarter", "note", "all", "group", "groups", "team", "teams",
                                                  "review", "help", "extra", "additional", "optional", "required", "main", "weekly",
                                                  "regular", "first", "second", "third", "final", "exam", "midterm"]
}

extension MeetingReader {
    /// A table of staff written one cell per line: a person's name alone on its line, their days and
    /// hours on the next, their e-mail just above the name or just below the hours ("Pat Lee" /
    /// "T 2-3pm" / "plee@example.edu"). The name and the address together say whose hours these are.
    static func isUnderSomeonesName(at index: Int, in lines: [DocumentLine]) -> Bool {
        // Cheapest first: this is asked of every line with a digit.
        guard index > 0, lines[index].text.utf8.count <= 60, lines[index - 1].segments.count == 1,
              isPersonsName(Substring(lines[index - 1].text.trimmingWhitespace())),
              [index - 2, index + 1].contains(where: { lines.indices.contains($0) && hasEmail(Substring(lines[$0].text)) })
        else { return false }
        let row = lines[index].segments.joined(separator: " ")
        guard let days = days(in: row) else { return false }
        return row[..<days.range.lowerBound].allSatisfy(\.isWhitespace)
    }
}
