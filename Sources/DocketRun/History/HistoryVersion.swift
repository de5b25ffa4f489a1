import Docket

/// What the history says about one document just read: what changed since the previous version of
/// the same course's document, each item's revision, and the tasks that disappeared.
public struct HistoryVersion: Sendable {
    /// Empty for the first version seen.
    public var changes: [Change]
    /// Every item's revision by id, those cancelled included.
    public var revisions: [String: EventRevision]
    /// Tasks no longer in the document, for calendars to write as cancelled.
    public var cancelled: [DocketTask]

    public init(changes: [Change] = [], revisions: [String: EventRevision] = [:], cancelled: [DocketTask] = []) {
        self.changes = changes
        self.revisions = revisions
        self.cancelled = cancelled
    }
}
