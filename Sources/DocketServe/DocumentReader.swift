import Docket
import DocketRun
import Foundation

/// Reads one document file into a result, blocking the calling thread. `overrides` change the
/// server's settings for this document (nil fields: the server's).
public protocol DocumentReader: Sendable {
    func read(path: String, overrides: ReadingOverrides) -> BatchItem
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
        let settings = self.settings.overriding(overrides)
        let job = DocumentJob(pipeline: settings.pipeline(), understanding: settings.understanding(extractor: makeExtractor(settings.extractor)),
                              cache: nil) { try InputDocument.read(path: $0) }
        return job(path)
    }

    public func shutdown() {}
}

/// Reads in `docket worker` processes under the per-document limits. Workers read with fixed
/// settings, so each distinct set of overrides (tz, today, extractor, default due time, term start)
/// a request names gets its own pool, started when first asked for; at most ``maximumPools`` of
/// them, after which such a request is refused (503).
public final class PooledReader: DocumentReader, @unchecked Sendable {
    public let settings: WorkerSettings
    public let size: Int
    public let limits: DocumentLimits
    public let maximumPools: Int
    private let executable: String?
    private let lock = NSLock()
    private var pools: [PoolKey: WorkerPool] = [:]

    /// The settings a request can change (``ReadingOverrides``), as the server's would read them.
    private struct PoolKey: Hashable {
        var fields: [String?]
        init(_ settings: WorkerSettings) {
            fields = [settings.timeZone, settings.today?.description, settings.extractor.kind, settings.defaultDueTime?.description,
                      settings.termStart?.description]
        }
    }

    public init(size: Int, settings: WorkerSettings, limits: DocumentLimits, executable: String? = nil, maximumPools: Int = 4) throws {
        self.size = size
        self.settings = settings
        self.limits = limits
        self.executable = executable
        self.maximumPools = max(1, maximumPools)
        pools[PoolKey(settings)] = try WorkerPool(size: size, settings: settings, limits: limits, executable: executable)
    }

    public func read(path: String, overrides: ReadingOverrides) -> BatchItem {
        let wanted = settings.overriding(overrides)
        switch pool(for: wanted) {
        case .success(let pool): return pool.process(path)
        case .failure(let failure): return BatchItem(name: path, outcome: .failed(failure.description))
        }
    }

    private func pool(for wanted: WorkerSettings) -> Result<WorkerPool, WorkerFailure> {
        lock.lock()
        defer { lock.unlock() }
        if let pool = pools[PoolKey(wanted)] { return .success(pool) }
        guard pools.count < maximumPools else {
            return .failure(.unavailable(file: "request",
                                         reason: "this server reads with at most \(maximumPools) different settings (tz, today, extractor, default-due-time, term-start)"))
        }
        do {
            let pool = try WorkerPool(size: size, settings: wanted, limits: limits, executable: executable)
            pools[PoolKey(wanted)] = pool
            return .success(pool)
        } catch {
            return .failure(.unavailable(file: "request", reason: "\(error)"))
        }
    }

    public func shutdown() {
        lock.lock()
        let all = Array(pools.values)
        lock.unlock()
        all.forEach { $0.shutdown() }
    }
}
