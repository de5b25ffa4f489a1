import DocketUnderstand

/// One task as the model listed it (see `prompts/extract-tasks.v1.schema.json`).
public struct LLMTask: Sendable, Equatable {
    public var title: String
    public var type: TaskType
    public var datePhrase: String
    public var timePhrase: String?
    public var evidence: String

    /// Reads the tasks of a reply that passed validation.
    static func tasks(in reply: JSONValue) -> [LLMTask] {
        (reply["tasks"]?.arrayValue ?? []).compactMap { item in
            guard let title = item["title"]?.stringValue, let datePhrase = item["datePhrase"]?.stringValue,
                  let evidence = item["evidence"]?.stringValue else { return nil }
            let type = item["type"]?.stringValue.flatMap(TaskType.init(rawValue:)) ?? .other
            return LLMTask(title: title, type: type, datePhrase: datePhrase, timePhrase: item["timePhrase"]?.stringValue,
                           evidence: evidence)
        }
    }

    /// The JSON object in a reply's text: code fences and chatter around it are dropped.
    static func jsonText(in reply: String) -> String {
        guard let first = reply.firstIndex(of: "{"), let last = reply.lastIndex(of: "}"), first < last else { return reply }
        return String(reply[first...last])
    }
}
