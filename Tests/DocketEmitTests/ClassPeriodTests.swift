import DocketUnderstand
import XCTest
@testable import DocketEmit

/// When weekly class events stop: the stated last day, the day before the final, the last dated item.
final class ClassPeriodTests: XCTestCase {
    func period(_ document: UnderstoodDocument) -> String {
        ClassPeriod.of(document).map { "\($0.lowerBound)…\($0.upperBound)" } ?? "none"
    }

    func testAStatedLastDayOfClassesBeforeTheFinalIsKept() throws {
        let document = try ICSDocs.document(termStart: "2025-09-02", termEnd: "2025-12-05",
                                            tasks: [ICSDocs.task("Final exam", .exam, "2025-12-15")])
        XCTAssertEqual(period(document), "2025-09-02…2025-12-05")
    }

    func testATermEndAfterTheFinalStopsClassesTheDayBeforeIt() throws {
        // "Term ends December 19" is the end of the exam period; classes are over before the final.
        let document = try ICSDocs.document(termStart: "2025-09-02", termEnd: "2025-12-19",
                                            tasks: [ICSDocs.task("Final Examination", .exam, "2025-12-15")])
        XCTAssertEqual(period(document), "2025-09-02…2025-12-14")
    }

    func testWithoutStatedDaysTheLastDatedItemEndsClasses() throws {
        let document = try ICSDocs.document(tasks: [ICSDocs.task("Quiz 1", .quiz, "2025-09-11"),
                                                    ICSDocs.task("Project", .project, "2025-12-03")])
        XCTAssertEqual(period(document), "2025-09-08…2025-12-03", "from the Monday of the first item's week")
    }

    func testOnlyAnExamTitledFinalCounts() throws {
        let document = try ICSDocs.document(tasks: [ICSDocs.task("Exam 2", .exam, "2025-11-20"),
                                                    ICSDocs.task("Finalize your topic", .assignment, "2025-09-10"),
                                                    ICSDocs.task("Paper", .paper, "2025-12-04")])
        XCTAssertEqual(period(document), "2025-09-08…2025-12-04")
    }

    func testNothingDatedIsNoPeriod() throws {
        XCTAssertEqual(period(try ICSDocs.document()), "none")
    }

    /// CIVE 2310's final is Tuesday December 10: no lecture, lab or section after it.
    func testTheCIVEFixturesClassesStopBeforeItsFinal() throws {
        let document = try EmitFixtures.understood("02-cive2310-fall2024-syllabus.txt")
        let ics = try ICSEmitter().emit([document], options: ICSDocs.options())
        let rules = ICSDocs.components("VEVENT", in: ics).compactMap { ICSDocs.value("RRULE", in: $0) }
        XCTAssertFalse(rules.isEmpty)
        for rule in rules {
            let until = try XCTUnwrap(rule.components(separatedBy: "UNTIL=").last)
            XCTAssertLessThan(until, "20241210", "a class on or after the final: \(rule)")
        }
    }
}
