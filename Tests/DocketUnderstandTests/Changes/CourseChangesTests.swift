import DocketUnderstand
import XCTest

/// What `docket diff` reports, from documents built by hand.
final class CourseChangesTests: XCTestCase {
    func task(_ title: String, _ date: String, at time: String? = nil, weight: Double? = nil, line: Int = 1) -> DocketTask {
        DocketTask(title: title, type: .assignment, dueDate: CivilDate(iso: date)!, dueTime: time.flatMap(TimeOfDay.init(text:)),
                   due: nil, windowEnd: nil, weight: weight, target: nil, estimatedHours: 5, priority: 3,
                   source: TaskSource(page: 1, line: line, text: title, dateText: date, extractor: "rules"),
                   confidence: 0.9, derived: false)
    }

    func document(_ tasks: [DocketTask], meetings: [Meeting] = [], noClass: [NoClassDay] = [], source: String = "s.txt",
                  code: String? = "CS 101") -> UnderstoodDocument {
        UnderstoodDocument(source: source, course: Course(code: code), meetings: meetings, noClassDays: noClass, tasks: tasks)
    }

    func lines(_ old: UnderstoodDocument, _ new: UnderstoodDocument) -> [String] {
        CourseChanges.between(old: [old], new: [new]).map(\.line)
    }

    func testNothingChangedIsNoChange() {
        let same = document([task("HW 1", "2025-09-09"), task("HW 2", "2025-09-16")])
        XCTAssertEqual(lines(same, same), [])
    }

    func testTaskChanges() {
        let old = document([task("HW 1", "2025-09-09"), task("HW 2", "2025-09-16", weight: 10), task("HW 3", "2025-09-23"),
                            task("Paper 1", "2025-10-01")])
        let new = document([task("Homework 1", "2025-09-11", at: "17:00"), task("HW 2", "2025-09-16", weight: 15),
                            task("HW 4", "2025-09-30"), task("Paper 1: Argument", "2025-10-01")])
        XCTAssertEqual(Set(lines(old, new)), [
            "cs101: HW 3 removed (was 2025-09-23)",
            "cs101: HW 4 added (2025-09-30)",
            "cs101: Homework 1 retitled HW 1 → Homework 1",
            "cs101: Homework 1 moved 2025-09-09 → 2025-09-11 17:00",
            "cs101: HW 2 reweighted 10% → 15%",
            // Beyond what the id absorbs, but the same deliverable: retitled, not removed and added.
            "cs101: Paper 1: Argument retitled Paper 1 → Paper 1: Argument",
        ])
    }

    func testMeetingsAndDaysWithoutClass() {
        let lecture = Meeting(days: [.monday, .wednesday], start: TimeOfDay(hour: 10, minute: 0)!, end: nil, kind: "lecture")
        var moved = lecture
        moved.start = TimeOfDay(hour: 11, minute: 0)!
        let lab = Meeting(days: [.friday], start: TimeOfDay(hour: 14, minute: 0)!, end: nil, kind: "lab")
        let recess = NoClassDay(start: CivilDate(iso: "2025-10-13")!, end: CivilDate(iso: "2025-10-13")!, reason: "Fall recess")
        let old = document([], meetings: [lecture], noClass: [recess])
        let new = document([], meetings: [moved, lab])
        XCTAssertEqual(lines(old, new), [
            "cs101: Lecture MO/WE (meeting) moved 10:00 → 11:00",
            "cs101: Lab FR (meeting) added (14:00)",
            "cs101: Fall recess (no class) removed (was 2025-10-13)",
        ])
    }

    func testTheOnlyCourseOnEachSideIsPairedWhateverItsName() {
        // No course code or title: the file name is the course, and it changed.
        let old = document([task("HW 1", "2025-09-09")], source: "syllabus-v1.txt", code: nil)
        let new = document([task("HW 1", "2025-09-11")], source: "syllabus-v2.txt", code: nil)
        XCTAssertEqual(lines(old, new), ["syllabus-v2: HW 1 moved 2025-09-09 → 2025-09-11"])
    }
}
