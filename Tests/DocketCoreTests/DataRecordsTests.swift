import XCTest
@testable import DocketCore

/// A YAML list of records reads as a table: a header of its fields, a row per record.
final class DataRecordsTests: XCTestCase {
    private func lines(_ text: String) throws -> [[String]] {
        let document = try PlainTextExtractor().extract(InputDocument(name: "schedule.yml", data: Data(text.utf8)),
                                                        as: .supported(.text, encoding: .utf8))
        return document.pages[0].lines.map { $0.segments.map(\.text) }
    }

    func testAListOfRecordsIsATableWithItsFieldsAsColumns() throws {
        XCTAssertEqual(try lines("""
            schedule:
              - date: '2026-09-15'
                topic: Optimization
                due: ''
              - date: '2026-09-17'
                topic: 'Regression: likelihood'
                reading:
                  - Chapter 3
                  - Chapter 4
                due: Problem Set 1

              - date: "2026-09-22"
                due: Project proposal
            notes: Schedule may change.
            """), [
                ["schedule:"], ["date", "topic", "due", "reading"],
                ["2026-09-15", "Optimization", "", ""], [""], [""],
                ["2026-09-17", "Regression: likelihood", "Problem Set 1", "Chapter 3; Chapter 4"], [""], [""], [""], [""], [""], [""],
                ["2026-09-22", "", "Project proposal", ""], [""],
                ["notes: Schedule may change."],
            ])
    }

    func testAMarkdownListOfNotesIsNoTable() throws {
        let text = "- Note: bring a laptop\n- Due: Friday\n  more text\n- Room: 101\n"
        XCTAssertEqual(try lines(text), [["- Note: bring a laptop"], ["- Due: Friday"], ["  more text"], ["- Room: 101"]])
    }

    func testAFewRecordsAreNoTable() throws {
        let text = "- date: Sep 3\n  due: Quiz 1\n- date: Sep 10\n  due: Quiz 2\n"
        XCTAssertEqual(try lines(text).count, 4, "two records may be anything")
    }
}
