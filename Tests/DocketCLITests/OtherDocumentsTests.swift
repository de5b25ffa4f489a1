import DocketTestSupport
import Foundation
import XCTest

/// The documents that are not coursework (corpora/other: a README, notes, a reading list, a
/// transcript, source code), end to end: each is classified `other` as its gold says, with no
/// course, no tasks and no meetings, and nothing of them reaches a calendar, a plan or an agenda.
final class OtherDocumentsTests: XCTestCase {
    static let folder = Fixtures.root.appendingPathComponent("corpora/other")
    static let settings = ["--today", "2025-10-01", "--tz", "America/New_York", "--no-cache", "--quiet"]

    /// Every document with a gold label, by file name.
    func documents() throws -> [String] {
        let golds = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".gold.json") }.sorted()
        return try golds.map { name in
            let gold = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.folder.appendingPathComponent(name))) as? [String: Any]
            XCTAssertEqual(gold?["documentType"] as? String, "other", name)
            return try XCTUnwrap(gold?["file"] as? String)
        }
    }

    func testEachIsOtherWithNoCourseTasksOrMeetings() throws {
        let files = try documents()
        XCTAssertGreaterThanOrEqual(files.count, 6)
        let result = try DocketProcess.run(["ingest", "--format", "json"] + files.map { Self.folder.appendingPathComponent($0).path } + Self.settings)
        XCTAssertEqual(result.status, 0, result.error)
        let root = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let read = try XCTUnwrap(root?["documents"] as? [[String: Any]])
        XCTAssertEqual(read.count, files.count)
        for document in read {
            let name = (document["source"] as? String).map { ($0 as NSString).lastPathComponent } ?? "?"
            XCTAssertEqual(document["documentType"] as? String, "other", name)
            XCTAssertEqual((document["tasks"] as? [Any])?.count, 0, name)
            XCTAssertEqual((document["meetings"] as? [Any])?.count, 0, name)
            XCTAssertEqual((document["noClassDays"] as? [Any])?.count, 0, name)
            XCTAssertTrue((document["course"] as? [String: Any])?["code"] is NSNull, "\(name): a course code")
            let evidence = ((document["classification"] as? [String: Any])?["evidence"] as? [[String: Any]]) ?? []
            XCTAssertEqual(evidence.first?["pointsTo"] as? String, "other", "\(name): the evidence says why")
        }
    }

    func testNothingReachesACalendarAPlanOrAnAgenda() throws {
        let folder = Self.folder.path
        let calendar = try DocketProcess.run(["ingest", "--format", "ics", folder] + Self.settings)
        XCTAssertEqual(calendar.status, 0, calendar.error)
        XCTAssertTrue(calendar.output.hasPrefix("BEGIN:VCALENDAR"), calendar.output)
        XCTAssertFalse(calendar.output.contains("BEGIN:VEVENT"), calendar.output)
        XCTAssertFalse(calendar.output.contains("BEGIN:VTODO"), calendar.output)

        let out = FileManager.default.temporaryDirectory.appendingPathComponent("docket-other-\(UUID())")
        defer { try? FileManager.default.removeItem(at: out) }
        let files = try DocketProcess.run(["ingest", "--format", "ics", "--out", out.path, folder] + Self.settings)
        XCTAssertEqual(files.status, 0, files.error)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
        XCTAssertEqual(written.filter { $0.hasSuffix(".ics") }, [], "no calendar file for a document that is not coursework")

        let lines = try DocketProcess.run(["ingest", "--format", "jsonl", folder] + Self.settings)
        XCTAssertEqual(lines.output, "")
        let plan = try DocketProcess.run(["ingest", "--format", "plan", folder] + Self.settings)
        let weekPlan = try JSONSerialization.jsonObject(with: Data(plan.output.utf8)) as? [String: Any]
        XCTAssertEqual((weekPlan?["courses"] as? [Any])?.count, 0, plan.output)
        let agenda = try DocketProcess.run(["agenda", folder] + Self.settings)
        XCTAssertEqual(agenda.output, "Nothing due: no dated tasks were found.\n")
    }
}
