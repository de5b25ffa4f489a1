import DocketCore
import DocketHTML
import DocketTestSupport
import XCTest

/// Every HTML and web-archive fixture in corpora/text reads to its expected text, exactly.
final class HTMLGoldenTests: XCTestCase {
    func testAWebArchiveWithoutAPageIsDamaged() {
        let archive = "MIME-Version: 1.0\r\nContent-Type: multipart/related; boundary=\"b\"\r\n\r\n--b\r\nContent-Type: image/png\r\n\r\nxx\r\n--b--\r\n"
        let input = InputDocument(name: "a.mhtml", data: Data(archive.utf8))
        XCTAssertEqual(ContentDetector().detect(input), .supported(.mhtml))
        XCTAssertThrowsError(try HTMLTextExtractor().extract(input, as: .supported(.mhtml))) { error in
            XCTAssertEqual(error as? DocketError, .damaged(file: "a.mhtml", reason: "web archive without an HTML page in it"))
        }
    }

    func testFixturesMatchTheirExpectedText() throws {
        let fixtures = try Fixtures.textFixtures(format: "html") + Fixtures.textFixtures(format: "mhtml")
        XCTAssertGreaterThanOrEqual(fixtures.count, 3)
        for fixture in fixtures {
            let input = try fixture.input()
            let detection = ContentDetector().detect(input)
            guard case .supported(let format, _) = detection, format.rawValue == fixture.format else {
                XCTFail("\(fixture.file): detected as \(detection)")
                continue
            }
            let document = try HTMLTextExtractor().extract(input, as: detection)
            XCTAssertEqual(document.pages.map(\.origin), [.markup], fixture.file)
            XCTAssertEqual(Fixtures.trimTrailing(document.text), try fixture.expectedText(), fixture.file)
        }
    }

    func testHeaderRowsAreMarked() throws {
        let fixture = try XCTUnwrap(try Fixtures.textFixtures(format: "html").first { $0.file == "lms-syllabus.html" })
        let document = try HTMLTextExtractor().extract(try fixture.input(), as: .supported(.html))
        let rows = document.pages[0].lines.filter { $0.table != nil }
        XCTAssertEqual(rows.filter { $0.table?.isHeader == true }.map(\.text),
                       ["Week\tDate\tTopic\tDue", "Date\tDetails\tDue"])
        XCTAssertEqual(Set(rows.compactMap { $0.table?.table }), [0, 1])
    }
}
