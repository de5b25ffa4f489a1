import DocketCore
import Foundation

/// Classifies by weighted cues: course-level words (office hours, grading, schedule, textbook,
/// academic integrity, "syllabus") point to a syllabus; one deliverable's words (problem numbers,
/// "homework #", "points", "submit", one due date) to an assignment. A document with few
/// coursework cues of either kind is `other`, and so is one whose whole shape is something else
/// (source code, software documentation, a transcript, a reading list, notes; see
/// ``NotCourseworkSigns``) whatever coursework words it uses. Each cue found is reported with its
/// page and line.
public struct RuleClassifier: Classifier {
    public init() {}

    struct Cue {
        let pattern: NSRegularExpression
        /// Lower-case pieces one of which any match contains: the pattern runs only on lines that have one.
        let words: [String]
        let label: String
        let type: DocumentType
        let weight: Double
        /// The pattern matches only where the line opens with a digit or a parenthesis, after spaces.
        var needsItemNumber = false
    }

    private static func cue(_ pattern: String, _ label: String, _ type: DocumentType, _ weight: Double, words: [String],
                            needsItemNumber: Bool = false) -> Cue {
        // swiftlint:disable:next force_try
        Cue(pattern: try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive]), words: words, label: label, type: type,
            weight: weight, needsItemNumber: needsItemNumber)
    }

    /// False only where a line's first character is ASCII and neither a space, a digit nor "(": such a
    /// line cannot open with a numbered item, and most lines start with a letter.
    static func mayOpenWithItemNumber(_ text: String) -> Bool {
        guard let first = text.utf8.first, first < 0x80 else { return true }
        return first == UInt8(ascii: " ") || (0x09...0x0D).contains(first) || first == UInt8(ascii: "(")
            || (0x30...0x39).contains(first)
    }

    static let cues: [Cue] = [
        cue("\\bsyllabus\\b", "says 'syllabus'", .syllabus, 3, words: ["syllabus"]),
        cue("\\boffice hours?\\b", "office hours", .syllabus, 2, words: ["office hour"]),
        cue("\\b(?:grading|grade breakdown|evaluation|assessment)\\b", "grading", .syllabus, 1.5, words: ["grad", "evaluation", "assessment"]),
        cue("\\b(?:course|class) (?:schedule|outline|calendar)\\b|\\bschedule\\b", "a schedule", .syllabus, 1.5, words: ["schedule", "outline", "calendar"]),
        cue("\\b(?:required )?(?:textbook|text|readings?)\\s*:", "textbook or readings", .syllabus, 1, words: ["text", "reading"]),
        cue("\\bacademic (?:integrity|honesty|misconduct)\\b|\\bplagiarism\\b", "academic integrity", .syllabus, 1.5, words: ["academic", "plagiarism"]),
        cue("\\b(?:learning (?:objectives|outcomes|goals)|course (?:description|objectives|goals))\\b", "course description or objectives", .syllabus, 2, words: ["learning", "course"]),
        cue("\\b(?:prerequisites?|pre-requisites?)\\b", "prerequisites", .syllabus, 1, words: ["requisite"]),
        cue("\\b(?:instructor|professor|lecturer|teaching assistants?|TA)\\s*:", "instructor", .syllabus, 1, words: ["instructor", "professor", "lecturer", "teaching", "ta"]),
        cue("\\b(?:disabilit(?:y|ies)|accommodations?)\\b", "accommodation policy", .syllabus, 1, words: ["disabilit", "accommodation"]),
        cue("\\bweek\\s*\\d{1,2}\\b", "weeks of term", .syllabus, 0.5, words: ["week"]),
        cue("\\b(?:homework|problem set|assignment|hw|pset|project|lab)\\s*#?\\s*\\d+\\s*[:\\-–]", "a numbered deliverable's heading", .assignment, 2, words: ["homework", "problem set", "assignment", "hw", "pset", "project", "lab"]),
        cue("^\\s*(?:\\(?\\d{1,2}[.)]|\\([a-h]\\))\\s+\\S", "numbered problems", .assignment, 0.6, words: [], needsItemNumber: true),
        cue("\\(\\s*\\d{1,3}\\s*(?:points?|pts|marks)\\s*(?:total)?\\)|\\b\\d{1,3}\\s*points total\\b", "points per problem", .assignment, 1.5, words: ["point", "pts", "mark"]),
        cue("\\b(?:due date|due)\\s*:", "a due date label", .assignment, 1.5, words: ["due"]),
        cue("\\b(?:submit|turn in|hand in|upload)\\b", "submission instructions", .assignment, 0.5, words: ["submit", "turn in", "hand in", "upload"]),
        cue("\\b(?:show (?:your|all) work|write (?:general )?expressions?|prove|determine|calculate|compute)\\b", "problem wording", .assignment, 0.4, words: ["show", "write", "prove", "determine", "calculate", "compute"]),
        cue("\\b(?:snippets?|deliverable|rubric)\\b", "deliverable wording", .assignment, 0.5, words: ["snippet", "deliverable", "rubric"]),
        cue("\\b(?:handout|assignment sheet|project brief|milestones)\\b", "a handout or brief", .assignment, 3, words: ["handout", "assignment sheet", "project brief", "milestones"]),
    ]

    /// The place of "a numbered deliverable's heading" in ``cues``.
    static let numberedHeadingCue = cues.firstIndex { $0.label == "a numbered deliverable's heading" } ?? 0

    /// The place of "a due date label" in ``cues``.
    static let dueLabelCue = cues.firstIndex { $0.label == "a due date label" } ?? 0

    /// The numbered deliverables a line heads ("homework 2:" gives "homework 2").
    static func deliverableNumbers(_ lower: String) -> [String] {
        let range = NSRange(lower.startIndex..., in: lower)
        return cues[numberedHeadingCue].pattern.matches(in: lower, range: range).compactMap { match in
            Range(match.range, in: lower).map { String(lower[$0]).filter { $0.isLetter || $0.isNumber } }
        }
    }

    /// Rows dated in their first cells from which a table is a course's calendar.
    static let calendarRows = 6

    /// Where a line's second cell ends in its text (cells are joined by one tab).
    static func endOfSecondCell(_ line: DocumentLine) -> String.Index {
        var tabs = 0
        for index in line.text.indices where line.text[index] == "\t" {
            tabs += 1
            if tabs == 2 { return index }
        }
        return line.text.endIndex
    }

    /// Words a document's title may have; a longer first line is a sentence.
    static let longestTitle = 12

    /// How sure a document's shape makes the classifier that it is not coursework.
    static let shapeConfidence = 0.9

    public func classify(_ document: Document) -> Classification {
        classify(document, lines: DocumentLines(document))
    }

    public func classify(_ document: Document, lines read: DocumentLines) -> Classification {
        let lines = read.lines
        // Read once: the shape check and the meetings cue both use them.
        let meetings = read.meetings
        if let sighting = NotCourseworkSigns.first(in: lines, meetsRegularly: !meetings.isEmpty) {
            let evidence = Classification.Evidence(cue: sighting.cue, pointsTo: .other, page: sighting.line.page, line: sighting.line.number)
            return Classification(documentType: .other, confidence: Self.shapeConfidence, evidence: [evidence])
        }
        var scores: [DocumentType: Double] = [.syllabus: 0, .assignment: 0]
        var evidence: [Classification.Evidence] = []
        // Counted by the cue's place in the list (each label is one cue's), not looked up by label for
        // every cue of every line.
        var seen = [Int](repeating: 0, count: Self.cues.count)
        var numberedHeadings: Set<String> = []
        for line in lines {
            let range = NSRange(line.text.startIndex..., in: line.text)
            let opensWithItemNumber = Self.mayOpenWithItemNumber(line.text)
            // A cue counts a few times at most: one long reading list must not outweigh everything; a
            // cue that has counted is not looked for again.
            for (index, cue) in Self.cues.enumerated() where seen[index] < 3
                && (cue.words.isEmpty ? (!cue.needsItemNumber || opensWithItemNumber) : cue.words.contains(where: line.lower.includes))
                && cue.pattern.firstMatch(in: line.text, range: range) != nil {
                let count = seen[index]
                seen[index] = count + 1
                scores[cue.type, default: 0] += cue.weight / Double(count + 1)
                if index == Self.numberedHeadingCue { numberedHeadings.formUnion(Self.deliverableNumbers(line.lower)) }
                if count == 0 {
                    evidence.append(Classification.Evidence(cue: cue.label, pointsTo: cue.type, page: line.page, line: line.number))
                }
            }
        }
        // "Homework 1: …", "Homework 2: …", "Homework 3: …": a series of numbered deliverables is a course's
        // schedule, not one sheet's title; the cue counted for the sheet is taken back.
        if numberedHeadings.count >= 2 {
            let counted = (0..<seen[Self.numberedHeadingCue]).reduce(0.0) { $0 + Self.cues[Self.numberedHeadingCue].weight / Double($1 + 1) }
            scores[.assignment, default: 0] -= counted
            evidence.removeAll { $0.cue == Self.cues[Self.numberedHeadingCue].label }
        }
        // Structure: a course with several kinds of deliverable and regular meetings is a syllabus; a
        // sheet whose title names one deliverable is an assignment.
        // Links count: a course page links to its assignments and exams ("…/homework/", "…/exams/").
        let kinds = Set(lines.flatMap { $0.hits.map(\.type) + $0.linkedKinds }).subtracting([.other])
        if kinds.count >= 3, let line = lines.first(where: { !$0.hits.isEmpty || !$0.linkedKinds.isEmpty }) {
            scores[.syllabus, default: 0] += 2
            evidence.append(Classification.Evidence(cue: "\(kinds.count) kinds of deliverable", pointsTo: .syllabus, page: line.page, line: line.number))
        }
        // A course's plan: deliverables named with their dates line after line ("HW1 … Oct 6", "HW2 … Oct
        // 20", "Midterm … Nov 3"), as a course website's schedule page has without any syllabus wording.
        // The date may head the item from the line above ("- **Tue, Jan 21**" over "  - Mastery Quiz on C1").
        // A line that links to a deliverable's page ("https://…/homework/hw1") names one as well.
        let dated = lines.indices.filter { index in
            (lines[index].hits.contains { $0.type != .other } || lines[index].linkedKinds.contains { $0 != .other })
                && (!lines[index].dates.isEmpty || index > 0 && !lines[index - 1].dates.isEmpty)
        }
        if dated.count >= 3, let first = dated.first.map({ lines[$0] }) {
            scores[.syllabus, default: 0] += 2
            evidence.append(Classification.Evidence(cue: "\(dated.count) dated deliverables", pointsTo: .syllabus, page: first.page, line: first.number))
        }
        // "Lab #1 (Due: 9/08)", "Lab #2 (Due: 9/15)", … "Lab #8 (Due: 11/12)": a series of numbered pieces
        // of work each dated on its own line is a course's list, however each line labels its due date.
        // So is a series of numbered headings each with its date on the line below ("Homework 1" over
        // "Due on Friday, April 12").
        var series: Set<String> = [], seriesDates: Set<DateExpression.Value> = []
        var firstInSeries: DocumentLine?
        var seriesKinds: Set<TaskType> = []
        for index in lines.indices where series.count < 4 || seriesDates.count < 4 {
            let line = lines[index]
            guard !line.hits.isEmpty else { continue }
            let own = line.dates.first?.expression.value
            let below = own != nil || !line.isHeading ? nil : lines[(index + 1)...].prefix(3)
                .first { !$0.text.allSatisfy(\.isWhitespace) }
                .flatMap { next in next.hits.isEmpty ? next.dates.first?.expression.value : nil }
            let datedAbove = index > 0 && !lines[index - 1].dates.isEmpty
            guard line.hits.contains(where: { $0.type != .other }) && (own != nil || datedAbove) || below != nil else { continue }
            let date = own ?? below
            series.formUnion(line.hits.lazy.filter(\.hasNumber).map { $0.title.lowercased() })
            seriesKinds.formUnion(line.hits.lazy.filter(\.hasNumber).map(\.type))
            if let date { seriesDates.insert(date) }
            if firstInSeries == nil { firstInSeries = line }
        }
        let isSeries = series.count >= 4 && seriesDates.count >= 4
        if isSeries, let first = firstInSeries {
            // Each piece's "Due:" is the series' own label, not one sheet's.
            let labels = (0..<seen[Self.dueLabelCue]).reduce(0.0) { $0 + Self.cues[Self.dueLabelCue].weight / Double($1 + 1) }
            scores[Self.cues[Self.dueLabelCue].type, default: 0] -= labels
            evidence.removeAll { $0.cue == Self.cues[Self.dueLabelCue].label }
            scores[.syllabus, default: 0] += 2
            evidence.append(Classification.Evidence(cue: "numbered deliverables with their own dates", pointsTo: .syllabus,
                                                    page: first.page, line: first.number))
        }
        // A course calendar: row after row dated in its first cells ("Tue | Sep 13 | 5 | Lab I report due").
        let datedRows = lines.lazy.filter { line in
            line.segments.count >= 3 && line.dates.contains { $0.range.lowerBound < Self.endOfSecondCell(line) }
        }
        if let first = datedRows.first, datedRows.dropFirst(Self.calendarRows - 1).first != nil {
            scores[.syllabus, default: 0] += 1.5
            evidence.append(Classification.Evidence(cue: "a table of dated rows", pointsTo: .syllabus, page: first.page, line: first.number))
            // A calendar of readings and lectures whose rows name its exams ("2020-10-06 | Midterm 1"): a course's,
            // though too few deliverables for the list above.
            if dated.count < 3 {
                let deliverableRows = datedRows.filter { $0.hits.contains { $0.type != .other } }
                if let row = deliverableRows.first, deliverableRows.dropFirst().first != nil {
                    scores[.syllabus, default: 0] += 1.5
                    evidence.append(Classification.Evidence(cue: "deliverables in a table of dated rows", pointsTo: .syllabus,
                                                            page: row.page, line: row.number))
                }
            }
        }
        if let meeting = meetings.first, let source = meeting.source {
            scores[.syllabus, default: 0] += 2
            evidence.append(Classification.Evidence(cue: "regular class meetings", pointsTo: .syllabus, page: source.page, line: source.line))
        }
        if let title = lines.prefix(3).first(where: { line in
            // A title is no table row ("Oct 5 | Topic 1 | HW1 due" under a page's one-word heading).
            guard line.segments.count <= 2 else { return false }
            let words = line.text.split(separator: " ").count
            // A sentence is no title ("The due dates of homework/quizzes/project deliverables listed below…"),
            // and a kind in the plural ("Homeworks", "Homework Assignments") titles a list of deliverables, not one.
            guard words <= Self.longestTitle,
                  !line.hits.contains(where: { !$0.hasNumber && TaskVocabulary.isPlural($0, in: line.text) }) else { return false }
            // Nor does a kind ("Homework") over a series of its numbered pieces, each dated, nor the first piece.
            if isSeries, line.hits.allSatisfy({ seriesKinds.contains($0.type) }) { return false }
            return line.hits.contains { hit in
                hit.hasNumber || hit.type == .project || hit.type == .paper || words <= 6
            }
                && !line.text.lowercased().includes("syllabus") && !line.text.lowercased().includes("course")
        }) {
            scores[.assignment, default: 0] += 4
            evidence.append(Classification.Evidence(cue: "a deliverable named in the title", pointsTo: .assignment, page: title.page, line: title.number))
        }
        let syllabus = scores[.syllabus] ?? 0, assignment = scores[.assignment] ?? 0
        let total = syllabus + assignment
        // Too little coursework language of any kind: not coursework.
        guard total >= 3 else {
            return Classification(documentType: .other, confidence: min(0.95, 0.6 + (3 - total) / 10), evidence: evidence)
        }
        let type: DocumentType = syllabus >= assignment * 1.2 ? .syllabus : .assignment
        let winner = max(syllabus, assignment)
        let confidence = (winner / total * 100).rounded() / 100
        return Classification(documentType: type, confidence: confidence, evidence: evidence)
    }
}
