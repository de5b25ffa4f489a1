import XCTest
@testable import DocketUnderstand

/// A document's term: the one it names, else the season and year most of its dated items fall in.
final class DocumentTermTests: XCTestCase {
    func day(_ text: String) -> CivilDate { CivilDate(iso: text) ?? CivilDate(dayNumber: 0) }

    func task(_ due: String) -> DocketTask {
        DocketTask(title: "Homework", type: .assignment, dueDate: day(due), dueTime: nil, due: nil, windowEnd: nil, weight: nil,
                   target: nil, estimatedHours: 1, priority: 1,
                   source: TaskSource(page: 1, line: 1, text: "HW due", dateText: due, extractor: "rules"),
                   confidence: 1, derived: false)
    }

    func testANamedTermSpansTheStatedDaysOfClasses() {
        let course = Course(term: "Fall 2025", termStart: day("2025-08-25"), termEnd: day("2025-12-19"))
        let term = DocumentTerm.of(course: course, tasks: [task("2025-09-12")], noClassDays: [])
        XCTAssertEqual(term, DocumentTerm(name: "Fall 2025", start: day("2025-08-25"), end: day("2025-12-19"), stated: true))
    }

    func testWithoutStatedDaysTheTermRunsFromTheFirstDatedItemToTheLast() {
        let break_ = NoClassDay(start: day("2024-10-14"), end: day("2024-10-15"), reason: "fall break")
        let term = DocumentTerm.of(course: Course(term: "Autumn 2024"), tasks: [task("2024-12-10"), task("2024-09-20")],
                                   noClassDays: [break_])
        XCTAssertEqual(term, DocumentTerm(name: "Autumn 2024", start: day("2024-09-20"), end: day("2024-12-10"), stated: true))
        XCTAssertEqual(term?.key, DocumentTerm.key("Fall 2024"), "Autumn is Fall to --term")
    }

    func testANamedTermWithNoDatesTakesTheSeasonsUsualSpan() {
        let term = DocumentTerm.of(course: Course(term: "Spring 2026"), tasks: [], noClassDays: [])
        XCTAssertEqual(term, DocumentTerm(name: "Spring 2026", start: day("2026-01-01"), end: day("2026-05-31"), stated: true))
        let year = DocumentTerm.of(course: Course(term: "2025/26"), tasks: [], noClassDays: [])
        XCTAssertEqual(year?.name, "2025/26")
        XCTAssertEqual(year?.end, day("2026-06-30"))
    }

    /// A Fall course whose last item is in January is still a Fall course: most of its dates are.
    func testAnUnnamedTermIsTheSeasonMostDatesFallIn() {
        let term = DocumentTerm.of(course: Course(), tasks: ["2025-09-10", "2025-10-08", "2025-12-03", "2026-01-09"].map(task),
                                   noClassDays: [])
        XCTAssertEqual(term, DocumentTerm(name: "Fall 2025", start: day("2025-09-10"), end: day("2026-01-09"), stated: false))
        let summer = DocumentTerm.of(course: Course(), tasks: ["2025-06-10", "2025-07-08", "2025-05-30"].map(task), noClassDays: [])
        XCTAssertEqual(summer?.name, "Summer 2025")
    }

    func testNoTermAndNoDatesIsNoTerm() {
        XCTAssertNil(DocumentTerm.of(course: Course(code: "ABC 101"), tasks: [], noClassDays: []))
    }

    func testTheDocumentCarriesItsTermIntoTheJSON() throws {
        let document = UnderstoodDocument(source: "a.txt", course: Course(term: "Winter 2026"), tasks: [task("2026-02-02")])
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        XCTAssertTrue(json.contains(#""term":{"#), json)
        XCTAssertTrue(json.contains(#""name":"Winter 2026""#), json)
        let none = String(decoding: try JSONEncoder().encode(UnderstoodDocument(source: "b.txt")), as: UTF8.self)
        XCTAssertTrue(none.contains(#""term":null"#), none)
    }
}
