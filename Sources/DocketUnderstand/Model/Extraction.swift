/// What a document *says*, before any date arithmetic: the structured extractor's output.
///
/// Dates are still the phrases as written (``DateExpression``); the ``DeadlineNormalizer`` places them
/// in a year and a term. Rule-based and LLM extractors both produce this, so date arithmetic lives in
/// one place.
public struct Extraction: Sendable {
    public var course = Course()
    /// Term start as written ("Classes begin Monday, January 12"), resolved by the normalizer.
    public var termStart: DateExpression?
    public var termEnd: DateExpression?
    public var meetings: [Meeting] = []
    public var noClassDays: [NoClassMention] = []
    public var tasks: [TaskMention] = []
    public var undated: [String] = []
    public var recurring: [RecurringTask] = []
    /// Due times the document states for a kind of task ("all homework is due at 5 pm"); the entry
    /// for nil applies to every kind.
    public var dueTimeRules: [DueTimeRule] = []
    /// Weekdays the document states for a kind of task ("labs are due Sundays").
    public var dueDayRules: [DueDayRule] = []
    /// Dates a schedule gives as the day a week begins ("Week Beginning | 1/16"): Mondays, which tell
    /// the year of a document that writes none.
    public var weekBeginnings: [DateExpression] = []
    /// Every date expression in the document, for inferring years and the day/month order.
    public var allDates: [DateExpression] = []
    /// Four-digit years the document mentions anywhere (a header "July 8, 2023", "Fall 2019").
    public var yearsMentioned: [Int] = []
    /// Years a copyright line states ("© 2022 Course Staff", "Copyright 2019-2022"): when the page was
    /// written, for a page that dates nothing else.
    public var copyrightYears: [Int] = []
    /// The newest year the page's references give (see ``PublishedYears``): the
    /// course is no older than the works it cites.
    public var newestReferenceYear: Int?
    public var warnings: [String] = []
    /// When an assignment sheet says it was released ("Assigned: Feb 20"), for planning its parts.
    public var releaseDate: DateExpression?
    /// Which extractor produced this ("rules", "llm", "hybrid").
    public var extractor: String
    /// What the language model cost, when one was asked.
    public var llmUsage: LLMUsage?

    public init(extractor: String) {
        self.extractor = extractor
    }
}

/// A task as the document words it, its date still a phrase.
public struct TaskMention: Sendable, Equatable {
    public var title: String
    public var type: TaskType
    public var date: DateExpression
    /// A clock time written with the task, if any.
    public var time: TimeOfDay?
    /// Percent of the grade, when stated for this single item.
    public var weight: Double?
    public var target: Target?
    public var source: SourceReference
    /// 0–1: how sure the extractor is that this is a task with this date.
    public var confidence: Double
    /// Set when the date comes from a rule the document states, not from a date written beside it.
    public var derived: Bool
    /// A rule that moves the written date ("due the Friday after the session").
    public var shift: DateShift?
    /// The extractor that found this task, when it differs from the extraction's (a hybrid's parts).
    public var extractor: String?
    /// The model's quote and where it was found, for a task a language model found.
    public var evidence: TaskEvidence?
    /// What the rules saw: where the date came from, what the words say, the kind of deliverable.
    public var cues: Set<TaskCue> = []
    /// The date is the first day of the week a schedule row covers (its column is headed "Week of",
    /// "Week beginning"): a rule's weekday ("labs are due on Wednesdays") falls within that week.
    public var startsWeek = false

    public init(title: String, type: TaskType, date: DateExpression, time: TimeOfDay? = nil, weight: Double? = nil,
                target: Target? = nil, source: SourceReference, confidence: Double, derived: Bool = false,
                shift: DateShift? = nil, extractor: String? = nil, evidence: TaskEvidence? = nil) {
        self.title = title
        self.type = type
        self.date = date
        self.time = time
        self.weight = weight
        self.target = target
        self.source = source
        self.confidence = confidence
        self.derived = derived
        self.shift = shift
        self.extractor = extractor
        self.evidence = evidence
    }
}

/// How a rule moves a date.
public enum DateShift: Sendable, Equatable, Hashable {
    /// The first such weekday on or after the date ("due that Friday").
    case onOrAfter(Weekday)
    /// The first such weekday strictly after the date ("posted Monday, due the following Monday").
    case after(Weekday)
    /// A fixed number of days later ("due one week after it is assigned").
    case days(Int)
}

/// A size the document states for a deliverable: "5-page paper", "1500 words".
public struct Target: Codable, Sendable, Equatable, Hashable {
    public var value: Double
    public var unit: String

    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }
}

/// A no-class day or break as written.
public struct NoClassMention: Sendable, Equatable {
    public var date: DateExpression
    public var reason: String
    public var source: SourceReference

    public init(date: DateExpression, reason: String, source: SourceReference) {
        self.date = date
        self.reason = reason
        self.source = source
    }
}

/// A deliverable that recurs by rule without dates the document lets one enumerate.
public struct RecurringTask: Codable, Sendable, Equatable {
    public var title: String
    public var rule: String
    public var source: SourceReference?

    public init(title: String, rule: String, source: SourceReference? = nil) {
        self.title = title
        self.rule = rule
        self.source = source
    }
}

/// "All homework is due at 5 pm": a time for every task of a kind (or of every kind when `type` is nil).
public struct DueTimeRule: Sendable, Equatable {
    public var type: TaskType?
    public var time: TimeOfDay
    public var source: SourceReference

    public init(type: TaskType?, time: TimeOfDay, source: SourceReference) {
        self.type = type
        self.time = time
        self.source = source
    }
}
