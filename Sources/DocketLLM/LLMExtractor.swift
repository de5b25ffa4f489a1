import DocketCore
import DocketUnderstand
import Foundation

/// A structured extractor that asks a language model for the dated tasks and keeps only what the document
/// grounds.
///
/// Only the relevant lines are sent (see ``ExcerptBuilder``). A task is kept when its evidence aligns with
/// the document (``EvidenceAligner``) and its date phrase is a date ``DateScanner`` reads; the normalizer
/// places it in the calendar later, so the model does no date arithmetic. Evidence that is not in the
/// document is dropped with a warning; a task without a readable date goes to `undated`. The course,
/// meetings, no-class days and due-time rules come from ``RuleExtractor``. When the server fails, or its
/// reply still breaks the schema after one repair round, the rule extractor's tasks are used and a
/// warning says so.
public struct LLMExtractor: StructuredExtractor {
    public let client: any ChatCompleting
    public var prompt: ExtractTasksPrompt
    public var excerpts: ExcerptBuilder
    public var rules: RuleExtractor

    public init(client: any ChatCompleting, prompt: ExtractTasksPrompt = .v1, characterBudget: Int = 6000,
                rules: RuleExtractor = RuleExtractor()) {
        self.client = client
        self.prompt = prompt
        self.excerpts = ExcerptBuilder(characterBudget: characterBudget)
        self.rules = rules
    }

    public var name: String { "llm" }

    public static let validationFailedWarning = "LLM reply failed validation; used the rule extractor"

    public func extract(_ document: Document, classification: Classification) throws -> Extraction {
        var extraction = try rules.extract(document, classification: classification)
        guard classification.documentType != .other else { return extraction }
        switch groundedTasks(document) {
        case .success(let outcome):
            extraction.extractor = name
            extraction.tasks = outcome.tasks
            extraction.undated = outcome.undated
            extraction.warnings += outcome.warnings
        case .failure(let failure):
            extraction.warnings.append(failure.warning)
        }
        return extraction
    }

    /// What the model found that the document grounds.
    public struct Outcome: Sendable {
        public var tasks: [TaskMention] = []
        public var undated: [String] = []
        public var warnings: [String] = []
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
    public func groundedTasks(_ document: Document) -> Result<Outcome, Failure> {
        let lines = SourceLine.lines(of: document)
        let aligner = EvidenceAligner(lines: lines)
        var outcome = Outcome()
        var seen = Set<String>()
        for chunk in excerpts.chunks(lines) {
            let listed: [LLMTask]
            do {
                listed = try ask(chunk)
            } catch let failure as Failure {
                return .failure(failure)
            } catch {
                return .failure(.request(String(describing: error)))
            }
            for task in listed {
                guard let alignment = aligner.align(task.evidence) else {
                    outcome.warnings.append("dropped: evidence not found in the document: \"\(task.evidence.prefix(160))\" (\(task.title))")
                    continue
                }
                guard let date = DateScanner().matches(in: task.datePhrase).first?.expression else {
                    if !outcome.undated.contains(task.title) { outcome.undated.append(task.title) }
                    continue
                }
                let key = TaskKey(task.title).words.joined(separator: " ") + "|" + task.datePhrase.lowercased()
                guard seen.insert(key).inserted else { continue }
                let time = task.timePhrase.flatMap { TimeScanner().matches(in: $0).first?.time }
                let confidence = switch alignment.method {
                case .exact: 0.8
                case .normalized: 0.75
                case .fuzzy: 0.6
                }
                outcome.tasks.append(TaskMention(
                    title: task.title, type: task.type, date: date, time: time,
                    source: SourceReference(page: alignment.line.page, line: alignment.line.number, text: alignment.line.text),
                    confidence: confidence))
            }
        }
        return .success(outcome)
    }

    /// One chunk's tasks: a request, and one repair round when the reply breaks the schema.
    func ask(_ chunk: String) throws -> [LLMTask] {
        var messages: [ChatMessage] = [.system(prompt.system), .user(prompt.user(document: chunk))]
        let reply = try client.complete(ChatRequest(messages: messages, schema: prompt.schema, schemaName: prompt.schemaName))
        var (value, errors) = check(reply)
        if !errors.isEmpty {
            messages += [
                .assistant(reply),
                .user("Your reply does not match the JSON Schema:\n" + errors.map { "- " + $0 }.joined(separator: "\n")
                      + "\nReply again with the corrected JSON object only."),
            ]
            let repaired = try client.complete(ChatRequest(messages: messages, schema: prompt.schema, schemaName: prompt.schemaName))
            (value, errors) = check(repaired)
        }
        guard errors.isEmpty, let value else { throw Failure.invalid(errors) }
        return LLMTask.tasks(in: value)
    }

    private func check(_ reply: String) -> (JSONValue?, [String]) {
        guard let value = JSONValue.parse(LLMTask.jsonText(in: reply)) else {
            return (nil, ["$: the reply is not a JSON object"])
        }
        return (value, SchemaValidator(schema: prompt.schema).validate(value))
    }
}
