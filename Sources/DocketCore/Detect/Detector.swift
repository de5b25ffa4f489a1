/// The first stage: decides a file's format from its content, never from its name.
///
/// A detector only looks; it never parses a document (that is a ``TextExtractor``'s work).
public protocol Detector: Sendable {
    func detect(_ data: [UInt8]) -> Detection
}

extension Detector {
    public func detect(_ input: InputDocument) -> Detection {
        detect([UInt8](input.data))
    }
}
