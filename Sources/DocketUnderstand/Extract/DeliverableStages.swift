import Foundation

/// Names a stage of a deliverable by the deliverable it belongs to. A paper, homework or project is
/// often due in stages listed under its name, each stage named by a word that alone says nothing in a
/// calendar of several papers:
///
///     ## Paper 1                                 Paper 2: proposal due Oct 16; final due Oct 30.
///     - Draft due Friday, October 2
///     - Final version due Friday, October 9
///
/// A task whose title is only a stage ("Draft", "Final version", "Proposal", "Peer review", "Final")
/// takes the name of the deliverable that governs it: a label before it in its cell that a colon or a
/// parenthesis closes ("Paper 2:", "Poster prep Stage I* (", an identifier such as "hw07_proposal* ("),
/// or else a line of its own above it that names one deliverable (a heading "## Paper 1", "(3) Term
/// paper 20%") with only list items and short prose between. The deliverable's kind becomes the
/// stage's ("Final" under "Paper 2:" is a paper, not a final exam), except a presentation's.
struct DeliverableStages {
    /// Titles, lower-cased, that name a stage of a piece of work rather than a piece of work.
    static let stages: Set<String> = [
        "draft", "drafts", "rough draft", "first draft", "second draft", "final draft", "full draft", "complete draft",
        "final", "final version", "final copy", "final submission", "final paper", "revision", "revisions", "revised draft",
        "proposal", "outline", "abstract", "prospectus", "pre-submission", "submission", "post-submission", "resubmission",
        "peer review", "peer reviews", "peer feedback", "peer edit", "peer editing", "annotated bibliography",
        "presentation", "report", "final report", "write-up", "writeup", "reflection", "slides", "poster", "demo", "code",
        "milestone", "checkpoint", "progress report",
    ]

    /// Kind words a line uses to refer back to the piece of work it is about ("the assignment is due").
    static let referredKinds: Set<String> = ["assignment", "homework", "project", "paper", "essay", "report", "lab"]

    /// Whether a task's title is a kind word its line writes as a reference back to a piece of work named
    /// before: "The assignment", "this project", "your paper".
    static func refersBack(_ title: String, in line: DocumentLine) -> Bool {
        let kind = title.lowercased()
        guard referredKinds.contains(kind) else { return false }
        let words = line.lower.split { !$0.isLetter }
        guard let at = words.firstIndex(where: { $0 == kind }), at > words.startIndex else { return false }
        return ["the", "this", "your"].contains(words[words.index(before: at)])
    }

    /// Lines above a stage within which the deliverable's name is looked for.
    static let reach = 8

    /// Whether a title names a stage of some deliverable and no deliverable of its own.
    static func isStage(_ title: String) -> Bool {
        stages.contains(title.lowercased().trimming(charactersIn: " .:-–"))
    }

    func qualified(_ tasks: [TaskMention], lines: [DocumentLine]) -> [TaskMention] {
        guard tasks.contains(where: { Self.isStage($0.title) || Self.referredKinds.contains($0.title.lowercased()) }) else { return tasks }
        var index: [String: Int] = [:]
        for (position, line) in lines.enumerated() { index["\(line.page):\(line.number)"] = position }
        // Whether a line refers back with a kind word, asked once per line and kind: a long line may give
        // many tasks of one kind.
        var refers: [String: Bool] = [:]
        func refersBack(_ title: String, at position: Int) -> Bool {
            let key = "\(position):\(title.lowercased())"
            if let known = refers[key] { return known }
            let answer = Self.refersBack(title, in: lines[position])
            refers[key] = answer
            return answer
        }
        return tasks.map { task in
            // "### Assignment 1: Unix" over "- The assignment is due … by 5pm on Friday, February 18th": the
            // work the line refers back to is the one its heading names.
            if let position = index["\(task.source.page):\(task.source.line)"], refersBack(task.title, at: position),
               let owner = Self.governingName(above: position, for: task.title, in: lines), !Self.isStage(owner.title) {
                var named = task
                named.title = owner.title
                named.type = owner.type
                return named
            }
            guard Self.isStage(task.title), let position = index["\(task.source.page):\(task.source.line)"] else { return task }
            // "Report for labs 1–4", "Second draft of term paper": the stage says whose it is itself, which
            // no line around it says better.
            if let whole = Self.work(after: task.title, in: lines[position]) {
                var named = task
                named.title = whole.title
                if task.type != .presentation { named.type = whole.type }
                return named
            }
            guard let owner = Self.label(before: task.title, in: lines[position]) ?? Self.governingName(above: position, for: task.title, in: lines),
                  !Self.isStage(owner.title), TitleKey(owner.title) != TitleKey(task.title) else { return task }
            var named = task
            named.title = owner.title + " " + Self.stageCase(task.title)
            // A final version of work only an identifier names is no final exam.
            if task.type != .presentation { named.type = owner.type ?? (task.type == .exam ? .other : task.type) }
            return named
        }
    }

    /// A stage and the work it names after "of" or "for", as written: "Second draft of term paper", "Final
    /// version of the research essay", "Report for labs 1–4". Only a few words may stand between the
    /// preposition and the work's name; a numbered range of work keeps its last number.
    static func work(after title: String, in line: DocumentLine) -> (title: String, type: TaskType)? {
        let text = line.text
        guard let stage = text.range(of: title, options: .caseInsensitive),
              let of = text[stage.upperBound...].range(of: "^\\s+(?:of|for)\\s+", options: .regularExpression) else { return nil }
        if let several = numberedSeveral(at: of.upperBound, in: text) { return (String(text[stage.lowerBound..<several.end]), several.type) }
        guard let hit = line.hits.first(where: { $0.range.lowerBound >= of.upperBound }), !isStage(text[hit.range].lowercased()),
              text[of.upperBound..<hit.range.lowerBound].split(separator: " ").count <= 3,
              // "An annotated bibliography of at least 12 papers": a count of works is no work of its own.
              !text[of.upperBound..<hit.range.lowerBound].contains(where: { ",;:()\t".contains($0) || $0.isNumber }),
              !TaskVocabulary.isPlural(hit, in: text) else { return nil }
        var end = hit.range.upperBound
        if hit.hasNumber, let range = text[end...].range(of: "^\\s*[-–]\\s*\\d{1,3}\\b", options: .regularExpression) { end = range.upperBound }
        return (String(text[stage.lowerBound..<end]), hit.type)
    }

    /// Numbered pieces of one kind named in the plural at `start`: "labs 1–4", "Homeworks 2-3". The
    /// vocabulary names one piece at a time, so the kind is read in the singular.
    private static func numberedSeveral(at start: String.Index, in text: String) -> (end: String.Index, type: TaskType)? {
        guard let found = text[start...].range(of: "^[A-Za-z]+s\\s+\\d{1,3}\\s*(?:[-–]|and|to|&)\\s*\\d{1,3}\\b", options: .regularExpression) else { return nil }
        let words = text[found].split(separator: " ", maxSplits: 1)
        guard let kind = words.first, let numbers = words.last else { return nil }
        guard let type = TaskVocabulary.numberedPiece(ofPlural: kind, number: numbers.prefix { $0.isNumber }) else { return nil }
        return (found.upperBound, type)
    }

    /// A stage as a calendar's title writes it after the name: "peer review" → "Peer Review".
    static func stageCase(_ title: String) -> String {
        title.trimming(charactersIn: " .:-–").split(separator: " ").map { word in
            word.first.map { $0.uppercased() + word.dropFirst() } ?? String(word)
        }.joined(separator: " ")
    }

    /// The deliverable a label before the stage names in its cell: "Paper 2: proposal due Oct 16",
    /// "Poster prep Stage I (Draft due 3/12, PR 3/14, Final 3/16)". The label runs from its first name to
    /// the colon or parenthesis that opens what is said of it, in the stage's cell and clause.
    static func label(before title: String, in line: DocumentLine) -> (title: String, type: TaskType?)? {
        let text = line.text
        guard let stage = text.range(of: title, options: .caseInsensitive) else { return nil }
        let lead = text[..<stage.lowerBound]
        let cellStart = lead.lastIndex(of: "\t").map { text.index(after: $0) } ?? text.startIndex
        guard let opening = lead[cellStart...].lastIndex(where: { $0 == ":" || $0 == "(" }),
              text.distance(from: opening, to: stage.lowerBound) <= 40 else { return nil }
        let clauseStart = lead[cellStart..<opening].lastIndex(where: { ";.!?".contains($0) }).map { text.index(after: $0) } ?? cellStart
        let named = line.hits.filter { $0.range.lowerBound >= clauseStart && $0.range.upperBound <= opening }
        guard let first = named.first, let kind = named.first(where: { !isStage($0.title) }) ?? named.first, kind.type != .other
        else { return identifier(text[clauseStart..<opening]) }
        // Nothing but the name's own words before the colon: "Paper 2", "Poster prep Stage I*"; not a
        // link's leftovers or a quotation ("[Course Project](…) Task B (", "Homework 4", "Due").
        let written = text[first.range.lowerBound..<opening].trimming(charactersIn: " *_")
        guard written.split(separator: " ").count <= longestLabel,
              written.allSatisfy({ $0.isLetter || $0.isNumber || " -'&.#".contains($0) }),
              !written.lowercased().split(separator: " ").contains("due"), !isStage(written) else { return nil }
        return (written, kind.type)
    }

    /// A label the vocabulary does not read but that is plainly a piece of work's identifier, one word of
    /// letters and digits ("hw07_proposal* (Draft due 3/5, …)"): it names the stages, their kind kept.
    private static func identifier(_ label: Substring) -> (title: String, type: TaskType?)? {
        let word = label.trimming(charactersIn: " *")
        guard (3...24).contains(word.count), !word.contains(" "), word.contains(where: \.isLetter), word.contains(where: \.isNumber),
              word.allSatisfy({ $0.isLetter || $0.isNumber || "_-.".contains($0) }), word.first?.isLetter ?? false else { return nil }
        return (word, nil)
    }

    /// Words a label naming the work its stages belong to may have.
    static let longestLabel = 6

    /// The one deliverable a line above names and governs: a heading or a name line ("## Paper 1",
    /// "Research paper"), reached over prose and the other stages listed with this one. A heading that
    /// names no one deliverable ("## Schedule"), a date standing as a heading ("Oct 21") or a line that
    /// dates a deliverable of its own ends the search: what follows is theirs. "Final" is looked for
    /// only in a label on its own line: under a name it is as often the final exam.
    static func governingName(above position: Int, for stage: String, in lines: [DocumentLine]) -> (title: String, type: TaskType)? {
        guard stage.lowercased() != "final" else { return nil }
        var cursor = position - 1
        while cursor >= 0, position - cursor <= reach {
            let line = lines[cursor]
            // "- Read the paper." beside the stage's item: a sentence of the list, no name over it.
            if line.dates.isEmpty, Self.isSentence(line.text) {
                cursor -= 1
                continue
            }
            if let name = NamedSectionReader.name(line) {
                // "Essay 2 draft due" is an item of a list, not the name of what follows it; an exam has no
                // stages; "Homework" or "Assignments for next week" heads a kind of work, not one piece.
                guard !line.lower.includes("due"), ![.exam, .quiz].contains(name.type), namesOnePiece(line) else { return nil }
                return (name.title, name.type)
            }
            if line.isHeading { return nil }
            if let date = line.dates.first, !(NamedSectionReader.stage(of: line, before: date).map { !$0.isEmpty } ?? false),
               TaskReader.isPureHeading(line.text, dates: line.dates) || line.hits.contains(where: { !isStage($0.title) }) {
                return nil
            }
            cursor -= 1
        }
        return nil
    }

    /// Whether a line is a sentence rather than a name: it ends with a full stop after a few words, some
    /// of them not capitalised ("- Read paper and answer reading questions before lecture.").
    static func isSentence(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.hasSuffix("."), !trimmed.hasSuffix("..") else { return false }
        let words = trimmed.split(separator: " ").filter { $0.first?.isLetter ?? false }
        return words.count >= 3 && words.filter({ $0.first?.isLowercase ?? false }).count >= 2
    }

    /// A name of one piece of work: numbered ("Paper 1"), or a kind word after words that say which
    /// ("Research paper", "Museum visit assignment"), not a kind alone or in the plural.
    static func namesOnePiece(_ line: DocumentLine) -> Bool {
        guard let hit = line.hits.last else { return false }
        if hit.hasNumber { return true }
        let words = line.text[..<hit.range.upperBound].split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.count >= 2 && TaskVocabulary.singularLastWord(String(line.text[hit.range])) == String(line.text[hit.range])
    }
}
