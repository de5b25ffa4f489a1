import Docket
import DocketRun
import Foundation

/// Reads one document file into a result, blocking the calling thread. `overrides` change the
/// server's settings for this document (nil fields: the server's).
public protocol DocumentReader: Sendable {
    func read(path: String, overrides: ReadingOverrides) -> BatchItem
    /// Reads bytes already in memory (an upload), reported under `input.name`; no file is written.
    func read(_ input: InputDocument, overrides: ReadingOverrides) -> BatchItem
    /// The zone and today the server reads with when a request names none.
    var settings: WorkerSettings { get }
    /// Stops whatever the reader started (worker processes).
    func shutdown()
}

/// Reads on the calling thread, in this process (`--in-process`): no limits, no isolation.
public struct InProcessReader: DocumentReader {
    public let settings: WorkerSettings
    private let makeExtractor: @Sendable (ExtractorSettings) -> any StructuredExtractor

    /// `makeExtractor` builds the extractor the settings name (the LLM client lives above this module).
    public init(settings: WorkerSettings,
                makeExtractor: @escaping @Sendable (ExtractorSettings) -> any StructuredExtractor = { _ in RuleExtractor() }) {
        self.settings = settings
        self.makeExtractor = makeExtractor
    }

    public func read(path: String, overrides: ReadingOverrides) -> BatchItem {
        job(overrides) { try InputDocument.read(path: $0) }(path)
    }

    public func read(_ input: InputDocument, overrides: ReadingOverrides) -> BatchItem {
        job(overrides) { _ in input }(input.name)
    }

    private func job(_ overrides: ReadingOverrides, read: @escaping @Sendable (String) throws -> InputDocument) -> DocumentJob {
        let settings = self.settings.overriding(overrides)
        return DocumentJob(pipeline: settings.pipeline(), understanding: settings.understanding(extractor: makeExtractor(settings.extractor)),
                           cache: nil, read: read)
    }

    public func shutdown() {}
}

/// Reads in `docket worker` processes under the per-document limits. Workers read with fixed
/// settings, so each distinct set of overrides (tz, today, extractor, default due time, term start)
/// a request names gets its own pool, started when first asked for. At most ``maximumPools`` run at
/// once: past that, the least recently used idle pool (never the server's own) is stopped to make
/// room, and only when every pool is reading is such a request refused (503).
public final class PooledReader: DocumentReader, @unchecked Sendable {
    public let settings: WorkerSettings
    public let size: Int
    public let limits: DocumentLimits
    public let maximumPools: Int
    private let executable: String?
    private let lock = NSLock()
    private var pools: [PoolKey: HeldPool] = [:]
    private var uses: UInt64 = 0

    /// The settings a request can change (``ReadingOverrides``), as the server's would read them.
    private struct PoolKey: Hashable {
        var fields: [String?]
        init(_ settings: WorkerSettings) {
            fields = [settings.timeZone, settings.today?.description, settings.extractor.kind, settings.defaultDueTime?.description,
                      settings.termStart?.description]
        }
    }

    private struct HeldPool {
        var pool: WorkerPool
        /// Documents being read in it now: a pool in use is never stopped.
        var reading = 0
        var lastUsed: UInt64 = 0
    }

    public init(size: Int, settings: WorkerSettings, limits: DocumentLimits, executable: String? = nil, maximumPools: Int = 4) throws {
        self.size = size
        self.settings = settings
        self.limits = limits
        self.executable = executable
        self.maximumPools = max(1, maximumPools)
        pools[PoolKey(settings)] = HeldPool(pool: try WorkerPool(size: size, settings: settings, limits: limits, executable: executable))
    }

    public func read(path: String, overrides: ReadingOverrides) -> BatchItem {
        withPool(overrides, name: path) { $0.process(path) }
    }

    /// The bytes go to the worker in its request frame, as `docket ingest -` sends standard input.
    public func read(_ input: InputDocument, overrides: ReadingOverrides) -> BatchItem {
        withPool(overrides, name: input.name) { $0.process(input) }
    }

    private func withPool(_ overrides: ReadingOverrides, name: String, _ body: (WorkerPool) -> BatchItem) -> BatchItem {
        let key = PoolKey(settings.overriding(overrides))
        switch checkOut(key, settings: settings.overriding(overrides)) {
        case .success(let pool):
            defer { checkIn(key) }
            return body(pool)
        case .failure(let failure):
            return BatchItem(name: name, outcome: .failed(failure.description))
        }
    }

    private func checkOut(_ key: PoolKey, settings wanted: WorkerSettings) -> Result<WorkerPool, WorkerFailure> {
        lock.lock()
        uses += 1
        if var held = pools[key] {
            held.reading += 1
            held.lastUsed = uses
            pools[key] = held
            lock.unlock()
            return .success(held.pool)
        }
        var retired: WorkerPool?
        if pools.count >= maximumPools {
            let home = PoolKey(settings)
            guard let idle = pools.filter({ $0.value.reading == 0 && $0.key != home }).min(by: { $0.value.lastUsed < $1.value.lastUsed }) else {
                lock.unlock()
                return .failure(.unavailable(file: "request", reason: "all \(maximumPools) reading settings in use (tz, today, extractor, "
                                             + "default-due-time, term-start); try again shortly"))
            }
            retired = pools.removeValue(forKey: idle.key)?.pool
        }
        let result: Result<WorkerPool, WorkerFailure>
        do {
            let pool = try WorkerPool(size: size, settings: wanted, limits: limits, executable: executable)
            pools[key] = HeldPool(pool: pool, reading: 1, lastUsed: uses)
            result = .success(pool)
        } catch {
            result = .failure(.unavailable(file: "request", reason: "\(error)"))
        }
        lock.unlock()
        retired?.shutdown()
        return result
    }

    private func checkIn(_ key: PoolKey) {
        lock.lock()
        pools[key]?.reading -= 1
        lock.unlock()
    }

    public func shutdown() {
        lock.lock()
        let all = pools.values.map(\.pool)
        lock.unlock()
        all.forEach { $0.shutdown() }
    }
}
