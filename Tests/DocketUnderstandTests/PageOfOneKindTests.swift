import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// A page titled by a kind of work in the plural lists several pieces of it: it is a course's page, not
/// one sheet, and each heading under it names a piece.
final class PageOfOneKindTests: XCTestCase {
    func testHeadingsUnderAPluralTitleNamePiecesOfItsKind() throws {
        let result = try understandText("""
            ---
            title: Compositions
            ---

            ## Twelve-tone row

            * [Instructions](https://example.org/row)
            * Due: Tue, Sep 15, 2026

            ## Chorale harmonization

            * Due: Thu, Oct 15, 2026

            ## Submitting and revising

            Submit every composition as a PDF. Revisions are due two weeks after feedback.
            """)
        XCTAssertEqual(result.documentType, .syllabus, "\(result.classification.evidence)")
        XCTAssertEqual(result.tasks.map { "\($0.title) (\($0.type)) \($0.dueDate)" },
                       ["Twelve-tone row composition (paper) 2026-09-15", "Chorale harmonization composition (paper) 2026-10-15"])
    }

    func testASeriesOfNumberedWorkEachWithItsOwnDueDateIsACoursesList() throws {
        let page = """
            ---
            title: Assignments
            ---

            Submit every assignment through the course site, in the format explained in class.

            * [Lab #1](data/lab1.R) (Due: Wednesday, 9/09/26)
            * [Lab #2](data/lab2.R) (Due: Wednesday, 9/16/26)
            * [Lab #3](data/lab3.R) (Due: Monday, 9/21/26)
            * [Lab #4](data/lab4.R) (Due: Wednesday, 10/07/26)
            """
        let result = try understandText(page)
        XCTAssertEqual(result.documentType, .syllabus, "\(result.classification.evidence)")
        XCTAssertEqual(result.tasks.map(\.title), ["Lab 1", "Lab 2", "Lab 3", "Lab 4"], "no sheet's own deliverable beside them")
        // One sheet's parts share its due date: no series.
        let sheet = try understandText("""
            # Lab 3: Regression

            Due: Monday, 9/21/26 by 5:00 PM. Submit through the course site.

            Part 1 uses Lab 1's data; Part 2 extends Lab 2's model.
            """)
        XCTAssertEqual(sheet.documentType, .assignment, "\(sheet.classification.evidence)")
    }

    func testNumberedHeadingsEachDatedOnTheLineBelowAreACoursesList() throws {
        let result = try understandText("""
            #### Homework

            Submit your homework as a PDF through the course site.

            ##### <a name="hw1"></a>Homework 1

            **Due on Friday, April 10**.
            *Section 2.3:* (pg 115) 5, 6, 9

            ##### <a name="hw2"></a>Homework 2

            **Due on Friday, April 17**.
            *Section 5.2:* (pg 282) 1d, 2c

            ##### <a name="hw3"></a>Homework 3

            **Due on Friday, April 24**.

            ##### <a name="hw4"></a>Homework 4

            **Due on Friday, May 1**.
            """)
        XCTAssertEqual(result.documentType, .syllabus, "\(result.classification.evidence)")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Homework 1 2026-04-10", "Homework 2 2026-04-17", "Homework 3 2026-04-24", "Homework 4 2026-05-01"])
        // Three are not yet a series: a sheet may name the work before and after it.
        let three = try understandText("""
            # Homework 3

            **Due on Friday, April 24**.

            Homework 2 was due on Friday, April 17; Homework 4 is due on Friday, May 1.
            """)
        XCTAssertEqual(three.documentType, .assignment, "\(three.classification.evidence)")
    }

    func testAKindAloneOrInASentenceIsNoPageTitle() throws {
        let lines = try readLines("# Homework 3\n\n## Part A\n\nDue: Sep 15\n", name: "page.md")
        XCTAssertNil(NamedSectionReader.listedKind(lines), "a numbered piece titles one sheet")
        let prose = try readLines("The due dates of homework and project deliverables listed below are approximate.\n", name: "page.md")
        XCTAssertNil(NamedSectionReader.listedKind(prose))
        XCTAssertEqual(NamedSectionReader.listedKind(try readLines("# Assignments\n", name: "page.md"))?.word, "assignment")
    }

    func testASentenceAtTheTopIsNoTitleThatNamesOneDeliverable() throws {
        let evidence = RuleClassifier().classify(try PlainTextExtractor().extract(InputDocument(name: "s.md", data: Data("""
            # Course Schedule

            The due dates of homework, quizzes and project deliverables listed below are approximate dates.
            """.utf8)), as: .supported(.text, encoding: .utf8))).evidence
        XCTAssertFalse(evidence.contains { $0.cue == "a deliverable named in the title" }, "\(evidence)")
        let sheet = RuleClassifier().classify(try PlainTextExtractor().extract(InputDocument(name: "s.md", data: Data("""
            # Final Project Proposal

            Submit a two-page proposal by Friday, October 9.
            """.utf8)), as: .supported(.text, encoding: .utf8))).evidence
        XCTAssertTrue(sheet.contains { $0.cue == "a deliverable named in the title" }, "\(sheet)")
    }

    func testATitleWithAKindInThePluralNamesNoOneDeliverable() throws {
        func cues(_ title: String) throws -> [String] {
            try RuleClassifier().classify(PlainTextExtractor().extract(InputDocument(name: "s.md", data: Data("## \(title)\n\nDue on Thursdays.\n".utf8)),
                                                                       as: .supported(.text, encoding: .utf8))).evidence.map(\.cue)
        }
        XCTAssertFalse(try cues("Homework Assignments").contains("a deliverable named in the title"), "a list of them")
        XCTAssertTrue(try cues("Homework Assignment 3").contains("a deliverable named in the title"))
    }
}
