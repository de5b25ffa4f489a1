import DocketCore

/// The stage that reads a document's structure: course, meetings, breaks and dated tasks.
public protocol StructuredExtractor: Sendable {
    /// A short name recorded in each task's provenance ("rules", "llm").
    var name: String { get }
    func extract(_ document: Document, classification: Classification) throws -> Extraction
}
