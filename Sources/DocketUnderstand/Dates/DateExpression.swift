/// A date as a document writes it, parsed but not yet placed in a year or a term.
public struct DateExpression: Hashable, Sendable {
    /// What the numbers say.
    public enum Value: Hashable, Sendable {
        /// A month named in words ("Oct 14", "14 October"): unambiguous.
        case named(month: Int, day: Int, year: Int?)
        /// Numbers only ("9/12", "22.10.2018"): month/day or day/month, decided with the document.
        case numeric(first: Int, second: Int, year: Int?, dayFirst: Bool?)
        /// A full ISO date ("2019-09-12").
        case iso(year: Int, month: Int, day: Int)
        /// A week of term and a weekday ("Week 5 Friday", "W5 Fri").
        case week(number: Int, weekday: Weekday)
    }

    public var value: Value
    /// The weekday written beside the date ("Tue 9/12"), used to check the year and the order.
    public var weekday: Weekday?
    /// The last day of a written range ("Oct 14-16" ends on the 16th), same kind as `value`.
    public var end: Value?
    /// The exact text matched.
    public var text: String

    public init(value: Value, weekday: Weekday? = nil, end: Value? = nil, text: String) {
        self.value = value
        self.weekday = weekday
        self.end = end
        self.text = text
    }

    /// Whether the date counts from the term's first week ("Week 5 Friday") rather than the calendar.
    public var isWeekOfTerm: Bool {
        if case .week = value { return true }
        return false
    }

    /// The year written with the date, if any.
    public var writtenYear: Int? {
        switch value {
        case .named(_, _, let year): return year
        case .numeric(_, _, let year, _): return year
        case .iso(let year, _, _): return year
        case .week: return nil
        }
    }
}
