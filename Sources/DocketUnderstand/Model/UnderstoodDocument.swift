import DocketCore

/// One document as Docket reports it: what it is, its course, meetings, breaks and tasks.
public struct UnderstoodDocument: Codable, Sendable {
    public var source: String
    public var sha256: String
    public var format: Format
    public var documentType: DocumentType
    public var classification: Classification
    public var course: Course
    public var meetings: [Meeting]
    public var noClassDays: [NoClassDay]
    public var tasks: [DocketTask]
    public var undated: [String]
    public var recurring: [RecurringTask]
    public var warnings: [String]
    /// Pages whose text came from OCR.
    public var ocrPages: [Int]
    /// The IANA time zone `due` times are in.
    public var timeZone: String
    /// The structured extractor used ("rules").
    public var extractor: String
}
