import Docket
import DocketRun
import Foundation
import Hummingbird
import Logging
import NIOCore

/// The HTTP service: its routes, its middleware, and the application that runs them.
///
/// Routes: `POST /v1/documents`, `POST /v1/plan`, `GET /v1/calendar.ics` and `/v1/calendars/{course}.ics`
/// (``CalendarFeed``), `GET /healthz`, `GET /metrics`, `GET /openapi.json` (``OpenAPIDocument/text``,
/// the same bytes as `schemas/openapi.json`).
public enum DocketServer {
    /// Every route the router has, as (method, path template): the OpenAPI test checks each is described.
    public static let routes: [(method: String, path: String)] = [
        ("GET", "/healthz"), ("GET", "/metrics"), ("GET", "/openapi.json"), ("POST", "/v1/documents"),
        ("POST", "/v1/plan"), ("GET", "/v1/calendar.ics"), ("GET", "/v1/calendars/{course}.ics"),
    ]

    /// The route template a request path falls under ("/v1/calendars/cs101.ics" →
    /// "/v1/calendars/{course}.ics"); nil for a path no route has.
    public static func template(of path: String) -> String? {
        if routes.contains(where: { $0.path == path }) { return path }
        let prefix = "/v1/calendars/", suffix = ".ics"
        if path.hasPrefix(prefix), path.hasSuffix(suffix), path.count > prefix.count + suffix.count,
           !path.dropFirst(prefix.count).contains("/") {
            return "/v1/calendars/{course}.ics"
        }
        return nil
    }

    /// The header that names a raw upload.
    public static let fileNameHeader = "X-Docket-Filename"

    public static func router(configuration: ServeConfiguration, service: DocumentService, feed: CalendarFeed,
                              logger: Logger) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: RequestLog(metrics: service.metrics, logger: logger))
        router.add(middleware: MethodCheck(routes: routes))
        if let token = configuration.token { router.add(middleware: BearerToken(token: token)) }
        router.get("/healthz") { _, _ in text("ok\n", type: "text/plain; charset=utf-8") }
        router.get("/metrics") { _, _ in
            let load = await service.admission.load
            return text(service.metrics.text(running: load.running, waiting: load.waiting), type: "text/plain; version=0.0.4; charset=utf-8")
        }
        router.get("/openapi.json") { _, _ in text(OpenAPIDocument.text, type: "application/json") }
        router.post("/v1/documents") { request, _ in
            try await documents(request, configuration: configuration, service: service)
        }
        router.post("/v1/plan") { request, _ in
            try await plan(request, configuration: configuration, service: service)
        }
        // HEAD too: some calendar clients look at a feed's headers before fetching it.
        for method in [HTTPRequest.Method.get, .head] {
            router.on("/v1/calendar.ics", method: method) { request, _ in
                try await feed.response(to: request, course: nil, settings: service.reader.settings)
            }
            router.on("/v1/calendars/{course}.ics", method: method) { request, context in
                try await feed.response(to: request, course: context.parameters.get("course") ?? "", settings: service.reader.settings)
            }
        }
        return router
    }

    /// The application, listening on the configured host and port; `onRunning` gets the bound port.
    public static func application(configuration: ServeConfiguration, service: DocumentService, feed: CalendarFeed = CalendarFeed(),
                                   logger: Logger,
                                   onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        let idle = configuration.clientTimeout.map { TimeAmount.nanoseconds(Int64($0 * 1e9)) }
        return Application(router: router(configuration: configuration, service: service, feed: feed, logger: logger),
                    server: .http1(configuration: .init(idleTimeout: idle)),
                    configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "docket"),
                    onServerRunning: { channel in
                        let port = channel.localAddress?.port ?? configuration.port
                        logger.info("listening on \(configuration.host):\(port)", metadata: ["port": "\(port)"])
                        await onRunning(port)
                    },
                    logger: logger)
    }

    /// `POST /v1/documents`: a raw body (its name in `X-Docket-Filename` or `Content-Disposition`)
    /// or `multipart/form-data` with one or more files, read in part order.
    static func documents(_ request: Request, configuration: ServeConfiguration, service: DocumentService) async throws -> Response {
        let query = try DocumentQuery(parameters: request.uri.queryParameters.map { (String($0.key), String($0.value)) })
        let read = try await uploads(request, query: query, configuration: configuration, service: service)
        return try emitted(read, query: query, configuration: configuration, service: service)
    }

    /// `POST /v1/plan`: several syllabi (multipart, or one raw body) → the semester's week plan,
    /// as `docket ingest --format plan` prints it, or its SVG with `?format=svg`.
    static func plan(_ request: Request, configuration: ServeConfiguration, service: DocumentService) async throws -> Response {
        var parameters = request.uri.queryParameters.map { (String($0.key), String($0.value)) }
        var format = DocumentQuery.Format.plan
        if let value = parameters.last(where: { $0.0 == "format" })?.1 {
            switch value {
            case "json": format = .plan
            case "svg": format = .svg
            default: throw Problem(.badRequest, "format must be json or svg.")
            }
        }
        parameters.removeAll { $0.0 == "format" }
        var query = try DocumentQuery(parameters: parameters)
        query.format = format
        let read = try await uploads(request, query: query, configuration: configuration, service: service)
        return try emitted(read, query: query, configuration: configuration, service: service)
    }

    /// The request's documents, read under a reading slot: a raw body, or every file part of a
    /// `multipart/form-data` body in part order.
    static func uploads(_ request: Request, query: DocumentQuery, configuration: ServeConfiguration,
                        service: DocumentService) async throws -> [FeedDocument] {
        try query.overrides.check(against: service.reader.settings)
        try UploadBody.checkDeclaredLength(request, limit: configuration.maxBody)
        let contentType = request.headers[.contentType] ?? ""
        return try await service.admitted {
            if contentType.lowercased().hasPrefix("multipart/") {
                guard let boundary = Multipart.boundary(contentType: contentType) else {
                    throw Problem(.badRequest, "multipart body without a form-data boundary")
                }
                let files = try Multipart.files(in: try await UploadBody.collect(request, limit: configuration.maxBody), boundary: boundary)
                guard !files.isEmpty else { throw Problem(.badRequest, "multipart body without a file part") }
                var documents: [FeedDocument] = []
                for file in files {
                    documents.append(try await service.read(Data(file.bytes), name: file.fileName, query: query))
                }
                return documents
            }
            let bytes = try await UploadBody.data(request, limit: configuration.maxBody)
            return [try await service.read(bytes, name: fileName(request), query: query)]
        }
    }

    /// The documents of the term asked for (``DocumentQuery/chosen(_:defaultTerm:today:)``) in the
    /// query's format, with the server's zone and today where it names none, and (with a store) the
    /// history's revisions, so an uploaded version's ICS agrees with the feed.
    static func emitted(_ read: [FeedDocument], query: DocumentQuery, configuration: ServeConfiguration,
                        service: DocumentService) throws -> Response {
        let settings = service.reader.settings
        let zone = query.timeZone ?? settings.timeZone
        let today = query.today ?? settings.today ?? .today(in: TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0) ?? .current)
        let chosen = try query.chosen(read, defaultTerm: configuration.term, today: today)
        let body: String
        do {
            body = try query.emit(chosen, today: today, timeZone: zone, generatedAt: Int(Date().timeIntervalSince1970))
        } catch {
            throw Problem(.internalServerError, "cannot write the \(query.format.rawValue) output: \(error)")
        }
        return text(body, type: query.format.contentType)
    }

    /// The upload's name: `X-Docket-Filename`, else `Content-Disposition`'s filename, else "upload".
    static func fileName(_ request: Request) -> String {
        if let name = request.headers.first(where: { $0.name.canonicalName == fileNameHeader.lowercased() })?.value, !name.isEmpty {
            return name
        }
        if let disposition = request.headers[.contentDisposition], let name = Multipart.fileName(headers: "Content-Disposition: " + disposition) {
            return name
        }
        return "upload"
    }

    static func text(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
