import Docket
import DocketRun
import Foundation

/// Reads inbox files with the server's settings through the result cache, as `docket ingest` does:
/// the file is hashed here, a hit never reaches a worker, and a result is stored once read.
///
/// The cache key holds "today" when the server has no fixed one, so the cache is opened again under
/// the new key when the day changes. Without a cache folder every file goes to the reader.
public final class CachedDocumentReading: @unchecked Sendable {
    public let reader: any DocumentReader
    private let cacheDirectory: String?
    private let version: String
    private let warn: @Sendable (String) -> Void
    private let lock = NSLock()
    private var cache: ResultCache?

    /// `version`: Docket's build, so a rebuilt Docket never reads an older build's results.
    public init(reader: any DocumentReader, cacheDirectory: String?, version: String, warn: @escaping @Sendable (String) -> Void) {
        self.reader = reader
        self.cacheDirectory = cacheDirectory
        self.version = version
        self.warn = warn
    }

    /// Reads the file at `path` (blocking: call it off the async threads). A request that changes
    /// the server's settings (`overrides`) is read past the cache, whose key is the server's settings.
    public func read(path: String, overrides: ReadingOverrides = ReadingOverrides()) -> BatchItem {
        guard overrides == ReadingOverrides(), let cache = currentCache() else { return reader.read(path: path, overrides: overrides) }
        let input: InputDocument
        do {
            input = try InputDocument.read(path: path)
        } catch let error as DocketError {
            return BatchItem(name: path, outcome: .failed(error.description))
        } catch {
            return BatchItem(name: path, outcome: .failed("\(path): \(error)"))
        }
        return read(input, cache: cache) { reader.read(path: path, overrides: ReadingOverrides()) }
    }

    /// Reads bytes already in memory (an upload) the same way; nothing is written but the cache.
    public func read(_ input: InputDocument, overrides: ReadingOverrides = ReadingOverrides()) -> BatchItem {
        guard overrides == ReadingOverrides(), let cache = currentCache() else { return reader.read(input, overrides: overrides) }
        return read(input, cache: cache) { reader.read(input, overrides: ReadingOverrides()) }
    }

    /// A hit never reaches `read`; a result read is stored.
    private func read(_ input: InputDocument, cache: ResultCache, read: () -> BatchItem) -> BatchItem {
        if let document = cache.lookup(sha256: ContentHash.hex(input.data), source: input.name) {
            return BatchItem(name: input.name, outcome: .understood(document, cached: true))
        }
        let item = read()
        if case .understood(let document, _) = item.outcome { cache.store(document) }
        return item
    }

    /// The cache under today's key, opened again when the key changed; nil without one.
    private func currentCache() -> ResultCache? {
        guard let cacheDirectory else { return nil }
        let configuration = ResultCache.configurationHash(reader.settings.cacheFields)
        lock.lock()
        defer { lock.unlock() }
        if let cache, cache.configuration == configuration { return cache }
        do {
            cache = try ResultCache(directory: cacheDirectory, version: version, configuration: configuration, warn: warn)
        } catch {
            warn("cannot use the cache: \(error); reading without it")
            cache = nil
        }
        return cache
    }
}
