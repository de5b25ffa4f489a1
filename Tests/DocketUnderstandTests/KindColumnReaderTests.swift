import XCTest
@testable import DocketUnderstand

/// Schedule tables with a column headed by a kind of deliverable whose cells number them.
final class KindColumnReaderTests: XCTestCase {
    func testANumberUnderAKindColumnIsThatDeliverableOnItsRowsDate() throws {
        let tasks = KindColumnReader().read(try readLines("""
        Lecture\tDate\tTopic\tChapter\tQuiz____
        1\tJan. 18\tIntroduction\tCh. 1\t--
        4\tJan. 27\tTissue culture\t“\t“\t1
        5\tFeb. 1\tInfectious cycle\tCh. 1 and 4\t--
        8\tFeb. 10\tPicornaviridae\t“\t“\t“\t2

        """))
        XCTAssertEqual(tasks.map(\.title), ["Quiz 1", "Quiz 2"])
        XCTAssertEqual(tasks.map(\.type), [.quiz, .quiz])
        XCTAssertEqual(tasks.map(\.date.value), [.named(month: 1, day: 27, year: nil), .named(month: 2, day: 10, year: nil)])
        XCTAssertTrue(tasks[0].cues.isSuperset(of: [.rowDate, .tableRow]))
        XCTAssertFalse(tasks[0].cues.contains(.dueColumn), "a kind's column does not say its work is due that day")
    }

    /// "PSet Out | PSet Due": the number under the due column is that problem set, due on the row's date;
    /// the one under the column of those handed out is not.
    func testAKindsDueColumnNumbersWhatIsDueAndItsOutColumnNothing() throws {
        let tasks = KindColumnReader().read(try readLines("""
        |   | Date   | Topic               | PSet Out | PSet Due |
        |---|--------|---------------------|----------|----------|
        | 1 | Mar 28 | Logistics           | 1        | &ndash;  |
        | 4 | Apr 6  | Review of Statistics| 2        | 1        |
        | 6 | Apr 13 | Causal Inference    | 3        | 2        |

        """, name: "schedule.md"))
        XCTAssertEqual(tasks.map { "\($0.title) \($0.date.text)" }, ["Problem Set 1 Apr 6", "Problem Set 2 Apr 13"])
        XCTAssertTrue(tasks.allSatisfy { $0.cues.contains(.dueColumn) }, "the header says due")
    }

    /// A data file's field names read as words: "case_study" heads case studies, each named by its cell.
    func testASnakeCaseFieldNameIsAKindColumn() throws {
        let tasks = KindColumnReader().read(try readLines("""
        week,date,case_study,reading
        1,8/31/21,CS_01,
        2,9/7/21,CS_02,Chapter 2

        """, name: "schedule.csv"))
        XCTAssertEqual(tasks.map { "\($0.title) \($0.type) \($0.date.text)" }, ["Case Study CS_01 assignment 8/31/21", "Case Study CS_02 assignment 9/7/21"])
    }

    /// "1—22" under "Quiz": the quiz on those sections, as the document numbers it; "3.1-3.4" stays no number.
    func testARangeOfNumbersUnderAKindColumnIsThatDeliverable() throws {
        let tasks = KindColumnReader().read(try readLines("""
        Date\tDay\tWeek\tTopic\tQuiz\tExam
        2025/09/05\tF\t1\tLimits\t1—22\t
        2025/09/12\tF\t2\tDerivatives\t23-39\t
        2025/09/15\tM\t3\tReview\t\t1–53
        2025/09/19\tF\t3\tChain rule\t3.1-3.4\t
        2025/09/26\tF\t4\tProducts\t9-2\t

        """, name: "schedule.tex"))
        XCTAssertEqual(tasks.map { "\($0.title) \($0.date.text)" }, ["Quiz 1—22 2025/09/05", "Quiz 23-39 2025/09/12"])
        XCTAssertEqual(KindColumnReader.numberRange("1–53"), "1–53")
        XCTAssertNil(KindColumnReader.numberRange("3.1-3.4"))
        XCTAssertNil(KindColumnReader.numberRange("9-2"), "a range runs upward")
        XCTAssertNil(KindColumnReader.numberRange("1-2-3"))
    }

    func testAMiddleColumnIsReadOnlyInRowsAsWideAsTheHeader() throws {
        let tasks = KindColumnReader().read(try readLines("""
        Date\tHW\tTopic
        Sep 12\t3\tLoops
        Sep 19\tRecursion
        Sep 26\t3.1-3.4\tSorting

        """))
        XCTAssertEqual(tasks.map(\.title), ["Homework 3"])
    }

    func testWithoutADateColumnOrAKindThereIsNoSuchTable() throws {
        XCTAssertTrue(KindColumnReader().read(try readLines("""
        Week\tTopic\tQuiz
        3\tLoops\t1

        """)).isEmpty)
        XCTAssertTrue(KindColumnReader().read(try readLines("""
        Date\tTopic\tPages
        Sep 12\tLoops\t12

        """)).isEmpty)
    }
    func testWordsUnderAKindColumnOfADelimitedTableNameADeliverableOfThatKind() throws {
        let tasks = KindColumnReader().read(try readLines("""
        * Schedule
           | No | Date   | Lectures          | Quizzes[fn:1]     | Project[fn:2] / Test[^3] | Lab            |
           |----+--------+-------------------+-------------------+--------------------------+----------------|
           |  1 | 17-Aug | Overview          |                   |                          | Safety         |
           |  2 | 19-Aug | Vectors           | Vectors and lists | First sprint demo        | Microscopes    |
           |  3 | 24-Aug | Matrices          | 2                 | Test: matrices           |                |
           |  4 | 26-Aug | Review            | Read chapter 3    | No class (holiday)       |                |
           |  5 | 31-Aug | Factors           | Quiz 3 (factors)  | none                     |                |

        """, name: "schedule.org"))
        XCTAssertEqual(tasks.map { "\($0.title) \($0.type) \($0.date.text)" }, [
            "Quiz Vectors and lists quiz 19-Aug", "First sprint demo other 19-Aug",
            "Test: matrices other 24-Aug", "Quiz 2 quiz 24-Aug",
        ], "a footnote mark is no part of a header; several kinds leave the name as written; a lab column, a reading, a break, 'none' and a cell with its own kind word are not read here")
    }

    func testACellOfWordsInARowFoundByRunsOfSpacesIsNotRead() throws {
        XCTAssertTrue(KindColumnReader().read(try readLines("""
        No    Date      Topic        Quizzes
        2     19-Aug    Vectors      Vectors and lists

        """)).isEmpty, "which column a cell stands in is not known")
    }

    func testTheItemColumnOfADeliverablesTableIsLeftToItsRows() throws {
        XCTAssertTrue(KindColumnReader().read(try readLines("""
        | Date   | Topic    | Assignment          |
        |--------|----------|---------------------|
        | 19-Aug | Vectors  | Case study: lists   |

        """, name: "schedule.md")).isEmpty)
    }

    func testANumberTheColumnGivesOnSeveralDaysGroupsTheRowsAndNamesNoDeliverable() throws {
        let tasks = KindColumnReader().read(try readLines("""
        Project\tWeek\tDate\tTopic
        1\t5\tFeb 15\tForecasting
        1\t6\tFeb 22\tTrends
        1\t7\tMar 1\tModels
        2\t8\tMar 8\tPanels

        """))
        XCTAssertEqual(tasks.map(\.title), ["Project 2"],
                       "project 1 spans three weeks; project 2 is listed once and may be due then")
    }

    /// "homework | homework_date": the work is due on its own date column's date, and a row that leaves
    /// that column empty dates none.
    func testAKindWithADateColumnOfItsOwnIsDueThen() throws {
        let tasks = KindColumnReader().read(try readLines("""
        date,title,homework,homework_date
        29.09.21,Introduction,,
        06.10.21,Databases,Implement your database,13.10.21
        13.10.21,Statistics,Q&A,
        20.10.21,Mapping,Digitise the map of your site,27.10.21
        """, name: "schedule.csv"))
        XCTAssertEqual(tasks.map { "\($0.title) \($0.date.text)" },
                       ["Homework Implement your database 13.10.21", "Homework Digitise the map of your site 27.10.21"])
    }
}
