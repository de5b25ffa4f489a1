import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// A cell that sorts its items under labels ("Assign:", "Due:") says which are handed out and which are due.
final class CellLabelsTests: XCTestCase {
    func testTheLabelANameStandsUnderSaysWhetherItIsDue() throws {
        let document = try PlainTextExtractor().extract(InputDocument(name: "calendar.html", data: Data("""
            <h1>MATH 178 Data Analysis, Summer 2019</h1>
            <p>Instructor: Dr. R. Lane. Class meets MWF 10:00-10:50 am. Grading: homework 60%, project 40%.</p>
            <table>
            <tr><th>Date</th><th>Topic</th><th>Work</th></tr>
            <tr><td>May 22</td><td>Overview</td><td><b>Assign:</b><br>&#9679; Hw 1<br><b>Due:</b><br>None</td></tr>
            <tr><td>May 29</td><td>Manifolds</td><td><b>Assign:</b><br>&#9679; Hw 2<br><b>Due:</b><br>&#9679; Hw 1 &#9679; Reading summary 1</td></tr>
            <tr><td>June 3</td><td>Lie groups</td><td>Due: &#9679; Hw 2 Timeout: Project 1</td></tr>
            </table>
            """.utf8)), as: .supported(.text, encoding: .utf8))
        let result = try DocumentUnderstanding(extractor: RuleExtractor(),
                                               options: NormalizationOptions(today: CivilDate(year: 2026, month: 11, day: 23)!))
            .understand(document, sha256: "")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Homework 1 2019-05-29", "Reading Summary 1 2019-05-29", "Homework 2 2019-06-03", "Project 1 2019-06-03"],
                       "what stands under 'Assign:' is handed out that day; 'Timeout:' is no 'out:' label")
    }

    func testTheNearestLabelWins() throws {
        let text = "May 29\tAssign: HW 3 Due: HW 1, HW 2"
        let marks = LineMarks(text), labels = TaskReader.cellLabels(in: text, lower: text.lowercased())
        let hw3 = text.range(of: "HW 3")!, hw1 = text.range(of: "HW 1")!
        XCTAssertEqual(TaskReader.cellLabel(before: hw3, labels: labels, marks: marks), false)
        XCTAssertEqual(TaskReader.cellLabel(before: hw1, labels: labels, marks: marks), true)
        XCTAssertNil(TaskReader.cellLabel(before: text.range(of: "May")!, labels: labels, marks: marks))
        XCTAssertEqual(TaskReader.cellLabels(in: "Timeout: HW 1", lower: "timeout: hw 1").count, 0)
    }
}
