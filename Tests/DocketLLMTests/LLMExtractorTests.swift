import DocketCore
@testable import DocketLLM
import DocketUnderstand
import Foundation
import XCTest

final class LLMExtractorTests: XCTestCase {
    static let syllabus = """
        CS 101: Introduction to Computing
        Fall 2024
        Classes meet Tuesday and Thursday 10:00-11:15
        Homework 1 due Sept. 12 at 11:59 pm
        Midterm exam: Thursday, October 17 in class
        Office hours by appointment
        Final project report due Dec. 6
        """

    static var document: Document {
        let lines = syllabus.split(separator: "\n").map { Line(text: String($0)) }
        return Document(source: "syllabus.txt", format: .text, pages: [Page(number: 1, origin: .plainText, lines: lines)])
    }

    static let classification = Classification(documentType: .syllabus, confidence: 0.9, evidence: [])

    static func reply(_ tasks: [[String: Any]]) -> String {
        LoopbackServer.completion(String(decoding: try! JSONSerialization.data(withJSONObject: ["tasks": tasks]), as: UTF8.self))
    }

    static func task(_ title: String, _ type: String, _ date: String, _ time: String?, _ evidence: String) -> [String: Any] {
        ["title": title, "type": type, "datePhrase": date, "timePhrase": time ?? NSNull(), "evidence": evidence]
    }

    static var validTasks: [[String: Any]] { [
        task("Homework 1", "assignment", "Sept. 12", "11:59 pm", "Homework 1 due Sept. 12 at 11:59 pm"),
        task("Midterm exam", "exam", "Thursday, October 17", nil, "midterm exam: thursday,  October 17 in class"),
    ] }

    func client(_ server: LoopbackServer, timeout: Double = 5) -> OpenAIClient {
        OpenAIClient(baseURL: server.baseURL, model: "test-model", apiKey: "secret", timeout: timeout, initialBackoff: 0.01)
    }

    func testValidReply() throws {
        let server = try LoopbackServer([.init(status: 200, body: Self.reply(Self.validTasks))])
        defer { server.stop() }
        let extraction = try LLMExtractor(client: client(server)).extract(Self.document, classification: Self.classification)
        XCTAssertEqual(extraction.extractor, "llm")
        XCTAssertEqual(extraction.tasks.map(\.title), ["Homework 1", "Midterm exam"])
        XCTAssertEqual(extraction.tasks.map(\.type), [.assignment, .exam])
        XCTAssertEqual(extraction.tasks.map(\.source.line), [4, 5])
        XCTAssertEqual(extraction.tasks.first?.time, TimeScanner().matches(in: "11:59 pm").first?.time)
        XCTAssertNil(extraction.tasks.last?.time)
        XCTAssertFalse(extraction.meetings.isEmpty, "meetings come from the rule extractor")
        XCTAssertEqual(extraction.warnings, [])

        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(server.requests.count, 1)
        XCTAssertEqual(request.path, "/v1/chat/completions")
        XCTAssertTrue(request.headers.contains("Bearer secret"))
        let json = try XCTUnwrap(request.json)
        XCTAssertEqual(json["model"] as? String, "test-model")
        let format = try XCTUnwrap(json["response_format"] as? [String: Any])
        XCTAssertEqual(format["type"] as? String, "json_schema")
        XCTAssertEqual((format["json_schema"] as? [String: Any])?["strict"] as? Bool, true)
        // Only the relevant lines travel.
        let user = try XCTUnwrap((json["messages"] as? [[String: Any]])?.last?["content"] as? String)
        XCTAssertTrue(user.contains("Homework 1 due Sept. 12"))
        XCTAssertFalse(user.contains("Office hours by appointment") && user.contains("CS 101: Introduction"))
    }

    func testSchemaBreakingReplyIsRepaired() throws {
        let broken = LoopbackServer.completion(#"{"tasks":[{"title":"Homework 1","type":"homework","datePhrase":"Sept. 12"}]}"#)
        let server = try LoopbackServer([.init(status: 200, body: broken), .init(status: 200, body: Self.reply(Self.validTasks))])
        defer { server.stop() }
        let extraction = try LLMExtractor(client: client(server)).extract(Self.document, classification: Self.classification)
        XCTAssertEqual(extraction.tasks.map(\.title), ["Homework 1", "Midterm exam"])
        XCTAssertEqual(server.requests.count, 2)
        let messages = try XCTUnwrap(server.requests.last?.json?["messages"] as? [[String: Any]])
        XCTAssertEqual(messages.map { $0["role"] as? String }, ["system", "user", "assistant", "user"])
        let repair = try XCTUnwrap(messages.last?["content"] as? String)
        XCTAssertTrue(repair.contains("$.tasks[0]: missing required property \"evidence\""), repair)
        XCTAssertTrue(repair.contains("$.tasks[0].type"), repair)
    }

    func testStillInvalidAfterRepairFallsBackToRules() throws {
        let broken = LoopbackServer.completion("not json at all")
        let server = try LoopbackServer([.init(status: 200, body: broken), .init(status: 200, body: broken)])
        defer { server.stop() }
        let extraction = try LLMExtractor(client: client(server)).extract(Self.document, classification: Self.classification)
        let rules = try RuleExtractor().extract(Self.document, classification: Self.classification)
        XCTAssertEqual(extraction.tasks.map(\.title), rules.tasks.map(\.title))
        XCTAssertEqual(extraction.extractor, "rules")
        XCTAssertTrue(extraction.warnings.contains(LLMExtractor.validationFailedWarning))
    }

    func testHallucinatedEvidenceIsDropped() throws {
        let tasks = Self.validTasks + [Self.task("Lab 3", "lab", "Nov. 2", nil, "Lab 3 is due November 2 before lecture")]
        let server = try LoopbackServer([.init(status: 200, body: Self.reply(tasks))])
        defer { server.stop() }
        let extraction = try LLMExtractor(client: client(server)).extract(Self.document, classification: Self.classification)
        XCTAssertEqual(extraction.tasks.map(\.title), ["Homework 1", "Midterm exam"])
        XCTAssertEqual(extraction.warnings.count, 1)
        XCTAssertTrue(extraction.warnings[0].hasPrefix("dropped: evidence not found in the document:"), extraction.warnings[0])
    }

    func testUndatedPhraseGoesToUndated() throws {
        let tasks = [Self.task("Final project report", "project", "end of term", nil, "Final project report due Dec. 6")]
        let server = try LoopbackServer([.init(status: 200, body: Self.reply(tasks))])
        defer { server.stop() }
        let extraction = try LLMExtractor(client: client(server)).extract(Self.document, classification: Self.classification)
        XCTAssertEqual(extraction.tasks, [])
        XCTAssertEqual(extraction.undated, ["Final project report"])
    }

    func testRetriesAfter429() throws {
        let server = try LoopbackServer([.init(status: 429, body: #"{"error":"slow down"}"#),
                                         .init(status: 200, body: Self.reply(Self.validTasks))])
        defer { server.stop() }
        let extraction = try LLMExtractor(client: client(server)).extract(Self.document, classification: Self.classification)
        XCTAssertEqual(extraction.tasks.count, 2)
        XCTAssertEqual(server.requests.count, 2)
    }

    func testThree500sFallBackToRules() throws {
        let error = LoopbackServer.Reply(status: 500, body: #"{"error":"internal"}"#)
        let server = try LoopbackServer([error, error, error, .init(status: 200, body: Self.reply(Self.validTasks))])
        defer { server.stop() }
        let llmClient = client(server)
        XCTAssertThrowsError(try llmClient.complete(ChatRequest(messages: [.user("hi")], schema: .null, schemaName: "x"))) {
            guard case LLMClientError.retriesExhausted(3, 500, _)? = $0 as? LLMClientError else { return XCTFail("\($0)") }
        }
        XCTAssertEqual(server.requests.count, 3)

        let again = try LoopbackServer([error, error, error])
        defer { again.stop() }
        let extraction = try LLMExtractor(client: client(again)).extract(Self.document, classification: Self.classification)
        XCTAssertEqual(extraction.extractor, "rules")
        XCTAssertFalse(extraction.tasks.isEmpty)
        XCTAssertEqual(extraction.warnings.count, 1)
        XCTAssertTrue(extraction.warnings[0].hasPrefix("LLM request failed"), extraction.warnings[0])
        XCTAssertTrue(extraction.warnings[0].hasSuffix("used the rule extractor"), extraction.warnings[0])
    }

    func testTimeout() throws {
        let server = try LoopbackServer([.init(status: 200, body: Self.reply(Self.validTasks), delay: 2.5)])
        defer { server.stop() }
        let started = Date()
        XCTAssertThrowsError(try client(server, timeout: 1).complete(ChatRequest(messages: [.user("hi")], schema: .null, schemaName: "x"))) {
            XCTAssertEqual($0 as? LLMClientError, .timedOut(seconds: 1))
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 2.4)
        XCTAssertGreaterThan(Date().timeIntervalSince(started), 0.9)
    }

    func testUnauthorizedIsTyped() throws {
        let server = try LoopbackServer([.init(status: 401, body: #"{"error":"bad key"}"#)])
        defer { server.stop() }
        XCTAssertThrowsError(try client(server).complete(ChatRequest(messages: [.user("hi")], schema: .null, schemaName: "x"))) {
            guard case LLMClientError.unauthorized? = $0 as? LLMClientError else { return XCTFail("\($0)") }
        }
    }

    func testJSONSchemaRejectedFallsBackToJSONObject() throws {
        let rejected = LoopbackServer.Reply(status: 500, body: #"{"error":{"message":"Unsupported response_format type: json_schema"}}"#)
        let server = try LoopbackServer([rejected, .init(status: 200, body: Self.reply(Self.validTasks)),
                                         .init(status: 200, body: Self.reply(Self.validTasks))])
        defer { server.stop() }
        let llmClient = client(server)
        let extractor = LLMExtractor(client: llmClient)
        XCTAssertEqual(try extractor.extract(Self.document, classification: Self.classification).tasks.count, 2)
        XCTAssertEqual(llmClient.dialect, .jsonObject)
        _ = try extractor.extract(Self.document, classification: Self.classification)
        let types = server.requests.map { ($0.json?["response_format"] as? [String: Any])?["type"] as? String }
        XCTAssertEqual(types, ["json_schema", "json_object", "json_object"])
        XCTAssertNotNil((server.requests[1].json?["response_format"] as? [String: Any])?["schema"])
    }

    func testHybridAddsOnlyGroundedLLMOnlyTasks() throws {
        let tasks = Self.validTasks + [
            Self.task("Course survey", "other", "Dec. 6", nil, "Final project report due Dec. 6"),
            Self.task("Lab 3", "lab", "Nov. 2", nil, "Lab 3 due Nov. 2"),
        ]
        let server = try LoopbackServer([.init(status: 200, body: Self.reply(tasks))])
        defer { server.stop() }
        let rules = try RuleExtractor().extract(Self.document, classification: Self.classification)
        let extraction = try HybridExtractor(llm: LLMExtractor(client: client(server)))
            .extract(Self.document, classification: Self.classification)
        XCTAssertEqual(extraction.extractor, "hybrid")
        // Nothing the rules found is repeated; the made-up lab is not added.
        XCTAssertEqual(Set(extraction.tasks.map(\.title)).count, extraction.tasks.count)
        XCTAssertFalse(extraction.tasks.contains { $0.title == "Lab 3" })
        XCTAssertGreaterThanOrEqual(extraction.tasks.count, rules.tasks.count)
        // "Course survey" quotes the report's line: Docket reads that line's deliverable, which the rules have.
        XCTAssertEqual(extraction.warnings.filter { $0.hasPrefix("dropped:") }.count, 1)
        // Provenance: each task names the extractor that found it.
        XCTAssertEqual(Set(extraction.tasks.compactMap(\.extractor)), ["rules"], "the model found nothing the rules did not")
    }

    func testHybridMarksTheModelsOwnTasks() throws {
        let document = Self.document(adding: "Nov. 14: annotated bibliography")
        let tasks = [Self.task("Annotated bibliography", "paper", "Nov. 14", nil, "Nov. 14: annotated bibliography")]
        let server = try LoopbackServer([.init(status: 200, body: Self.reply(tasks))])
        defer { server.stop() }
        let rules = try RuleExtractor().extract(document, classification: Self.classification)
        XCTAssertFalse(rules.tasks.contains { $0.title.hasPrefix("Annotated") }, "the rules must miss it for this test")
        let extraction = try HybridExtractor(llm: LLMExtractor(client: client(server))).extract(document, classification: Self.classification)
        let added = try XCTUnwrap(extraction.tasks.first { $0.title == "Annotated bibliography" })
        XCTAssertEqual(added.type, .paper, "the vocabulary says only \"other\", so the model's type stands")
        XCTAssertEqual(added.extractor, "llm")
        XCTAssertEqual(added.evidence?.alignment, "exact")
        XCTAssertEqual(extraction.tasks.filter { $0.extractor == "rules" }.count, rules.tasks.count)
    }

    static func document(adding line: String) -> Document {
        let lines = (syllabus + "\n" + line).split(separator: "\n").map { Line(text: String($0)) }
        return Document(source: "syllabus.txt", format: .text, pages: [Page(number: 1, origin: .plainText, lines: lines)])
    }

    /// The model finds, Docket decides: the evidence is the ground truth for the date, the title and the
    /// time; what it cannot settle is turned away.
    func testGroundingCorrectsFromTheEvidenceOrRejects() throws {
        let tasks = [
            // A misread date, but the quote holds one date: Docket's, with the quote's time.
            Self.task("Homework 1", "assignment", "Sept. 19", nil, "Homework 1 due Sept. 12 at 11:59 pm"),
            // Two dates in the quote and neither is the model's.
            Self.task("Essay 2", "paper", "Nov. 11", nil, "Essay 2 due Nov. 18 (draft by Nov. 4)"),
            // The quote names no deliverable.
            Self.task("Guest lecture", "other", "Oct. 31", nil, "Oct. 31 Guest lecture on Ada Lovelace"),
            // A wrong title, but the quote names one deliverable: Docket's name for it.
            Self.task("Lab 2", "lab", "Oct. 17", nil, "Midterm exam: Thursday, October 17 in class"),
            // A wrong title and two deliverables in the quote.
            Self.task("Lab 5", "lab", "Nov. 25", nil, "Quiz 3 and Homework 4 due Nov. 25"),
            // Kept as the model gave it, but the time the quote does not give is dropped.
            Self.task("Final project report", "project", "December 6", "5 pm", "Final project report due Dec. 6"),
        ]
        let server = try LoopbackServer([.init(status: 200, body: Self.reply(tasks))])
        defer { server.stop() }
        let document = Self.document(adding: "Oct. 31 Guest lecture on Ada Lovelace\nEssay 2 due Nov. 18 (draft by Nov. 4)\n"
                                     + "Quiz 3 and Homework 4 due Nov. 25")
        let extraction = try LLMExtractor(client: client(server)).extract(document, classification: Self.classification)
        XCTAssertEqual(extraction.tasks.map(\.title), ["Homework 1", "Midterm Exam", "Final project report"])
        XCTAssertEqual(extraction.tasks.map(\.date.text), ["Sept. 12", "Thursday, October 17", "Dec. 6"])
        XCTAssertEqual(extraction.tasks.map(\.type), [.assignment, .exam, .project])
        XCTAssertEqual(extraction.tasks[0].time, TimeOfDay(hour: 23, minute: 59))
        XCTAssertNil(extraction.tasks[2].time)
        XCTAssertEqual(extraction.tasks.map { ($0.confidence * 100).rounded() }, [60, 60, 80])
        XCTAssertEqual(Set(extraction.tasks.compactMap(\.extractor)), ["llm"])
        XCTAssertEqual(extraction.tasks[2].evidence, TaskEvidence(quote: "Final project report due Dec. 6", alignment: "exact", score: 1))
        XCTAssertEqual(extraction.warnings.map { $0.components(separatedBy: ":").prefix(2).joined(separator: ":") }, [
            "dropped: the date \"Nov. 11\" is not in the evidence",
            "dropped: the evidence names no deliverable",
            "dropped: the title is not in the evidence",
        ])
    }

    func testUsageIsCountedAndRepliesAreBounded() throws {
        let server = try LoopbackServer([.init(status: 200, body: LoopbackServer.completion(
            String(decoding: try JSONSerialization.data(withJSONObject: ["tasks": Self.validTasks]), as: UTF8.self),
            usage: (prompt: 412, completion: 96)))])
        defer { server.stop() }
        let extractor = LLMExtractor(client: client(server), budget: LLMBudget(contextTokens: 2048, replyTokens: 300))
        let extraction = try extractor.extract(Self.document, classification: Self.classification)
        XCTAssertEqual(extraction.llmUsage, LLMUsage(model: "test-model", prompt: "extract-tasks.v1", requests: 1,
                                                     promptTokens: 412, completionTokens: 96))
        XCTAssertEqual(server.requests.first?.json?["max_tokens"] as? Int, 300)
        XCTAssertEqual(LLMBudget(contextTokens: 2048, replyTokens: 300).excerptCharacters, (2048 - 300 - 700) * 3)
    }

    func testCutOffReplyKeepsItsCompleteTasksWithoutARepair() throws {
        let whole = String(decoding: try JSONSerialization.data(withJSONObject: ["tasks": Self.validTasks]), as: UTF8.self)
        // Cut inside the second task: only the first is complete.
        let cut = String(whole.prefix(upTo: try XCTUnwrap(whole.range(of: "Midterm exam"))!.lowerBound))
        let server = try LoopbackServer([.init(status: 200, body: LoopbackServer.completion(cut, finishReason: "length"))])
        defer { server.stop() }
        let extraction = try LLMExtractor(client: client(server)).extract(Self.document, classification: Self.classification)
        XCTAssertEqual(extraction.extractor, "llm")
        XCTAssertEqual(extraction.tasks.map(\.title), ["Homework 1"])
        XCTAssertEqual(server.requests.count, 1, "no repair round for a reply that was only cut off")
        XCTAssertTrue(extraction.warnings.contains { $0.hasPrefix("LLM reply cut off at 1024 tokens") }, "\(extraction.warnings)")
    }
}
