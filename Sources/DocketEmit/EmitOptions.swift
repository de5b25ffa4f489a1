import DocketUnderstand

/// Choices shared by every emitter.
public struct EmitOptions: Sendable {
    /// Keep only tasks due on or after this day.
    public var from: CivilDate?
    /// Keep only tasks due on or before this day.
    public var until: CivilDate?
    /// For relative decisions: tasks before it are flagged overdue.
    public var today: CivilDate
    /// IANA zone times are written in.
    public var timeZone: String
    /// The calendar's name; defaults to the course codes.
    public var calendarName: String?
    /// One calendar for all inputs, or one per course.
    public var split: CalendarSplit = .none
    /// Tasks as events (VEVENT) or to-dos (VTODO with DUE).
    public var tasksAs: TaskComponent = .event
    /// Reminders before each task, in minutes ("1d,2h" → [1440, 120]); none by default.
    public var reminders: [Int] = []
    public var includeLocation = true
    public var includeDescription = true
    /// The time of this run, seconds since 1970 (UTC): what the history records as the time an
    /// item changed. Calendars never write it directly (see ``EventRevision``); fixed in tests.
    public var generatedAt: Int
    /// Each calendar item's revision by id, from the history; an item not in it is
    /// ``EventRevision/unknown``.
    public var revisions: [String: EventRevision] = [:]
    /// Tasks gone from a document since an earlier version (from the history), by the document's
    /// `source`: calendars write them as cancelled events, so an importer removes or strikes them.
    public var cancelled: [String: [DocketTask]] = [:]
    /// For a subscribed feed: how often a client should fetch the calendar again, in seconds,
    /// written as `REFRESH-INTERVAL` (RFC 7986) and `X-PUBLISHED-TTL` (Outlook's and older Apple
    /// clients' name for it). nil: a file to import once, with neither.
    public var refreshInterval: Int?

    public init(today: CivilDate, timeZone: String, generatedAt: Int) {
        self.today = today
        self.timeZone = timeZone
        self.generatedAt = generatedAt
    }

    /// Whether a due date falls inside `--from` / `--until`.
    public func keeps(_ date: CivilDate) -> Bool {
        (from.map { date >= $0 } ?? true) && (until.map { date <= $0 } ?? true)
    }
}

public enum CalendarSplit: String, Sendable, CaseIterable {
    case none
    case course
}

public enum TaskComponent: String, Sendable, CaseIterable {
    case event
    case todo
}
