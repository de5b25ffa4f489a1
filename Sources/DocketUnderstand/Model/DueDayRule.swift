/// "Labs and quizzes are due by 11:59pm Sundays": the weekday every task of a kind is due on. A task
/// dated only by a window (a week's heading "Week 1 (March 31 - April 6)") is due on that weekday of
/// its window, at the rule's time when the rule gives one.
public struct DueDayRule: Sendable, Equatable {
    public var type: TaskType
    public var weekday: Weekday
    public var time: TimeOfDay?
    public var source: SourceReference

    public init(type: TaskType, weekday: Weekday, time: TimeOfDay?, source: SourceReference) {
        self.type = type
        self.weekday = weekday
        self.time = time
        self.source = source
    }
}
