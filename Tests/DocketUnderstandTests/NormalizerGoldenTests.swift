import DocketCore
import DocketTestSupport
import Foundation
import XCTest
@testable import DocketUnderstand

/// Golden cases for the normalizer on its own: a phrase and its context in, a date out.
final class NormalizerGoldenTests: XCTestCase {
    struct DateCase: Decodable {
        var phrase: String
        var term: String?
        var termStart: String?
        var dayFirst: Bool?
        var references: [String]?
        var weekdayDates: [String]?
        var expect: String
        var expectEnd: String?
    }

    struct TimeCase: Decodable {
        var phrase: String
        var expect: String?
    }

    static let folder = Fixtures.root.appendingPathComponent("corpora/normalize")
    let source = SourceReference(page: 1, line: 1, text: "")

    func testEveryDateCase() throws {
        let cases = try JSONDecoder().decode([DateCase].self, from: Data(contentsOf: Self.folder.appendingPathComponent("dates.json")))
        XCTAssertGreaterThanOrEqual(cases.count, 25)
        for item in cases {
            let scanner = DateScanner()
            guard let expression = scanner.matches(in: item.phrase).first?.expression else {
                XCTFail("'\(item.phrase)' was not read as a date")
                continue
            }
            var extraction = Extraction(extractor: "test")
            extraction.course.term = item.term
            extraction.allDates = [expression]
                + (item.references ?? []).compactMap { scanner.matches(in: $0).first?.expression }
                + (item.weekdayDates ?? []).compactMap { scanner.matches(in: $0).first?.expression }
            if item.dayFirst == true { extraction.allDates.append(DateExpression(value: .numeric(first: 23, second: 9, year: nil, dayFirst: nil), text: "23/9")) }
            extraction.tasks = [TaskMention(title: "Task", type: .assignment, date: expression, source: source, confidence: 1)]
            var options = NormalizationOptions(today: CivilDate(year: 2026, month: 11, day: 23)!)
            options.termStart = item.termStart.flatMap(CivilDate.init(iso:))
            let plan = RuleDeadlineNormalizer().normalize(extraction, options: options)
            XCTAssertEqual(plan.tasks.first?.date.description, item.expect, "'\(item.phrase)' in \(item.term ?? "no term")")
            if let end = item.expectEnd {
                XCTAssertEqual(plan.tasks.first?.windowEnd?.description, end, "'\(item.phrase)' range end")
            }
        }
    }

    func testEveryTimeCase() throws {
        let cases = try JSONDecoder().decode([TimeCase].self, from: Data(contentsOf: Self.folder.appendingPathComponent("times.json")))
        for item in cases {
            let found = TimeScanner().matches(in: item.phrase).first { $0.isExplicit }
            XCTAssertEqual(found?.time.description, item.expect, "'\(item.phrase)'")
        }
    }
}
