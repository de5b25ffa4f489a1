import DocketUnderstand
import XCTest

/// Task and meeting ids: from the course and the deliverable, never from the date or the line.
final class IdentityTests: XCTestCase {
    func task(_ title: String, _ type: TaskType = .assignment, _ date: String = "2025-09-09", line: Int = 1) -> DocketTask {
        DocketTask(title: title, type: type, dueDate: CivilDate(iso: date)!, dueTime: nil, due: nil, windowEnd: nil, weight: nil,
                   target: nil, estimatedHours: 5, priority: 3,
                   source: TaskSource(page: 1, line: line, text: title, dateText: date, extractor: "rules"),
                   confidence: 0.9, derived: false)
    }

    func ids(_ tasks: [DocketTask], code: String? = "CS 101", term: String? = "Fall 2025", source: String = "s.txt") -> [String] {
        UnderstoodDocument(source: source, course: Course(code: code, term: term), tasks: tasks).withIdentities().tasks.map(\.id)
    }

    func testTheIdComesFromTheCourseAndTheDeliverable() {
        XCTAssertEqual(ids([task("HW 1")]), ["cs101-fall-2025/assignment-homework-1"])
        XCTAssertEqual(ids([task("Midterm Exam", .exam)]), ["cs101-fall-2025/exam-midterm"])
        XCTAssertEqual(ids([task("Exam", .exam)]), ["cs101-fall-2025/exam"])
    }

    func testARewordedTitleKeepsItsId() {
        XCTAssertEqual(ids([task("HW 1")]), ids([task("Homework #1")]))
        XCTAssertEqual(ids([task("HW 1")]), ids([task("Homework 1 due")]))
        XCTAssertEqual(ids([task("Midterm Exam", .exam)]), ids([task("Midterm", .exam)]))
        XCTAssertNotEqual(ids([task("HW 1")]), ids([task("HW 2")]))
    }

    func testTheDateAndTheLineAreNotPartOfIt() {
        XCTAssertEqual(ids([task("HW 1", .assignment, "2025-09-09", line: 4)]), ids([task("HW 1", .assignment, "2025-09-11", line: 9)]))
    }

    func testCourseCodesAreOneKeyHoweverWritten() {
        XCTAssertEqual(ids([task("HW 1")], code: "CS-101"), ids([task("HW 1")], code: "cs101"))
        XCTAssertEqual(ids([task("HW 1")], code: nil, term: nil, source: "notes/My Syllabus.pdf"),
                       ["my-syllabus/assignment-homework-1"])
        XCTAssertNotEqual(ids([task("HW 1")], term: "Fall 2025"), ids([task("HW 1")], term: "Spring 2026"))
    }

    func testRepeatsAreNumberedInDocumentOrderNotDateOrder() {
        // Two quizzes with no number: the one written first is the plain id, whichever is earlier.
        let first = ids([task("Quiz", .quiz, "2025-10-01", line: 20), task("Quiz", .quiz, "2025-09-01", line: 10)])
        XCTAssertEqual(first, ["cs101-fall-2025/quiz.2", "cs101-fall-2025/quiz"])
        // The later one moves before the earlier: the ids stay with their lines.
        let moved = ids([task("Quiz", .quiz, "2025-08-01", line: 20), task("Quiz", .quiz, "2025-09-01", line: 10)])
        XCTAssertEqual(moved, first)
    }

    func testMeetingsAreNamedByKindAndDays() {
        let lecture = Meeting(days: [.friday, .monday, .wednesday], start: TimeOfDay(hour: 10, minute: 0)!, end: nil, kind: "lecture")
        var lab = Meeting(days: [.tuesday], start: TimeOfDay(hour: 14, minute: 0)!, end: nil, kind: nil)
        let document = UnderstoodDocument(source: "s.txt", course: Course(code: "CS 101"), meetings: [lecture, lab]).withIdentities()
        XCTAssertEqual(document.meetings.map(\.id), ["cs101/lecture-mo-we-fr", "cs101/class-tu"])
        lab.start = TimeOfDay(hour: 15, minute: 0)!
        let later = UnderstoodDocument(source: "s.txt", course: Course(code: "CS 101"), meetings: [lecture, lab]).withIdentities()
        XCTAssertEqual(later.meetings.map(\.id), document.meetings.map(\.id), "a new time is the same meeting")
    }

    func testIdsAreWrittenAndReadBack() throws {
        let document = UnderstoodDocument(source: "s.txt", course: Course(code: "CS 101"), tasks: [task("HW 1")]).withIdentities()
        let data = try JSONEncoder().encode(document)
        XCTAssertEqual(try JSONDecoder().decode(UnderstoodDocument.self, from: data).tasks[0].id, "cs101/assignment-homework-1")
        // Older output without ids still reads; the id is given again.
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        var tasks = try XCTUnwrap(object["tasks"] as? [[String: Any]])
        tasks[0].removeValue(forKey: "id")
        object["tasks"] = tasks
        let old = try JSONDecoder().decode(UnderstoodDocument.self, from: JSONSerialization.data(withJSONObject: object))
        XCTAssertEqual(old.tasks[0].id, "")
        XCTAssertEqual(old.withIdentities().tasks[0].id, "cs101/assignment-homework-1")
    }
}
