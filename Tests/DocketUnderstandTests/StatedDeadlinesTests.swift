import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// A page with too few coursework words to classify is still a course's when it states deadlines.
final class StatedDeadlinesTests: XCTestCase {
    func testAPageOfDeadlinesIsACoursesPage() throws {
        let result = try understandText("""
            # Studio 2, Spring 2027

            Mar 30
            : Pin-up and group critique

            Apr 6
            : **PROJECT 4 DUE AT NOON**

            Apr 20
            : **PROJECT 5 DUE AT NOON**
            """)
        XCTAssertEqual(result.documentType, .syllabus)
        XCTAssertTrue(result.classification.evidence.contains { $0.cue == "2 stated deadlines" }, "\(result.classification.evidence)")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Project 4 2027-04-06", "Project 5 2027-04-20"])
    }

    func testOneDeadlineOrDatesWithoutDueAreNotEnough() throws {
        let one = try understandText("""
            # Studio 2, Spring 2027

            Pin-ups are in the north hall.
            Bring printed boards.

            Apr 6
            : **PROJECT 4 DUE AT NOON**
            """)
        XCTAssertEqual(one.documentType, .other, "one deadline is a note about a course, not its page")
        XCTAssertTrue(one.tasks.isEmpty)
        let named = try understandText("""
            # Trip planning

            The bus leaves from the north hall.
            Bring a packed lunch.

            Apr 6
            : Project 4 meeting

            Apr 20
            : Project 5 meeting
            """)
        XCTAssertEqual(named.documentType, .other, "deliverable words beside dates that nothing makes due")
    }

    func testADocumentWhoseShapeIsSomethingElseIsNotReconsidered() throws {
        let stated = StatedDeadlines()
        let shape = Classification(documentType: .other, confidence: 0.9,
                                   evidence: [.init(cue: "source code (84% of lines)", pointsTo: .other, page: 1, line: 1)])
        XCTAssertFalse(stated.mayReconsider(shape))
        let mention = { (title: String, day: Int) in
            var task = TaskMention(title: title, type: .assignment,
                                   date: DateExpression(value: .named(month: 4, day: day, year: nil), text: "Apr \(day)"),
                                   source: SourceReference(page: 1, line: day, text: "\(title) due Apr \(day)"), confidence: 0.9)
            task.cues = [.dueWord, .numbered]
            return task
        }
        var trial = Extraction(extractor: "rules")
        trial.tasks = [mention("Homework 1", 6), mention("Homework 2", 13)]
        XCTAssertNil(stated.reconsidered(shape, trial: trial))
        let unsure = Classification(documentType: .other, confidence: 0.7, evidence: [])
        XCTAssertEqual(stated.reconsidered(unsure, trial: trial)?.documentType, .syllabus)
        trial.tasks = [mention("Homework 1", 6), mention("HW 1", 6)]
        XCTAssertNil(stated.reconsidered(unsure, trial: trial), "one deadline said twice is one")
    }
}
