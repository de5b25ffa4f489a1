import Docket
import DocketRun
import DocketServe
import DocketTestSupport
import Foundation
import Logging
import XCTest

/// The real server on a loopback port, driven over real TCP connections.
final class ServeTests: XCTestCase {
    private func fixture(_ path: String) throws -> Data {
        try Data(contentsOf: Fixtures.root.appendingPathComponent(path))
    }

    private func upload(_ server: TestServer, _ path: String, name: String, query: String = "",
                        headers: [String: String] = [:]) throws -> LoopbackHTTP.Response {
        try server.client.request("POST", "/v1/documents" + query, headers: headers.merging(["X-Docket-Filename": name]) { a, _ in a },
                                  body: try fixture(path))
    }

    private func documents(_ response: LoopbackHTTP.Response) throws -> [[String: Any]] {
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: response.body) as? [String: Any], response.text)
        return try XCTUnwrap(object["documents"] as? [[String: Any]])
    }

    func testHealthz() async throws {
        let server = try await TestServer()
        let response = try server.client.request("GET", "/healthz")
        await server.stop()
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.text, "ok\n")
    }

    func testUploadsAPDFADOCXAndTextAsIngestWould() async throws {
        let server = try await TestServer()
        defer { Task { await server.stop() } }
        for (path, name, format) in [("corpora/text/schedule.pdf", "schedule.pdf", "pdf"), ("corpora/text/table.docx", "table.docx", "docx"),
                                     ("corpora/text/syllabus.md", "syllabus.md", "text")] {
            let response = try upload(server, path, name: name)
            XCTAssertEqual(response.status, 200, "\(name): \(response.text)")
            XCTAssertEqual(response.headers["content-type"], "application/json")
            let read = try documents(response)
            XCTAssertEqual(read.count, 1)
            XCTAssertEqual(read.first?["source"] as? String, name, "the upload's name, not the one the reader knew it by")
            XCTAssertEqual(read.first?["format"] as? String, format)
        }
        // What ingest would print for the same document (same settings), byte for byte.
        let input = try InputDocument.read(path: Fixtures.root.appendingPathComponent("corpora/text/syllabus.md").path)
        let settings = TestServer.settings
        var document = try settings.understanding(extractor: RuleExtractor()).understand(try settings.pipeline().extractText(input),
                                                                                          sha256: SHA256.hex(input.data))
        document.source = "syllabus.md"
        let response = try upload(server, "corpora/text/syllabus.md", name: "syllabus.md")
        var expected = try JSONEmitter().emit([document], options: EmitOptions(today: settings.today!, timeZone: settings.timeZone, generatedAt: 0))
        if !expected.hasSuffix("\n") { expected += "\n" }
        XCTAssertEqual(response.text, expected)
    }

    func testFormatsAndFilters() async throws {
        let server = try await TestServer()
        defer { Task { await server.stop() } }
        let ics = try upload(server, "corpora/text/syllabus.md", name: "syllabus.md", query: "?format=ics&tz=Europe/London")
        XCTAssertEqual(ics.status, 200, ics.text)
        XCTAssertTrue(ics.text.hasPrefix("BEGIN:VCALENDAR"), ics.text)
        XCTAssertEqual(ics.headers["content-type"], "text/calendar; charset=utf-8")
        let svg = try upload(server, "corpora/text/syllabus.md", name: "syllabus.md", query: "?format=svg")
        XCTAssertEqual(svg.status, 200)
        XCTAssertTrue(svg.text.contains("<svg"), svg.text)
        let none = try upload(server, "corpora/text/syllabus.md", name: "syllabus.md", query: "?format=jsonl&from=2099-01-01")
        XCTAssertEqual(none.status, 200)
        XCTAssertEqual(none.text, "", "no task is due after 2099")
        for (query, detail) in [("?format=xml", "format must be one of json, jsonl, ics, plan, svg."),
                                ("?tz=Mars/Olympus", "tz: 'Mars/Olympus' is not an IANA time zone (e.g. Europe/London)."),
                                ("?today=2025-13-01", "today must be YYYY-MM-DD."),
                                ("?from=2025-10-01&until=2025-09-01", "until is before from."),
                                ("?colour=blue", "unknown query parameter 'colour' (known: format, tz, today, from, until, extractor, default-due-time, term-start, term)."),
                                ("?extractor=magic", "extractor must be one of rules, llm, hybrid."),
                                ("?extractor=llm", "extractor=llm needs a language model, and this server was started without one (--llm-url, --llm-model)."),
                                ("?default-due-time=25:00", "default-due-time must be HH:MM (24-hour), e.g. 23:59."),
                                ("?term-start=soon", "term-start must be YYYY-MM-DD.")] {
            let response = try upload(server, "corpora/text/syllabus.md", name: "syllabus.md", query: query)
            XCTAssertEqual(response.status, 400, query)
            XCTAssertEqual(response.headers["content-type"], "application/problem+json")
            XCTAssertEqual(response.problem?["detail"] as? String, detail)
        }
    }

    func testBadFilesGetTheCLIsLineAndTheirStatus() async throws {
        let server = try await TestServer()
        defer { Task { await server.stop() } }
        let cases: [(String, Int, String)] = [
            ("encrypted.pdf", 422, "encrypted.pdf: encrypted PDF: it needs a password to open"),
            ("empty.pdf", 422, "empty.pdf: empty file"),
            ("legacy.doc", 415, "legacy.doc: unsupported type: legacy Microsoft Office (OLE2) file with no Word document in it; save it as PDF"),
            ("workbook.xlsx", 415, "workbook.xlsx: unsupported type: "),
        ]
        for (file, status, detail) in cases {
            let response = try upload(server, "corpora/bad/" + file, name: file)
            XCTAssertEqual(response.status, status, "\(file): \(response.text)")
            XCTAssertEqual(response.headers["content-type"], "application/problem+json")
            let problem = try XCTUnwrap(response.problem, response.text)
            XCTAssertEqual(problem["status"] as? Int, status)
            XCTAssertEqual(problem["type"] as? String, "about:blank")
            let line = try XCTUnwrap(problem["detail"] as? String)
            XCTAssertTrue(line.hasPrefix(detail), line)
            XCTAssertFalse(line.contains("\n"), "one line")
        }
    }

    func testOversizedBodyIs413BeforeItIsReadWhole() async throws {
        let server = try await TestServer(maxBody: 1024)
        defer { Task { await server.stop() } }
        // Declared too large, and never sent: only the headers can have been read.
        let declared = try server.client.request("POST", "/v1/documents", headers: ["Content-Length": "104857600"])
        XCTAssertEqual(declared.status, 413)
        XCTAssertEqual(declared.problem?["detail"] as? String, "request body larger than 1024 bytes (--max-body)")
        // No length, chunked: cut off once past the limit.
        var chunked = "POST /v1/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n"
        for _ in 0..<4 { chunked += "200\r\n" + String(repeating: "a", count: 512) + "\r\n" }
        let streamed = try server.client.exchange(Data(chunked.utf8))
        XCTAssertEqual(streamed.status, 413)
        // Within the limit is fine.
        let small = try server.client.request("POST", "/v1/documents", body: Data("Homework 1 due September 12, 2025\n".utf8))
        XCTAssertEqual(small.status, 200, small.text)
    }

    func testAStalledUploadIsClosedAndGivesBackItsSlot() async throws {
        let server = try await TestServer(concurrent: 1, queue: 0, clientTimeout: 1)
        defer { Task { await server.stop() } }
        let head = "POST /v1/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Docket-Filename: a.txt\r\nContent-Length: 1000\r\n\r\n"
        // Half the body, then nothing: the server closes the connection without an answer.
        XCTAssertThrowsError(try server.client.exchange(Data(head.utf8) + Data(repeating: 65, count: 500)))
        // The slot is free again (bounded wait).
        var freed = false
        for _ in 0..<600 where !freed {
            freed = try server.client.request("GET", "/metrics").text.contains("docket_documents_in_progress 0\n")
            if !freed { try await Task.sleep(for: .milliseconds(100)) }
        }
        XCTAssertTrue(freed)
        XCTAssertEqual(try upload(server, "corpora/text/syllabus.md", name: "syllabus.md").status, 200)
    }

    func testOneJSONLogLinePerRequest() async throws {
        let lines = LineCollector()
        let logger = Logger(label: "docket.serve") { ServeLogHandler(label: $0, format: .json, sink: lines.add) }
        let server = try await TestServer(logger: logger)
        defer { Task { await server.stop() } }
        _ = try upload(server, "corpora/bad/legacy.doc", name: "legacy.doc")
        let requests = lines.all.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String] }
            .filter { $0["path"] != nil }
        XCTAssertEqual(requests.count, 1, "\(lines.all)")
        XCTAssertEqual(requests.first?["method"], "POST")
        XCTAssertEqual(requests.first?["path"], "/v1/documents")
        XCTAssertEqual(requests.first?["status"], "415")
        XCTAssertNotNil(requests.first?["duration_ms"].flatMap(Double.init))
    }

    func testAnUndeclaredMethodIs405WithAllow() async throws {
        let server = try await TestServer()
        defer { Task { await server.stop() } }
        let trace = try server.client.request("TRACE", "/healthz")
        XCTAssertEqual(trace.status, 405)
        XCTAssertEqual(trace.headers["allow"], "GET")
        XCTAssertEqual(trace.headers["content-type"], "application/problem+json")
        XCTAssertEqual(try server.client.request("GET", "/v1/documents").headers["allow"], "POST")
        XCTAssertEqual(try server.client.request("GET", "/nowhere").status, 404)
    }

    func testBearerToken() async throws {
        let server = try await TestServer(token: "s3cret")
        defer { Task { await server.stop() } }
        let missing = try upload(server, "corpora/text/syllabus.md", name: "syllabus.md")
        XCTAssertEqual(missing.status, 401)
        XCTAssertEqual(missing.headers["www-authenticate"], "Bearer")
        XCTAssertEqual(missing.headers["content-type"], "application/problem+json")
        XCTAssertEqual(try upload(server, "corpora/text/syllabus.md", name: "syllabus.md", headers: ["Authorization": "Bearer wrong"]).status, 401)
        XCTAssertEqual(try server.client.request("GET", "/metrics").status, 401)
        XCTAssertEqual(try server.client.request("GET", "/healthz").status, 200, "health needs no token")
        let allowed = try upload(server, "corpora/text/syllabus.md", name: "syllabus.md", headers: ["Authorization": "Bearer s3cret"])
        XCTAssertEqual(allowed.status, 200, allowed.text)
        XCTAssertEqual(try server.client.request("GET", "/metrics", headers: ["Authorization": "Bearer s3cret"]).status, 200)
    }

    func testNoTokenNoAuthorization() async throws {
        let server = try await TestServer()
        defer { Task { await server.stop() } }
        XCTAssertEqual(try upload(server, "corpora/text/syllabus.md", name: "syllabus.md").status, 200)
        XCTAssertEqual(try server.client.request("GET", "/metrics").status, 200)
    }

    func testMultipartWithTwoFilesInPartOrder() async throws {
        let server = try await TestServer()
        defer { Task { await server.stop() } }
        let boundary = "docket-test-boundary"
        var body = Data()
        for (path, name) in [("corpora/text/table.docx", "table.docx"), ("corpora/text/syllabus.md", "syllabus.md")] {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\nContent-Type: application/octet-stream\r\n\r\n".utf8)
            body += try fixture(path)
            body += Data("\r\n".utf8)
        }
        body += Data("--\(boundary)--\r\n".utf8)
        let response = try server.client.request("POST", "/v1/documents", headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"], body: body)
        XCTAssertEqual(response.status, 200, response.text)
        XCTAssertEqual(try documents(response).map { $0["source"] as? String }, ["table.docx", "syllabus.md"])
    }

    func testMetricsCountRequestsAndDocuments() async throws {
        let server = try await TestServer()
        defer { Task { await server.stop() } }
        _ = try server.client.request("GET", "/healthz")
        _ = try upload(server, "corpora/text/syllabus.md", name: "syllabus.md")
        _ = try upload(server, "corpora/bad/empty.pdf", name: "empty.pdf")
        let metrics = try server.client.request("GET", "/metrics")
        XCTAssertEqual(metrics.status, 200)
        XCTAssertTrue(metrics.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") ?? false)
        for line in ["docket_http_requests_total{method=\"GET\",route=\"/healthz\",status=\"200\"} 1",
                     "docket_http_requests_total{method=\"POST\",route=\"/v1/documents\",status=\"200\"} 1",
                     "docket_http_requests_total{method=\"POST\",route=\"/v1/documents\",status=\"422\"} 1",
                     "docket_http_request_duration_seconds_count{route=\"/v1/documents\"} 2",
                     "docket_documents_total 2", "docket_document_failures_total 1"] {
            XCTAssertTrue(metrics.text.contains(line + "\n"), "\(line) in\n\(metrics.text)")
        }
    }

    func testQueueFullIs429WithRetryAfter() async throws {
        let gate = GatedReader()
        let server = try await TestServer(reader: gate, concurrent: 1, queue: 0)
        defer { Task { await server.stop() } }
        let client = server.client
        let first = Thread { _ = try? client.request("POST", "/v1/documents", body: Data("x".utf8)) }
        first.start()
        // Wait (bounded) until the first document holds the only slot.
        XCTAssertTrue(gate.waitUntilReading(seconds: 60))
        let refused = try client.request("POST", "/v1/documents", body: Data("y".utf8))
        gate.release()
        XCTAssertEqual(refused.status, 429)
        XCTAssertEqual(refused.headers["retry-after"], "1")
        XCTAssertEqual(refused.headers["content-type"], "application/problem+json")
    }

    func testOpenAPIIsTheCommittedDocumentAndDescribesEveryRoute() async throws {
        let server = try await TestServer()
        defer { Task { await server.stop() } }
        let served = try server.client.request("GET", "/openapi.json")
        XCTAssertEqual(served.status, 200)
        XCTAssertEqual(served.body, try fixture("schemas/openapi.json"), "schemas/openapi.json and the served document differ")
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: served.body) as? [String: Any])
        XCTAssertEqual(document["openapi"] as? String, "3.1.0")
        let paths = try XCTUnwrap(document["paths"] as? [String: [String: Any]])
        for route in DocketServer.routes {
            XCTAssertNotNil(paths[route.path]?[route.method.lowercased()], "\(route.method) \(route.path) is not described")
        }
        XCTAssertEqual(Set(paths.keys), Set(DocketServer.routes.map(\.path)), "no path the server lacks")
        // Each route answers: a route dropped from the router fails here.
        for route in DocketServer.routes where route.method == "GET" && !route.path.contains("{") {
            XCTAssertEqual(try server.client.request("GET", route.path).status, 200, route.path)
        }
    }
}

/// A reader that holds each document until released, to fill the server's slots on purpose.
final class GatedReader: DocumentReader, @unchecked Sendable {
    let settings = TestServer.settings
    private let reading = DispatchSemaphore(value: 0)
    private let gate = DispatchSemaphore(value: 0)

    func read(path: String, overrides: ReadingOverrides) -> BatchItem {
        reading.signal()
        _ = gate.wait(timeout: .now() + 120)
        return BatchItem(name: path, outcome: .failed("\(path): released"))
    }

    func read(_ input: InputDocument, overrides: ReadingOverrides) -> BatchItem { read(path: input.name, overrides: overrides) }

    func waitUntilReading(seconds: Int) -> Bool { reading.wait(timeout: .now() + .seconds(seconds)) == .success }
    func release() { gate.signal() }
    func shutdown() {}
}

/// Log lines a test collects.
final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}
