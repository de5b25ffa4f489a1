import DocketCore

/// The stage that reads a document's structure: course, meetings, breaks and dated tasks.
public protocol StructuredExtractor: Sendable {
    /// A short name recorded in each task's provenance ("rules", "llm").
    var name: String { get }
    func extract(_ document: Document, classification: Classification) throws -> Extraction
    /// The same from the document's lines, already read for every stage (the default extracts from the
    /// document).
    func extract(_ document: Document, classification: Classification, lines: DocumentLines) throws -> Extraction
}

extension StructuredExtractor {
    public func extract(_ document: Document, classification: Classification, lines: DocumentLines) throws -> Extraction {
        try extract(document, classification: classification)
    }
}
