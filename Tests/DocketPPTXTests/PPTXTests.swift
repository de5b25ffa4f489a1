import DocketCore
import DocketPPTX
import DocketTestSupport
import XCTest

/// The PPTX fixture reads slide by slide, in the presentation's order, to its golden text.
final class PPTXTests: XCTestCase {
    func testFixturesMatchTheirExpectedText() throws {
        let fixtures = try Fixtures.textFixtures(format: "pptx")
        XCTAssertGreaterThanOrEqual(fixtures.count, 1)
        for fixture in fixtures {
            let input = try fixture.input()
            XCTAssertEqual(ContentDetector().detect(input), .supported(.pptx), fixture.file)
            let document = try PPTXTextExtractor().extract(input, as: .supported(.pptx))
            XCTAssertEqual(document.pages.map(\.origin), fixture.origins.map { _ in .markup }, fixture.file)
            XCTAssertEqual(document.pages.map(\.number), Array(1...fixture.origins.count))
            XCTAssertEqual(Fixtures.trimTrailing(document.text), try fixture.expectedText(), fixture.file)
        }
    }

    func testTableRowsAreMarkedAndMergedCellsGiveNoSegment() throws {
        let fixture = try XCTUnwrap(try Fixtures.textFixtures(format: "pptx").first)
        let document = try PPTXTextExtractor().extract(try fixture.input(), as: .supported(.pptx))
        let rows = document.pages[1].lines.filter { $0.table != nil }
        XCTAssertEqual(rows.first?.table, TablePosition(table: 0, row: 0, depth: 0, isHeader: true))
        XCTAssertEqual(rows.last?.segments.map(\.text), ["Reading week: no class", "Oct 20"])
    }

    func testTooManySlidesAreRefused() throws {
        let fixture = try XCTUnwrap(try Fixtures.textFixtures(format: "pptx").first)
        XCTAssertThrowsError(try PPTXTextExtractor(maximumSlides: 1).extract(try fixture.input(), as: .supported(.pptx))) { error in
            guard case .refused(let file, let reason)? = error as? DocketError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, fixture.file)
            XCTAssertTrue(reason.contains("slides"), reason)
        }
    }
}
