import Docket
import DocketRun

/// One document of the subscribable calendar, with what the history says of its items (their
/// SEQUENCE and the tasks it lost), so that a changed syllabus reaches subscribers as updates.
public struct FeedDocument: Sendable {
    public var document: UnderstoodDocument
    public var version: HistoryVersion

    public init(document: UnderstoodDocument, version: HistoryVersion = HistoryVersion()) {
        self.document = document
        self.version = version
    }
}

/// Where the calendar feed's documents come from: the `--inbox` folder, or the history store.
/// A source only gathers documents; ``CalendarFeed`` writes the calendar.
public protocol CalendarSource: Sendable {
    /// The documents as they are now (a source that reads files brings them up to date first).
    func documents() async -> [FeedDocument]
}

/// No documents: a server without a history or an inbox serves an empty calendar.
public struct EmptyCalendarSource: CalendarSource {
    public init() {}
    public func documents() async -> [FeedDocument] { [] }
}

/// Every course document the history holds, as last read (by `docket ingest` with the same cache
/// folder, or uploaded to this server).
public struct HistoryCalendarSource: CalendarSource {
    public let history: CourseHistory

    public init(history: CourseHistory) { self.history = history }

    public func documents() async -> [FeedDocument] {
        history.latest().map { FeedDocument(document: $0.document, version: $0.version) }
    }
}
