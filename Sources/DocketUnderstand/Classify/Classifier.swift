import DocketCore

/// The stage that decides what a document is: a syllabus, an assignment sheet, or not coursework.
public protocol Classifier: Sendable {
    func classify(_ document: Document) -> Classification
}
