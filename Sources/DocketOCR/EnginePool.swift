import Foundation

/// Keeps Tesseract engines for reuse: an engine is used by one thread at a time, and making one
/// costs a model load, so batch runs and multi-page documents borrow them from here.
public final class EnginePool: @unchecked Sendable {
    /// The pool every extractor shares unless it is given its own.
    public static let shared = EnginePool()

    private let lock = NSLock()
    private var idle: [String: [TesseractEngine]] = [:]
    private let dataPath: String?

    public init(dataPath: String? = nil) {
        self.dataPath = dataPath
    }

    /// Runs `body` with an engine for `language`, made on first use and returned to the pool after.
    public func withEngine<T>(language: String = "eng", _ body: (TesseractEngine) throws -> T) throws -> T {
        let engine = try checkOut(language)
        defer { checkIn(engine) }
        return try body(engine)
    }

    private func checkOut(_ language: String) throws -> TesseractEngine {
        lock.lock()
        if let engine = idle[language]?.popLast() {
            lock.unlock()
            return engine
        }
        lock.unlock()
        return try TesseractEngine(language: language, dataPath: dataPath)
    }

    private func checkIn(_ engine: TesseractEngine) {
        lock.lock()
        defer { lock.unlock() }
        idle[engine.language, default: []].append(engine)
    }
}
