import XCTest
@testable import DocketUnderstand

/// A class that introduces, works on or holds a workshop about a deliverable is no deadline for it.
final class SessionNamesTests: XCTestCase {
    private func tasks(_ text: String) throws -> [String] {
        try understandText(text).tasks.map { "\($0.title) \($0.dueDate)" }
    }

    func testIntroductionsWorkshopsAndWorkTimeAreClasses() throws {
        let found = try tasks("""
        # PSYC 11 Experimental Psychology, Spring 2020

        Instructor: Dr. A. Rivera. Class meets MWF 10:10-11:15am. Grading: poster 30%, final paper 40%, quizzes 30%.

        | Day | Date | Topic |
        |---|---|---|
        | W | 5/20 | Intro to poster presentations + analysis work |
        | Th | 5/21 | Poster creation workshop |
        | F | 5/22 | Interpretation + start working on posters |
        | M | 5/25 | Introduction to the final paper |
        | W | 5/27 | Quiz 3 |
        | F | 5/29 | Final paper due |
        """)
        XCTAssertEqual(found, ["Quiz 3 2020-05-27", "Final Paper 2020-05-29"])
    }

    func testTheLastWordBeforeANameIsDroppedOnlyWhenItIsAWord() {
        XCTAssertEqual(TaskReader.withoutLastWord("intro to poster "), "intro to ")
        XCTAssertEqual(TaskReader.withoutLastWord("poster"), "")
        XCTAssertEqual(TaskReader.withoutLastWord("review for final "), "review for ")
        XCTAssertEqual(TaskReader.withoutLastWord("see 3 "), "")
    }
}
