import Docket
import DocketRun
import DocketServe
import DocketTestSupport
import Foundation
import XCTest

/// `POST /v1/plan` over several syllabi, and the reading settings a request may change.
final class PlanAndOverridesTests: XCTestCase {
    private let boundary = "docket-plan-boundary"

    private func multipart(_ files: [(path: String, name: String)]) throws -> Data {
        var body = Data()
        for file in files {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(file.name)\"\r\n\r\n".utf8)
            body += try Data(contentsOf: Fixtures.root.appendingPathComponent(file.path))
            body += Data("\r\n".utf8)
        }
        return body + Data("--\(boundary)--\r\n".utf8)
    }

    private var syllabi: [(path: String, name: String)] {
        [("corpora/text/syllabus.md", "cs240.md"), ("corpora/versions/chem1210-v1.txt", "chem1210.txt")]
    }

    func testPlanOfTwoSyllabiAsJSONAndSVG() async throws {
        let server = try await TestServer()
        defer { Task { await server.stop() } }
        let headers = ["Content-Type": "multipart/form-data; boundary=\(boundary)"]
        // The two are of Fall 2025 and Spring 2026: a window of days takes both (without one the
        // plan shows one term, as ingest's does: TermTests).
        let window = "from=2025-08-01&until=2026-06-30"
        let plan = try server.client.request("POST", "/v1/plan?" + window, headers: headers, body: try multipart(syllabi))
        XCTAssertEqual(plan.status, 200, plan.text)
        XCTAssertEqual(plan.headers["content-type"], "application/json")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: plan.body) as? [String: Any], plan.text)
        XCTAssertEqual(object["courses"] as? [String], ["CHEM 1210", "CS 240"], "both syllabi in one plan")
        XCTAssertFalse((object["weeks"] as? [Any] ?? []).isEmpty, plan.text)

        // The same bytes `ingest --format plan` writes for the same documents and settings.
        let settings = TestServer.settings
        var documents: [UnderstoodDocument] = []
        for file in syllabi {
            let input = try InputDocument.read(path: Fixtures.root.appendingPathComponent(file.path).path)
            var document = try settings.understanding(extractor: RuleExtractor()).understand(try settings.pipeline().extractText(input),
                                                                                              sha256: SHA256.hex(input.data))
            document.source = file.name
            documents.append(document)
        }
        var options = EmitOptions(today: settings.today!, timeZone: settings.timeZone, generatedAt: 0)
        options.from = CivilDate(iso: "2025-08-01")
        options.until = CivilDate(iso: "2026-06-30")
        var expected = try WeekPlanEmitter().emit(documents, options: options)
        if !expected.hasSuffix("\n") { expected += "\n" }
        XCTAssertEqual(plan.text, expected)

        let svg = try server.client.request("POST", "/v1/plan?format=svg&" + window, headers: headers, body: try multipart(syllabi))
        XCTAssertEqual(svg.status, 200, svg.text)
        XCTAssertEqual(svg.headers["content-type"], "image/svg+xml")
        XCTAssertTrue(svg.text.contains("<svg"), svg.text)

        let bad = try server.client.request("POST", "/v1/plan?format=ics", headers: headers, body: try multipart(syllabi))
        XCTAssertEqual(bad.status, 400)
        XCTAssertEqual(bad.problem?["detail"] as? String, "format must be json or svg.")
        let unreadable = try server.client.request("POST", "/v1/plan", headers: ["X-Docket-Filename": "empty.pdf"], body: Data())
        XCTAssertEqual(unreadable.status, 422, unreadable.text)
    }

    func testDefaultDueTimeAndTermStartChangeTheReading() async throws {
        let server = try await TestServer()
        defer { Task { await server.stop() } }
        let text = Data("CS 101 Syllabus, Fall 2025\nHomework 1 due September 12, 2025\nQuiz 1: Week 3 Friday\n".utf8)
        func tasks(_ query: String) throws -> [[String: Any]] {
            let response = try server.client.request("POST", "/v1/documents" + query, headers: ["X-Docket-Filename": "cs101.txt"], body: text)
            XCTAssertEqual(response.status, 200, response.text)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
            let document = try XCTUnwrap((object["documents"] as? [[String: Any]])?.first)
            return try XCTUnwrap(document["tasks"] as? [[String: Any]])
        }
        let homework = { (tasks: [[String: Any]]) in tasks.first { ($0["title"] as? String)?.hasPrefix("Homework 1") == true } }
        XCTAssertTrue(homework(try tasks(""))?["dueTime"] is NSNull, "no time stated, none invented")
        XCTAssertEqual(homework(try tasks("?default-due-time=17:00"))?["dueTime"] as? String, "17:00")
        XCTAssertEqual(homework(try tasks("?extractor=rules"))?["dueDate"] as? String, "2025-09-12")
        let quiz = { (tasks: [[String: Any]]) in tasks.first { ($0["title"] as? String)?.hasPrefix("Quiz 1") == true } }
        XCTAssertNil(quiz(try tasks("")), "no term start: week 3 is no date")
        XCTAssertEqual(quiz(try tasks("?term-start=2025-09-01"))?["dueDate"] as? String, "2025-09-19")
    }

    func testAModelIsOfferedOnlyWhenTheServerHasOne() throws {
        var settings = TestServer.settings
        XCTAssertThrowsError(try ReadingOverrides(extractor: "hybrid").check(against: settings))
        XCTAssertNoThrow(try ReadingOverrides(extractor: "rules").check(against: settings))
        settings.extractor.url = "http://127.0.0.1:11434"
        settings.extractor.model = "llama3.1"
        XCTAssertNoThrow(try ReadingOverrides(extractor: "hybrid").check(against: settings))
    }
}
