/// What a table's header row and a row's cells say about the work in them: field names read as words,
/// due columns and what else their headers say, captions that name the rows' kind, and where in a row
/// a name stands.
extension TaskReader {
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
        let kinds = TaskVocabulary.hits(in: header)
        return !kinds.isEmpty && !kinds.contains(where: \.hasNumber)
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

    /// Whether the name at `range` is a short piece of a cell that lists its pieces with semicolons: up to
    /// twelve words between the semicolons (or the cell's ends) around it. Looked for within a bounded
    /// reach on either side, so a long cell costs no more per name than a short one.
    static func inShortSemicolonItem(_ range: Range<String.Index>, in text: String, segment: Range<String.Index>) -> Bool {
        let reach = 120
        let lower = text.index(range.lowerBound, offsetBy: -reach, limitedBy: segment.lowerBound) ?? segment.lowerBound
        let upper = text.index(range.upperBound, offsetBy: reach, limitedBy: segment.upperBound) ?? segment.upperBound
        let before = text[lower..<range.lowerBound].lastIndex(of: ";")
        let after = text[range.upperBound..<upper].firstIndex(of: ";")
        // A cell with no semicolon near the name is no such list (its length was judged as a whole).
        guard before != nil || after != nil else { return false }
        guard let start = before.map({ text.index(after: $0) }) ?? (lower == segment.lowerBound ? lower : nil),
              let end = after ?? (upper == segment.upperBound ? upper : nil) else { return false }
        return wordCount(text[start..<end], atMost: 12)
    }
}
