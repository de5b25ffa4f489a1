import DocketUnderstand
import XCTest
@testable import DocketEmit

/// Which term the views show when the documents span several.
final class TermChoiceTests: XCTestCase {
    func day(_ text: String) -> CivilDate { CivilDate(iso: text) ?? CivilDate(dayNumber: 0) }

    func document(_ name: String, _ start: String, _ end: String) -> UnderstoodDocument {
        var document = UnderstoodDocument(source: "\(name).txt")
        document.term = DocumentTerm(name: name, start: day(start), end: day(end), stated: true)
        return document
    }

    lazy var spans = TermSpan.of([document("Spring 2026", "2026-01-12", "2026-05-08"), document("Fall 2025", "2025-08-25", "2025-12-19"),
                                  document("Autumn 2025", "2025-09-01", "2025-12-20")])

    func testSpansJoinOneTermsDocumentsEarliestFirst() {
        XCTAssertEqual(spans.map(\.name), ["Fall 2025", "Spring 2026"], "Autumn 2025 is Fall 2025")
        XCTAssertEqual(spans[0].days, day("2025-08-25")...day("2025-12-20"))
        XCTAssertEqual(spans[0].documents, 2)
        XCTAssertEqual(TermSpan.list(spans), "Fall 2025 and Spring 2026")
    }

    func testTheTermTodayFallsIn() {
        XCTAssertEqual(TermChoice.among(spans, today: day("2025-10-01")), TermChoice(term: spans[0], reason: .current))
        XCTAssertEqual(TermChoice.among(spans, today: day("2026-03-01")), TermChoice(term: spans[1], reason: .current))
    }

    func testBetweenTermsTheNextOne() {
        XCTAssertEqual(TermChoice.among(spans, today: day("2025-12-28")), TermChoice(term: spans[1], reason: .next))
        XCTAssertEqual(TermChoice.among(spans, today: day("2025-01-01")), TermChoice(term: spans[0], reason: .next))
    }

    func testAfterEveryTermTheLatest() {
        XCTAssertEqual(TermChoice.among(spans, today: day("2026-07-01")), TermChoice(term: spans[1], reason: .latest))
    }

    func testOneTermIsNoChoice() {
        XCTAssertNil(TermChoice.among(Array(spans.prefix(1)), today: day("2025-10-01")))
    }
}
