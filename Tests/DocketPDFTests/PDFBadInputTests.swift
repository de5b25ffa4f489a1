import DocketCore
import DocketTestSupport
import XCTest
@testable import DocketPDF

final class PDFBadInputTests: XCTestCase {
    func extract(_ file: String) throws -> Document {
        let url = Fixtures.bad.appendingPathComponent(file)
        return try PDFTextExtractor().extract(InputDocument(name: file, data: try Data(contentsOf: url)), as: .supported(.pdf))
    }

    func testEncrypted() {
        XCTAssertThrowsError(try extract("encrypted.pdf")) { error in
            XCTAssertEqual(error as? DocketError, .encrypted(file: "encrypted.pdf"))
        }
    }

    func testTruncated() {
        XCTAssertThrowsError(try extract("truncated.pdf")) { error in
            guard case .damaged(let file, _) = error as? DocketError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "truncated.pdf")
        }
    }

    func testEmpty() {
        XCTAssertThrowsError(try extract("empty.pdf")) { error in
            XCTAssertEqual(error as? DocketError, .empty(file: "empty.pdf"))
        }
    }

    func testGarbageAfterAPDFHeader() {
        var bytes = Array("%PDF-1.7\n".utf8)
        bytes += (0..<2000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }
        XCTAssertThrowsError(try PDFTextExtractor().extract(InputDocument(name: "junk.pdf", data: Data(bytes)), as: .supported(.pdf))) { error in
            guard case .damaged = error as? DocketError else { return XCTFail("\(error)") }
        }
    }
}
