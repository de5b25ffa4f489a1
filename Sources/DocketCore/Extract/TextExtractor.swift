/// The second stage: reads one format into the common ``Document`` model.
///
/// There is one implementation per format (or family of formats); the ``Pipeline`` picks the one
/// whose ``formats`` holds what the ``Detector`` saw.
public protocol TextExtractor: Sendable {
    /// The formats this extractor reads.
    var formats: Set<Format> { get }

    /// Reads the input. Throws a ``DocketError`` that names the file (and page) when it cannot.
    func extract(_ input: InputDocument, as detection: Detection) throws -> Document
}
