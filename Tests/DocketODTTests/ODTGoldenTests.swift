import DocketCore
import DocketODT
import DocketTestSupport
import XCTest

/// Every ODT fixture in corpora/text reads to its expected text, exactly, with its table rows marked.
final class ODTGoldenTests: XCTestCase {
    func testFixturesMatchTheirExpectedText() throws {
        let fixtures = try Fixtures.textFixtures(format: "odt")
        XCTAssertGreaterThanOrEqual(fixtures.count, 1)
        for fixture in fixtures {
            let input = try fixture.input()
            let detection = ContentDetector().detect(input)
            XCTAssertEqual(detection, .supported(.odt), fixture.file)
            let document = try ODTTextExtractor().extract(input, as: detection)
            XCTAssertEqual(document.pages.map(\.origin), [.markup], fixture.file)
            XCTAssertEqual(Fixtures.trimTrailing(document.text), try fixture.expectedText(), fixture.file)
        }
    }

    func testTableRowsCarryTheirPositionAndHeader() throws {
        let fixture = try XCTUnwrap(try Fixtures.textFixtures(format: "odt").first)
        let lines = try ODTTextExtractor().extract(try fixture.input(), as: .supported(.odt)).pages[0].lines
        let rows = lines.compactMap { line in line.table.map { (line.text, $0) } }
        XCTAssertEqual(rows.first?.1, TablePosition(table: 0, row: 0, depth: 0, isHeader: true))
        XCTAssertEqual(rows.first { $0.0.hasPrefix("Part A") }?.1, TablePosition(table: 1, row: 0, depth: 1, isHeader: false))
        XCTAssertEqual(rows.first { $0.0.hasPrefix("3\t") }?.0.split(separator: "\t").count, 3, "a covered cell is no segment")
    }
}
