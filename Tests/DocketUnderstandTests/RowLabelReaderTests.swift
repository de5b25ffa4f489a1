import XCTest
@testable import DocketUnderstand

/// A schedule table whose first column labels what each row holds, under rows that date the sessions.
final class RowLabelReaderTests: XCTestCase {
    private let schedule = """
    ## Course Schedule, Spring 2026

    |                  |                                              |
    |------------------|----------------------------------------------|
    | __1. 3 Feb.__    | __Costs and how they behave__                |
    | _Read:_          | Chapter 1                                    |
    | _Survey:_        | Pre-class survey (on the course site)        |
    | __2. 5 Feb.__    | __Estimating costs__                         |
    | _Problems:_      | __P1:__ Cost of a Bakery                     |
    |                  | __P2:__ Collecting Cost Data                 |
    | _Case_           | __C1:__ Harbor Paper Co.                     |
    | __3. 10 Feb.__   | __Budgets__                                  |
    | Reading:         | The budget memo                              |
    |                  | Notes on variance                            |

    """

    func testLabelledCellsAreWorkDueAtTheSessionAboveThem() throws {
        let tasks = RowLabelReader().read(try readLines(schedule))
        XCTAssertEqual(tasks.map(\.title), ["Pre-class survey", "P1: Cost of a Bakery", "P2: Collecting Cost Data", "C1: Harbor Paper Co."],
                       "an empty label cell keeps the label above; a reading's cells are no work")
        XCTAssertEqual(tasks.map(\.date.value), [.named(month: 2, day: 3, year: nil), .named(month: 2, day: 5, year: nil),
                                                 .named(month: 2, day: 5, year: nil), .named(month: 2, day: 5, year: nil)])
        XCTAssertEqual(tasks.map(\.type), [.other, .assignment, .assignment, .assignment],
                       "the label says the kind; a word in a company's name does not")
    }

    func testTheUnderstoodDocumentKeepsEachOnce() throws {
        let result = try understandText(schedule)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Pre-class survey 2026-02-03", "P1: Cost of a Bakery 2026-02-05", "P2: Collecting Cost Data 2026-02-05",
                        "C1: Harbor Paper Co. 2026-02-05"])
    }

    func testRowsOutsideADatedSessionOrAfterTheTableNameNothing() throws {
        let text = """
        | _Problems:_ | __P0:__ Warm-up set |
        | __1. 3 Feb.__ | __Costs__ |

        | _Problems:_ | __P9:__ Left over from another table |
        """
        XCTAssertEqual(RowLabelReader().read(try readLines(text)).map(\.title), [])
    }

    func testAPlainTwoColumnTableHasNoLabels() throws {
        let text = """
        | Date | Topic |
        |------|-------|
        | 3 Feb. | Costs |
        | | Homework 1 review |
        """
        XCTAssertEqual(RowLabelReader().read(try readLines(text)).map(\.title), [])
    }
}
