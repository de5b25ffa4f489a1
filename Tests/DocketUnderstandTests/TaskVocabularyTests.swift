import XCTest
@testable import DocketUnderstand

/// The words that name deliverables.
final class TaskVocabularyTests: XCTestCase {
    func testAReviewOfTheWorkJustNamedIsNoPaper() {
        XCTAssertEqual(TaskVocabulary.hits(in: "Lab 1 review and troubleshooting").map(\.title), ["Lab 1"])
        XCTAssertEqual(TaskVocabulary.hits(in: "Exam review session").map(\.type), [.exam])
        XCTAssertEqual(TaskVocabulary.hits(in: "Literature review due").map(\.type), [.paper])
        XCTAssertEqual(TaskVocabulary.hits(in: "Final project review").count, 2, "a project's review is work of its own")
    }

    func testAReviewOfExamsNamedInThePluralIsNoPaper() {
        XCTAssertFalse(TaskVocabulary.hits(in: "Finals Review").contains { $0.type == .paper })
        XCTAssertFalse(TaskVocabulary.hits(in: "Midterms review session").contains { $0.type == .paper })
        XCTAssertEqual(TaskVocabulary.hits(in: "Literature review due").map(\.type), [.paper])
        XCTAssertEqual(TaskVocabulary.hits(in: "Peer review of drafts").map(\.type).first, .paper)
    }

    func testTheNounANameDescribesIsInItsOwnCell() {
        XCTAssertEqual(TaskVocabulary.hits(in: "2020-10-06\tMidterm 1\t\tLecture\t").map(\.title), ["Midterm 1"])
        XCTAssertEqual(TaskVocabulary.hits(in: "Project 2\tTopics").map(\.title), ["Project 2"])
        XCTAssertTrue(TaskVocabulary.hits(in: "Project topics due").isEmpty, "in one cell the word still describes")
        XCTAssertEqual(TaskVocabulary.hits(in: "Midterm 1 lecture").map(\.title), ["Midterm"])
    }

    func testAMidtermProjectOrPaperIsNoExam() {
        XCTAssertEqual(TaskVocabulary.hits(in: "Midterm Project Progress Mentoring").map(\.type), [], "nor a project: its progress is")
        XCTAssertEqual(TaskVocabulary.hits(in: "Midterm project due").map(\.type), [.project])
        XCTAssertEqual(TaskVocabulary.hits(in: "Midterm paper due").map(\.type), [.paper])
        XCTAssertEqual(TaskVocabulary.hits(in: "Midterm\tProject 2").map(\.type), [.exam, .project], "in its own cell it is the exam")
        XCTAssertEqual(TaskVocabulary.hits(in: "Midterm exam").map(\.type), [.exam])
    }

    func testWriteUpsAndSummariesOfReadingsAreWrittenWork() {
        XCTAssertEqual(TaskVocabulary.hits(in: "Teuer Furniture case write-up due").map(\.type), [.paper])
        XCTAssertEqual(TaskVocabulary.hits(in: "Lab writeup 2").first?.title, "Writeup 2")
        XCTAssertEqual(TaskVocabulary.hits(in: "[Article Summary 1 Due]").first?.title, "Article Summary 1")
        XCTAssertTrue(TaskVocabulary.hits(in: "Course Summary").isEmpty)
        XCTAssertTrue(TaskVocabulary.hits(in: "Summary of grades").isEmpty)
    }

    func testALabOrDiscussionNumberedWithAHashIsOne() {
        XCTAssertEqual(TaskVocabulary.hits(in: "Lab #3 (Due: Monday, 9/20/21)").map(\.title), ["Lab 3"])
        XCTAssertEqual(TaskVocabulary.hits(in: "Discussion # 4").map(\.type), [.other])
        XCTAssertTrue(TaskVocabulary.hits(in: "Lab #").isEmpty, "no number, no lab")
    }

    func testSheetsOfProblemsOrQuestionsAreHomework() {
        XCTAssertEqual(TaskVocabulary.hits(in: "Answer Question Sheet 4").map(\.title), ["Question Sheet 4"])
        XCTAssertEqual(TaskVocabulary.hits(in: "Problem sheet 2 due Friday").first?.type, .assignment)
        XCTAssertTrue(TaskVocabulary.hits(in: "Questions about the sheet music").isEmpty)
    }

    func testHomeworkAbbreviatedAsHWKIsHomework() {
        XCTAssertEqual(TaskVocabulary.hits(in: "Persuall && HWK 1").map(\.title), ["Homework 1"])
        XCTAssertEqual(TaskVocabulary.hits(in: "HWK2 due").map(\.title), ["Homework 2"])
        XCTAssertEqual(TaskVocabulary.hits(in: "Hmwk 3 posted").first?.type, .assignment)
        XCTAssertTrue(TaskVocabulary.hits(in: "hawk 3").isEmpty)
    }

    func testAProjectsCheckInIsAMilestoneOfIt() {
        XCTAssertEqual(TaskVocabulary.hits(in: "Final Project Check-In 2").map(\.title), ["Final Project Check-in 2"])
        XCTAssertEqual(TaskVocabulary.hits(in: "Project check-in due").first?.type, .project)
        XCTAssertTrue(TaskVocabulary.hits(in: "Weekly check-in with your TA").isEmpty, "a meeting")
    }

    func testAHyphenBetweenANameAndItsNumberJoinsThem() {
        XCTAssertEqual(TaskVocabulary.hits(in: "| 2021-09-06 | HW-01 |").map(\.title), ["Homework 01"])
        XCTAssertEqual(TaskVocabulary.hits(in: "Quiz–3 opens").map(\.hasNumber), [true])
        XCTAssertEqual(TaskVocabulary.hits(in: "Lab-2 report").first?.title, "Lab 2")
        XCTAssertEqual(TaskVocabulary.hits(in: "Take-home exam").map(\.hasNumber), [false], "a hyphen before a word is no number")
        XCTAssertEqual(TaskVocabulary.hits(in: "Paper-1500 words").map(\.hasNumber), [false], "a length is no number")
        XCTAssertTrue(TaskVocabulary.hits(in: "Discussion (Case studies),discussion-03,Melisa").allSatisfy { !$0.hasNumber },
                      "a tag's identifier names no numbered work")
    }

    func testALengthIsNoNumberOfTheWork() {
        XCTAssertEqual(TaskVocabulary.hits(in: "write a provocation on the essay 1 - 2 pages").map(\.hasNumber), [false])
        XCTAssertEqual(TaskVocabulary.hits(in: "Response paper 3 pages, double spaced").map(\.hasNumber), [false])
        XCTAssertEqual(TaskVocabulary.hits(in: "Essay 2 due Oct 3 (4-5 pages)").map(\.title), ["Essay 2"])
    }
}
