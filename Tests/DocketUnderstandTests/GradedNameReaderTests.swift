import DocketCore
import XCTest
@testable import DocketUnderstand

/// Work named by the grading scheme and numbered in the schedule ("Programming Tutorials | 15%" and
/// "Programming Tutorial 3" in a dated row).
final class GradedNameReaderTests: XCTestCase {
    func testAGradingLineNamesWorkTheVocabularyDoesNotKnow() {
        XCTAssertEqual(GradedNameReader.gradedName(in: "Programming Tutorials | 15%")?.title, "Programming Tutorial")
        XCTAssertEqual(GradedNameReader.gradedName(in: "Programming Tutorials")?.title, "Programming Tutorial")
        XCTAssertEqual(GradedNameReader.gradedName(in: "- Syntheses (20%)")?.stem, "synthese")
        XCTAssertEqual(GradedNameReader.numbers(after: "synthese", in: "| 11/09 | syntheses 5: topics 8,9 |"), ["5"])
        XCTAssertEqual(GradedNameReader.numbers(after: "tutorial", in: "subtutorial 3, tutorial 4th, tutorial #5"), ["5"])
        XCTAssertEqual(GradedNameReader.gradedName(in: "Webwork: 10%")?.title, "Webwork")
        XCTAssertNil(GradedNameReader.gradedName(in: "Participation 10%"))
        XCTAssertNil(GradedNameReader.gradedName(in: "Quizzes 10%"), "the vocabulary's own")
        XCTAssertNil(GradedNameReader.gradedName(in: "Tutorials 10%"), "a kind of class meeting")
    }

    func testANumberedGradedNameInADatedRowIsWorkDueThatDay() throws {
        let extraction = try extractSyllabus("""
        POLS 3000 Syllabus, Spring 2023

        | Component | Weight |
        |---|---|
        | Programming Tutorials | 15% |
        | Participation | 10% |

        | Week | Topic | Work |
        |---|---|---|
        | Jan. 9–13 | Introduction | Programming Tutorial 1<br>Quiz 1 |
        | Jan. 16–20 | Introduction to R | Programming Tutorial 2<br>Participation 2 |
        | Jan. 23–27 | Causality | Read chapter 2 |

        """)
        XCTAssertEqual(extraction.tasks.filter { $0.title.hasPrefix("Programming") || $0.title.hasPrefix("Participation") }
                        .map { "\($0.title) \($0.date.text)" }.sorted(),
                       ["Programming Tutorial 1 Jan. 9–13", "Programming Tutorial 2 Jan. 16–20"])
    }

    func testATermWhoseSeasonTheScheduleContradictsGivesWay() throws {
        let extraction = try extractSyllabus("""
        POLS 3000 Syllabus
        Fall 2026

        | Week | Topic | Due |
        |---|---|---|
        | Jan. 9 | Introduction | Quiz 1 |
        | Jan. 16 | R | Quiz 2 |
        | Jan. 23 | Causality | Quiz 3 (no class 1/16/23) |
        | Feb. 6 | Surveys | Quiz 4 |
        | Feb. 13 | Clustering | Quiz 5 |
        | Mar. 20 | Probability | Quiz 6 |
        | Apr. 17 | Testing | Final exam (4/21/23) |

        """)
        let plan = RuleDeadlineNormalizer().normalize(extraction, options: NormalizationOptions(today: CivilDate(year: 2026, month: 9, day: 1)!))
        XCTAssertEqual(Set(plan.tasks.map(\.date.year)), [2023], "a fall term over a January-to-April schedule is a template's leftover")
        let fall = try extractSyllabus("""
        POLS 3000 Syllabus
        Fall 2026

        | Week | Topic | Due |
        |---|---|---|
        | Sep. 9 | Introduction | Quiz 1 |
        | Sep. 16 | R | Quiz 2 |
        | Oct. 23 | Causality | Quiz 3 |
        | Nov. 6 | Surveys | Quiz 4 |
        | Dec. 1 | Clustering | Quiz 5 |
        | Jan. 10 | Testing | Final exam |

        """)
        let fallPlan = RuleDeadlineNormalizer().normalize(fall, options: NormalizationOptions(today: CivilDate(year: 2026, month: 9, day: 1)!))
        XCTAssertEqual(fallPlan.tasks.map { "\($0.date)" }.sorted().last, "2027-01-10", "its own months keep the term")
    }
}
