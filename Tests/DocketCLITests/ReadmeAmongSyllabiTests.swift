import DocketTestSupport
import Foundation
import XCTest

/// A folder of two syllabi and the README a student keeps beside them
/// (corpora/agenda/readme-among-syllabi): the agenda and the calendar are goldens, and the README
/// adds nothing to either: the two syllabi alone give the same bytes.
///
/// The commands run from the repository's root with the folder's relative path, so that the sources
/// quoted in the calendar are the same on every machine. Regenerate after an intended change with
/// `DOCKET_UPDATE_GOLDEN=1 swift test --filter ReadmeAmongSyllabiTests` and review the diff.
final class ReadmeAmongSyllabiTests: XCTestCase {
    static let folder = "corpora/agenda/readme-among-syllabi"
    static let syllabi = ["hist1010-fall2025.txt", "math1120-fall2025.txt"].map { "\(folder)/\($0)" }
    /// A fixed day and zone: overdue marks and times do not depend on when or where the test runs.
    static let settings = ["--today", "2025-10-01", "--tz", "America/New_York", "--no-cache", "--quiet"]

    func run(_ arguments: [String]) throws -> String {
        let result = try DocketProcess.run(arguments + Self.settings, directory: Fixtures.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.error, "")
        return result.output
    }

    func assertGolden(_ output: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Fixtures.root.appendingPathComponent("corpora/agenda").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["DOCKET_UPDATE_GOLDEN"] == "1" {
            try Data(output.utf8).write(to: url)
            return
        }
        XCTAssertEqual(output, String(decoding: try Data(contentsOf: url), as: UTF8.self), "differs from corpora/agenda/\(name)", file: file, line: line)
    }

    func testTheAgendaMatchesItsGolden() throws {
        let agenda = try run(["agenda", Self.folder])
        try assertGolden(agenda, "readme-among-syllabi.txt")
        XCTAssertTrue(agenda.contains("13 tasks · 2 courses"), agenda)
        XCTAssertEqual(try run(["agenda"] + Self.syllabi), agenda, "the README added to the agenda")
    }

    func testTheCalendarMatchesItsGolden() throws {
        let calendar = try run(["ingest", "--format", "ics", Self.folder])
        try assertGolden(calendar, "readme-among-syllabi.ics")
        XCTAssertFalse(calendar.contains("README"), "no event comes from the README")
        XCTAssertEqual(try run(["ingest", "--format", "ics"] + Self.syllabi), calendar, "the README added to the calendar")
    }

    func testTheReadmeIsReadAsNotCoursework() throws {
        let json = try run(["ingest", "--format", "json", Self.folder])
        let documents = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["documents"] as? [[String: Any]])
        let readme = try XCTUnwrap(documents.first { ($0["source"] as? String)?.hasSuffix("README.md") == true })
        XCTAssertEqual(readme["documentType"] as? String, "other")
        XCTAssertEqual((readme["tasks"] as? [Any])?.count, 0)
        XCTAssertEqual((readme["meetings"] as? [Any])?.count, 0)
        XCTAssertEqual(documents.filter { $0["documentType"] as? String == "syllabus" }.count, 2)
    }
}
