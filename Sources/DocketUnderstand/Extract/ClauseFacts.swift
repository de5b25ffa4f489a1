/// What the clauses of one line say, each worked out once however many names share the clause:
/// whether its verb makes its deliverables due ("Please upload your presentation, a worksheet, and a
/// reflection"), and the weight and length it states.
struct ClauseFacts {
    struct Facts {
        /// A due cue ("due", "submit", "by Friday") and no announcement ("released", "posted").
        var saysDue: Bool
        var weight: Double?
        var target: Target?
    }

    let text: String
    private var known: [String.Index: Facts] = [:]

    init(text: String) {
        self.text = text
    }

    mutating func facts(of clause: Range<String.Index>) -> Facts {
        if let facts = known[clause.lowerBound] { return facts }
        let written = String(text[clause])
        let lower = written.lowercased()
        let facts = Facts(saysDue: TaskReader.hasDueCue(lower) && !TaskReader.saysAnnouncement(lower),
                          weight: TaskReader.percent(in: written), target: TaskReader.target(in: written))
        known[clause.lowerBound] = facts
        return facts
    }
}
