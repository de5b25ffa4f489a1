import Docket
import DocketRun
import DocketServe
import DocketTestSupport
import Foundation
import XCTest

/// The term choice `docket ingest` makes, made by the service: `?term=`, the server's own term
/// (`--term`, the config's `"term"`) in answers and in the feed, and the plan's choice of one term
/// when the documents span several.
final class TermTests: XCTestCase {
    private let boundary = "docket-term-boundary"
    /// One syllabus of Fall 2024, one of Fall 2025 (the same course).
    private let years = [("corpora/agenda/two-years/last-year/chem1010-fall2024.txt", "old.txt"),
                         ("corpora/agenda/two-years/this-year/chem1010-fall2025.txt", "new.txt")]

    private var headers: [String: String] { ["Content-Type": "multipart/form-data; boundary=\(boundary)"] }

    private func multipart() throws -> Data {
        var body = Data()
        for (path, name) in years {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\n\r\n".utf8)
            body += try Data(contentsOf: Fixtures.root.appendingPathComponent(path))
            body += Data("\r\n".utf8)
        }
        return body + Data("--\(boundary)--\r\n".utf8)
    }

    /// The documents' sources in an answer of `/v1/documents`.
    private func sources(_ server: TestServer, _ query: String) throws -> [String] {
        let response = try server.client.request("POST", "/v1/documents" + query, headers: headers, body: try multipart())
        XCTAssertEqual(response.status, 200, response.text)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: response.body) as? [String: Any], response.text)
        return (object["documents"] as? [[String: Any]] ?? []).compactMap { $0["source"] as? String }
    }

    /// As ingest reads them with the test server's settings.
    private func understood() throws -> [UnderstoodDocument] {
        let settings = TestServer.settings
        return try years.map { path, name in
            let input = try InputDocument.read(path: Fixtures.root.appendingPathComponent(path).path)
            var document = try settings.understanding(extractor: RuleExtractor()).understand(try settings.pipeline().extractText(input),
                                                                                              sha256: SHA256.hex(input.data))
            document.source = name
            return document
        }
    }

    func testTermKeepsOneTermsDocuments() async throws {
        let server = try await TestServer()
        defer { Task { await server.stop() } }
        XCTAssertEqual(try sources(server, ""), ["old.txt", "new.txt"], "no term: all of them, as ingest's json")
        XCTAssertEqual(try sources(server, "?term=fall%202025"), ["new.txt"])
        XCTAssertEqual(try sources(server, "?term=Fall+2025"), ["new.txt"], "a form-encoded space")
        XCTAssertEqual(try sources(server, "?term=Autumn%202024"), ["old.txt"], "Autumn is Fall")
        XCTAssertEqual(try sources(server, "?term=2024-25"), ["old.txt"], "an academic year takes the terms inside it")

        let none = try server.client.request("POST", "/v1/documents?term=Spring%202025", headers: headers, body: try multipart())
        XCTAssertEqual(none.status, 422, none.text)
        XCTAssertEqual(none.problem?["detail"] as? String,
                       "term Spring 2025: no document is of that term; they are of Fall 2024 and Fall 2025 (pick one of those)")
        let bad = try server.client.request("POST", "/v1/documents?term=Fal%202025", headers: headers, body: try multipart())
        XCTAssertEqual(bad.status, 400, bad.text)
        XCTAssertEqual(bad.problem?["detail"] as? String, "term 'Fal 2025': give \(WantedTerm.example).")

        // A document that names no term and dates nothing is of no other term: it stays.
        let plain = try server.client.request("POST", "/v1/documents?term=Fall%202025", headers: ["X-Docket-Filename": "notes.txt"],
                                              body: Data("Reading notes\nNothing is due here.\n".utf8))
        XCTAssertEqual(plain.status, 200, plain.text)
    }

    func testTheServersTermIsTheDefaultAndARequestsWins() async throws {
        let server = try await TestServer(term: WantedTerm("Fall 2024"))
        defer { Task { await server.stop() } }
        XCTAssertEqual(try sources(server, ""), ["old.txt"])
        XCTAssertEqual(try sources(server, "?term=Fall%202025"), ["new.txt"])
    }

    /// Without a term, the plan shows the term of today (2025-09-01 here) when the documents span
    /// several, as `ingest --format plan` does; a window (from, until) chooses the days instead.
    func testThePlanShowsOneTermWhenTheDocumentsSpanSeveral() async throws {
        let server = try await TestServer()
        defer { Task { await server.stop() } }
        let settings = TestServer.settings
        let options = EmitOptions(today: settings.today!, timeZone: settings.timeZone, generatedAt: 0)
        let documents = try understood()
        func plan(_ chosen: [UnderstoodDocument], _ options: EmitOptions = options) throws -> String {
            let text = try WeekPlanEmitter().emit(chosen, options: options)
            return text.hasSuffix("\n") ? text : text + "\n"
        }
        let chosen = try server.client.request("POST", "/v1/plan", headers: headers, body: try multipart())
        XCTAssertEqual(chosen.status, 200, chosen.text)
        XCTAssertEqual(chosen.text, try plan([documents[1]]), "Fall 2025's plan alone")
        XCTAssertNotEqual(try plan([documents[1]]), try plan(documents), "the choice shows")

        let asked = try server.client.request("POST", "/v1/plan?term=Fall%202024", headers: headers, body: try multipart())
        XCTAssertEqual(asked.text, try plan([documents[0]]))

        var window = options
        window.from = CivilDate(iso: "2024-08-01")
        window.until = CivilDate(iso: "2025-12-31")
        let days = try server.client.request("POST", "/v1/plan?from=2024-08-01&until=2025-12-31", headers: headers, body: try multipart())
        XCTAssertEqual(days.text, try plan(documents, window), "the days chosen: both terms")
    }

    /// The feed of a server with a term holds that term's documents (and those with none).
    func testTheFeedHoldsTheServersTerm() async throws {
        struct Fixed: CalendarSource {
            let held: [FeedDocument]
            func documents() async -> [FeedDocument] { held }
        }
        var documents = try understood().map { FeedDocument(document: $0) }
        var plain = documents[0]
        plain.document.term = nil
        plain.document.source = "plain.txt"
        documents.append(plain)
        let all = await CalendarFeed(source: Fixed(held: documents)).documents()
        XCTAssertEqual(all.map(\.document.source), ["old.txt", "new.txt", "plain.txt"])
        let fall = await CalendarFeed(source: Fixed(held: documents), term: WantedTerm("Fall 2025")).documents()
        XCTAssertEqual(fall.map(\.document.source), ["new.txt", "plain.txt"])
    }

    /// The OpenAPI description's `term` pattern says exactly which values the server takes (so
    /// schemathesis generates terms that are read, and its negative cases are refused): checked
    /// against ``WantedTerm`` on the forms there are and on every academic year around them.
    func testTheOpenAPIPatternOfTermIsWhatTheServerTakes() throws {
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.text.utf8)) as? [String: Any])
        let parameters = try XCTUnwrap((document["components"] as? [String: Any])?["parameters"] as? [String: [String: Any]])
        let pattern = try XCTUnwrap((parameters["term"]?["schema"] as? [String: Any])?["pattern"] as? String)
        let expression = try NSRegularExpression(pattern: pattern)
        var samples = ["Fall 2025", " fall  2025 ", "FALL\t2025", "\u{3000}Spring 2026\u{00A0}", "Autumn 1900", "Winter 2199", "Fall 2200",
                       "Fall 1899", "Fal 2025", "Fall 25", "Fall\u{00A0}2025", "2025", "2025-6", "20250-26", "", " ", "summer 2025 x"]
        for year in 1895...2205 {
            for second in [String(format: "%02d", (year + 1) % 100), String(year + 1), String(year + 2), String(format: "%02d", year % 100)] {
                samples += ["-", "/", "–"].map { "\(year)\($0)\(second)" }
            }
        }
        for sample in samples {
            let matched = expression.firstMatch(in: sample, range: NSRange(sample.startIndex..., in: sample)) != nil
            XCTAssertEqual(matched, WantedTerm(sample) != nil, "'\(sample)'")
        }
        // Every query parameter the endpoints take is described, on both.
        let paths = try XCTUnwrap(document["paths"] as? [String: [String: [String: Any]]])
        for path in ["/v1/documents", "/v1/plan"] {
            let described = (paths[path]?["post"]?["parameters"] as? [[String: Any]] ?? []).compactMap { parameter -> String? in
                if let name = parameter["name"] as? String { return name }
                let reference = (parameter["$ref"] as? String)?.split(separator: "/").last.map(String.init) ?? ""
                return parameters[reference]?["name"] as? String
            }
            XCTAssertEqual(Set(DocumentQuery.names).subtracting(described), [], path)
        }
    }
}
