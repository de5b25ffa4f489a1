/// A deliverable the vocabulary does not know, named only by the "due" after it in a list item
/// under a dated heading: "- Friday: Observation plan due (one page)" in "## Week 5 (Feb 9–13)", or by
/// "due" and a week of term: "Student Intro Survey – DUE: Week 1".
extension TaskReader {
    /// The name before "due" in such a line: capitalised, at most five words, and nothing after
    /// "due" but a parenthesis or a time.
    static func plainDueName(_ written: String) -> String? {
        guard let due = plainDue(written), due.weekday == nil else { return nil }
        return due.name
    }

    /// The name before "due" in such a line, and the weekday written after "due" when it ends the line
    /// ("Chapter 1 blog due Friday"): the day of the date's week it is due.
    static func plainDue(_ written: String) -> (name: String, weekday: Weekday?)? {
        guard written.lowercased().includes("due") else { return nil }
        // "[*Translation #1*](…/assignments/28248) *Due*": a link's label and emphasis are the words.
        let text = linkLabels(written).replacingOccurrences(of: "*", with: "")
        guard text.count <= 80, text.lowercased().includes(" due") else { return nil }
        var rest = Substring(text).drop { "-•–◦▪ ".contains($0) }
        // "Friday: …" — the weekday is the date's; the name follows it.
        if let colon = rest.firstIndex(of: ":"), leadingWeekday(String(rest[..<colon])) != nil,
           rest[..<colon].split(separator: " ").count == 1 {
            rest = rest[rest.index(after: colon)...].drop { $0 == " " }
        }
        guard let due = rest.range(of: " due", options: .caseInsensitive) else { return nil }
        let name = rest[..<due.lowerBound]
        var after = rest[due.upperBound...].drop { $0 == " " || $0 == "." }
        if after.first == "(" { after = after.drop { $0 != ")" }.dropFirst().drop { $0 == " " || $0 == "." } }
        let weekday = after.isEmpty ? nil : dueWeekday(after)
        guard after.isEmpty || weekday != nil, let plain = plainName(name) else { return nil }
        return (plain, weekday)
    }

    /// "Friday", "on Fri.", "by Monday": a weekday alone (after "on" or "by") as all that follows "due".
    static func dueWeekday(_ after: Substring) -> Weekday? {
        var words = after.split(whereSeparator: { $0 == " " || $0 == "." }).map { $0.lowercased() }
        if let first = words.first, first == "on" || first == "by" { words.removeFirst() }
        guard words.count == 1, LineTokens.weekdays.contains(words[0]) else { return nil }
        return DateScanner.weekdayValue(words[0])
    }

    /// "**Group A** Listening Comparison Due" as a line of a schedule row's cell: a name the vocabulary
    /// does not know, said due by the "Due" that ends its line, due on the row's date in another cell.
    /// A name of what is read or watched ("Readings due") is no deliverable.
    static func plainDueCells(_ line: DocumentLine) -> [TaskMention] {
        // Only a "due" that ends what it says (at a cell's or a clause's end, or before a note) can.
        guard Self.hasClosingDue(line.lower) else { return [] }
        let marks = LineMarks(line.text)
        // The row's first date, and its first in another cell: for any cell, one of them is in another.
        let dated = line.dates.lazy.map { ($0, marks.segmentIndex(of: $0.range)) }
        guard let first = dated.first else { return [] }
        let second = dated.first { $0.1 != first.1 }
        var tasks: [TaskMention] = []
        for (index, segment) in line.segments.enumerated() where segment.lowercased().includes(" due") {
            guard let date = index != first.1 ? first.0 : second?.0 else { continue }
            // Each sentence or clause of each line of the cell: "Read chapter 2. **Group A** Listening Comparison
            // Due", "Chapter 2 blog due Friday; **Midterm Project Due**".
            let sentences = cellLines(segment).flatMap { $0.components(separatedBy: ". ").flatMap { $0.components(separatedBy: "; ") } }
            for piece in sentences where piece.utf8.count <= 120 {
                guard let due = plainDue(piece), TaskVocabulary.hits(in: due.name).isEmpty,
                      !due.name.lowercased().split(separator: " ").allSatisfy(notWorkHeaderWords.contains) else { continue }
                // "Mid-semester grades due": the office's date, not the student's.
                if Self.administrative.contains(where: piece.lowercased().includes) { continue }
                // "… due Friday" in the row of "Jan 17, 19": the Friday of that week.
                var mention = TaskMention(title: due.name, type: .other, date: date.expression, time: nil, source: line.reference,
                                          confidence: 0, shift: due.weekday.map { DateShift.onOrAfter($0) })
                mention.cues = due.weekday == nil ? [.rowDate, .tableRow, .dueWord] : [.rowDate, .tableRow, .dueWord, .weekdayInSection]
                tasks.append(mention)
            }
        }
        return tasks
    }

    /// Whether some " due" in the lower-cased text is followed only by its clause's end: the end of the
    /// text or of a cell, a full stop, a semicolon, emphasis or a parenthesis.
    static func hasClosingDue(_ lower: String) -> Bool {
        let bytes = Array(lower.utf8)
        let due: [UInt8] = Array(" due".utf8)
        var index = 0
        while index + due.count <= bytes.count {
            if bytes[index] == due[0], bytes[index + 1] == due[1], bytes[index + 2] == due[2], bytes[index + 3] == due[3] {
                var next = index + due.count
                while next < bytes.count, bytes[next] == UInt8(ascii: "*") || bytes[next] == UInt8(ascii: "_") { next += 1 }
                if next == bytes.count { return true }
                let after = bytes[next]
                if after == UInt8(ascii: "\t") || after == UInt8(ascii: ";") || after == UInt8(ascii: ".") { return true }
                // " due " only before a note: " due (one page)".
                if after == UInt8(ascii: " "), next + 1 < bytes.count, bytes[next + 1] == UInt8(ascii: "(") { return true }
                // Or before the weekday that ends the clause: " due friday".
                if after == UInt8(ascii: " "), weekdayEndsClause(bytes, from: next + 1) { return true }
            }
            index += 1
        }
        return false
    }

    /// Whether the lower-cased bytes from `start` are a weekday's name and then the clause's end.
    private static func weekdayEndsClause(_ bytes: [UInt8], from start: Int) -> Bool {
        var end = start
        while end < bytes.count, bytes[end] >= UInt8(ascii: "a"), bytes[end] <= UInt8(ascii: "z") { end += 1 }
        guard end - start >= 3, let word = String(bytes: bytes[start..<end], encoding: .utf8), LineTokens.weekdays.contains(word) else {
            return false
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") { end += 1 }
        return end == bytes.count || [UInt8(ascii: "\t"), UInt8(ascii: ";"), UInt8(ascii: "*"), UInt8(ascii: "_")].contains(bytes[end])
    }

    /// "Student Intro Survey –   DUE: Week 1": a name the vocabulary does not know, due in a week of
    /// term written right after "due" and nothing after it. The name and the week's number.
    static func plainDueWeek(_ text: String) -> (name: String, week: Int)? {
        guard text.count <= 80, text.lowercased().includes(" due") else { return nil }
        let rest = Substring(text).drop { "-•*–◦▪ ".contains($0) }
        guard let due = rest.range(of: " due", options: .caseInsensitive) else { return nil }
        let words = rest[due.upperBound...].split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "." || $0 == "\t" })
        var name = rest[..<due.lowerBound]
        while let last = name.last, " -–—:".contains(last) { name = name.dropLast() }
        guard words.count == 2, words[0].lowercased() == "week", let week = Int(words[1]), (1...30).contains(week),
              let plain = plainName(name) else { return nil }
        return (plain, week)
    }

    /// "- Lesson exercise 9: due noon PDT, October 18": a name the vocabulary does not know, set off by
    /// its colon, with nothing after "due" but when (the line's one date, times, zones, joining words).
    static func labelledDueName(_ line: DocumentLine) -> String? {
        let text = line.text
        guard text.utf8.count <= 200, let date = line.dates.first else { return nil }
        let rest = Substring(text).drop { "-•*–◦▪+ ".contains($0) }
        guard let colon = rest.firstIndex(of: ":"), date.range.lowerBound > colon else { return nil }
        let name = rest[..<colon].trimmingWhitespace()
        let after = rest[rest.index(after: colon)...].drop { $0 == " " }
        guard after.lowercased().hasPrefix("due ") else { return nil }
        // A note in parentheses after the date ("(accepted at 11:59 October 17 without penalty)") is no
        // part of when it is due: the line's one date is the one before it.
        let note = after.firstIndex(of: "(").flatMap { $0 > date.range.upperBound ? $0 : nil } ?? text.endIndex
        guard !line.dates.dropFirst().contains(where: { $0.range.lowerBound < note }) else { return nil }
        // The words after the colon outside the date and the times.
        let words = text.letterWords(from: after.startIndex, outside: [date.range] + line.times.map { $0.range })
            .filter { $0.startIndex < note }
        guard words.allSatisfy({ word in
            Self.whenWords.contains(word.lowercased()) || LineTokens.weekdays.contains(word.lowercased())
                || (2...4).contains(word.count) && word.allSatisfy(\.isUppercase)  // a zone: "PDT", "EST"
        }) else { return nil }
        let nameWords = name.split(separator: " ")
        guard (1...6).contains(nameWords.count), let first = name.first, first.isUppercase,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "–" || $0 == "'" }) else { return nil }
        let lower = name.lowercased()
        if administrative.contains(where: lower.includes) || notDeliverable.contains(where: lower.includes) { return nil }
        return name
    }

    private static let whenWords: Set<String> = ["due", "by", "at", "on", "before", "noon", "midnight", "am", "pm", "a", "p", "m",
                                                 "the", "of", "end", "day", "time"]

    /// A capitalised name of one to five plain words, the last of which may be its number ("Translation
    /// #1", "Syntheses 5"), that is no fee, administrative date or class activity.
    private static func plainName(_ name: Substring) -> String? {
        var words = name.split(separator: " ")
        if let last = words.last, words.count >= 2, KindColumnReader.ordinal(String(last)) != nil { words.removeLast() }
        // A number inside names a part ("Chapter 1 blog"); it does not start the name.
        guard (1...5).contains(words.count), let first = name.first, first.isUppercase,
              words.allSatisfy({ word in
                  word.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" }
                      || word.startIndex != name.startIndex && (1...3).contains(word.count) && word.allSatisfy(\.isNumber)
              }) else { return nil }
        let lower = name.lowercased()
        if administrative.contains(where: lower.includes) || notDeliverable.contains(where: lower.includes)
            || ["tuition", "fee", "payment", "rent"].contains(where: lower.includes) { return nil }
        return String(name)
    }
}
