import DocketCore

/// One document as Docket reports it: what it is, its course, meetings, breaks and tasks.
public struct UnderstoodDocument: Codable, Sendable {
    public var source: String
    public var sha256: String
    public var format: Format
    public var documentType: DocumentType
    public var classification: Classification
    public var course: Course
    /// The academic term: named by the document, or inferred from its dates (see ``DocumentTerm``);
    /// null when it names none and dates nothing.
    public var term: DocumentTerm?
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
    /// The structured extractor used ("rules", "llm" or "hybrid").
    public var extractor: String
    /// What the language model cost for this document; null for the rule extractor.
    public var llm: LLMUsage?
    /// What changed since the previous version of this course's document, from the history: empty
    /// for the first version, null when no history is kept (`--no-cache`).
    public var changes: [Change]?

    public init(source: String, sha256: String = "", format: Format = .text, documentType: DocumentType = .syllabus,
                classification: Classification? = nil, course: Course = Course(), meetings: [Meeting] = [],
                noClassDays: [NoClassDay] = [], tasks: [DocketTask] = [], undated: [String] = [],
                recurring: [RecurringTask] = [], warnings: [String] = [], ocrPages: [Int] = [], timeZone: String = "UTC",
                extractor: String = "rules", llm: LLMUsage? = nil) {
        self.source = source
        self.sha256 = sha256
        self.format = format
        self.documentType = documentType
        self.classification = classification ?? Classification(documentType: documentType, confidence: 1, evidence: [])
        self.course = course
        self.term = DocumentTerm.of(course: course, tasks: tasks, noClassDays: noClassDays)
        self.meetings = meetings
        self.noClassDays = noClassDays
        self.tasks = tasks
        self.undated = undated
        self.recurring = recurring
        self.warnings = warnings
        self.ocrPages = ocrPages
        self.timeZone = timeZone
        self.extractor = extractor
        self.llm = llm
    }

    enum CodingKeys: String, CodingKey {
        case source, sha256, format, documentType, classification, course, term, meetings, noClassDays, tasks, undated,
             recurring, warnings, ocrPages, timeZone, extractor, llm, changes
    }

    // Every key is written, `llm` as null for the rule extractor, so consumers see one shape.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(sha256, forKey: .sha256)
        try container.encode(format, forKey: .format)
        try container.encode(documentType, forKey: .documentType)
        try container.encode(classification, forKey: .classification)
        try container.encode(course, forKey: .course)
        try container.encode(term, forKey: .term)
        try container.encode(meetings, forKey: .meetings)
        try container.encode(noClassDays, forKey: .noClassDays)
        try container.encode(tasks, forKey: .tasks)
        try container.encode(undated, forKey: .undated)
        try container.encode(recurring, forKey: .recurring)
        try container.encode(warnings, forKey: .warnings)
        try container.encode(ocrPages, forKey: .ocrPages)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(extractor, forKey: .extractor)
        try container.encode(llm, forKey: .llm)
        try container.encode(changes, forKey: .changes)
    }
}
