import DocketTestSupport
import DocketUnderstand
import Foundation
import XCTest
@testable import DocketEmit

/// The agenda: goldens of whole tables, and the marks (overdue, crunch, this week, colours) one by one.
///
/// Regenerate the goldens after an intended change with
/// `DOCKET_UPDATE_GOLDEN=1 swift test --filter AgendaEmitterTests` and review the diff.
final class AgendaEmitterTests: XCTestCase {
    static let goldenFolder = Fixtures.root.appendingPathComponent("corpora/agenda")

    func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.goldenFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["DOCKET_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
            try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(text + "\n", expected, "agenda differs from \(name)", file: file, line: line)
    }

    /// A Fall term of five courses, seen from mid-October: overdue tasks, this week, crunch weeks.
    func testTheFallLoadMatchesItsGolden() throws {
        let text = try AgendaEmitter().emit(try PlanFixtures.fallLoad(), options: PlanFixtures.options(today: "2025-10-15"))
        try assertGolden(text, "fall-load.txt")
    }

    /// The same load, two weeks from today (as `--next 2w` asks).
    func testAWindowKeepsItsDaysOnly() throws {
        let text = try AgendaEmitter().emit(try PlanFixtures.fallLoad(),
                                            options: PlanFixtures.options(today: "2025-10-15", from: "2025-10-15", until: "2025-10-28"))
        try assertGolden(text, "fall-load-next-2w.txt")
        for line in text.split(separator: "\n") where line.hasPrefix("  Oct") || line.hasPrefix("  Nov") || line.hasPrefix("  Sep") {
            let day = line.dropFirst(2).split(separator: " ")
            XCTAssertEqual(day.first, "Oct", "a task outside Oct 15–28: \(line)")
        }
    }

    func testRowsHoldEveryColumn() throws {
        let document = try PlanFixtures.document(code: "CIVE 2310", tasks: [
            PlanFixtures.task("Exam 2", .exam, due: "2025-10-16", hours: 10, time: "08:00", weight: 20),
            PlanFixtures.task("Reading response", .reading, due: "2025-10-14", hours: 1),
        ])
        let text = try AgendaEmitter().emit([document], options: PlanFixtures.options(today: "2025-10-01"))
        let lines = text.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "  DATE    DAY  TIME   COURSE     TITLE             TYPE     WEIGHT  HOURS")
        XCTAssertTrue(lines[2].hasPrefix("Week of Mon Oct 13, 2025 · "), lines[2])
        XCTAssertEqual(lines[3], "  Oct 14  Tue         CIVE 2310  Reading response  reading              1")
        XCTAssertEqual(lines[4], "  Oct 16  Thu  08:00  CIVE 2310  Exam 2            exam        20%     10")
        XCTAssertEqual(lines.last, "2 tasks · 1 course; hours are estimated work, spread over the days before each task")
    }

    func testOverdueTasksAreMarkedAndCounted() throws {
        let document = try PlanFixtures.document(code: "MATH 2240", tasks: [
            PlanFixtures.task("Homework 1", .assignment, due: "2025-09-05", hours: 5),
            PlanFixtures.task("Homework 2", .assignment, due: "2025-09-12", hours: 5),
        ])
        let text = try AgendaEmitter().emit([document], options: PlanFixtures.options(today: "2025-09-10"))
        XCTAssertTrue(text.contains("\n! Sep 5   Fri"), text)
        XCTAssertTrue(text.contains("\n  Sep 12  Fri"), text)
        XCTAssertTrue(text.contains("1 overdue (! due before Wed Sep 10)"), text)
        XCTAssertTrue(text.contains("Week of Mon Sep 8, 2025 · 4 h of work · this week"), text)
    }

    func testACrunchWeekSaysWhy() throws {
        let document = try PlanFixtures.document(code: "CIVE 2310", tasks: [
            PlanFixtures.task("Exam 1", .exam, due: "2025-10-13", hours: 14),
            PlanFixtures.task("Exam 2", .exam, due: "2025-10-15", hours: 14),
            PlanFixtures.task("Project", .project, due: "2025-10-24", hours: 28),
        ])
        let text = try AgendaEmitter().emit([document], options: PlanFixtures.options(today: "2025-09-01"))
        let crunch = text.split(separator: "\n").filter { $0.contains("CRUNCH") }
        XCTAssertFalse(crunch.isEmpty, text)
        XCTAssertTrue(crunch.allSatisfy { $0.hasPrefix("Week of ") && $0.contains(" h of work") }, "\(crunch)")
        XCTAssertTrue(text.contains("crunch week"), text)
    }

    func testColoursOnlyInTheAnsiStyle() throws {
        let document = try PlanFixtures.document(code: "MATH 2240", tasks: [
            PlanFixtures.task("Homework 1", .assignment, due: "2025-09-05", hours: 5),
            PlanFixtures.task("Homework 2", .assignment, due: "2025-09-12", hours: 5),
        ])
        let options = PlanFixtures.options(today: "2025-09-10")
        let plain = try AgendaEmitter(style: .plain).emit([document], options: options)
        let ansi = try AgendaEmitter(style: .ansi).emit([document], options: options)
        XCTAssertFalse(plain.contains("\u{1B}"))
        XCTAssertTrue(ansi.contains("\u{1B}[31m! Sep 5"), ansi)
        XCTAssertEqual(ansi.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression), plain)
    }

    func testLongTitlesAreCut() throws {
        let long = String(repeating: "Annotated bibliography ", count: 4)
        let document = try PlanFixtures.document(code: "HST 2047", tasks: [PlanFixtures.task(long, .paper, due: "2025-11-03", hours: 8)])
        let text = try AgendaEmitter(titleWidth: 20).emit([document], options: PlanFixtures.options())
        XCTAssertTrue(text.contains("Annotated bibliogra…  paper"), text)
    }

    func testAnEmptyWindowSaysSo() throws {
        let document = try PlanFixtures.document(code: "MATH 2240", tasks: [PlanFixtures.task("Homework 1", .assignment, due: "2025-09-05", hours: 5)])
        let text = try AgendaEmitter().emit([document], options: PlanFixtures.options(from: "2025-12-01", until: "2025-12-07"))
        XCTAssertEqual(text, "Nothing due from Mon Dec 1, 2025 to Sun Dec 7, 2025.")
        XCTAssertEqual(try AgendaEmitter().emit([], options: PlanFixtures.options()), "Nothing due: no dated tasks were found.")
    }

    func testATaskListedTwiceIsShownOnce() throws {
        let task = PlanFixtures.task("Homework 1", .assignment, due: "2025-09-05", hours: 5)
        let syllabus = try PlanFixtures.document(code: "MATH 2240", tasks: [task])
        let sheet = try PlanFixtures.document(code: "MATH 2240", source: "hw1.pdf", tasks: [task], type: .assignment)
        let text = try AgendaEmitter().emit([syllabus, sheet], options: PlanFixtures.options())
        XCTAssertEqual(text.components(separatedBy: "Homework 1").count, 2, text)
    }
}
