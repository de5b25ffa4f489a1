import DocketTestSupport
import Foundation
import XCTest

/// `corpora/versions` (scripts/make-version-fixtures): one syllabus in six versions. Every task that
/// survives an edit keeps its id, and `docket diff` reports exactly the edits the generator made.
final class VersionSeriesTests: XCTestCase {
    let folder = Fixtures.root.appendingPathComponent("corpora/versions")
    let versions = ["v1", "v2", "v3", "v4", "v5", "v6"]

    func path(_ version: String) -> String {
        folder.appendingPathComponent("chem1210-\(version).txt").path
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-versions-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Title → id of each task Docket reads from `paths`.
    func ids(_ paths: [String], extra: [String] = []) throws -> [String: String] {
        let result = try DocketProcess.run(["ingest"] + paths + ["--format", "jsonl", "--no-cache", "--quiet", "--today", "2025-08-01"] + extra)
        XCTAssertEqual(result.status, 0, result.error)
        var ids: [String: String] = [:]
        for line in result.output.split(separator: "\n") {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            ids[try XCTUnwrap(object["title"] as? String)] = try XCTUnwrap(object["id"] as? String)
        }
        return ids
    }

    func testEverySurvivingTaskKeepsItsId() throws {
        var previous: [String: String]?
        for version in versions {
            let current = try ids([path(version)])
            XCTAssertGreaterThanOrEqual(current.count, 8, version)
            XCTAssertEqual(Set(current.values).count, current.count, "ids are unique in \(version)")
            if let previous {
                // Pair by title, or by the rename this step made; the id must be the same.
                for (title, id) in previous {
                    let renamed = title == "Midterm Exam" ? "Midterm" : title
                    guard let now = current[title] ?? current[renamed] else { continue }
                    XCTAssertEqual(now, id, "\(title) in \(version)")
                }
            }
            previous = current
        }
        XCTAssertEqual(try ids([path("v1")])["Homework 1"], try ids([path("v6")])["Homework 1"])
    }

    func testDiffReportsExactlyTheEditsMade() throws {
        for (old, new) in zip(versions, versions.dropFirst()) {
            let expectedData = try Data(contentsOf: folder.appendingPathComponent("expected/\(old)-to-\(new).json"))
            let expected = try XCTUnwrap(JSONSerialization.jsonObject(with: expectedData) as? [String: Any])["changes"] as? [[String: Any]]
            let result = try DocketProcess.run(["diff", path(old), path(new), "--format", "json"])
            let changes = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])["changes"] as? [[String: Any]]
            func summary(_ list: [[String: Any]]?) -> [String] {
                (list ?? []).map { change in
                    ["subject", "kind", "title", "old", "new"].map { "\(change[$0] as? String ?? "null")" }.joined(separator: " | ")
                }.sorted()
            }
            XCTAssertEqual(summary(changes), summary(expected), "\(old) → \(new)")
            XCTAssertEqual(result.status, (expected ?? []).isEmpty ? 0 : 1, "\(old) → \(new): \(result.error)")
        }
    }

    func testTheTableNamesEachChange() throws {
        let result = try DocketProcess.run(["diff", path("v1"), path("v2")])
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.output.contains("moved"), result.output)
        XCTAssertTrue(result.output.contains("Homework 1"), result.output)
        XCTAssertTrue(result.output.contains("2025-09-09 23:59 → 2025-09-11 23:59"), result.output)
        XCTAssertTrue(result.output.contains("1 change: 1 moved"), result.output)
        let same = try DocketProcess.run(["diff", path("v5"), path("v6")])
        XCTAssertEqual(same.status, 0, same.error)
        XCTAssertEqual(same.output, "No changes.\n")
    }

    func testDiffReadsDocketsOwnJSONAndFolders() throws {
        let out = try temporaryFolder()
        let ingest = try DocketProcess.run(["ingest", path("v1"), "--out", out.path, "--no-cache", "--quiet"])
        XCTAssertEqual(ingest.status, 0, ingest.error)
        let json = out.appendingPathComponent("chem1210-v1.json").path
        let fromJSON = try DocketProcess.run(["diff", json, path("v2"), "--format", "json"])
        XCTAssertEqual(fromJSON.status, 1, fromJSON.error)
        XCTAssertTrue(fromJSON.output.contains("\"moved\""), fromJSON.output)
        // A folder of Docket's output against the same document: nothing changed.
        XCTAssertEqual(try DocketProcess.run(["diff", out.path, path("v1")]).status, 0)
    }

    func testUnreadableInputsExitTwoWithOneLineEach() throws {
        let missing = try DocketProcess.run(["diff", path("v1"), "/nonexistent/syllabus.pdf"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.output, "")
        XCTAssertEqual(missing.error, "docket: /nonexistent/syllabus.pdf: no such file or folder\n")
        let folder = try temporaryFolder()
        let broken = folder.appendingPathComponent("broken.json")
        try Data(#"{"documents": [{"source": 3}]}"#.utf8).write(to: broken)
        let result = try DocketProcess.run(["diff", broken.path, path("v1")])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.hasPrefix("docket: \(broken.path): not Docket's JSON output"), result.error)
        XCTAssertEqual(result.error.split(separator: "\n").count, 1, result.error)
    }

    func testIdsAreTheSameFromTextPDFAndDOCXAndAtAnyJobs() throws {
        let text = try ids([path("v1")])
        let exports = folder.appendingPathComponent("exports")
        XCTAssertEqual(try ids([exports.appendingPathComponent("chem1210-v1.docx").path]), text)
        let pdf = exports.appendingPathComponent("chem1210-v1.pdf")
        if FileManager.default.fileExists(atPath: pdf.path) {
            XCTAssertEqual(try ids([pdf.path]), text)
        }
        let all = versions.map(path)
        XCTAssertEqual(try ids(all, extra: ["--jobs", "1"]), try ids(all, extra: ["--jobs", "2"]))
    }

    func testTwoRunsGiveTheSameBytes() throws {
        for format in ["json", "ics", "jsonl"] {
            let arguments = ["ingest", path("v1"), "--format", format, "--no-cache", "--quiet", "--today", "2025-08-01",
                             "--tz", "America/Chicago"]
            let first = try DocketProcess.run(arguments), second = try DocketProcess.run(arguments)
            XCTAssertEqual(first.status, 0, first.error)
            XCTAssertEqual(first.output, second.output, format)
        }
    }
}
