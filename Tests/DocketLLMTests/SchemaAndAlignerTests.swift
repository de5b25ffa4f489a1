@testable import DocketLLM
import Foundation
import XCTest

final class SchemaAndAlignerTests: XCTestCase {
    static var root: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }

    func testEmbeddedPromptMatchesPromptsFolder() throws {
        let markdown = try String(contentsOf: Self.root.appendingPathComponent("prompts/extract-tasks.v1.md"), encoding: .utf8)
        let system = try XCTUnwrap(markdown.components(separatedBy: "## System\n\n").last?.components(separatedBy: "\n\n## User").first)
        let user = try XCTUnwrap(markdown.components(separatedBy: "## User\n\n").last)
        XCTAssertEqual(ExtractTasksPrompt.v1.system, system.trimmingCharacters(in: .whitespacesAndNewlines))
        XCTAssertEqual(ExtractTasksPrompt.v1.userTemplate, user.trimmingCharacters(in: .whitespacesAndNewlines))
        let schema = try String(contentsOf: Self.root.appendingPathComponent("prompts/extract-tasks.v1.schema.json"), encoding: .utf8)
        XCTAssertEqual(JSONValue.parse(schema), ExtractTasksPrompt.v1.schema)
        XCTAssertNotEqual(ExtractTasksPrompt.v1.schema, .null)
        XCTAssertTrue(ExtractTasksPrompt.v1.user(document: "X").contains("<document>\nX\n</document>"))
    }

    func testValidator() {
        let validator = SchemaValidator(schema: ExtractTasksPrompt.v1.schema)
        let good = JSONValue.parse(#"{"tasks":[{"title":"HW","type":"quiz","datePhrase":"May 1","timePhrase":null,"evidence":"x"}]}"#)!
        XCTAssertEqual(validator.validate(good), [])
        let bad = JSONValue.parse(#"{"tasks":[{"title":3,"type":"chore","datePhrase":"May 1","timePhrase":null,"evidence":"x","extra":1}],"more":true}"#)!
        XCTAssertEqual(validator.validate(bad), [
            "$: unexpected property \"more\"",
            "$.tasks[0]: unexpected property \"extra\"",
            "$.tasks[0].title: expected string, got integer",
            "$.tasks[0].type: \"chore\" is not one of \"exam\", \"quiz\", \"assignment\", \"project\", \"paper\", \"presentation\", \"lab\", \"reading\", \"other\"",
        ])
        XCTAssertEqual(validator.validate(.array([])), ["$: expected object, got array"])
    }

    func testAligner() {
        let lines = [SourceLine(page: 1, number: 1, text: "Week 3"),
                     SourceLine(page: 1, number: 2, text: "Problem Set 2 due"),
                     SourceLine(page: 1, number: 3, text: "Friday, Sept. 20 at noon"),
                     SourceLine(page: 2, number: 4, text: "The final exam is on December 12, 9am – 12pm, in Hall B.")]
        let aligner = EvidenceAligner(lines: lines)
        XCTAssertEqual(aligner.align("Problem Set 2 due")?.method, .exact)
        XCTAssertEqual(aligner.align("Problem Set 2 due Friday, Sept. 20")?.line.number, 2)
        XCTAssertEqual(aligner.align("problem  set 2 DUE friday")?.method, .normalized)
        let fuzzy = aligner.align("the final exam is on Dec 12, 9am-12pm in Hall B")
        XCTAssertEqual(fuzzy?.method, .fuzzy)
        XCTAssertEqual(fuzzy?.line.page, 2)
        XCTAssertNil(aligner.align("Lab 4 report due October 3"))
    }
}
