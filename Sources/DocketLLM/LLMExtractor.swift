import DocketCore
import DocketUnderstand
import Foundation

/// A structured extractor that asks a language model for the dated tasks and keeps only what the document
/// grounds.
///
/// Only the relevant lines are sent (see ``ExcerptBuilder``), in chunks that fit the ``LLMBudget``. A task
/// is kept when its evidence aligns with the document (``EvidenceAligner``) and passes ``TaskGrounding``:
/// the date it names is in the evidence, and so is its title, which names a deliverable. The normalizer
/// places the date in the calendar later, so the model does no date arithmetic. Evidence that is not in
/// the document is dropped with a warning; a task without a readable date goes to `undated`. The course,
/// meetings, no-class days and due-time rules come from ``RuleExtractor``. When the server fails, or its
/// reply still breaks the schema after one repair round, the rule extractor's tasks are used and a
/// warning says so.
public struct LLMExtractor: StructuredExtractor {
    public let client: any ChatCompleting
    public var prompt: ExtractTasksPrompt
    public var budget: LLMBudget
    public var rules: RuleExtractor

    public init(client: any ChatCompleting, prompt: ExtractTasksPrompt = .v1, budget: LLMBudget = LLMBudget(),
                rules: RuleExtractor = RuleExtractor()) {
        self.client = client
        self.prompt = prompt
        self.budget = budget
        self.rules = rules
    }

    public var name: String { "llm" }

    public var excerpts: ExcerptBuilder { ExcerptBuilder(characterBudget: budget.excerptCharacters) }

    public static let validationFailedWarning = "LLM reply failed validation; used the rule extractor"

    public func extract(_ document: Document, classification: Classification) throws -> Extraction {
        var extraction = try rules.extract(document, classification: classification)
        guard classification.documentType != .other else { return extraction }
        let outcome = groundedTasks(document)
        extraction.llmUsage = outcome.usage
        if let failure = outcome.failure {
            extraction.warnings.append(failure.warning)
        } else {
            extraction.extractor = name
            extraction.tasks = outcome.tasks
            extraction.undated = outcome.undated
            extraction.warnings += outcome.warnings
        }
        return extraction
    }

    /// What the model found that the document grounds, and what asking cost.
    public struct Outcome: Sendable {
        public var tasks: [TaskMention] = []
        public var undated: [String] = []
        public var warnings: [String] = []
        public var usage: LLMUsage
        /// Set when the model's answer could not be used; the other fields are then incomplete.
        public var failure: Failure?

        /// Adds a warning once: a small model repeats itself.
        mutating func warn(_ warning: String) {
            if !warnings.contains(warning) { warnings.append(warning) }
        }
    }

    /// Why the model's answer could not be used.
    public enum Failure: Error, Sendable {
        case request(String)
        case invalid([String])

        public var warning: String {
            switch self {
            case .request(let message): "LLM request failed (\(message)); used the rule extractor"
            case .invalid: LLMExtractor.validationFailedWarning
            }
        }
    }

    /// Asks the model about each chunk of the document and grounds its answers.
    public func groundedTasks(_ document: Document) -> Outcome {
        let lines = SourceLine.lines(of: document)
        let aligner = EvidenceAligner(lines: lines)
        let grounding = TaskGrounding()
        var outcome = Outcome(usage: LLMUsage(model: client.model, prompt: prompt.version))
        var seen = Set<String>()
        for chunk in excerpts.chunks(lines) {
            let listed: [LLMTask]
            do {
                listed = try ask(chunk, outcome: &outcome)
            } catch let failure as Failure {
                outcome.failure = failure
                return outcome
            } catch {
                outcome.failure = .request(String(describing: error))
                return outcome
            }
            for task in listed {
                guard let alignment = aligner.align(task.evidence) else {
                    outcome.warn("dropped: evidence not found in the document: \"\(task.evidence.prefix(160))\" (\(task.title))")
                    continue
                }
                switch grounding.check(task, alignment: alignment) {
                case .undated:
                    if !outcome.undated.contains(task.title) { outcome.undated.append(task.title) }
                case .rejected(let reason):
                    outcome.warn("dropped: \(reason): \"\(task.evidence.prefix(160))\" (\(task.title))")
                case .grounded(let mention):
                    let key = TaskKey(mention.title).words.joined(separator: " ") + "|" + mention.date.text.lowercased()
                    if seen.insert(key).inserted { outcome.tasks.append(mention) }
                }
            }
        }
        return outcome
    }

    /// One chunk's tasks: a request, and one repair round when the reply breaks the schema. A reply cut
    /// off at the token limit keeps its complete tasks instead of being repaired.
    func ask(_ chunk: String, outcome: inout Outcome) throws -> [LLMTask] {
        var messages: [ChatMessage] = [.system(prompt.system), .user(prompt.user(document: chunk))]
        let reply = try send(messages, outcome: &outcome)
        var (value, errors) = check(reply)
        if !errors.isEmpty {
            messages += [
                .assistant(reply.content),
                .user("Your reply does not match the JSON Schema:\n" + errors.map { "- " + $0 }.joined(separator: "\n")
                      + "\nReply again with the corrected JSON object only."),
            ]
            (value, errors) = check(try send(messages, outcome: &outcome))
        }
        guard errors.isEmpty, let value else { throw Failure.invalid(errors) }
        return LLMTask.tasks(in: value)
    }

    private func send(_ messages: [ChatMessage], outcome: inout Outcome) throws -> ChatReply {
        let reply = try client.complete(ChatRequest(messages: messages, schema: prompt.schema, schemaName: prompt.schemaName,
                                                    maxTokens: budget.replyTokens))
        outcome.usage.requests += 1
        outcome.usage.promptTokens += reply.promptTokens ?? 0
        outcome.usage.completionTokens += reply.completionTokens ?? 0
        if reply.truncated {
            outcome.warn("LLM reply cut off at \(budget.replyTokens) tokens; kept its complete tasks")
        }
        return reply
    }

    private func check(_ reply: ChatReply) -> (JSONValue?, [String]) {
        var text = LLMTask.jsonText(in: reply.content)
        if reply.truncated, let salvaged = TruncatedReply.completeItems(reply.content) { text = salvaged }
        guard let value = JSONValue.parse(text) else {
            return (nil, ["$: the reply is not a JSON object"])
        }
        return (value, SchemaValidator(schema: prompt.schema).validate(value))
    }
}
