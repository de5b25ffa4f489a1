/// A classifier's answer: the type, how sure it is (0–1), and the cues it went by.
public struct Classification: Codable, Sendable, Equatable {
    public var documentType: DocumentType
    public var confidence: Double
    public var evidence: [Evidence]

    public init(documentType: DocumentType, confidence: Double, evidence: [Evidence]) {
        self.documentType = documentType
        self.confidence = confidence
        self.evidence = evidence
    }

    /// One cue: what it is, which type it points to, and where it was seen.
    public struct Evidence: Codable, Sendable, Equatable {
        public var cue: String
        public var pointsTo: DocumentType
        public var page: Int
        public var line: Int

        public init(cue: String, pointsTo: DocumentType, page: Int, line: Int) {
            self.cue = cue
            self.pointsTo = pointsTo
            self.page = page
            self.line = line
        }
    }
}
