import DocketCore

/// The understanding stages composed: classify, extract the structure, normalize deadlines, then
/// estimate hours and priority and plan an assignment's parts. Each stage can be swapped.
public struct DocumentUnderstanding: Sendable {
    public var classifier: any Classifier
    public var extractor: any StructuredExtractor
    public var normalizer: any DeadlineNormalizer
    public var estimator: TaskEstimator
    public var subtasks: SubtaskPlanner
    public var options: NormalizationOptions
    /// The second look at a document called `other` for want of words, by the deadlines it states.
    public var statedDeadlines: StatedDeadlines

    public init(classifier: any Classifier = RuleClassifier(), extractor: any StructuredExtractor = RuleExtractor(),
                normalizer: any DeadlineNormalizer = RuleDeadlineNormalizer(), estimator: TaskEstimator = TaskEstimator(),
                subtasks: SubtaskPlanner = SubtaskPlanner(), options: NormalizationOptions,
                statedDeadlines: StatedDeadlines = StatedDeadlines()) {
        self.classifier = classifier
        self.extractor = extractor
        self.normalizer = normalizer
        self.estimator = estimator
        self.subtasks = subtasks
        self.options = options
        self.statedDeadlines = statedDeadlines
    }

    public func understand(_ document: Document, sha256: String) throws -> UnderstoodDocument {
        // Read once: the classifier, the extractor and the subtask planner share the lines and their facts.
        let lines = DocumentLines(document)
        var classification = classifier.classify(document, lines: lines)
        var read: Extraction?
        if statedDeadlines.mayReconsider(classification) {
            // The offline rules decide, whatever extractor is configured: a language model is not asked
            // about a document that may not be coursework.
            let configured = extractor as? RuleExtractor
            let rules = configured ?? RuleExtractor()
            let trial = try rules.extract(document, classification: Classification(documentType: .syllabus, confidence: 0, evidence: []),
                                          lines: lines)
            if let reconsidered = statedDeadlines.reconsidered(classification, trial: trial) {
                classification = reconsidered
                if configured != nil { read = trial }
            }
        }
        let extraction = try read ?? extractor.extract(document, classification: classification, lines: lines)
        var options = options
        options.written = options.written ?? NormalizationOptions.written(document.created, today: options.today)
        options.namedByFile = options.namedByFile ?? NormalizationOptions.term(inFileName: document.source)
        let plan = normalizer.normalize(extraction, options: options)
        var tasks = plan.tasks.map { resolved -> DocketTask in
            let mention = resolved.mention
            let hours = estimator.estimatedHours(type: mention.type, weight: mention.weight, target: mention.target)
            return DocketTask(
                title: mention.title, type: mention.type, dueDate: resolved.date, dueTime: resolved.time, due: resolved.due,
                windowEnd: resolved.windowEnd, weight: mention.weight, target: mention.target, estimatedHours: hours,
                priority: estimator.priority(type: mention.type, weight: mention.weight, dueDate: resolved.date, today: options.today),
                source: TaskSource(page: mention.source.page, line: mention.source.line, text: mention.source.text,
                                   dateText: mention.date.text, extractor: mention.extractor ?? extraction.extractor,
                                   evidence: mention.evidence, cues: mention.cues.map(\.rawValue).sorted()),
                confidence: mention.confidence, derived: mention.derived,
                overdue: resolved.date < options.today,
                endTime: StatedEnd.endOfRange(of: mention.time, in: mention.source.text))
        }
        if classification.documentType == .assignment, tasks.count == 1 {
            let parts = subtasks.parts(of: lines)
            // From the release date (or today, if later), but not more than a week or so ahead of the
            // deadline: a sheet due in May is not worked on from September.
            let due = tasks[0].dueDate
            let release = plan.releaseDate.flatMap { $0 <= due ? $0 : nil }
            let earliest = due.adding(days: -max(7, parts.count))
            let start = min(max(release ?? options.today, options.today, earliest), due)
            let planned = subtasks.plan(parts: parts, hours: tasks[0].estimatedHours, start: start, due: tasks[0].dueDate)
            if !planned.isEmpty { tasks[0].subtasks = planned }
        }
        var understood = UnderstoodDocument(
            source: document.source, sha256: sha256, format: document.format, documentType: classification.documentType,
            classification: classification, course: plan.course, meetings: plan.meetings, noClassDays: plan.noClassDays,
            tasks: tasks, undated: plan.undated, recurring: plan.recurring, warnings: document.warnings + plan.warnings,
            ocrPages: document.ocrPages, timeZone: options.timeZone, extractor: extraction.extractor,
            llm: extraction.llmUsage)
        understood.assignIdentities()
        return understood
    }
}
