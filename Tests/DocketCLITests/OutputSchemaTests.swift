import DocketTestSupport
import Foundation
import XCTest

/// The published schemas of the JSONL and plan formats (schemas/docket-jsonl.schema.json,
/// schemas/docket-plan.schema.json), checked with Python's jsonschema against what `docket ingest`
/// writes for several fixture folders, and shown to reject a broken instance. The JSON format's
/// schema is checked in ``IngestCommandTests``.
final class OutputSchemaTests: XCTestCase {
    /// Syllabi, assignment sheets and documents that are not coursework, in text, Markdown, PDF and DOCX.
    static let folders = ["corpora/understand", "corpora/patterns", "corpora/agenda/readme-among-syllabi", "corpora/other"]
    static let settings = ["--today", "2025-10-01", "--no-cache", "--quiet"]

    func python() throws -> String {
        guard let python = SchemaValidator.python() else {
            throw XCTSkip("python3 with the jsonschema module is not installed (Debian: python3-jsonschema); .ci/run installs it")
        }
        return python
    }

    func schema(_ name: String) -> URL { Fixtures.root.appendingPathComponent("schemas/\(name)") }

    func ingest(_ format: String, _ folder: String, zone: String) throws -> String {
        let result = try DocketProcess.run(["ingest", "--format", format, Fixtures.root.appendingPathComponent(folder).path, "--tz", zone]
                                           + Self.settings)
        XCTAssertEqual(result.status, 0, result.error)
        return result.output
    }

    func write(_ value: Any) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-schema-\(UUID()).json")
        try JSONSerialization.data(withJSONObject: value).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testEveryJSONLineValidatesAgainstItsSchema() throws {
        let python = try python()
        var records: [[String: Any]] = []
        for folder in Self.folders {
            for zone in ["America/New_York", "Asia/Kolkata"] {
                let lines = try ingest("jsonl", folder, zone: zone).split(separator: "\n")
                records += try lines.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
            }
        }
        XCTAssertGreaterThan(records.count, 100)
        // One record per instance: the schema describes a line, so the whole list is checked item by item.
        let check = try SchemaValidator.validateEach(python: python, schema: schema("docket-jsonl.schema.json"), instances: try write(records))
        XCTAssertEqual(check.status, 0, check.output)

        var missing = records[0]
        missing["dueDate"] = nil
        var extra = records[0]
        extra["course"] = ["code": "X 1"]
        var wrongType = records[0]
        wrongType["priority"] = "high"
        for broken in [missing, extra, wrongType] {
            XCTAssertNotEqual(try SchemaValidator.validateEach(python: python, schema: schema("docket-jsonl.schema.json"),
                                                               instances: try write([broken])).status, 0, "\(broken)")
        }
    }

    func testThePlanValidatesAgainstItsSchema() throws {
        let python = try python()
        var plans: [[String: Any]] = []
        for folder in Self.folders {
            let plan = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try ingest("plan", folder, zone: "America/New_York").utf8))
                as? [String: Any])
            let check = try SchemaValidator.validate(python: python, schema: schema("docket-plan.schema.json"), instance: try write(plan))
            XCTAssertEqual(check.status, 0, "\(folder): \(check.output)")
            plans.append(plan)
        }
        XCTAssertTrue(plans.contains { !($0["crunchWeeks"] as? [Any] ?? []).isEmpty }, "a plan with a crunch week and its reason is checked")

        var plan = plans[0]
        var weeks = try XCTUnwrap(plan["weeks"] as? [[String: Any]])
        weeks[0]["intensity"] = "extreme"
        plan["weeks"] = weeks
        XCTAssertNotEqual(try SchemaValidator.validate(python: python, schema: schema("docket-plan.schema.json"), instance: try write(plan)).status, 0)
        var extra = plans[0]
        extra["unexpected"] = 7
        XCTAssertNotEqual(try SchemaValidator.validate(python: python, schema: schema("docket-plan.schema.json"), instance: try write(extra)).status, 0)
    }
}
