/// The stages Docket runs, chosen at the edge and composed here.
///
/// A `Pipeline` is a value: tests build one with a stub stage in place of a real one, the command
/// line builds the default one. Later stages (classify, structured extraction, normalization, emit)
/// join it in the same style.
public struct Pipeline: Sendable {
    public var detector: any Detector
    public var extractors: [any TextExtractor]

    public init(detector: any Detector = ContentDetector(), extractors: [any TextExtractor]) {
        self.detector = detector
        self.extractors = extractors
    }

    /// The extractor that reads `format`, if any.
    public func extractor(for format: Format) -> (any TextExtractor)? {
        extractors.first { $0.formats.contains(format) }
    }

    /// Detects the input's format and reads its text.
    public func extractText(_ input: InputDocument) throws -> Document {
        let detection = detector.detect(input)
        switch detection {
        case .empty:
            throw DocketError.empty(file: input.name)
        case .unsupported(let what):
            throw DocketError.unsupported(file: input.name, what: what)
        case .supported(let format, _):
            guard let extractor = extractor(for: format) else {
                throw DocketError.unsupported(file: input.name, what: "\(format.rawValue) (no reader for it in this build)")
            }
            return try extractor.extract(input, as: detection)
        }
    }
}
