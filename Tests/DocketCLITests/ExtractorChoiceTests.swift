import DocketTestSupport
import Foundation
import XCTest

/// `--extractor llm|hybrid` end to end against a tiny OpenAI-compatible server written in Python
/// for the test: grounded tasks are kept, invented ones are dropped, an unreachable server falls
/// back to the rules with a warning.
final class ExtractorChoiceTests: XCTestCase {
    let syllabus = Fixtures.root.appendingPathComponent("corpora/understand/08-soc2200-spring2025-undated.txt").path

    func documents(_ output: String) throws -> [[String: Any]] {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try XCTUnwrap(json["documents"] as? [[String: Any]])
    }

    func testLLMNeedsAServerAndAModel() throws {
        XCTAssertEqual(try DocketProcess.run(["ingest", syllabus, "--extractor", "llm"]).status, 64)
        XCTAssertEqual(try DocketProcess.run(["ingest", syllabus, "--extractor", "llm", "--llm-url", "ftp://x"]).status, 64)
        XCTAssertEqual(try DocketProcess.run(["ingest", syllabus, "--extractor", "hybrid", "--llm-url", "http://127.0.0.1:9"]).status, 64)
        let tooSmall = try DocketProcess.run(["ingest", syllabus, "--extractor", "llm", "--llm-url", "http://127.0.0.1:9",
                                              "--llm-model", "m", "--llm-context", "512"])
        XCTAssertEqual(tooSmall.status, 64)
        XCTAssertTrue(tooSmall.error.contains("--llm-context must be at least 1024"), tooSmall.error)
        let replyTooLong = try DocketProcess.run(["ingest", syllabus, "--extractor", "llm", "--llm-url", "http://127.0.0.1:9",
                                                  "--llm-model", "m", "--llm-max-reply", "3000"])
        XCTAssertEqual(replyTooLong.status, 64)
        XCTAssertTrue(replyTooLong.error.contains("--llm-max-reply must be between 128 and half of --llm-context (2048)"), replyTooLong.error)
    }

    func testAnUnreachableServerFallsBackToTheRules() throws {
        let result = try DocketProcess.run(["ingest", syllabus, "--no-cache", "--extractor", "llm",
                                            "--llm-url", "http://127.0.0.1:9", "--llm-model", "m", "--llm-timeout", "2"])
        XCTAssertEqual(result.status, 0, result.error)
        let document = try XCTUnwrap(try documents(result.output).first)
        XCTAssertEqual(document["extractor"] as? String, "rules")
        XCTAssertTrue((document["warnings"] as? [String] ?? []).contains { $0.contains("used the rule extractor") })
    }

    func testGroundedTasksAreKeptAndInventedOnesDropped() throws {
        let reply = #"{"tasks": [{"title": "Neighborhood walk reflection", "type": "paper", "datePhrase": "Monday, February 24", "timePhrase": null, "evidence": "Neighborhood walk reflection due Monday, February 24."}, {"title": "Surprise exam", "type": "exam", "datePhrase": "March 3", "timePhrase": null, "evidence": "A surprise exam will be held on March 3."}]}"#
        let server = try FakeOpenAIServer(content: reply)
        defer { server.stop() }
        let result = try DocketProcess.run(["ingest", syllabus, "--no-cache", "--extractor", "llm",
                                            "--llm-url", server.url, "--llm-model", "fake", "--llm-timeout", "10"])
        XCTAssertEqual(result.status, 0, result.error)
        let document = try XCTUnwrap(try documents(result.output).first)
        XCTAssertEqual(document["extractor"] as? String, "llm")
        let titles = (document["tasks"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
        XCTAssertTrue(titles.contains("Neighborhood walk reflection"), "\(titles)")
        XCTAssertFalse(titles.contains { $0.contains("Surprise") }, "an invented task must not be reported: \(titles)")
        XCTAssertTrue((document["warnings"] as? [String] ?? []).contains { $0.contains("evidence") }, "\(document["warnings"] ?? "")")
        let task = try XCTUnwrap((document["tasks"] as? [[String: Any]])?.first { $0["title"] as? String == "Neighborhood walk reflection" })
        XCTAssertEqual(task["dueDate"] as? String, "2025-02-24", "Docket's normalizer places the phrase in the term")
        XCTAssertEqual((task["source"] as? [String: Any])?["extractor"] as? String, "llm")
        let evidence = try XCTUnwrap((task["source"] as? [String: Any])?["evidence"] as? [String: Any])
        XCTAssertEqual(evidence["quote"] as? String, "Neighborhood walk reflection due Monday, February 24.")
        XCTAssertEqual(evidence["alignment"] as? String, "exact")
        // What the model cost: per document in the output, added up in the summary.
        let usage = try XCTUnwrap(document["llm"] as? [String: Any])
        XCTAssertEqual(usage["model"] as? String, "fake")
        XCTAssertEqual(usage["requests"] as? Int, 1)
        XCTAssertEqual(usage["promptTokens"] as? Int, 100)
        XCTAssertEqual(usage["completionTokens"] as? Int, 20)
        XCTAssertTrue(result.error.contains("docket: llm: 1 requests, 100 prompt + 20 completion tokens over 1 documents (120 per document)"),
                      result.error)
    }

    func testTheRulesReportNoModelCost() throws {
        let result = try DocketProcess.run(["ingest", syllabus, "--no-cache"])
        XCTAssertEqual(result.status, 0, result.error)
        let document = try XCTUnwrap(try documents(result.output).first)
        XCTAssertTrue(document["llm"] is NSNull, "llm is null, not missing, for the rules")
        let sources = (document["tasks"] as? [[String: Any]] ?? []).compactMap { $0["source"] as? [String: Any] }
        XCTAssertFalse(sources.isEmpty)
        XCTAssertTrue(sources.allSatisfy { $0["extractor"] as? String == "rules" && $0["evidence"] is NSNull })
        XCTAssertFalse(result.error.contains("docket: llm:"))
    }
}

/// A one-route HTTP server (Python's http.server) answering every chat completion with `content`.
final class FakeOpenAIServer {
    let process = Process()
    let url: String

    init(content: String) throws {
        let script = """
        import http.server, json, socketserver, sys
        content = sys.argv[1]
        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                self.rfile.read(int(self.headers.get('Content-Length', 0)))
                body = json.dumps({"id": "x", "object": "chat.completion", "model": "fake",
                                   "choices": [{"index": 0, "finish_reason": "stop",
                                                "message": {"role": "assistant", "content": content}}],
                                   "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120}}).encode()
                self.send_response(200)
                self.send_header('Content-Type', 'application/json')
                self.send_header('Content-Length', str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            def log_message(self, *args):
                pass
        server = http.server.HTTPServer(('127.0.0.1', 0), Handler)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, content]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let line = String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self)
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw XCTSkip("python3 could not start the fake server: \(line)")
        }
        url = "http://127.0.0.1:\(port)"
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
