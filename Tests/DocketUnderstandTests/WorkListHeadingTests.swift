import XCTest
@testable import DocketUnderstand

/// A sub-heading that says what its list is ("### Assignments") inside a dated section ("## Week 3 -
/// Sep. 11 & 13"): each item is work due in that section, whatever words it uses.
final class WorkListHeadingTests: XCTestCase {
    private func tasks(_ text: String) throws -> [String] {
        try understandText(text).tasks.map { "\($0.title) \($0.dueDate)" }
    }

    func testItemsUnderAnAssignmentsSubHeadingAreDueInTheirWeek() throws {
        let found = try tasks("""
        # ART 115 Drawing, Fall 2023

        ## Week 1 - Sep. 5 & 7

        Line and gesture

        ### Assignment
        * Ten gesture studies

        ## Week 2 - Sep. 12 & 14

        Contour, negative space

        ### Assignments
        * Blind contour portrait
        * Chair in negative space

        ## Week 3 - Sep. 19 & 21

        Value

        ### Readings
        * Chapter 4 of the textbook
        """)
        XCTAssertEqual(found, ["Ten gesture studies 2023-09-05", "Blind contour portrait 2023-09-12", "Chair in negative space 2023-09-12"],
                       "a readings list names no work")
    }

    func testAPageTitledAssignmentsIsNoWeeksList() throws {
        // The heading opens the page, not a dated section: its list is read as any list is.
        let found = try tasks("""
        # Assignments

        - Sketchbook: bring it to every class
        - Final portfolio review, Dec. 12, 2023
        """)
        XCTAssertFalse(found.contains { $0.hasPrefix("Sketchbook") }, "\(found)")
    }
}
