extension TaskReader {
    /// "Labs and quizzes are due by no later than 11:59pm Sundays", "Reading responses are due every
    /// Monday at noon": a sentence that says "due" and a weekday that recurs (written plural, or after
    /// "every"/"each") gives that weekday to each kind of task it names before "due".
    static func dueDayRules(_ line: DocumentLine) -> [DueDayRule] {
        let lower = line.lower
        guard lower.includes("due"), !line.hits.isEmpty, let due = lower.range(of: "due") else { return [] }
        let marks = LineMarks(line.text)
        let dueStart = line.text.index(line.text.startIndex, offsetBy: lower.distance(from: lower.startIndex, to: due.lowerBound),
                                       limitedBy: line.text.endIndex) ?? line.text.endIndex
        let sentence = marks.clause(around: dueStart..<dueStart)
        // The weekday after "due": in "posted on Fridays and due the following Friday" Fridays are when work comes out.
        guard dueStart < sentence.upperBound else { return [] }
        let afterDue = String(line.text[dueStart..<sentence.upperBound]).lowercased()
        let subject = line.text[sentence.lowerBound..<max(sentence.lowerBound, dueStart)].lowercased()
        let weekday: Weekday
        var following = false
        if let recurring = recurringWeekday(in: afterDue) {
            weekday = recurring
        } else if let next = followingWeekday(in: afterDue), speaksOfEvery(subject) {
            // "All problem sets are due the following Tuesday": each is due the Tuesday after the day it is listed.
            weekday = next
            following = true
        } else {
            return []
        }
        // A rule is about kinds of work, not one dated item ("Homework 3 is due Friday, Oct 3").
        guard !line.dates.contains(where: { sentence.contains($0.range.lowerBound) }) else { return [] }
        let named = line.hits.filter { sentence.contains($0.range.lowerBound) && $0.range.lowerBound < dueStart }
        let time = line.times.first { $0.isExplicit && sentence.contains($0.range.lowerBound) }?.time
        var types: [TaskType] = []
        var titles: [TaskType: String] = [:]
        for hit in named where !types.contains(hit.type) {
            types.append(hit.type)
            // "Chapter quizzes: 30%": one of them is a "Chapter Quiz".
            let title = Self.title(for: hit, in: line.text, clause: sentence)
            titles[hit.type] = String(title.prefix { $0 != ":" && $0 != "(" }).trimmingWhitespace()
        }
        // Kinds named in the plural that the vocabulary knows only as numbered items ("Labs" as "Lab 1").
        let words = subject.split(whereSeparator: { !$0.isLetter })
        for word in words where word.count > 3 && word.hasSuffix("s") {
            for hit in TaskVocabulary.hits(in: word.dropLast() + " 1") where !types.contains(hit.type) { types.append(hit.type) }
        }
        // "Lab assignments": assignments of the kind the word before names.
        for (index, word) in words.enumerated().dropFirst() where word == "assignments" {
            for hit in TaskVocabulary.hits(in: words[index - 1] + " 1") where !types.contains(hit.type) { types.append(hit.type) }
        }
        return types.map { DueDayRule(type: $0, weekday: weekday, time: time, source: line.reference, title: titles[$0], following: following) }
    }

    /// "the following tuesday", "the next friday": one weekday, the first after some day.
    static func followingWeekday(in lower: String) -> Weekday? {
        let words = lower.split(whereSeparator: { !$0.isLetter })
        for (index, word) in words.enumerated().dropFirst() where ["following", "next"].contains(words[index - 1]) {
            if LineTokens.weekdays.contains(String(word)), let weekday = DateScanner.weekdayValue(String(word)) { return weekday }
        }
        return nil
    }

    /// Whether a rule's subject is every piece of a kind ("all problem sets", "each lab", "homeworks"),
    /// not one item ("Homework 3 is due the following Tuesday" is that item's, said of its own date).
    static func speaksOfEvery(_ subject: String) -> Bool {
        let words = subject.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard !words.contains(where: { $0.first?.isNumber ?? false }) else { return false }
        return words.contains { ["all", "each", "every"].contains($0) || $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") }
    }

    /// "sundays", "every sunday", "each friday": a weekday that comes round every week.
    static func recurringWeekday(in lower: String) -> Weekday? {
        let words = lower.split(whereSeparator: { !$0.isLetter })
        for (index, word) in words.enumerated() {
            if word.hasSuffix("days"), LineTokens.weekdays.contains(String(word.dropLast())),
               let weekday = DateScanner.weekdayValue(String(word.dropLast())) { return weekday }
            if index > 0, ["every", "each"].contains(words[index - 1]), LineTokens.weekdays.contains(String(word)),
               let weekday = DateScanner.weekdayValue(String(word)) { return weekday }
        }
        return nil
    }
}
