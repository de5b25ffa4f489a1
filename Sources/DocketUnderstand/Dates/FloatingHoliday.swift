/// Holidays kept on a weekday rather than a date ("Labor Day" is the first Monday of September,
/// "Thanksgiving" the fourth Thursday of November): a date written beside one says its weekday as
/// surely as "Mon 9/2" does, so a document that states no year still tells it ("Labor Day: Sept 2",
/// "February 17: Presidents' Day" fit only some years).
enum FloatingHoliday {
    /// The weekday of the holiday a line names, when it names exactly one kind of floating holiday;
    /// Thanksgiving only with the month of its date (`month`, nil when the date does not name one).
    /// A break or a long weekend around it ("Thanksgiving break", "Labor Day weekend") starts on
    /// another day, so those say nothing.
    static func weekday(in lower: String, month: Int? = nil) -> Weekday? {
        guard lower.includes("day") || lower.includes("friday") || lower.includes("thanksgiving"),
              !aroundIt.contains(where: lower.includes) else { return nil }
        let found = Set(names.filter { lower.includes($0.name) }.map(\.weekday))
        if found.count == 1 { return found.first }
        guard found.isEmpty, lower.includes("thanksgiving") else { return nil }
        switch month {
        case 11?: return .thursday
        case 10?: return .monday
        default: return nil
        }
    }

    /// Words of a stretch of days around a holiday rather than the holiday itself.
    private static let aroundIt = ["break", "recess", "weekend", "week", "vacation", "holidays", "observed", "eve"]

    private static let names: [(name: String, weekday: Weekday)] = [
        ("martin luther king", .monday), ("mlk day", .monday), ("presidents day", .monday), ("president's day", .monday),
        ("presidents' day", .monday), ("washington's birthday", .monday), ("memorial day", .monday), ("labor day", .monday),
        ("labour day", .monday), ("columbus day", .monday), ("indigenous peoples", .monday), ("victoria day", .monday),
        ("family day", .monday), ("easter monday", .monday), ("patriots' day", .monday), ("patriots day", .monday),
        ("good friday", .friday), ("mother's day", .sunday), ("mothers day", .sunday), ("father's day", .sunday),
        ("fathers day", .sunday), ("election day", .tuesday),
        // Thanksgiving is a Thursday in the United States (November) and a Monday in Canada (October);
        // its month tells which, so it is read with its date's month.
    ]
}
