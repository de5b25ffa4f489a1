import Docket
import DocketRun
import DocketServe
import Logging

extension ServeCommand {
    /// The store uploads go through (the cache and the history in `cacheDirectory`); nil with
    /// `--no-store` or `--no-cache`, or when the history cannot be opened.
    func uploadStore(reader: any DocumentReader, cacheDirectory: String?, history: CourseHistory?, logger: Logger) -> UploadStore? {
        guard !noStore, let cacheDirectory, let history else { return nil }
        let reading = CachedDocumentReading(reader: reader, cacheDirectory: cacheDirectory, version: IngestCommand.buildVersion) {
            logger.warning("\($0)")
        }
        return UploadStore(reading: reading, history: history)
    }

    /// The calendar feed: the `--inbox` folder's documents (read through `reader` and the cache,
    /// recorded in the history), else every course in the history (uploads among them), else
    /// nothing (`--no-cache`). The catalog is returned too, for the server to poll.
    func calendarFeed(reader: any DocumentReader, cacheDirectory: String?, history: CourseHistory?, term: WantedTerm?,
                      logger: Logger) -> (CalendarFeed, InboxCatalog?) {
        guard let inbox else {
            let source: any CalendarSource = history.map(HistoryCalendarSource.init(history:)) ?? EmptyCalendarSource()
            return (CalendarFeed(source: source, refreshInterval: refreshInterval, term: term), nil)
        }
        let reading = CachedDocumentReading(reader: reader, cacheDirectory: cacheDirectory, version: IngestCommand.buildVersion) {
            logger.warning("\($0)")
        }
        let catalog = InboxCatalog(folder: inbox, reading: reading, history: history) { logger.info("\($0)") }
        return (CalendarFeed(source: catalog, refreshInterval: refreshInterval, term: term), catalog)
    }
}
