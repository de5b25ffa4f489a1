import Foundation
import Hummingbird

/// An error answered as `application/problem+json` (RFC 9457): `about:blank`, the status's reason
/// phrase as the title, and the one line the command line would print as the detail.
public struct Problem: HTTPResponseError, Equatable {
    public var status: HTTPResponse.Status
    public var detail: String
    /// Seconds, for 429 and 503.
    public var retryAfter: Int?
    /// Extra headers, e.g. `WWW-Authenticate` on 401.
    public var extraHeaders: HTTPFields

    public init(_ status: HTTPResponse.Status, _ detail: String, retryAfter: Int? = nil, extraHeaders: HTTPFields = [:]) {
        self.status = status
        self.detail = detail
        self.retryAfter = retryAfter
        self.extraHeaders = extraHeaders
    }

    /// The body: `{"type", "title", "status", "detail"}`, keys sorted.
    public var json: String {
        let object: [String: Any] = ["type": "about:blank", "title": status.reasonPhrase, "status": status.code, "detail": detail]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]),
              let text = String(data: data, encoding: .utf8) else {
            return "{\"status\":\(status.code),\"title\":\"\(status.reasonPhrase)\",\"type\":\"about:blank\"}"
        }
        return text
    }

    public var response: Response {
        var headers = extraHeaders
        headers[.contentType] = "application/problem+json"
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: json + "\n")))
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response { response }

    /// The status for a document that failed, from its one-line reason (`FILE: REASON`): an
    /// unsupported type is 415, an input over the reader's size limit 413, no reader process 503,
    /// anything else about the document (unreadable, corrupt, encrypted, past --doc-timeout or
    /// --doc-memory, a reader crash) 422: sending it again would fail the same way.
    public static func status(forReason reason: String) -> HTTPResponse.Status {
        if reason.hasPrefix("unsupported type") { return .unsupportedMediaType }
        if reason.hasPrefix("too large") { return .contentTooLarge }
        if reason.hasPrefix("no reader process") { return .serviceUnavailable }
        return .unprocessableContent
    }

    public static func == (lhs: Problem, rhs: Problem) -> Bool {
        lhs.status == rhs.status && lhs.detail == rhs.detail && lhs.retryAfter == rhs.retryAfter
    }
}
