import Docket
import Foundation

/// What became of one input in a batch.
public struct BatchItem: Sendable {
    public enum Outcome: Sendable {
        case understood(UnderstoodDocument, cached: Bool)
        /// The one-line message: the file, then the reason.
        case failed(String)
    }

    public var name: String
    public var outcome: Outcome

    public init(name: String, outcome: Outcome) {
        self.name = name
        self.outcome = outcome
    }
}

/// Reads one input and understands it, through the cache when there is one. The pipeline and the
/// understanding stages are shared by every worker.
public struct DocumentJob: Sendable {
    public var pipeline: Pipeline
    public var understanding: DocumentUnderstanding
    public var cache: ResultCache?
    /// Reads an input by name ("-" for standard input).
    public var read: @Sendable (String) throws -> InputDocument

    public init(pipeline: Pipeline, understanding: DocumentUnderstanding, cache: ResultCache?,
                read: @escaping @Sendable (String) throws -> InputDocument) {
        self.pipeline = pipeline
        self.understanding = understanding
        self.cache = cache
        self.read = read
    }

    public func callAsFunction(_ name: String) -> BatchItem {
        do {
            let input = try read(name)
            let sha256 = ContentHash.hex(input.data)
            if let cache, let document = cache.lookup(sha256: sha256, source: name) {
                return BatchItem(name: name, outcome: .understood(document, cached: true))
            }
            let document = try understanding.understand(try pipeline.extractText(input), sha256: sha256)
            cache?.store(document)
            return BatchItem(name: name, outcome: .understood(document, cached: false))
        } catch let error as DocketError {
            return BatchItem(name: name, outcome: .failed(error.description))
        } catch {
            return BatchItem(name: name, outcome: .failed("\(name): \(error)"))
        }
    }
}
