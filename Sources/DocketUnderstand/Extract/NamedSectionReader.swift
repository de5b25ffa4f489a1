import Foundation

/// Reads deliverables named by a line of their own and dated by a sentence below it:
///
///     (3) Midterm Short Essay 20%
///     10-15 page essay on personal identity. Due by Friday, October 24. Email it to me…
///     (4) Rough Draft of Final Paper: 10%.
///     Due Date: Tuesday, November 25 (about a week before our last class day).
///
/// The name line is the section's heading: short, undated, naming a deliverable, perhaps numbered
/// or weighted. The first sentence in the few lines under it that says when something is due gives
/// the date, unless that sentence names a deliverable of its own (the line reader dates that one).
struct NamedSectionReader {
    func read(_ lines: [DocumentLine]) -> [TaskMention] {
        var tasks: [TaskMention] = []
        let listed = Self.listedKind(lines)
        for (index, line) in lines.enumerated() {
            guard let name = Self.name(line) ?? listed.flatMap({ Self.itemName(line, of: $0) }) ?? Self.labelledHeading(line, over: lines[(index + 1)...])
            else { continue }
            let section = lines[(index + 1)...].prefix(Self.reach + Self.moreStages).prefix { Self.name($0) == nil && !$0.isHeading }
            for (offset, below) in section.prefix(Self.reach).enumerated() {
                guard let found = Self.dueDate(in: below) ?? ([.exam, .quiz].contains(name.type) ? Self.openingDate(of: below) : nil) else { continue }
                if found.namesItsOwn { break }
                let lower = below.lower
                if TaskReader.recurrence(in: lower) != nil || TaskReader.undatedCues.contains(where: lower.includes) { break }
                tasks.append(Self.mention(name, stage: Self.stage(of: below, before: found.date), line: below, found: found))
                // Further stages listed right under the first ("* Pre-submission due Wed 9/28",
                // "* Submission due Wed 10/5"), each its own task.
                for next in section.dropFirst(offset + 1) {
                    guard let due = Self.dueDate(in: next), !due.namesItsOwn, let stage = Self.stage(of: next, before: due.date),
                          !stage.isEmpty else { break }
                    tasks.append(Self.mention(name, stage: stage, line: next, found: due))
                }
                break
            }
        }
        return tasks
    }

    private static func mention(_ name: (title: String, type: TaskType, weight: Double?), stage: String?, line: DocumentLine,
                                found: (date: DateScanner.Match, time: TimeOfDay?, namesItsOwn: Bool)) -> TaskMention {
        let title = stage.map { $0.isEmpty ? name.title : name.title + " " + DeliverableStages.stageCase($0) } ?? name.title
        var mention = TaskMention(title: title, type: name.type, date: found.date.expression, time: found.time,
                                  weight: stage?.isEmpty ?? true ? name.weight : nil, source: line.reference, confidence: 0)
        mention.cues = [.namedHeading, .dueWord]
        return mention
    }

    /// The stage a line opening with it is due in ("Pre-submission due Wed 9/28" gives "Pre-submission",
    /// "Due 9am Wed 9/21" gives ""); nil when the words before the due word are no stage's name.
    static func stage(of line: DocumentLine, before date: DateScanner.Match) -> String? {
        let lead = line.text[..<date.range.lowerBound]
        guard let due = lead.range(of: "\\b(?:due|deadline)\\b", options: [.regularExpression, .caseInsensitive]) else { return nil }
        let words = lead[..<due.lowerBound].trimming { " *•-–:()".unicodeScalars.contains($0) || $0.isHorizontalSpace }
        if words.isEmpty { return "" }
        return DeliverableStages.isStage(words) ? words : nil
    }

    /// A line that names one deliverable and nothing else of note: "(3) Midterm Short Essay 20%".
    static func name(_ line: DocumentLine) -> (title: String, type: TaskType, weight: Double?)? {
        guard line.dates.isEmpty, line.segments.count == 1, let last = line.hits.last else { return nil }
        var text = Substring(line.text)
        // The enumerator before the name: "(3)", "3.", "4)", "•", "-", "a)".
        if let enumerator = text.range(of: "^\\s*(?:\\(?[0-9a-z]{1,2}[.)]|[•◦▪■*·–-])\\s+", options: .regularExpression) {
            text = text[enumerator.upperBound...]
        }
        // The weight after it: "20%", ": 10%.", "(15%)", "– 30 points".
        var weight: Double?
        if let stated = text.range(of: "[\\s:(–-]*\\(?(\\d{1,3}(?:\\.\\d+)?)\\s*(?:%|percent|points|pts)\\)?\\.?\\s*$", options: .regularExpression) {
            let number = text[stated].filter { $0.isNumber || $0 == "." }
            if text[stated].contains("%") || text[stated].contains("percent") { weight = Double(number.trimming(charactersIn: ".")) }
            text = text[..<stated.lowerBound]
        }
        let title = text.trimming(charactersIn: " :.-–")
        let words = title.split(separator: " ")
        guard (1...Self.longestName).contains(words.count), title.first?.isUppercase ?? false,
              !title.hasSuffix(","), !title.contains(where: { ".;!?".contains($0) }) else { return nil }
        let lower = title.lowercased()
        // "ASSIGNMENTS", "Papers": a section about a kind of deliverable, not one of them.
        if words.count == 1, lower.hasSuffix("s"), TaskVocabulary.singularLastWord(title) != title { return nil }
        if aboutGrading.contains(where: lower.includes) { return nil }
        if TaskReader.administrative.contains(where: lower.includes) || TaskReader.notDeliverable.contains(where: lower.includes)
            || TaskReader.saysAnnouncement(lower) { return nil }
        return (title, last.type, weight)
    }

    /// The kind of work a page is titled by, in the plural ("title: Compositions", "# Assignments"): the
    /// page lists pieces of it under headings of their own names ("## Set Class" over "Due: Tue, Sep 12").
    static func listedKind(_ lines: [DocumentLine]) -> (word: String, type: TaskType)? {
        for (index, line) in lines.prefix(6).enumerated() {
            let lower = line.lower
            guard line.isHeading || index == 0 || lower.hasPrefix("title:"), line.hits.count == 1, let hit = line.hits.first,
                  !hit.hasNumber, TaskVocabulary.isPlural(hit, in: line.text),
                  line.text[hit.range.upperBound...].allSatisfy({ !$0.isLetter && !$0.isNumber }) else { continue }
            let before = line.text[..<hit.range.lowerBound].lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            guard before.isEmpty || before == ["title"] else { continue }
            return (TaskVocabulary.singularLastWord(String(line.text[hit.range])).lowercased(), hit.type)
        }
        return nil
    }

    /// A heading of a page of one kind of work that names one piece of it by its own name ("Set Class"
    /// on a page titled "Compositions" is the "Set Class composition").
    static func itemName(_ line: DocumentLine, of kind: (word: String, type: TaskType)) -> (title: String, type: TaskType, weight: Double?)? {
        guard line.isHeading, line.hits.isEmpty, line.dates.isEmpty, line.segments.count == 1 else { return nil }
        let title = line.text.trimming(charactersIn: " :.-–")
        let lower = title.lowercased()
        guard (1...Self.longestItemName).contains(title.split(separator: " ").count), title.first?.isUppercase ?? false,
              !aboutGrading.contains(where: lower.includes), !TaskReader.administrative.contains(where: lower.includes),
              !TaskReader.notDeliverable.contains(where: lower.includes) else { return nil }
        return (title + " " + kind.word, kind.type, nil)
    }

    /// A heading that names its work in words no kind of work uses, shown to be work by a due label right
    /// under it ("** Choose an Object" over "Due: By end of class, Sept. 18"; "** Deconstructing the Object
    /// (A) - 25%" over "Length: 8 pages" and "Due: Oct. 16"). The label must open one of the first lines
    /// under the heading and date nothing named; a heading of a stretch of the course ("Week 3", "Unit 2")
    /// or about grading names no work.
    static func labelledHeading(_ line: DocumentLine, over below: ArraySlice<DocumentLine>) -> (title: String, type: TaskType, weight: Double?)? {
        guard line.isHeading, line.hits.isEmpty, line.dates.isEmpty, line.segments.count == 1 else { return nil }
        var text = Substring(line.text)
        var weight: Double?
        if let stated = text.range(of: "[\\s:(–-]*\\(?(\\d{1,3}(?:\\.\\d+)?)\\s*%\\)?\\.?\\s*$", options: .regularExpression) {
            weight = Double(text[stated].filter { $0.isNumber || $0 == "." }.trimming(charactersIn: "."))
            text = text[..<stated.lowerBound]
        }
        let title = text.trimming(charactersIn: " :.-–*#")
        let words = title.split(separator: " ")
        guard (1...Self.longestName).contains(words.count), title.first?.isUppercase ?? false, !title.contains(where: { ".;!?".contains($0) }),
              let first = words.first.map({ $0.lowercased() }), !Self.stretchWords.contains(first) else { return nil }
        let lower = title.lowercased()
        guard !aboutGrading.contains(where: lower.includes), !TaskReader.administrative.contains(where: lower.includes),
              !TaskReader.notDeliverable.contains(where: lower.includes), !TaskReader.saysAnnouncement(lower) else { return nil }
        let labelled = below.prefix(Self.labelReach).prefix { !$0.isHeading }.contains { next in
            next.text.range(of: "^[\\s*_]*(?:due(?: date)?|deadline)[\\s*_]*:", options: [.regularExpression, .caseInsensitive]) != nil
                && !next.dates.isEmpty && next.hits.isEmpty
        }
        return labelled ? (title, .other, weight) : nil
    }

    /// First words of a heading over a stretch of the course rather than a piece of work.
    private static let stretchWords: Set<String> = ["week", "weeks", "unit", "units", "module", "modules", "class", "classes", "lecture",
                                                    "lectures", "day", "days", "session", "sessions", "topic", "topics", "chapter",
                                                    "chapters", "section", "sections", "lesson", "lessons", "term", "semester", "part"]
    /// Lines under a heading in which its due label is looked for.
    private static let labelReach = 3

    /// The first date in a line that a due word comes before in the same sentence, its time, and
    /// whether that sentence names a deliverable itself.
    private static func dueDate(in line: DocumentLine) -> (date: DateScanner.Match, time: TimeOfDay?, namesItsOwn: Bool)? {
        let marks = LineMarks(line.text)
        for date in line.dates {
            let sentence = marks.clause(around: date.range)
            // "Due to the registrar's schedule…" gives a reason, not a deadline.
            let before = line.text[sentence.lowerBound..<date.range.lowerBound].lowercased().replacingOccurrences(of: "due to ", with: "")
            guard dueWords.contains(where: before.includes) else { continue }
            let namesItsOwn = line.hits.contains { sentence.contains($0.range.lowerBound) }
            let time = line.times.first { $0.isExplicit && sentence.contains($0.range.lowerBound) }?.time
            return (date, time, namesItsOwn)
        }
        return nil
    }

    /// An exam's or quiz's date as the first thing under its heading ("## Final exam" over "- Wednesday,
    /// March 25, 10:30 am–12:30 pm, Hall 301"): it is sat then, not handed in, so no due word is said.
    private static func openingDate(of line: DocumentLine) -> (date: DateScanner.Match, time: TimeOfDay?, namesItsOwn: Bool)? {
        guard let date = line.dates.first else { return nil }
        let lead = line.text[line.text.startIndex..<date.range.lowerBound]
        guard lead.allSatisfy({ !$0.isLetter && !$0.isNumber }), lead.count <= 4 else { return nil }
        let time = line.times.first { $0.isExplicit && $0.range.lowerBound >= date.range.upperBound }?.time
        // A date and nothing more ("Sept 23") heads the next day of a schedule rather than dating the exam above it.
        guard time != nil || !TaskReader.isPureHeading(line.text, dates: line.dates) else { return nil }
        return (date, time, !line.hits.isEmpty)
    }

    /// Words of a heading about how work is graded or done rather than naming a piece of work.
    private static let aboutGrading = ["grade", "grading", "polic", "breakdown", "schedule", "rubric", "guideline", "instruction",
                                       "format", "requirement", "overview"]
    private static let dueWords = ["due", "deadline", "submit", "turn in", "turned in", "hand in", "handed in"]
    /// Lines under a name in which its date is looked for.
    private static let reach = 4
    /// Lines after the first dated stage in which more stages are listed.
    private static let moreStages = 6
    /// Words a name line may have.
    private static let longestName = 8
    /// Words a heading naming a piece of a page's one kind of work may have.
    private static let longestItemName = 6
}
