/// The stage that turns what a document says into real dates and times.
public protocol DeadlineNormalizer: Sendable {
    func normalize(_ extraction: Extraction, options: NormalizationOptions) -> NormalizedPlan
}

/// A document's course, meetings, breaks and tasks on the calendar.
public struct NormalizedPlan: Sendable {
    public var course: Course
    public var meetings: [Meeting]
    public var noClassDays: [NoClassDay]
    public var tasks: [ResolvedTask]
    public var undated: [String]
    public var recurring: [RecurringTask]
    public var warnings: [String]
    /// When an assignment sheet was released, if it says.
    public var releaseDate: CivilDate?
}

/// A task mention placed on the calendar, before estimates are added.
public struct ResolvedTask: Sendable, Equatable {
    public var mention: TaskMention
    public var date: CivilDate
    public var windowEnd: CivilDate?
    public var time: TimeOfDay?
    /// ISO 8601 with offset, when `time` is known.
    public var due: String?
}
