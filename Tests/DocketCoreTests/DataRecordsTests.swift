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

    func testFieldsMayStandFarAfterTheDash() throws {
        let text = (1...3).map { "-   number: \"\($0)\"\n    title: Part \($0)\n    due: \"2016-09-0\($0)\"" }.joined(separator: "\n") + "\n"
        XCTAssertEqual(try lines(text).first, ["number", "title", "due"])
        XCTAssertEqual(try lines(text)[1], ["1", "Part 1", "2016-09-01"])
    }

    func testRecordsOpeningWithSharedFieldsAreATableHoweverManyFieldsSomeAdd() throws {
        let extras = ["lab: true", "open: x", "comment: y", "portion: 0.5", "feedback: z", "tentative: true", "short_name: s"]
        let text = (0..<6).map { index in
            "- name: Part \(index)\n  due: 2023-09-1\(index)\n  \(extras[index])\n  \(extras[(index + 1) % extras.count])"
        }.joined(separator: "\n") + "\n"
        let read = try lines(text)
        XCTAssertEqual(read.first?.prefix(2), ["name", "due"])
        XCTAssertEqual(read[1].prefix(2), ["Part 0", "2023-09-10"])
    }

    func testAMarkdownListOfNotesIsNoTable() throws {
        let text = "- Note: bring a laptop\n- Due: Friday\n  more text\n- Room: 101\n"
        XCTAssertEqual(try lines(text), [["- Note: bring a laptop"], ["- Due: Friday"], ["  more text"], ["- Room: 101"]])
    }

    func testAFewRecordsAreNoTable() throws {
        let text = "- date: Sep 3\n  due: Quiz 1\n- date: Sep 10\n  due: Quiz 2\n"
        XCTAssertEqual(try lines(text).count, 4, "two records may be anything")
    }

    func testABareDashOpensARecordWhoseFieldsFollowAndNestedRecordsGiveTheirTitles() throws {
        XCTAssertEqual(try lines("""
            -
              module: "1"  # 1.5 weeks (Weeks 1-2)
              week: "1"
              date: "2026-01-29 23:59"
              reading:
                -
                 title: "Video playlist"
                 url: "https://example.org/list"
                 length:
                   value: "133"
                   unit: "minutes"
            -
              week: "2"
              date: "2026-02-05 23:59"
              reading:
                -
                 title: "Chapter 2"  # the #2 reading
                 pages: "9-29"
                -
                 title: "Quiz 1a"
                 url: "https://example.org/quiz"
            -
              week: "3"
              date: "2026-02-12 23:59"
              reading:
              - Chapter 3
              # url: https://example.org/old
              - https://example.org/chapter3
            """), [
                ["module", "week", "date", "reading"],
                ["1", "1", "2026-01-29 23:59", "Video playlist"], [""], [""], [""], [""], [""], [""], [""], [""], [""], [""],
                ["", "2", "2026-02-05 23:59", "Chapter 2; Quiz 1a"], [""], [""], [""], [""], [""], [""], [""], [""], [""],
                ["", "3", "2026-02-12 23:59", "Chapter 3"], [""], [""], [""], [""], [""], [""],
            ])
    }

    func testAMarkdownListWhoseItemsAreEachTheirOwnKeyIsNoTable() throws {
        let text = (1...6).map { "- Week \($0): topic \($0)\n  Reading: chapter \($0)" }.joined(separator: "\n") + "\n"
        XCTAssertEqual(try lines(text).map { $0.count }, Array(repeating: 1, count: 12))
    }

    func testAMappingOfRecordsKeyedByIdentifiersIsATableAcrossItsComments() throws {
        let text = """
            ## Written work ##
            hw01:
              title: Homework 1
              due: Friday 4/6

            hw02:
              title: Homework 2
              due: Wednesday 4/18

            ## Labs ##
            "lab/1":
              title: Lab 1
              due: Friday 4/20
            """
        XCTAssertEqual(try lines(text), [
            ["## Written work ##"], ["title", "due"],
            ["Homework 1", "Friday 4/6"], [""], [""], [""],
            ["Homework 2", "Wednesday 4/18"], [""], [""], [""], [""],
            ["Lab 1", "Friday 4/20"], [""], [""],
        ])
    }

    func testTopLevelSettingsAreNoRecords() throws {
        let text = "course:\n  title: Databases\n  term: Fall 2026\nschedule:\n  - date: 9/1\n    topic: Intro\n"
        XCTAssertEqual(try lines(text).map(\.count), [1, 1, 1, 1, 1, 1])
    }

    func testARecordTheSiteDoesNotShowIsLeftOut() throws {
        let text = (1...3).map { "- title: Homework \($0)\n  due: 2026-09-0\($0)" + ($0 == 2 ? "\n  display: false" : "") }.joined(separator: "\n") + "\n"
        XCTAssertEqual(try lines(text), [["title", "due", "display"], ["Homework 1", "2026-09-01", ""], [""], [""], [""], [""],
                                         ["Homework 3", "2026-09-03", ""], [""]])
        let unpublished = text.replacingOccurrences(of: "display: false", with: "published: false")
        XCTAssertEqual(try lines(unpublished)[3], ["Homework 2", "2026-09-02", "false"], "work not yet published is still due")
    }
}
