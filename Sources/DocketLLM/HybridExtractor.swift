import DocketCore
import DocketUnderstand

/// The rule extractor's tasks plus the grounded tasks only the model found.
///
/// A model task is a duplicate of a rule task when both have the same title key and date, or come from
/// the same line with the same date. Each task's provenance names the extractor that found it. When the
/// model fails, the rule extraction is returned with the warning saying why.
public struct HybridExtractor: StructuredExtractor {
    public var llm: LLMExtractor

    public init(llm: LLMExtractor) {
        self.llm = llm
    }

    public var name: String { "hybrid" }

    public func extract(_ document: Document, classification: Classification) throws -> Extraction {
        var extraction = try llm.rules.extract(document, classification: classification)
        guard classification.documentType != .other else { return extraction }
        let outcome = llm.groundedTasks(document)
        extraction.llmUsage = outcome.usage
        if let failure = outcome.failure {
            extraction.warnings.append(failure.warning)
            return extraction
        }
        extraction.extractor = name
        for index in extraction.tasks.indices { extraction.tasks[index].extractor = "rules" }
        for task in outcome.tasks where !extraction.tasks.contains(where: { Self.same($0, task) }) {
            extraction.tasks.append(task)
        }
        let dated = Set(extraction.tasks.map { TaskKey($0.title) })
        for title in outcome.undated where !dated.contains(TaskKey(title)) && !extraction.undated.contains(title) {
            extraction.undated.append(title)
        }
        extraction.warnings += outcome.warnings
        return extraction
    }

    static func same(_ a: TaskMention, _ b: TaskMention) -> Bool {
        guard TaskGrounding.sameDay(a.date, b.date) else { return false }
        return TaskKey(a.title) == TaskKey(b.title) || (a.source.page == b.source.page && a.source.line == b.source.line)
    }
}
