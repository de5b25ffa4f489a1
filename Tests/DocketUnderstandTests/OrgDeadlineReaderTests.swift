import XCTest
@testable import DocketUnderstand

/// An Org-mode entry with a DEADLINE stamp is a deliverable due then.
final class OrgDeadlineReaderTests: XCTestCase {
    func testADeadlineUnderAHeadingDatesThatEntry() throws {
        let tasks = OrgDeadlineReader().read(try readLines("""
        #+TITLE: CHEM 625 Numerical Methods
        * Assignments
        ** TODO [#A] Problem set 3                                   :homework:
           DEADLINE: <2026-09-17 Thu 10:20>
           :PROPERTIES:
           :POINTS:   2
           :END:
        ** DONE reflection-2
           CLOSED: [2026-09-14 Mon 21:29] DEADLINE: <2026-09-14 Mon>
        ** Lecture notes
           SCHEDULED: <2026-09-15 Tue>
        ** Project report
           Some text about the report.
           More text.
           DEADLINE: <2026-10-01 Thu>

        """, name: "course.org"))
        XCTAssertEqual(tasks.map { "\($0.title) \($0.type) \($0.date.text) \($0.time.map { "\($0)" } ?? "-")" }, [
            "Problem set 3 assignment <2026-09-17 Thu 10:20> 10:20", "reflection-2 other <2026-09-14 Mon> -",
        ], "a scheduled entry is planned work; a deadline far from its heading is in the entry's text")
        XCTAssertEqual(tasks.first?.date.value, .iso(year: 2026, month: 9, day: 17))
    }

    func testAHeadingsTitleLosesItsKeywordAndTags() {
        XCTAssertEqual(OrgDeadlineReader.title(ofHeading: "** GRADED assignment:nla-1\t      :assignment:"), "assignment:nla-1")
        XCTAssertEqual(OrgDeadlineReader.title(ofHeading: "* Exam 1"), "Exam 1")
        XCTAssertNil(OrgDeadlineReader.title(ofHeading: "**bold** text"))
        XCTAssertNil(OrgDeadlineReader.deadline(in: "DEADLINE: <2026-13-01 Thu>"))
    }
}
