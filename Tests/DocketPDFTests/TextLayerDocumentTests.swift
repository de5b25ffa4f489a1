import DocketCore
import DocketTestSupport
import Foundation
import XCTest
@testable import DocketPDF

/// The text-layer reader over Poppler's core: one device for the whole document, pages read one
/// after another, and poppler-glib opened beside it for the pages without text.
final class TextLayerDocumentTests: XCTestCase {
    private func withDocument<T>(_ file: String, _ body: (TextLayerDocument) throws -> T) throws -> T {
        let fixture = try XCTUnwrap(Fixtures.textFixtures(format: "pdf").first { $0.file == file })
        let data = try fixture.input().data
        return try data.withUnsafeBytes { raw in
            let document = try TextLayerDocument(bytes: try XCTUnwrap(raw.baseAddress), count: raw.count, name: file)
            return try body(document)
        }
    }

    func testEveryPageIsReadNotOnlyTheFirst() throws {
        // A text device reused across pages once sent every page after the first into the page it
        // had already given away: the later pages came out empty.
        try withDocument("schedule.pdf") { document in
            XCTAssertEqual(document.pageCount, 2)
            for index in 0..<document.pageCount {
                let (text, boxes) = try XCTUnwrap(document.glyphs(at: index), "page \(index + 1)")
                XCTAssertFalse(text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "page \(index + 1)")
                XCTAssertEqual(text.unicodeScalars.count, boxes.count, "page \(index + 1)")
            }
        }
    }

    func testReadingAPageTwiceGivesTheSameText() throws {
        try withDocument("schedule.pdf") { document in
            let first = try XCTUnwrap(document.glyphs(at: 1))
            _ = document.glyphs(at: 0)
            let again = try XCTUnwrap(document.glyphs(at: 1))
            XCTAssertEqual(first.text, again.text)
            XCTAssertEqual(first.boxes, again.boxes)
        }
    }

    func testPagesOutsideTheDocumentAreNil() throws {
        try withDocument("schedule.pdf") { document in
            XCTAssertNil(document.glyphs(at: document.pageCount))
            XCTAssertNil(document.glyphs(at: -1))
            XCTAssertNil(document.pageSize(at: document.pageCount))
            let size = try XCTUnwrap(document.pageSize(at: 0))
            XCTAssertGreaterThan(size.width, 0)
            XCTAssertGreaterThan(size.height, 0)
        }
    }

    func testPagesAfterAPictureCheckAreStillRead() throws {
        // The middle page has no text, so poppler-glib is opened and closed to look for a picture on
        // it; closing its last document once freed Poppler's global parameters under the reader.
        let fixture = try XCTUnwrap(Fixtures.textFixtures(format: "pdf").first { $0.file == "mixed.pdf" })
        let document = try PDFTextExtractor(ocr: nil).extract(try fixture.input(), as: .supported(.pdf))
        XCTAssertEqual(document.pages.count, 3)
        XCTAssertFalse(document.pages[0].lines.isEmpty)
        XCTAssertTrue(document.pages[1].lines.isEmpty)
        XCTAssertFalse(document.pages[2].lines.isEmpty)
    }

    func testBytesThatAreNoPDFAreRefusedWithAReason() {
        let bytes = Array("%PDF-1.7\nnothing else".utf8)
        XCTAssertThrowsError(try bytes.withUnsafeBytes { raw in
            try TextLayerDocument(bytes: raw.baseAddress!, count: raw.count, name: "x.pdf")
        }) { error in
            guard case DocketError.damaged(let file, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "x.pdf")
            XCTAssertFalse(reason.isEmpty)
        }
    }
}
