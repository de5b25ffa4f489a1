/// Places a ``DateExpression`` on the calendar using what the document says about its term.
///
/// The year comes from the date itself, else the term ("a January date in a Fall syllabus is next
/// year"), else the document's full dates (the year that puts the date nearest them), else a weekday
/// written beside it. The day/month order of numeric dates is decided once for the document.
public struct DateResolver: Sendable {
    public var term: Term?
    /// Dates written in full in the document, for documents that never name their term.
    public var referenceDates: [CivilDate]
    /// Whether "4/10" means 4 October in this document.
    public var dayFirst: Bool
    /// Monday of week 1, for "Week 5 Friday".
    public var weekOneMonday: CivilDate?
    /// The year assumed when the document gives no clue at all.
    public var fallbackYear: Int

    public init(term: Term?, referenceDates: [CivilDate], dayFirst: Bool, weekOneMonday: CivilDate?, fallbackYear: Int) {
        self.term = term
        self.referenceDates = referenceDates
        self.dayFirst = dayFirst
        self.weekOneMonday = weekOneMonday
        self.fallbackYear = fallbackYear
    }

    /// A resolved date, the last day when a range was written, and any doubts.
    public struct Resolution: Sendable, Equatable {
        public var date: CivilDate
        public var end: CivilDate?
        public var warnings: [String]
    }

    public func resolve(_ expression: DateExpression) -> Resolution? {
        var warnings: [String] = []
        guard let date = place(expression.value, weekday: expression.weekday, warnings: &warnings) else { return nil }
        var end: CivilDate?
        if let endValue = expression.end, var last = place(endValue, weekday: nil, warnings: &warnings) {
            // "Dec 28 - Jan 3" crosses a year the end's own inference may not see.
            if last < date, case .named(_, _, nil) = endValue {
                last = CivilDate(year: last.year + 1, month: last.month, day: last.day) ?? last
            }
            if last >= date && date.days(to: last) <= 120 { end = last }
        }
        if let weekday = expression.weekday, date.weekday != weekday {
            warnings.append("'\(expression.text)': the date \(date) is a \(date.weekday.name), not a \(weekday.name); the date is kept")
        }
        return Resolution(date: date, end: end, warnings: warnings)
    }

    private func place(_ value: DateExpression.Value, weekday: Weekday?, warnings: inout [String]) -> CivilDate? {
        switch value {
        case .iso(let year, let month, let day):
            return CivilDate(year: year, month: month, day: day)
        case .named(let month, let day, let year):
            return year.flatMap { CivilDate(year: $0, month: month, day: day) } ?? inferYear(month: month, day: day, weekday: weekday)
        case .numeric(let first, let second, let year, let stated):
            var orders: [(month: Int, day: Int)] = []
            let preferDayFirst = stated ?? dayFirst
            orders.append(preferDayFirst ? (second, first) : (first, second))
            orders.append(preferDayFirst ? (first, second) : (second, first))
            let candidates = orders.compactMap { order -> CivilDate? in
                if let year { return CivilDate(year: year, month: order.month, day: order.day) }
                return inferYear(month: order.month, day: order.day, weekday: weekday)
            }
            // A written weekday can overrule the document's usual order ("Tue 4/10").
            if let weekday, stated == nil, let agreeing = candidates.first(where: { $0.weekday == weekday }) {
                return agreeing
            }
            return candidates.first
        case .week(let number, let day):
            guard let monday = weekOneMonday else { return nil }
            return monday.adding(days: (number - 1) * 7 + day.index)
        }
    }

    /// The year for a month and day written without one.
    func inferYear(month: Int, day: Int, weekday: Weekday?) -> CivilDate? {
        if let term {
            return CivilDate(year: term.year(forMonth: month), month: month, day: day)
        }
        if !referenceDates.isEmpty {
            // The year most full dates are in (citations scatter, a course's dates cluster), and the
            // date in that year or a neighbour nearest those dates.
            var counts: [Int: Int] = [:]
            for date in referenceDates { counts[date.year, default: 0] += 1 }
            let year = counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }?.key ?? fallbackYear
            let anchors = referenceDates.filter { $0.year == year }
            let candidates = (year - 1...year + 1).compactMap { CivilDate(year: $0, month: month, day: day) }
            func distance(_ date: CivilDate) -> Int { anchors.map { abs($0.days(to: date)) }.min() ?? Int.max }
            let ranked = candidates.sorted { distance($0) < distance($1) }
            if let weekday, let agreeing = ranked.first(where: { $0.weekday == weekday && distance($0) < 240 }) {
                return agreeing
            }
            return ranked.first
        }
        if let weekday {
            for offset in [0, 1, -1, 2, -2] {
                if let date = CivilDate(year: fallbackYear + offset, month: month, day: day), date.weekday == weekday {
                    return date
                }
            }
        }
        return CivilDate(year: fallbackYear, month: month, day: day)
    }
}

extension Weekday {
    /// "Monday".
    public var name: String {
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][index]
    }
}
