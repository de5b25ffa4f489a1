import Docket
import Foundation

/// Reads one input in the worker pool, through the cache when there is one. The cache stays in
/// this process: the input is read and hashed here, a hit never reaches a worker, and a result is
/// stored once the worker has answered. Without a cache the worker reads the file itself.
public struct IsolatedDocumentJob: Sendable {
    public var pool: WorkerPool
    public var cache: ResultCache?

    public init(pool: WorkerPool, cache: ResultCache?) {
        self.pool = pool
        self.cache = cache
    }

    public func callAsFunction(_ name: String) -> BatchItem {
        guard let cache else { return pool.process(name) }
        let input: InputDocument
        do {
            input = name == "-" ? try InputDocument.read(handle: .standardInput) : try InputDocument.read(path: name)
        } catch let error as DocketError {
            return BatchItem(name: name, outcome: .failed(error.description))
        } catch {
            return BatchItem(name: name, outcome: .failed("\(name): \(error)"))
        }
        let sha256 = ContentHash.hex(input.data)
        if let document = cache.lookup(sha256: sha256, source: name) {
            return BatchItem(name: name, outcome: .understood(document, cached: true))
        }
        let item = pool.process(input)
        if case .understood(let document, _) = item.outcome { cache.store(document) }
        return item
    }
}
