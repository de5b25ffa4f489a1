/// A second look at a document the classifier called `other` for want of coursework words: a course
/// page that is nothing but a list of deadlines ("Lab notebooks are due by 3pm on: …", a definition
/// list of class days with "ASSIGNMENT 4 DUE AT NOON") has no syllabus vocabulary, yet it is what a
/// student wants read. Structure decides instead of words: read as a syllabus, a document that states
/// at least ``minimum`` deadlines (a deliverable with a date and a word, column or table that makes it
/// due) is one. A document whose shape says it is something else (source code, a transcript, notes;
/// see ``NotCourseworkSigns``) is not reconsidered: its deadlines are someone else's.
public struct StatedDeadlines: Sendable {
    /// Deadlines, each a different item or date, from which a page of them is a course's.
    public var minimum: Int

    public init(minimum: Int = 2) {
        self.minimum = minimum
    }

    /// The cues that make a mention a deadline rather than a deliverable named beside a date.
    static let dueCues: Set<TaskCue> = [
        .dueWord, .sentenceSaysDue, .rowSaysDue, .dueColumn, .deliverablesTable, .dueList, .dueLabel, .derivedRule,
    ]

    /// Whether the classification is `other` only because too few cues were found, so that the
    /// document's deadlines may decide.
    public func mayReconsider(_ classification: Classification) -> Bool {
        classification.documentType == .other && !classification.evidence.contains { $0.pointsTo == .other }
    }

    /// The classification a trial extraction (made as if the document were a syllabus) supports, or
    /// nil when it states too few deadlines.
    public func reconsidered(_ classification: Classification, trial: Extraction) -> Classification? {
        guard mayReconsider(classification) else { return nil }
        let deadlines = trial.tasks.filter { !$0.cues.isDisjoint(with: Self.dueCues) }
        var seen: Set<[String]> = []
        let distinct = deadlines.filter { seen.insert(TitleKey($0.title).words + [$0.date.text]).inserted }
        guard distinct.count >= minimum, let first = distinct.min(by: { ($0.source.page, $0.source.line) < ($1.source.page, $1.source.line) })
        else { return nil }
        let evidence = Classification.Evidence(cue: "\(distinct.count) stated deadlines", pointsTo: .syllabus,
                                               page: first.source.page, line: first.source.line)
        // As sure as the cues that could not decide were unsure: a listing of deadlines is a syllabus's
        // part, not proof of a whole one.
        return Classification(documentType: .syllabus, confidence: min(0.9, 1 - classification.confidence + 0.5),
                              evidence: classification.evidence + [evidence])
    }
}
