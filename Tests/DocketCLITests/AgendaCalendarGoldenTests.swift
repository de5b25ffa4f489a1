import DocketTestSupport
import Foundation
import XCTest

/// Goldens of the agenda and the calendar for the cases a student meets: a course with two lecture
/// sections, a final exam before the term's end, a folder spanning two years. Each case is a folder
/// of its own syllabi under `corpora/agenda/`, its goldens beside them.
///
/// Runs are made deterministic by fixed `--today` and `--tz`, `--no-cache` (no history, so no
/// revisions) and relative paths from the case's folder (the output names its inputs). Regenerate
/// after an intended change with `DOCKET_UPDATE_GOLDEN=1 swift test --filter AgendaCalendarGoldenTests`
/// and review the diff.
final class AgendaCalendarGoldenTests: XCTestCase {
    static let cases = Fixtures.root.appendingPathComponent("corpora/agenda")

    /// Runs docket in the case's folder and compares standard output with `<case>/<golden>`.
    @discardableResult
    func assertGolden(_ caseName: String, _ golden: String, _ arguments: [String],
                      file: StaticString = #filePath, line: UInt = #line) throws -> DocketProcess.Result {
        let folder = Self.cases.appendingPathComponent(caseName)
        let result = try DocketProcess.run(arguments + ["--no-cache"], directory: folder)
        XCTAssertEqual(result.status, 0, result.error, file: file, line: line)
        let url = folder.appendingPathComponent(golden)
        if ProcessInfo.processInfo.environment["DOCKET_UPDATE_GOLDEN"] == "1" {
            try result.output.write(to: url, atomically: true, encoding: .utf8)
            return result
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(result.output, expected, "\(caseName)/\(golden) differs", file: file, line: line)
        return result
    }

    // MARK: Two lecture sections

    static let sections = ["stat2110-spring2026.txt", "--today", "2026-02-10", "--tz", "America/Denver"]

    func testTwoSectionsAgenda() throws {
        try assertGolden("two-sections", "agenda.txt", ["agenda", "--quiet"] + Self.sections)
    }

    /// Without --section neither lecture goes into the calendar (a student attends one), the
    /// recitation for everyone does, and a warning says how to pick.
    func testTwoSectionsCalendarWithoutASectionHasNoLectures() throws {
        let result = try assertGolden("two-sections", "no-section.ics", ["ingest", "--format", "ics", "--quiet"] + Self.sections)
        XCTAssertFalse(result.output.contains("Lecture"), result.output)
        XCTAssertTrue(result.output.contains("SUMMARY:[STAT 2110] Recitation"), result.output)
        XCTAssertEqual(result.error, "docket: stat2110-spring2026.txt: warning: 2 sections meet (001, 002): "
                       + "none of them goes into the calendar; --section 001 or --section 002 keeps one\n")
    }

    func testTwoSectionsCalendarWithSection002() throws {
        let result = try assertGolden("two-sections", "section-002.ics",
                                      ["ingest", "--format", "ics", "--section", "002", "--quiet"] + Self.sections)
        XCTAssertTrue(result.output.contains("SUMMARY:[STAT 2110] Lecture (section 002)"), result.output)
        XCTAssertFalse(result.output.contains("section 001"), result.output)
        XCTAssertEqual(result.error, "")
    }

    // MARK: A final exam before the term's end

    static let final = ["hist1510-fall2025.md", "--today", "2025-09-01", "--tz", "America/New_York"]

    func testFinalBeforeTermEndAgenda() throws {
        try assertGolden("final-before-term-end", "agenda.txt", ["agenda", "--quiet"] + Self.final)
    }

    /// The term ends Dec 19, the final is Tue Dec 9: the weekly classes (TR) stop before the final, their
    /// last one Thu Dec 4, not at the term's end.
    func testFinalBeforeTermEndCalendarStopsClassesBeforeTheFinal() throws {
        let result = try assertGolden("final-before-term-end", "calendar.ics", ["ingest", "--format", "ics", "--quiet"] + Self.final)
        XCTAssertTrue(result.output.contains("BYDAY=TU,TH;UNTIL=20251205T045959Z"), "classes end Thu Dec 4 (EST): \(result.output)")
        XCTAssertFalse(result.output.contains("UNTIL=202512"  + "19") || result.output.contains("UNTIL=20251220"), result.output)
    }

    // MARK: A folder spanning two years

    static let years = ["last-year", "this-year", "--today", "2025-10-01", "--tz", "America/Chicago"]

    /// The agenda shows this year's term, and says so on one line.
    func testTwoYearsAgendaShowsTheCurrentTerm() throws {
        let result = try assertGolden("two-years", "agenda.txt", ["agenda", "--quiet"] + Self.years)
        XCTAssertFalse(result.output.contains("2024"), result.output)
        XCTAssertEqual(result.error, "docket: note: 2 documents span Fall 2024 and Fall 2025; showing Fall 2025 (the current term); "
                       + "pick one with --term\n")
    }

    func testTwoYearsTermPicksLastYear() throws {
        let result = try assertGolden("two-years", "agenda-fall-2024.txt", ["agenda", "--term", "fall 2024", "--quiet"] + Self.years)
        XCTAssertFalse(result.output.contains("2025"), result.output)
        XCTAssertEqual(result.error, "docket: note: --term Fall 2024 leaves out 1 document of Fall 2025: this-year/chem1010-fall2025.txt\n")
    }

    /// The calendar keeps every document unless --term is given.
    func testTwoYearsCalendarKeepsBothTermsUnlessOneIsPicked() throws {
        let result = try assertGolden("two-years", "calendar.ics", ["ingest", "--format", "ics", "--quiet"] + Self.years)
        XCTAssertTrue(result.output.contains("DTSTART;TZID=America/Chicago:20241213T080000"), "last year's final: \(result.output)")
        XCTAssertEqual(result.error, "")
        let picked = try assertGolden("two-years", "calendar-fall-2025.ics",
                                      ["ingest", "--format", "ics", "--term", "Fall 2025", "--quiet"] + Self.years)
        XCTAssertFalse(picked.output.contains("America/Chicago:2024") || picked.output.contains("DATE:2024"),
                       "no event of last year: \(picked.output)")
    }

    // MARK: --term itself

    func testATermNoDocumentIsOfNamesTheTermsFound() throws {
        let folder = Self.cases.appendingPathComponent("two-years")
        let result = try DocketProcess.run(["agenda", "--term", "Spring 2025", "--no-cache", "--quiet"] + Self.years, directory: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.error, "docket: --term Spring 2025: no document is of that term; they are of Fall 2024 and Fall 2025 "
                       + "(pick one of those)\n")
    }

    func testAMalformedTermIsAUsageError() throws {
        let result = try DocketProcess.run(["agenda", "--term", "Fal 2025"] + Self.years,
                                           directory: Self.cases.appendingPathComponent("two-years"))
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.error.contains(#"--term 'Fal 2025': give a season and a year, like "Fall 2025""#), result.error)
    }

    /// A window the user gives chooses the days: no term is picked for them.
    func testAWindowTurnsOffTheTermChoice() throws {
        let result = try DocketProcess.run(["agenda", "--from", "2024-09-01", "--until", "2025-12-31", "--no-cache", "--quiet"] + Self.years,
                                           directory: Self.cases.appendingPathComponent("two-years"))
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("Week of Mon Sep 9, 2024") && result.output.contains("Week of Mon Sep 8, 2025"), result.output)
        XCTAssertEqual(result.error, "")
    }

    /// The JSON says each document's term.
    func testTheJSONNamesEachDocumentsTerm() throws {
        let result = try DocketProcess.run(["ingest", "--no-cache", "--quiet"] + Self.years,
                                           directory: Self.cases.appendingPathComponent("two-years"))
        XCTAssertEqual(result.status, 0, result.error)
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let terms = (json?["documents"] as? [[String: Any]])?.compactMap { $0["term"] as? [String: Any] } ?? []
        XCTAssertEqual(terms.compactMap { $0["name"] as? String }, ["Fall 2024", "Fall 2025"])
        XCTAssertEqual(terms.compactMap { $0["stated"] as? Bool }, [true, true])
        let lines = try DocketProcess.run(["ingest", "--format", "jsonl", "--no-cache", "--quiet"] + Self.years,
                                          directory: Self.cases.appendingPathComponent("two-years"))
        let names = try lines.output.split(separator: "\n").map { line in
            (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["term"] as? String
        }
        XCTAssertEqual(Set(names), ["Fall 2024", "Fall 2025"], lines.output)
    }
}
