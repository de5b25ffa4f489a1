import Docket

/// What the history keeps of one course's document: the version seen last, the one before it (so
/// that reading the same version again reports the same changes), and every calendar item it has
/// ever held, with its revision.
struct HistoryRecord: Codable {
    var fingerprint: String
    var current: UnderstoodDocument
    var previous: UnderstoodDocument?
    /// By id: tasks and meetings, those that disappeared included (cancelled).
    var items: [String: ItemState]
}

/// One calendar item in the history.
struct ItemState: Codable, Equatable {
    var fingerprint: String
    var revision: EventRevision
    /// Gone from the latest version: its calendar event is written as cancelled.
    var cancelled: Bool
    /// The task as last seen, to write its cancelled event; nil for meetings.
    var task: DocketTask?
}
