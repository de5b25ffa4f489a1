/// What asking a language model about one document cost, as the server reported it.
public struct LLMUsage: Codable, Sendable, Equatable {
    /// The model name sent to the server.
    public var model: String
    /// The prompt's version ("extract-tasks.v1").
    public var prompt: String
    /// Requests sent, repairs included.
    public var requests: Int
    public var promptTokens: Int
    public var completionTokens: Int

    public init(model: String, prompt: String, requests: Int = 0, promptTokens: Int = 0, completionTokens: Int = 0) {
        self.model = model
        self.prompt = prompt
        self.requests = requests
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
    }

    public var totalTokens: Int { promptTokens + completionTokens }
}
