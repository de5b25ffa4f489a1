import DocketCore

/// The stage that decides what a document is: a syllabus, an assignment sheet, or not coursework.
public protocol Classifier: Sendable {
    func classify(_ document: Document) -> Classification
    /// The same from the document's lines, already read for every stage (the default reads nothing
    /// from them and classifies the document).
    func classify(_ document: Document, lines: DocumentLines) -> Classification
}

extension Classifier {
    public func classify(_ document: Document, lines: DocumentLines) -> Classification { classify(document) }
}
