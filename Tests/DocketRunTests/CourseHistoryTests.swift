import Docket
import DocketRun
import Foundation
import XCTest

/// The history: revisions by id, the same answer for the same version, cancelled tasks, damage.
final class CourseHistoryTests: XCTestCase {
    func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-history-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func syllabus(_ tasks: [(String, String)]) -> UnderstoodDocument {
        UnderstoodDocument(source: "syllabus.txt", course: Course(code: "CS 101", term: "Fall 2025"), tasks: tasks.enumerated().map { index, task in
            DocketTask(title: task.0, type: .assignment, dueDate: CivilDate(iso: task.1)!, dueTime: nil, due: nil, windowEnd: nil,
                       weight: nil, target: nil, estimatedHours: 5, priority: 3,
                       source: TaskSource(page: 1, line: index + 1, text: task.0, dateText: task.1, extractor: "rules"),
                       confidence: 0.9, derived: false)
        }).withIdentities()
    }

    let hw1 = "cs101-fall-2025/assignment-homework-1", hw2 = "cs101-fall-2025/assignment-homework-2"

    func testRevisionsFollowChangesOfContent() throws {
        let history = try CourseHistory(directory: try temporaryFolder()) { XCTFail($0) }
        let first = history.record(syllabus([("HW 1", "2025-09-09"), ("HW 2", "2025-09-16")]), now: 100)
        XCTAssertEqual(first.changes, [])
        XCTAssertEqual(first.revisions[hw1], EventRevision(sequence: 0, modified: 100))

        // The same version later: nothing new, the same revisions.
        let again = history.record(syllabus([("HW 1", "2025-09-09"), ("HW 2", "2025-09-16")]), now: 200)
        XCTAssertEqual(again.revisions, first.revisions)
        XCTAssertEqual(again.changes, [])

        // HW 1 moved: its SEQUENCE rises; HW 2's stays.
        let moved = history.record(syllabus([("HW 1", "2025-09-11"), ("HW 2", "2025-09-16")]), now: 300)
        XCTAssertEqual(moved.revisions[hw1], EventRevision(sequence: 1, modified: 300))
        XCTAssertEqual(moved.revisions[hw2], EventRevision(sequence: 0, modified: 100))
        XCTAssertEqual(moved.changes.map(\.line), ["cs101-fall-2025: HW 1 moved 2025-09-09 → 2025-09-11"])
        // Read again, the moved version reports the same change.
        XCTAssertEqual(history.record(syllabus([("HW 1", "2025-09-11"), ("HW 2", "2025-09-16")]), now: 400).changes, moved.changes)
    }

    func testATaskThatDisappearsIsCancelledOnce() throws {
        let history = try CourseHistory(directory: try temporaryFolder()) { XCTFail($0) }
        _ = history.record(syllabus([("HW 1", "2025-09-09"), ("HW 2", "2025-09-16")]), now: 100)
        let removed = history.record(syllabus([("HW 1", "2025-09-09")]), now: 200)
        XCTAssertEqual(removed.cancelled.map(\.id), [hw2])
        XCTAssertEqual(removed.revisions[hw2], EventRevision(sequence: 1, modified: 200))
        // Still gone in the next version: still cancelled, not raised again.
        let later = history.record(syllabus([("HW 1", "2025-09-10")]), now: 300)
        XCTAssertEqual(later.cancelled.map(\.id), [hw2])
        XCTAssertEqual(later.revisions[hw2], EventRevision(sequence: 1, modified: 200))
        // Back again: live, one higher.
        let back = history.record(syllabus([("HW 1", "2025-09-10"), ("HW 2", "2025-09-16")]), now: 400)
        XCTAssertEqual(back.cancelled, [])
        XCTAssertEqual(back.revisions[hw2], EventRevision(sequence: 2, modified: 400))
    }

    func testADamagedStoreIsStartedAgain() throws {
        let folder = try temporaryFolder()
        try Data("not a database at all, just bytes".utf8).write(to: URL(fileURLWithPath: folder + "/history.sqlite"))
        nonisolated(unsafe) var warnings: [String] = []
        let history = try CourseHistory(directory: folder) { warnings.append($0) }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("damaged"), warnings[0])
        XCTAssertEqual(history.record(syllabus([("HW 1", "2025-09-09")]), now: 100).changes, [])
    }
}
