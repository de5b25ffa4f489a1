/// How much of a model's context one request may use: the excerpt, the instructions and the reply must
/// fit together.
public struct LLMBudget: Sendable, Equatable {
    /// The server's context size in tokens (llama.cpp's `--n_ctx`, Ollama's `num_ctx`).
    public var contextTokens: Int
    /// The most tokens one reply may have (`max_tokens`); a reply cut off there keeps its complete tasks.
    public var replyTokens: Int

    public init(contextTokens: Int = 4096, replyTokens: Int = 1024) {
        self.contextTokens = max(512, contextTokens)
        self.replyTokens = max(128, min(replyTokens, self.contextTokens / 2))
    }

    /// Tokens the system prompt, the wrapper and (for servers without a response format) the schema take.
    static let instructionTokens = 700

    /// Characters of document per request. Schedules are dense in digits and abbreviations, which
    /// tokenizers split finely: about 3 characters a token, measured with SmolLM2's tokenizer on the
    /// project's fixtures, where English prose gets 4.
    public var excerptCharacters: Int {
        max(400, (contextTokens - replyTokens - Self.instructionTokens) * 3)
    }
}
