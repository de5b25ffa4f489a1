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

    public init(messages: [ChatMessage], schema: JSONValue, schemaName: String) {
        self.messages = messages
        self.schema = schema
        self.schemaName = schemaName
    }
}

/// Something that answers a chat request with the assistant's text: ``OpenAIClient``, or a stub in tests.
public protocol ChatCompleting: Sendable {
    func complete(_ request: ChatRequest) throws -> String
}
