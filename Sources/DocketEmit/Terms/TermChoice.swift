import DocketUnderstand

/// The term the views (week plan, SVG, agenda) show when the documents span several: a plan that
/// runs from last year's September to this year's December is no plan.
///
/// The term `today` falls in; between terms, the next to start; after them all, the latest.
/// Overlapping terms (an academic year and a Fall inside it) go to the one that started last.
public struct TermChoice: Sendable, Equatable {
    public enum Reason: String, Sendable {
        case current = "the current term"
        case next = "the next term"
        case latest = "the latest term"
    }

    public var term: TermSpan
    public var reason: Reason

    /// The choice among these spans, or nil when there are fewer than two (nothing to choose).
    public static func among(_ spans: [TermSpan], today: CivilDate) -> TermChoice? {
        guard spans.count > 1 else { return nil }
        if let current = spans.filter({ $0.days.contains(today) }).max(by: { $0.days.lowerBound < $1.days.lowerBound }) {
            return TermChoice(term: current, reason: .current)
        }
        if let next = spans.filter({ $0.days.lowerBound > today }).min(by: { $0.days.lowerBound < $1.days.lowerBound }) {
            return TermChoice(term: next, reason: .next)
        }
        guard let latest = spans.max(by: { $0.days.upperBound < $1.days.upperBound }) else { return nil }
        return TermChoice(term: latest, reason: .latest)
    }
}
