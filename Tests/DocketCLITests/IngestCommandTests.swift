import DocketTestSupport
import Foundation
import XCTest

final class IngestCommandTests: XCTestCase {
    let understand = Fixtures.root.appendingPathComponent("corpora/understand")

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-ingest-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func documents(_ output: String) throws -> [[String: Any]] {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try XCTUnwrap(json["documents"] as? [[String: Any]])
    }

    func testOneObjectWithADocumentPerInput() throws {
        let hw = understand.appendingPathComponent("06-csci3410-spring2025-hw4.pdf").path
        let syllabus = understand.appendingPathComponent("01-geog1420-fall2025-syllabus.txt").path
        let result = try DocketProcess.run(["ingest", hw, syllabus, "--tz", "America/New_York", "--today", "2025-03-01"])
        XCTAssertEqual(result.status, 0, result.error)
        let docs = try documents(result.output)
        XCTAssertEqual(docs.map { $0["documentType"] as? String }, ["assignment", "syllabus"])
        let task = try XCTUnwrap((docs[0]["tasks"] as? [[String: Any]])?.first)
        XCTAssertEqual(task["dueDate"] as? String, "2025-03-06")
        XCTAssertEqual(task["dueTime"] as? String, "23:59")
        XCTAssertEqual(task["due"] as? String, "2025-03-06T23:59:00-05:00")
        XCTAssertEqual(task["overdue"] as? Bool, false)
        // The sheet's problems, planned from --today up to the due date.
        let subtasks = try XCTUnwrap(task["subtasks"] as? [[String: Any]])
        XCTAssertEqual(subtasks.count, 5)
        XCTAssertEqual(subtasks.first?["date"] as? String, "2025-03-01")
        XCTAssertEqual(subtasks.last?["date"] as? String, "2025-03-05")
        XCTAssertEqual(docs[0]["sha256"] as? String, SHA256Hex.of(try Data(contentsOf: URL(fileURLWithPath: hw))))
    }

    func testOutFolderGetsAFilePerInputNamedAfterIt() throws {
        let inbox = try temporaryFolder(), out = try temporaryFolder()
        for name in ["01-geog1420-fall2025-syllabus.txt", "06-csci3410-spring2025-hw4.pdf", "14-econ3120-fall2025-into-january.docx"] {
            try FileManager.default.copyItem(at: understand.appendingPathComponent(name), to: inbox.appendingPathComponent(name))
        }
        // Hidden files and editors' temporary files are not documents.
        try Data("x".utf8).write(to: inbox.appendingPathComponent(".hidden.txt"))
        try Data("x".utf8).write(to: inbox.appendingPathComponent("~$draft.docx"))
        let result = try DocketProcess.run(["ingest", inbox.path, "--out", out.path])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(),
                       ["01-geog1420-fall2025-syllabus.json", "06-csci3410-spring2025-hw4.json", "14-econ3120-fall2025-into-january.json"])
        XCTAssertEqual(result.output, "")
    }

    func testDataFilesInAFolderAreSkippedAndNamedOnesReported() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(at: understand.appendingPathComponent("08-soc2200-spring2025-undated.txt"),
                                         to: folder.appendingPathComponent("soc.txt"))
        let labels = folder.appendingPathComponent("labels.json")
        try Data(#"{"documentType": "syllabus"}"#.utf8).write(to: labels)
        // In a folder: skipped with a note, not a failure.
        let walked = try DocketProcess.run(["ingest", folder.path, "--no-cache"])
        XCTAssertEqual(walked.status, 0, walked.error)
        XCTAssertTrue(walked.error.contains("skipped 1 JSON/XML data file"), walked.error)
        XCTAssertEqual(try documents(walked.output).count, 1)
        // Named on the command line: read, and reported as unsupported.
        let named = try DocketProcess.run(["ingest", labels.path, "--no-cache"])
        XCTAssertEqual(named.status, 1)
        XCTAssertTrue(named.error.contains("labels.json: unsupported type: JSON data"), named.error)
    }

    func testSameNamesFromTwoFoldersDoNotOverwriteEachOther() throws {
        let first = try temporaryFolder(), second = try temporaryFolder(), out = try temporaryFolder()
        let source = understand.appendingPathComponent("08-soc2200-spring2025-undated.txt")
        try FileManager.default.copyItem(at: source, to: first.appendingPathComponent("syllabus.txt"))
        try FileManager.default.copyItem(at: understand.appendingPathComponent("02-cive2310-fall2024-syllabus.txt"),
                                         to: second.appendingPathComponent("syllabus.txt"))
        let result = try DocketProcess.run(["ingest", first.path, second.path, "--out", out.path])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), ["syllabus-2.json", "syllabus.json"])
    }

    func testBadInputsFailOneLineEachAndTheRestIsReported() throws {
        let good = understand.appendingPathComponent("01-geog1420-fall2025-syllabus.txt").path
        let encrypted = Fixtures.bad.appendingPathComponent("encrypted.pdf").path
        let result = try DocketProcess.run(["ingest", encrypted, good])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("docket: \(encrypted): encrypted PDF"), result.error)
        XCTAssertEqual(try documents(result.output).count, 1)
    }

    func testStandardInput() throws {
        let data = try Data(contentsOf: understand.appendingPathComponent("05-phil2030-fall2025-weekday-conflict.txt"))
        let result = try DocketProcess.run(["ingest", "-"], input: data)
        XCTAssertEqual(result.status, 0, result.error)
        let doc = try XCTUnwrap(try documents(result.output).first)
        XCTAssertEqual(doc["source"] as? String, "-")
        // The weekday that disagrees with its date is reported.
        XCTAssertTrue((doc["warnings"] as? [String])?.contains { $0.contains("not a Thursday") } ?? false, "\(doc["warnings"] ?? "")")
    }

    func testFlagsAreValidated() throws {
        XCTAssertEqual(try DocketProcess.run(["ingest", "x", "--tz", "Mars/Olympus"]).status, 64)
        XCTAssertEqual(try DocketProcess.run(["ingest", "x", "--default-due-time", "25:00"]).status, 64)
        XCTAssertEqual(try DocketProcess.run(["ingest", "x", "--term-start", "2025-13-01"]).status, 64)
        XCTAssertEqual(try DocketProcess.run(["ingest", "x", "--unavailable", "Funday"]).status, 64)
    }

    func testConfigFileSetsDefaultsAndFlagsWin() throws {
        let folder = try temporaryFolder()
        let config = folder.appendingPathComponent("config.json")
        try Data(#"{"timeZone": "Europe/London", "defaultDueTime": "17:00", "estimatedHours": {"exam": 20}}"#.utf8).write(to: config)
        let syllabus = understand.appendingPathComponent("08-soc2200-spring2025-undated.txt").path
        let result = try DocketProcess.run(["ingest", syllabus, "--config", config.path])
        XCTAssertEqual(result.status, 0, result.error)
        let doc = try XCTUnwrap(try documents(result.output).first)
        XCTAssertEqual(doc["timeZone"] as? String, "Europe/London")
        let tasks = try XCTUnwrap(doc["tasks"] as? [[String: Any]])
        XCTAssertTrue(tasks.contains { $0["dueTime"] as? String == "17:00" }, "the default due time fills tasks without one")
        let overridden = try DocketProcess.run(["ingest", syllabus, "--config", config.path, "--tz", "Asia/Tokyo"])
        XCTAssertEqual(try documents(overridden.output).first?["timeZone"] as? String, "Asia/Tokyo")
        let broken = folder.appendingPathComponent("broken.json")
        try Data("{".utf8).write(to: broken)
        let failed = try DocketProcess.run(["ingest", syllabus, "--config", broken.path])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.error.contains("broken.json"), failed.error)
    }

    func testOutputValidatesAgainstThePublishedSchema() throws {
        guard let python = SchemaValidator.python() else {
            throw XCTSkip("python3 with the jsonschema module is not installed (Debian: python3-jsonschema); .ci/run installs it")
        }
        let documents = try FileManager.default.contentsOfDirectory(atPath: understand.path)
            .filter { [".txt", ".md", ".pdf", ".docx"].contains(where: $0.hasSuffix) && $0 != "README.md" }
            .map { understand.appendingPathComponent($0).path }
        let result = try DocketProcess.run(["ingest"] + documents + ["--today", "2025-09-01"])
        XCTAssertEqual(result.status, 0, result.error)
        let output = try temporaryFolder().appendingPathComponent("out.json")
        try Data(result.output.utf8).write(to: output)
        let schema = Fixtures.root.appendingPathComponent("schemas/docket-output.schema.json")
        let check = try SchemaValidator.validate(python: python, schema: schema, instance: output)
        XCTAssertEqual(check.status, 0, check.output)
        // And the validator does reject what breaks the schema.
        var broken = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        var docs = try XCTUnwrap(broken["documents"] as? [[String: Any]])
        docs[0]["documentType"] = "novel"
        broken["documents"] = docs
        try JSONSerialization.data(withJSONObject: broken).write(to: output)
        XCTAssertNotEqual(try SchemaValidator.validate(python: python, schema: schema, instance: output).status, 0)
    }
}

enum SHA256Hex {
    static func of(_ data: Data) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try? process.run()
        input.fileHandleForWriting.write(data)
        try? input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix(64))
    }
}

/// Validates JSON against the published schema with Python's jsonschema, a validator Docket did not write.
enum SchemaValidator {
    static func python() -> String? {
        for candidate in ["/usr/bin/python3", "python3"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [candidate, "-c", "import jsonschema"]
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            process.waitUntilExit()
            if process.terminationStatus == 0 { return candidate }
        }
        return nil
    }

    static func validate(python: String, schema: URL, instance: URL) throws -> (status: Int32, output: String) {
        try run(python: python, schema: schema, instances: instance, check: """
            errors = list(validator.iter_errors(json.load(open(sys.argv[2]))))
            for error in errors[:5]: print(list(error.path), error.message)
            """)
    }

    /// Validates each item of a JSON array on its own against `schema` (for JSON Lines, whose schema
    /// describes one line), in one process.
    static func validateEach(python: String, schema: URL, instances: URL) throws -> (status: Int32, output: String) {
        try run(python: python, schema: schema, instances: instances, check: """
            errors = [(index, error) for index, item in enumerate(json.load(open(sys.argv[2]))) for error in validator.iter_errors(item)]
            for index, error in errors[:5]: print(index, list(error.path), error.message)
            """)
    }

    /// Runs `check` (Python that fills `errors`) with the schema checked and its `validator` made.
    private static func run(python: String, schema: URL, instances: URL, check: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            \(check)
            sys.exit(1 if errors else 0)
            """, schema.path, instances.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
