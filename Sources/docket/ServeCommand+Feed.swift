import Docket
import DocketRun
import DocketServe
import Logging

extension ServeCommand {
    /// The calendar feed: the `--inbox` folder's documents (read through `reader` and the cache,
    /// recorded in the history), else every course in the history, else nothing (`--no-cache`).
    /// The catalog is returned too, for the server to poll.
    func calendarFeed(reader: any DocumentReader, logger: Logger) -> (CalendarFeed, InboxCatalog?) {
        let cacheDirectory = noCache ? nil : (cacheDir ?? ResultCache.defaultDirectory())
        let history = cacheDirectory.flatMap(IngestCommand.openHistory(directory:))
        guard let inbox else {
            let source: any CalendarSource = history.map(HistoryCalendarSource.init(history:)) ?? EmptyCalendarSource()
            return (CalendarFeed(source: source, refreshInterval: refreshInterval), nil)
        }
        let reading = CachedDocumentReading(reader: reader, cacheDirectory: cacheDirectory, version: IngestCommand.buildVersion) {
            logger.warning("\($0)")
        }
        let catalog = InboxCatalog(folder: inbox, reading: reading, history: history) { logger.info("\($0)") }
        return (CalendarFeed(source: catalog, refreshInterval: refreshInterval), catalog)
    }
}
