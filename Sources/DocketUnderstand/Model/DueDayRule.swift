/// "Labs and quizzes are due by 11:59pm Sundays": the weekday every task of a kind is due on. A task
/// dated only by a window (a week's heading "Week 1 (March 31 - April 6)") is due on that weekday of
/// its window, at the rule's time when the rule gives one.
///
/// A rule can also name the work instead of its kind: a table of weekly deadlines ("Film responses |
/// Sunday, 10:00pm") gives each name listed its weekday. A task whose title has those words and whose
/// date is a schedule row's (no weekday, no time of its own) is due on the first such weekday from the
/// row's date on, within its week.
public struct DueDayRule: Sendable, Equatable {
    public var type: TaskType
    public var weekday: Weekday
    public var time: TimeOfDay?
    public var source: SourceReference
    /// The work the rule names, lower-cased ("film responses"); nil when it is about a kind.
    public var name: String?
    /// What a rule about a kind calls one piece of it ("Chapter Quiz"), for the tasks it gives a
    /// schedule's weeks.
    public var title: String?
    /// "Problem sets are due the following Tuesday": the weekday comes after the day a schedule lists
    /// each one (the day it is given out), not on the day of its week.
    public var following: Bool

    public init(type: TaskType, weekday: Weekday, time: TimeOfDay?, source: SourceReference, name: String? = nil, title: String? = nil,
                following: Bool = false) {
        self.type = type
        self.weekday = weekday
        self.time = time
        self.source = source
        self.name = name
        self.title = title
        self.following = following
    }
}
