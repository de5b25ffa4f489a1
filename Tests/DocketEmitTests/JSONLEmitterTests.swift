import DocketUnderstand
import Foundation
import XCTest
@testable import DocketEmit

final class JSONLEmitterTests: XCTestCase {
    typealias F = PlanFixtures

    static let fields: Set<String> = ["id", "courseCode", "courseTitle", "term", "title", "type", "due", "dueUTC", "dueDate", "dueTime", "endTime", "timeZone",
                                      "sourceFile", "sourceLine", "estimatedHours", "priority", "weight", "overdue",
                                      "derived", "documentType"]

    func parse(_ line: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], line)
    }

    func testEveryLineIsAJSONObjectWithEveryField() throws {
        let documents = try EmitFixtures.all()
        let options = F.options(today: "2025-10-01")
        let output = try JSONLEmitter().emit(documents, options: options)
        XCTAssertTrue(output.hasSuffix("\n"))
        XCTAssertFalse(output.hasSuffix("\n\n"))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        XCTAssertEqual(lines.count, documents.map(\.tasks.count).reduce(0, +))
        XCTAssertGreaterThan(lines.count, 40)
        for line in lines {
            XCTAssertTrue(line.hasPrefix("{") && line.hasSuffix("}"), line)
            let object = try parse(line)
            XCTAssertEqual(Set(object.keys), Self.fields, line)
            XCTAssertNotNil(object["title"] as? String)
            XCTAssertFalse((object["id"] as? String ?? "").isEmpty, line)
            XCTAssertNotNil(TaskType(rawValue: object["type"] as? String ?? ""), line)
            XCTAssertNotNil(CivilDate(iso: object["dueDate"] as? String ?? ""), line)
            XCTAssertEqual(object["timeZone"] as? String, "America/New_York")
            let file = try XCTUnwrap(object["sourceFile"] as? String)
            XCTAssertTrue(file.hasSuffix(".txt") || file.hasSuffix(".md"), file)
            XCTAssertFalse((object["sourceLine"] as? String ?? "").isEmpty, line)
            XCTAssertNotNil(object["estimatedHours"] as? Double, line)
            XCTAssertNotNil(object["priority"] as? Int, line)
            XCTAssertNotNil(object["overdue"] as? Bool, line)
            XCTAssertNotNil(object["derived"] as? Bool, line)
            XCTAssertNotNil(DocumentType(rawValue: object["documentType"] as? String ?? ""), line)
            XCTAssertTrue(object["courseCode"] is String || object["courseCode"] is NSNull, line)
            XCTAssertTrue(object["weight"] is Double || object["weight"] is NSNull, line)
            // Keys sorted, compact.
            XCTAssertTrue(line.hasPrefix("{\"courseCode\":"), line)
            XCTAssertFalse(line.contains("\": "), line)
            let overdue = try XCTUnwrap(object["overdue"] as? Bool)
            XCTAssertEqual(overdue, (object["dueDate"] as? String ?? "") < "2025-10-01", line)
        }
    }

    func testDueCarriesTheOffsetWhenATimeIsKnownElseTheDate() throws {
        let document = try F.document(code: "GEOG 1420", title: "Natural Hazards", source: "geog.txt", tasks: [
            F.task("HW 1", .assignment, due: "2025-09-09", hours: 5, time: "23:59", weight: 5),
            F.task("Midterm", .exam, due: "2025-12-10", hours: 10),
            F.task("Winter", .paper, due: "2025-12-02", hours: 8, time: "17:00"),
        ])
        var noDue = document
        noDue.tasks = document.tasks.map { task in
            var task = task
            task.due = nil // a time but no `due`: the offset is worked out from the document's zone
            return task
        }
        for input in [document, noDue] {
            let lines = try JSONLEmitter().lines(for: input, options: F.options())
            let objects = try lines.map(parse)
            XCTAssertEqual(objects.map { $0["due"] as? String }, ["2025-09-09T23:59:00-04:00", "2025-12-02T17:00:00-05:00", nil])
            XCTAssertTrue(objects[2]["due"] is NSNull, "no time: null, as in the JSON")
            XCTAssertEqual(objects.map { $0["dueUTC"] as? String }, ["2025-09-10T03:59:00Z", "2025-12-02T22:00:00Z", nil])
            XCTAssertEqual(objects.map { $0["dueTime"] as? String }, ["23:59", "17:00", nil])
            XCTAssertTrue(objects[2]["dueTime"] is NSNull)
            XCTAssertEqual(objects[0]["courseCode"] as? String, "GEOG 1420")
            XCTAssertEqual(objects[0]["courseTitle"] as? String, "Natural Hazards")
            XCTAssertEqual(objects[0]["sourceFile"] as? String, "geog.txt")
            XCTAssertEqual(objects[0]["sourceLine"] as? String, "HW 1 due 2025-09-09")
            XCTAssertEqual(objects[0]["weight"] as? Double, 5)
            XCTAssertEqual(objects[0]["estimatedHours"] as? Double, 5)
            XCTAssertEqual(objects[0]["documentType"] as? String, "syllabus")
            XCTAssertEqual(objects[0]["derived"] as? Bool, false)
        }
        var unknownZone = noDue
        unknownZone.timeZone = "Mars/Olympus_Mons"
        let line = try XCTUnwrap(JSONLEmitter().lines(for: unknownZone, options: F.options()).first)
        XCTAssertEqual(try parse(line)["due"] as? String, "2025-09-09T23:59:00")
        XCTAssertTrue(try parse(line)["dueUTC"] is NSNull, "no offset, no instant")
    }

    func testLinesAreSortedByDueDateThenTimeThenCourseThenTitle() throws {
        let a = try F.document(code: "MATH 2240", source: "math.txt", tasks: [
            F.task("Zeta", .assignment, due: "2025-10-08", hours: 5),
            F.task("Alpha", .assignment, due: "2025-10-08", hours: 5),
            F.task("Morning quiz", .quiz, due: "2025-10-08", hours: 2, time: "09:00"),
            F.task("Early", .assignment, due: "2025-09-30", hours: 5),
        ])
        let b = try F.document(code: "CSCI 1300", source: "csci.txt", tasks: [
            F.task("Midterm", .exam, due: "2025-10-08", hours: 10),
            F.task("Evening lab", .lab, due: "2025-10-08", hours: 4, time: "18:00"),
        ])
        let c = try F.document(code: nil, title: "Reading group", source: "reading.txt", tasks: [
            F.task("Aardvark", .reading, due: "2025-10-08", hours: 2),
        ])
        let output = try JSONLEmitter().emit([a, c, b], options: F.options())
        let order = try output.split(separator: "\n").map { try parse(String($0))["title"] as? String }
        XCTAssertEqual(order, ["Early", "Morning quiz", "Evening lab", "Midterm", "Alpha", "Zeta", "Aardvark"])

        // For the whole fixture set too.
        let all = try JSONLEmitter().emit(try EmitFixtures.all(), options: F.options())
        let keys = try all.split(separator: "\n").map { line -> String in
            let object = try parse(String(line))
            return "\(object["dueDate"] as? String ?? "")|\(object["dueTime"] as? String ?? "99:99")"
        }
        XCTAssertEqual(keys, keys.sorted())
    }

    func testTheWindowAndOverdue() throws {
        let documents = try EmitFixtures.all()
        let options = F.options(today: "2025-10-15", from: "2025-10-01", until: "2025-10-31")
        let lines = try JSONLEmitter().emit(documents, options: options).split(separator: "\n").map { try parse(String($0)) }
        XCTAssertFalse(lines.isEmpty)
        XCTAssertTrue(lines.allSatisfy { ($0["dueDate"] as? String ?? "").hasPrefix("2025-10") })
        let overdue = lines.filter { $0["overdue"] as? Bool == true }.compactMap { $0["dueDate"] as? String }
        XCTAssertFalse(overdue.isEmpty)
        XCTAssertTrue(overdue.allSatisfy { $0 < "2025-10-15" })
        XCTAssertTrue(lines.filter { $0["overdue"] as? Bool == false }.allSatisfy { ($0["dueDate"] as? String ?? "") >= "2025-10-15" })
    }

    func testLinesForOneDocumentMatchTheEmittedOutput() throws {
        let document = try EmitFixtures.understood("02-cive2310-fall2024-syllabus.txt")
        let options = F.options()
        let lines = try JSONLEmitter().lines(for: document, options: options)
        XCTAssertEqual(lines.count, document.tasks.count)
        XCTAssertTrue(lines.allSatisfy { !$0.contains("\n") })
        XCTAssertEqual(lines.map { $0 + "\n" }.joined(), try JSONLEmitter().emit([document], options: options))
    }

    func testNoTasksNoOutput() throws {
        let cv = try EmitFixtures.understood("10-cv-not-coursework.txt")
        XCTAssertEqual(try JSONLEmitter().emit([cv], options: F.options()), "")
        XCTAssertEqual(try JSONLEmitter().emit([], options: F.options()), "")
    }

    func testATitleWithLineBreaksStaysOnOneLine() throws {
        let document = try F.document(code: "ENGL 1010", tasks: [
            F.task("Essay\nDraft\r2\u{2028}part\u{85}three \"quoted\" / slash", .paper, due: "2025-10-01", hours: 8,
                   line: "Essay\tdue\u{2029}Oct 1\u{0C}"),
        ])
        let output = try JSONLEmitter().emit([document], options: F.options())
        XCTAssertEqual(output.split(separator: "\n").count, 1)
        XCTAssertEqual(output.components(separatedBy: .newlines).filter { !$0.isEmpty }.count, 1)
        let line = try XCTUnwrap(output.split(separator: "\n").first)
        let object = try parse(String(line))
        XCTAssertEqual(object["title"] as? String, "Essay\nDraft\r2\u{2028}part\u{85}three \"quoted\" / slash")
        XCTAssertEqual(object["sourceLine"] as? String, "Essay\tdue\u{2029}Oct 1\u{0C}")
        XCTAssertTrue(line.contains(" / slash"), "slashes are not escaped")
    }
}
