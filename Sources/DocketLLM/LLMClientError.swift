import Foundation

/// Why a chat completion request failed.
public enum LLMClientError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 401: the API key is missing or wrong.
    case unauthorized(String)
    /// 404: no such endpoint or model.
    case notFound(String)
    /// No answer within the timeout.
    case timedOut(seconds: Double)
    /// 429 or 5xx on every attempt.
    case retriesExhausted(attempts: Int, lastStatus: Int, body: String)
    /// Any other HTTP status.
    case http(status: Int, body: String)
    /// The connection failed (refused, reset…).
    case transport(String)
    /// The server answered 2xx with something that is not a chat completion.
    case malformedResponse(String)

    public var description: String {
        switch self {
        case .unauthorized(let body): "the LLM server refused the API key (401)\(Self.detail(body)); set DOCKET_LLM_API_KEY"
        case .notFound(let body): "the LLM server has no such endpoint or model (404)\(Self.detail(body))"
        case .timedOut(let seconds): "the LLM server did not answer within \(seconds) s"
        case .retriesExhausted(let attempts, let status, let body):
            "the LLM server answered \(status) \(attempts) times\(Self.detail(body))"
        case .http(let status, let body): "the LLM server answered \(status)\(Self.detail(body))"
        case .transport(let message): "could not reach the LLM server: \(message)"
        case .malformedResponse(let message): "the LLM server's answer is not a chat completion: \(message)"
        }
    }

    private static func detail(_ body: String) -> String {
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "" : ": " + String(trimmed.prefix(200))
    }
}
