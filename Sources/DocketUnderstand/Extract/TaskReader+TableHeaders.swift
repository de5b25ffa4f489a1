/// What a table's header row and a row's cells say about the work in them: field names read as words,
/// due columns and what else their headers say, captions that name the rows' kind, and where in a row
/// a name stands.
extension TaskReader {
    /// The segment (tab-separated cell) of a line's text that `position` falls in.
    static func segmentIndex(at position: String.Index, in text: String) -> Int {
        text[..<position].utf8.reduce(0) { $1 == UInt8(ascii: "\t") ? $0 + 1 : $0 }
    }

    /// What a due-date column's header says besides due ("First Submission Due Date" → "first
    /// submission", "Resubmission deadline" → "resubmission"); nil for a header that is no due date's,
    /// or says nothing else.
    static func dueDateLabel(_ header: String) -> String? {
        let words = headerWords(header).split { !$0.isLetter }
        guard (2...5).contains(words.count) else { return nil }
        let ending = words.suffix(2) == ["due", "date"] ? 2 : (["deadline", "due"].contains(words.last) ? 1 : 0)
        guard ending > 0 else { return nil }
        let label = words.dropLast(ending)
        guard !label.isEmpty, !label.contains(where: { ["date", "due", "the", "when"].contains($0) }) else { return nil }
        return label.joined(separator: " ")
    }

    /// The kind of work a table's caption names: the line just above its header, a few words naming one
    /// kind and no date ("homework:", "## Quizzes").
    static func captionKind(_ caption: DocumentLine, above header: DocumentLine) -> (title: String, type: TaskType)? {
        guard caption.page == header.page, header.number - caption.number <= 2, caption.dates.isEmpty,
              caption.hits.count == 1, let hit = caption.hits.first, !hit.hasNumber,
              wordCount(Substring(caption.text), atMost: 4) else { return nil }
        return (TaskVocabulary.singular(hit.title), hit.type)
    }

    /// A header cell's words, lower-cased: a data file's field name read as words ("due_date" and
    /// "dueDate" are "due date").
    static func headerWords(_ cell: String) -> String {
        let text = cell.trimmingWhitespace()
        guard text.contains("_") || (text.first?.isLowercase == true && text.contains(where: \.isUppercase)) else {
            return text.lowercased()
        }
        var words = ""
        var previous: Character?
        for character in text {
            if character == "_" {
                words.append(" ")
            } else {
                // "dueDate": a capital after a small letter starts a word.
                if character.isUppercase, previous?.isLowercase == true { words.append(" ") }
                words.append(character)
            }
            previous = character
        }
        return words.lowercased()
    }

    /// Whether a column's header says it holds the work: it names kinds of work ("Quizzes, Assignments,
    /// & Exams") or says work ("Work", "Tasks", "To do").
    static func headsWork(_ header: String?) -> Bool {
        guard let header, !header.isEmpty, header.split(separator: " ").count <= 10 else { return false }
        let lower = header.lowercased()
        if ["work", "tasks", "to do", "todo", "deliverables", "coursework"].contains(lower.trimming(charactersIn: " :*")) { return true }
        return !TaskVocabulary.hits(in: header).isEmpty && !TaskVocabulary.hits(in: header).contains(where: \.hasNumber)
    }

    /// A header that is only "by when" the row's work is done: "Complete prior to", "Submit by", "Finish before".
    static func saysByWhen(_ lower: String) -> Bool {
        let words = lower.split { !$0.isLetter }
        guard (1...4).contains(words.count) else { return false }
        let ending = words.count >= 2 && words.suffix(2) == ["prior", "to"] ? 2 : (["by", "before"].contains(words.last) ? 1 : 0)
        guard ending > 0 else { return false }
        let verbs: Set<Substring> = ["complete", "completed", "finish", "finished", "submit", "submitted", "turn", "hand", "in"]
        return words.dropLast(ending).allSatisfy { verbs.contains($0) }
    }

    /// The piece of a cell between the semicolons around `range`; the whole cell when it has none.
    static func semicolonItem(around range: Range<String.Index>, in text: String, segment: Range<String.Index>) -> Substring {
        let start = text[segment.lowerBound..<range.lowerBound].lastIndex(of: ";").map { text.index(after: $0) } ?? segment.lowerBound
        let end = text[range.upperBound..<segment.upperBound].firstIndex(of: ";") ?? segment.upperBound
        return text[start..<end]
    }
}
