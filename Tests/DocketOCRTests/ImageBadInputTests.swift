import DocketCore
import DocketTestSupport
import XCTest
@testable import DocketOCR

final class ImageBadInputTests: XCTestCase {
    func extract(_ file: String) throws -> Document {
        let data = try Data(contentsOf: Fixtures.bad.appendingPathComponent(file))
        let input = InputDocument(name: file, data: data)
        return try ImageTextExtractor().extract(input, as: ContentDetector().detect(input))
    }

    func testOnePixelImage() {
        XCTAssertThrowsError(try extract("one-pixel.png")) { error in
            XCTAssertEqual(error as? DocketError, .imageTooSmall(file: "one-pixel.png", width: 1, height: 1))
        }
    }

    func testGigapixelImageIsRefusedFromItsHeader() {
        XCTAssertThrowsError(try extract("gigapixel.png")) { error in
            guard case .imageTooLarge(_, let width, let height, _) = error as? DocketError else { return XCTFail("\(error)") }
            XCTAssertEqual(width * height, 10_000_000_000)
        }
    }

    func testTruncatedImageData() throws {
        let data = try Data(contentsOf: try XCTUnwrap(Fixtures.textFixtures().first { $0.format == "png" }).url)
        let input = InputDocument(name: "cut.png", data: data.prefix(data.count / 3))
        XCTAssertThrowsError(try ImageTextExtractor().extract(input, as: .supported(.png))) { error in
            guard case .damaged = error as? DocketError else { return XCTFail("\(error)") }
        }
    }
}
