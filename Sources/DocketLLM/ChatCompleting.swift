/// One chat message sent to a model.
public struct ChatMessage: Sendable, Equatable {
    public var role: String
    public var content: String

    public init(role: String, content: String) {
        self.role = role
        self.content = content
    }

    public static func system(_ content: String) -> ChatMessage { ChatMessage(role: "system", content: content) }
    public static func user(_ content: String) -> ChatMessage { ChatMessage(role: "user", content: content) }
    public static func assistant(_ content: String) -> ChatMessage { ChatMessage(role: "assistant", content: content) }
}

/// A request for a reply that should match a JSON Schema.
public struct ChatRequest: Sendable {
    public var messages: [ChatMessage]
    public var schema: JSONValue
    public var schemaName: String
    /// The most tokens the reply may have (`max_tokens`); nil leaves it to the server, which for some
    /// local servers means until the context is full.
    public var maxTokens: Int?

    public init(messages: [ChatMessage], schema: JSONValue, schemaName: String, maxTokens: Int? = nil) {
        self.messages = messages
        self.schema = schema
        self.schemaName = schemaName
        self.maxTokens = maxTokens
    }
}

/// The assistant's text and what it cost.
public struct ChatReply: Sendable, Equatable {
    public var content: String
    /// Tokens as the server counted them (`usage`); nil when it did not say.
    public var promptTokens: Int?
    public var completionTokens: Int?
    /// The server stopped at `max_tokens` (`finish_reason: "length"`): the text is cut off.
    public var truncated: Bool

    public init(content: String, promptTokens: Int? = nil, completionTokens: Int? = nil, truncated: Bool = false) {
        self.content = content
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.truncated = truncated
    }
}

/// Something that answers a chat request: ``OpenAIClient``, or a stub in tests.
public protocol ChatCompleting: Sendable {
    /// The model name requests go to, for the record of what a document cost.
    var model: String { get }
    func complete(_ request: ChatRequest) throws -> ChatReply
}
