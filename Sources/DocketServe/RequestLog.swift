import Foundation
import Hummingbird
import Logging

/// One log line per request (method, path, status, duration) and the request counters; an error
/// thrown further in is counted with its status and passed on.
struct RequestLog<Context: RequestContext>: RouterMiddleware {
    let metrics: ServeMetrics
    let logger: Logger

    /// Known routes keep their path template as the metrics label; anything else is "other".
    static func route(_ path: String) -> String {
        DocketServer.template(of: path) ?? "other"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let status: Int
        do {
            let response = try await next(request, context)
            status = response.status.code
            record(request, status: status, since: start)
            return response
        } catch let error as any HTTPResponseError {
            record(request, status: error.status.code, since: start)
            throw error
        } catch {
            record(request, status: 500, since: start)
            throw error
        }
    }

    private func record(_ request: Request, status: Int, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        metrics.request(method: request.method.rawValue, route: Self.route(request.uri.path), status: status, seconds: seconds)
        let milliseconds = String(format: "%.1f", seconds * 1000)
        logger.info("\(request.method.rawValue) \(request.uri.path) \(status) \(milliseconds) ms",
                    metadata: ["method": "\(request.method.rawValue)", "path": "\(request.uri.path)", "status": "\(status)",
                               "duration_ms": "\(milliseconds)"])
    }
}

/// `Authorization: Bearer TOKEN` on every route but /healthz, when a token is set.
struct BearerToken<Context: RequestContext>: RouterMiddleware {
    let token: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if request.uri.path == "/healthz" { return try await next(request, context) }
        let given = request.headers[.authorization] ?? ""
        guard given.hasPrefix("Bearer "), Self.same(Array(given.utf8.dropFirst(7)), Array(token.utf8)) else {
            throw Problem(.unauthorized, "a bearer token is needed (Authorization: Bearer ...)", extraHeaders: [.wwwAuthenticate: "Bearer"])
        }
        return try await next(request, context)
    }

    /// Compares in time that depends on the lengths only.
    static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }
}

/// 405 with `Allow` for a method a known path does not take (HEAD goes where GET does).
struct MethodCheck<Context: RequestContext>: RouterMiddleware {
    let routes: [(method: String, path: String)]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        let template = DocketServer.template(of: path)
        let allowed = routes.filter { $0.path == template }.map(\.method)
        let method = request.method.rawValue == "HEAD" ? "GET" : request.method.rawValue
        guard allowed.isEmpty || allowed.contains(method) else {
            throw Problem(.methodNotAllowed, "\(request.method.rawValue) is not allowed on \(path) (allowed: \(allowed.joined(separator: ", ")))",
                          extraHeaders: [.allow: allowed.joined(separator: ", ")])
        }
        return try await next(request, context)
    }
}
