import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A blocking client for an OpenAI-compatible `POST /v1/chat/completions` (OpenAI, llama.cpp's server,
/// vLLM, Ollama…).
///
/// Retries 429 and 5xx with exponential backoff (at most ``maxAttempts`` attempts). When a server rejects
/// the `response_format` (400, 422 or 500 naming it or the schema) the client falls back from
/// `json_schema` to llama.cpp's `json_object` to plain instructions, and remembers what worked for later
/// calls.
public final class OpenAIClient: ChatCompleting, @unchecked Sendable {
    public let baseURL: URL
    public let model: String
    public let timeout: TimeInterval
    public let maxAttempts: Int
    /// The first retry waits this long; each later one twice as long as the one before.
    public let initialBackoff: TimeInterval
    public let temperature: Double
    private let apiKey: String?
    private let session: URLSession
    private let lock = NSLock()
    private var currentDialect: ResponseFormatDialect

    /// - Parameters:
    ///   - baseURL: the server's root, e.g. `http://127.0.0.1:8080` (a trailing `/v1` is accepted too).
    ///   - apiKey: sent as a bearer token when given (the CLI reads `DOCKET_LLM_API_KEY`).
    public init(baseURL: URL, model: String, apiKey: String? = nil, timeout: TimeInterval = 120,
                maxAttempts: Int = 3, initialBackoff: TimeInterval = 1, temperature: Double = 0,
                dialect: ResponseFormatDialect = .jsonSchema) {
        self.baseURL = baseURL
        self.model = model
        self.apiKey = apiKey
        self.timeout = timeout
        self.maxAttempts = max(1, maxAttempts)
        self.initialBackoff = initialBackoff
        self.temperature = temperature
        self.currentDialect = dialect
        let configuration = URLSessionConfiguration.ephemeral
        // swift-corelibs-foundation hands curl whole seconds: a timeout under 1 s would fire at once.
        configuration.timeoutIntervalForRequest = max(1, timeout)
        configuration.timeoutIntervalForResource = max(1, timeout)
        self.session = URLSession(configuration: configuration)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// The response format the next request will use: the last one the server accepted.
    public var dialect: ResponseFormatDialect {
        lock.withLock { currentDialect }
    }

    /// The chat completions endpoint.
    public var endpoint: URL {
        var root = baseURL.absoluteString
        while root.hasSuffix("/") { root.removeLast() }
        if root.hasSuffix("/v1") { root.removeLast(3) }
        return URL(string: root + "/v1/chat/completions") ?? baseURL
    }

    public func complete(_ request: ChatRequest) throws -> ChatReply {
        var dialect = self.dialect
        var attempt = 0
        while true {
            attempt += 1
            let (status, body) = try send(request, dialect: dialect)
            if [400, 422, 500].contains(status), Self.rejectsFormat(body), let next = dialect.fallback {
                // Not a failure of the server: it does not speak this dialect. Try the next one.
                dialect = next
                attempt -= 1
                continue
            }
            switch status {
            case 200..<300:
                lock.withLock { currentDialect = dialect }
                return try Self.content(of: body)
            case 401:
                throw LLMClientError.unauthorized(body)
            case 404:
                throw LLMClientError.notFound(body)
            case 429, 500..<600:
                guard attempt < maxAttempts else {
                    throw LLMClientError.retriesExhausted(attempts: attempt, lastStatus: status, body: body)
                }
                Thread.sleep(forTimeInterval: initialBackoff * pow(2, Double(attempt - 1)))
            default:
                throw LLMClientError.http(status: status, body: body)
            }
        }
    }

    /// Whether an error body says the server does not accept the response format.
    static func rejectsFormat(_ body: String) -> Bool {
        let lower = body.lowercased()
        return lower.contains("response_format") || lower.contains("schema")
    }

    func requestBody(_ request: ChatRequest, dialect: ResponseFormatDialect) -> JSONValue {
        var messages = request.messages
        if dialect == .plain, let index = messages.firstIndex(where: { $0.role == "system" }) {
            // Without a response format the schema travels in the instructions.
            messages[index].content += "\n\nThe reply must be one JSON object matching this JSON Schema:\n" + request.schema.jsonText
        }
        var body: [String: JSONValue] = [
            "model": .string(model),
            "temperature": .number(temperature),
            "stream": .bool(false),
            "messages": .array(messages.map { .object(["role": .string($0.role), "content": .string($0.content)]) }),
        ]
        if let maxTokens = request.maxTokens { body["max_tokens"] = .number(Double(maxTokens)) }
        if let format = dialect.responseFormat(schema: request.schema, name: request.schemaName) {
            body["response_format"] = format
        }
        return .object(body)
    }

    private func send(_ request: ChatRequest, dialect: ResponseFormatDialect) throws -> (Int, String) {
        var urlRequest = URLRequest(url: endpoint, timeoutInterval: max(1, timeout))
        urlRequest.httpMethod = "POST"
        urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let apiKey, !apiKey.isEmpty {
            urlRequest.setValue("Bearer \(apiKey)", forHTTPHeaderField: "Authorization")
        }
        urlRequest.httpBody = Data(requestBody(request, dialect: dialect).jsonText.utf8)

        let box = ResultBox()
        let semaphore = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: urlRequest) { data, response, error in
            box.set(data: data, response: response, error: error)
            semaphore.signal()
        }
        task.resume()
        // The session's own timeout should fire first; this is a backstop.
        if semaphore.wait(timeout: .now() + max(1, timeout) + 5) == .timedOut {
            task.cancel()
            throw LLMClientError.timedOut(seconds: timeout)
        }
        let (data, response, error) = box.get()
        if let error {
            if let urlError = error as? URLError, urlError.code == .timedOut {
                throw LLMClientError.timedOut(seconds: timeout)
            }
            throw LLMClientError.transport(error.localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else {
            throw LLMClientError.malformedResponse("no HTTP response")
        }
        return (http.statusCode, data.flatMap { String(data: $0, encoding: .utf8) } ?? "")
    }

    /// The assistant's text in a chat completion, with the token counts and whether it was cut off.
    static func content(of body: String) throws -> ChatReply {
        guard let json = JSONValue.parse(body) else {
            throw LLMClientError.malformedResponse(String(body.prefix(200)))
        }
        guard let choice = json["choices"]?.arrayValue?.first, let content = choice["message"]?["content"]?.stringValue else {
            throw LLMClientError.malformedResponse("no choices[0].message.content")
        }
        let usage = json["usage"]
        return ChatReply(content: content,
                         promptTokens: usage?["prompt_tokens"]?.numberValue.map { Int($0) },
                         completionTokens: usage?["completion_tokens"]?.numberValue.map { Int($0) },
                         truncated: choice["finish_reason"]?.stringValue == "length")
    }
}

/// Carries a data task's result from its completion handler to the waiting caller.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    private var response: URLResponse?
    private var error: Error?

    func set(data: Data?, response: URLResponse?, error: Error?) {
        lock.withLock {
            self.data = data
            self.response = response
            self.error = error
        }
    }

    func get() -> (Data?, URLResponse?, Error?) {
        lock.withLock { (data, response, error) }
    }
}
