@testable import DocketLLM
import DocketUnderstand
import Foundation
import XCTest

final class SchemaAndAlignerTests: XCTestCase {
    static var root: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }

    func testEmbeddedPromptsMatchPromptsFolder() throws {
        for prompt in [ExtractTasksPrompt.v1] {
            let markdown = try String(contentsOf: Self.root.appendingPathComponent("prompts/\(prompt.version).md"), encoding: .utf8)
            let system = try XCTUnwrap(markdown.components(separatedBy: "## System\n\n").last?.components(separatedBy: "\n\n## User").first)
            let user = try XCTUnwrap(markdown.components(separatedBy: "## User\n\n").last)
            XCTAssertEqual(prompt.system, system.trimmingCharacters(in: .whitespacesAndNewlines), prompt.version)
            XCTAssertEqual(prompt.userTemplate, user.trimmingCharacters(in: .whitespacesAndNewlines), prompt.version)
            let schema = try String(contentsOf: Self.root.appendingPathComponent("prompts/\(prompt.version).schema.json"), encoding: .utf8)
            XCTAssertEqual(JSONValue.parse(schema), prompt.schema, prompt.version)
            XCTAssertNotEqual(prompt.schema, .null)
            XCTAssertTrue(prompt.user(document: "X").contains("<document>\nX\n</document>"))
        }
        XCTAssertEqual(LLMExtractor(client: OpenAIClient(baseURL: URL(string: "http://127.0.0.1:9")!, model: "m")).prompt.version,
                       "extract-tasks.v1", "the default prompt")
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
        // A quote over two lines covers both, so the date on the second line is in the evidence.
        XCTAssertEqual(aligner.align("Problem Set 2 due Friday, Sept. 20")?.span.map(\.number), [2, 3])
        XCTAssertEqual(aligner.align("problem set 2 due friday, sept. 20")?.span.map(\.number), [2, 3])
        XCTAssertEqual(aligner.align("Problem Set 2 due")?.span.map(\.number), [2])
        XCTAssertEqual(fuzzy?.span.map(\.number), [4])
    }

    func testTruncatedReplyKeepsCompleteItems() {
        let cut = #"{"tasks": [{"title": "A {1}", "evidence": "x \" }"}, {"title": "B", "evi"#
        XCTAssertEqual(TruncatedReply.completeItems(cut), #"{"tasks": [{"title": "A {1}", "evidence": "x \" }"}]}"#)
        XCTAssertEqual(TruncatedReply.completeItems(#"{"tasks": [{"title": "#), #"{"tasks": []}"#)
        XCTAssertEqual(TruncatedReply.completeItems(#"{"tasks": []} trailing"#), #"{"tasks": []}"#)
        XCTAssertNil(TruncatedReply.completeItems(#"{"title": "no array"#))
        XCTAssertNil(TruncatedReply.completeItems("nothing"))
    }

    func testSameDayAcrossWritings() {
        func date(_ text: String) -> DateExpression { DateScanner().matches(in: text).first!.expression }
        XCTAssertTrue(TaskGrounding.sameDay(date("Sept. 12"), date("September 12, 2024")))
        XCTAssertTrue(TaskGrounding.sameDay(date("9/12"), date("Sep 12")))
        XCTAssertTrue(TaskGrounding.sameDay(date("12/9/2024"), date("12 September")))
        XCTAssertTrue(TaskGrounding.sameDay(date("2024-09-12"), date("Sept 12")))
        XCTAssertFalse(TaskGrounding.sameDay(date("Sept. 12"), date("Sept. 13")))
        XCTAssertFalse(TaskGrounding.sameDay(date("9/12"), date("9/13")))
    }

    func testTitleWordsMustBeInTheEvidence() {
        XCTAssertTrue(TaskGrounding.titleIsIn("HW 3", "Homework 3 due Oct 2"))
        XCTAssertTrue(TaskGrounding.titleIsIn("Homework 3", "hw3 due Oct 2"))
        XCTAssertTrue(TaskGrounding.titleIsIn("Midterm Exam", "Mid-term: Oct 2"))
        XCTAssertTrue(TaskGrounding.titleIsIn("Problem Set 4", "PS 4 due"))
        XCTAssertFalse(TaskGrounding.titleIsIn("Homework 4", "Homework 3 due Oct 2"), "a number the evidence lacks")
        XCTAssertFalse(TaskGrounding.titleIsIn("Earthquakes", "HW 1 due Tue 9/9"))
        XCTAssertFalse(TaskGrounding.titleIsIn("the", "the"))
    }
}
