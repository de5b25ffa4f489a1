import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// A stage of a deliverable ("Draft", "Proposal", "Submission") is named by the deliverable it belongs to.
final class DeliverableStagesTests: XCTestCase {
    private func tasks(_ text: String) throws -> [String] {
        try understandText(text, name: "stages.md").tasks.map { "\($0.title) (\($0.type)) \($0.dueDate)" }
    }

    private let preamble = """
        # ENGL 201 Syllabus, Fall 2026

        Office hours: Monday 2-3pm. Grading: papers 60%, homework 40%.

        """

    func testAStageUnderANamedHeadingTakesItsName() throws {
        XCTAssertEqual(try tasks(preamble + """
            ## Paper 1

            - Draft due Friday, October 2
            - Final version due Friday, October 9
            """), ["Paper 1 Draft (paper) 2026-10-02", "Paper 1 Final Version (paper) 2026-10-09"])
    }

    func testAStageAfterALabelTakesTheLabelsNameAndKind() throws {
        XCTAssertEqual(try tasks(preamble + "Paper 2: proposal due Oct 16; final due Oct 30.\n"),
                       ["Paper 2 Proposal (paper) 2026-10-16", "Paper 2 Final (paper) 2026-10-30"],
                       "'final' after a paper's label is the paper's final version, not the final exam")
    }

    func testAStageOfNamedWorkIsNamedAsWritten() throws {
        let found = try tasks(preamble + """
            | Date | Topic | Due |
            |---|---|---|
            | Oct 2 | Rawls | First draft of term paper due by midnight |
            | Oct 9 | Mill | Annotated bibliography of at least 12 papers due |

            """)
        XCTAssertEqual(found.first, "First draft of term paper (paper) 2026-10-02")
        XCTAssertFalse(found.contains { $0.contains("of at least") }, "a count of works after 'of' names no work of its own")
    }

    func testAStageForNumberedWorkIsNamedAsWrittenEvenUnderAnotherName() throws {
        XCTAssertEqual(try tasks(preamble + """
            ## Paper 1

            - [Report for labs 1–4](guide.html) due Friday, October 2 at 11:59 pm.
            - Report for Lab 5 due Friday, October 9
            """).first, "Report for labs 1–4 (lab) 2026-10-02")
    }

    func testASentenceListedBesideAStageNamesNothingOverIt() throws {
        XCTAssertEqual(try tasks(preamble + """
            ## Week 6 (October 5–9)

            - Read the paper.
            - Report due Thursday at 11:59 pm.
            """), ["Report (paper) 2026-10-08"])
        XCTAssertTrue(DeliverableStages.isSentence("- Read the paper and answer questions."))
        XCTAssertFalse(DeliverableStages.isSentence("(3) Term Paper 20%."))
        XCTAssertFalse(DeliverableStages.isSentence("Research paper"))
    }

    func testStagesInParenthesesAfterANameTakeIt() throws {
        let found = try tasks(preamble + """
            | Week | Topic | Due |
            |---|---|---|
            | 5 | Story | Poster prep Stage I* (<b>Draft Due 10/12, PR 10/14, Final 10/16) |
            | 6 | Sign-ups | [Course Project](https://example.org) Task B (Presentation sign-up) due 10/21 |
            """)
        XCTAssertEqual(found.filter { $0.hasPrefix("Poster") },
                       ["Poster prep Stage I Draft (presentation) 2026-10-12", "Poster prep Stage I Final (presentation) 2026-10-16"])
        XCTAssertFalse(found.contains { $0.contains("Task B") }, "a link's leftovers name no stage: \(found)")
        XCTAssertEqual(try tasks(preamble + """
            | Week | Topic | Due |
            |---|---|---|
            | 7 | Proposals | hw07_proposal* (Draft due 10/5, Final 10/9) |
            | 8 | Design | DP1 (Final) due 10/16 |
            """), ["hw07_proposal Draft (paper) 2026-10-05", "hw07_proposal Final (other) 2026-10-09", "DP1 Final (other) 2026-10-16"],
            "an identifier names its stages; its final is no final exam")
    }

    func testEveryStageListedUnderANameIsATask() throws {
        XCTAssertEqual(try tasks(preamble + """
            ## Homework 3

            Homework 3 is posted on the course site.

            * Pre-submission due Wed 10/28
            * Submission due Wed 11/4
            * Peer review due Wed 11/11
            """), ["Homework 3 Pre-submission (assignment) 2026-10-28", "Homework 3 Submission (assignment) 2026-11-04",
                   "Homework 3 Peer Review (assignment) 2026-11-11"])
    }

    func testAKindAloneADatedHeadingOrAnotherCellGovernsNothing() throws {
        XCTAssertEqual(try tasks(preamble + """
            **Assignments for next week**\\
            - Revise the brief. Second draft due by October 16.
            """), ["Second Draft (paper) 2026-10-16"], "a label for a kind of work names no piece of it")
        XCTAssertEqual(try tasks(preamble + """
            ## Week 8

            Oct 21
            : Essay 2 final due
            """), ["Essay 2 (paper) 2026-10-21"], "a date heading ends the search for a name above")
        XCTAssertEqual(try tasks(preamble + """
            | Date | Topic | Due | Notes |
            |---|---|---|---|
            | 11/4 | Reductions | Homework 10: reductions | Final draft due 11/6 |
            """), ["Homework 10: reductions (assignment) 2026-11-04", "Final Draft (paper) 2026-11-06"],
            "a label in another cell names nothing in this one")
    }

    func testAKindWordThatRefersBackTakesTheNameOfTheWorkItsHeadingNames() throws {
        XCTAssertEqual(try tasks(preamble + """
            ### Assignment 1: Unix

            * The assignment is available in the course repository.
            * The assignment is due via submission in Canvas by 5pm on Friday, October 2

            ## Final Group Project
            * The assignment is due via submission in Canvas by 5pm on December 4th
            """), ["Assignment 1: Unix (assignment) 2026-10-02", "Final Group Project (project) 2026-12-04"])
    }

    func testAKindWordWithoutAReferenceKeepsItsOwnName() throws {
        XCTAssertEqual(try tasks(preamble + """
            ### Assignment 1: Unix

            * Assignment due Friday, October 2
            """), ["Assignment (assignment) 2026-10-02"],
            "only 'the', 'this' or 'your' before the kind word refers back to the heading")
    }
}
