import Docket
import DocketRun
import Foundation

/// The service's store: the result cache and `history.sqlite` that `docket ingest` and `docket watch`
/// keep (in `--cache-dir`, by default `~/.cache/docket`). An uploaded document is read through the
/// cache (a hit never reaches a worker) and recorded in the history as its course's latest version,
/// by the CLI's identity rules (course and kind of document; task ids from course, kind and title
/// key), so the history's calendar feed holds it, and a changed version uploaded later updates its
/// events: the same UIDs, SEQUENCE up, a task that is gone CANCELLED.
///
/// Only Docket's own files are written: the upload itself is only ever in memory.
public struct UploadStore: Sendable {
    public let reading: CachedDocumentReading
    public let history: CourseHistory

    public init(reading: CachedDocumentReading, history: CourseHistory) {
        self.reading = reading
        self.history = history
    }

    /// Reads the upload through the cache (blocking: call it off the async threads).
    public func read(_ input: InputDocument, overrides: ReadingOverrides) -> BatchItem {
        reading.read(input, overrides: overrides)
    }

    /// Records `document` (its `source` the upload's name) as its course's latest version.
    public func record(_ document: UnderstoodDocument, now: Int) -> HistoryVersion {
        history.record(document, now: now)
    }
}
