/// A task with a real date: what Docket reports.
public struct DocketTask: Codable, Sendable, Equatable {
    /// Stays the same when the task's date, time or wording changes (see ``TaskIdentity``); empty
    /// until ``UnderstoodDocument/assignIdentities()`` runs.
    public var id: String
    public var title: String
    public var type: TaskType
    public var dueDate: CivilDate
    /// The clock time it is due, when the document states one (or a default was configured).
    public var dueTime: TimeOfDay?
    /// When the document gives the task a span ("Final exam … 8:00–10:00 am"), its end (10:00);
    /// calendars use it as the event's end.
    public var endTime: TimeOfDay?
    /// ISO 8601 with the time zone's offset, when a time is known ("2019-09-12T23:59:00-07:00").
    public var due: String?
    /// `due` in UTC with a `Z`, for jq's `fromdateiso8601` (see ``DueUTC``); written, never read back.
    public var dueUTC: String? { due.flatMap(DueUTC.from(iso:)) }
    /// The last day of a window ("Oct 14-16"); the task is on its first day.
    public var windowEnd: CivilDate?
    public var weight: Double?
    public var target: Target?
    public var estimatedHours: Double
    /// 5 is the most pressing, 1 the least (see ``TaskEstimator``).
    public var priority: Int
    public var source: TaskSource
    public var confidence: Double
    /// The date follows from a rule the document states rather than a date written beside the task.
    public var derived: Bool
    /// Past `--today`.
    public var overdue: Bool?
    /// An assignment's parts, planned backwards from its due date.
    public var subtasks: [Subtask]?

    public init(title: String, type: TaskType, dueDate: CivilDate, dueTime: TimeOfDay?, due: String?, windowEnd: CivilDate?,
                weight: Double?, target: Target?, estimatedHours: Double, priority: Int, source: TaskSource,
                confidence: Double, derived: Bool, overdue: Bool? = nil, subtasks: [Subtask]? = nil, id: String = "",
                endTime: TimeOfDay? = nil) {
        self.id = id
        self.title = title
        self.type = type
        self.dueDate = dueDate
        self.dueTime = dueTime
        self.endTime = endTime
        self.due = due
        self.windowEnd = windowEnd
        self.weight = weight
        self.target = target
        self.estimatedHours = estimatedHours
        self.priority = priority
        self.source = source
        self.confidence = confidence
        self.derived = derived
        self.overdue = overdue
        self.subtasks = subtasks
    }

    enum CodingKeys: String, CodingKey {
        case id, title, type, dueDate, dueTime, endTime, due, dueUTC, windowEnd, weight, target, estimatedHours, priority, source, confidence,
             derived, overdue, subtasks
    }

    // `id` may be missing from JSON an older Docket wrote (`docket diff` reads it): it is then empty,
    // and given again by `assignIdentities()`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id) ?? ""
        title = try container.decode(String.self, forKey: .title)
        type = try container.decode(TaskType.self, forKey: .type)
        dueDate = try container.decode(CivilDate.self, forKey: .dueDate)
        dueTime = try container.decodeIfPresent(TimeOfDay.self, forKey: .dueTime)
        endTime = try container.decodeIfPresent(TimeOfDay.self, forKey: .endTime)
        due = try container.decodeIfPresent(String.self, forKey: .due)
        windowEnd = try container.decodeIfPresent(CivilDate.self, forKey: .windowEnd)
        weight = try container.decodeIfPresent(Double.self, forKey: .weight)
        target = try container.decodeIfPresent(Target.self, forKey: .target)
        estimatedHours = try container.decode(Double.self, forKey: .estimatedHours)
        priority = try container.decode(Int.self, forKey: .priority)
        source = try container.decode(TaskSource.self, forKey: .source)
        confidence = try container.decode(Double.self, forKey: .confidence)
        derived = try container.decode(Bool.self, forKey: .derived)
        overdue = try container.decodeIfPresent(Bool.self, forKey: .overdue)
        subtasks = try container.decodeIfPresent([Subtask].self, forKey: .subtasks)
    }

    // Every key is written, nulls included, so consumers (and the JSON Schema) see one shape.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(type, forKey: .type)
        try container.encode(dueDate, forKey: .dueDate)
        try container.encode(dueTime, forKey: .dueTime)
        try container.encode(endTime, forKey: .endTime)
        try container.encode(due, forKey: .due)
        try container.encode(dueUTC, forKey: .dueUTC)
        try container.encode(windowEnd, forKey: .windowEnd)
        try container.encode(weight, forKey: .weight)
        try container.encode(target, forKey: .target)
        try container.encode(estimatedHours, forKey: .estimatedHours)
        try container.encode(priority, forKey: .priority)
        try container.encode(source, forKey: .source)
        try container.encode(confidence, forKey: .confidence)
        try container.encode(derived, forKey: .derived)
        try container.encode(overdue, forKey: .overdue)
        try container.encode(subtasks, forKey: .subtasks)
    }
}

/// Where a task was read: page, line, the line as written, the date phrase, which extractor found it,
/// and for a language model's task the quote that grounds it.
public struct TaskSource: Codable, Sendable, Equatable {
    public var page: Int
    public var line: Int
    public var text: String
    public var dateText: String
    /// "rules" or "llm" (a hybrid's tasks name the one that found them).
    public var extractor: String
    public var evidence: TaskEvidence?
    /// What the rules saw (``TaskCue`` names, sorted): how the date was found, what the words said.
    public var cues: [String]

    public init(page: Int, line: Int, text: String, dateText: String, extractor: String, evidence: TaskEvidence? = nil,
                cues: [String] = []) {
        self.page = page
        self.line = line
        self.text = text
        self.dateText = dateText
        self.extractor = extractor
        self.evidence = evidence
        self.cues = cues
    }

    enum CodingKeys: String, CodingKey {
        case page, line, text, dateText, extractor, evidence, cues
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        page = try container.decode(Int.self, forKey: .page)
        line = try container.decode(Int.self, forKey: .line)
        text = try container.decode(String.self, forKey: .text)
        dateText = try container.decode(String.self, forKey: .dateText)
        extractor = try container.decode(String.self, forKey: .extractor)
        evidence = try container.decodeIfPresent(TaskEvidence.self, forKey: .evidence)
        cues = try container.decodeIfPresent([String].self, forKey: .cues) ?? []
    }

    // `evidence` is written as null rather than left out, like every other optional in the output.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(page, forKey: .page)
        try container.encode(line, forKey: .line)
        try container.encode(text, forKey: .text)
        try container.encode(dateText, forKey: .dateText)
        try container.encode(extractor, forKey: .extractor)
        try container.encode(evidence, forKey: .evidence)
        try container.encode(cues, forKey: .cues)
    }
}

/// A part of an assignment (a problem, a section, a milestone) with the day planned for it.
public struct Subtask: Codable, Sendable, Equatable {
    public var title: String
    public var date: CivilDate
    public var estimatedHours: Double

    public init(title: String, date: CivilDate, estimatedHours: Double) {
        self.title = title
        self.date = date
        self.estimatedHours = estimatedHours
    }
}
