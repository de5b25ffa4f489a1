import DocketCore
import DocketTestSupport
import Foundation
import XCTest
@testable import DocketPDF

/// Partial results over none: a page Poppler cannot load costs that page, not the document.
final class PDFPartialPagesTests: XCTestCase {
    private let noOCR = PDFTextExtractor(ocr: nil)

    func testTheDamagedPageFixtureKeepsTheOtherPagesAndNamesTheLostOne() throws {
        let fixture = try XCTUnwrap(Fixtures.textFixtures(format: "pdf").first { $0.file == "damaged-page.pdf" })
        let document = try PDFTextExtractor().extract(try fixture.input(), as: .supported(.pdf))
        XCTAssertEqual(Fixtures.trimTrailing(document.text), try fixture.expectedText())
        XCTAssertEqual(document.pages.count, 3)
        XCTAssertEqual(document.pages[2].lines, [])
        XCTAssertEqual(document.warnings,
                       ["page 3 of 3 could not be read (Poppler cannot load its page object); the other pages were read"])
    }

    func testSeveralLostPagesAreNamedInOneWarning() throws {
        let pdf = MinimalPDF.make(pages: ["Homework 1 due Sep 12", "lost", "Homework 3 due Oct 3", "lost", "Quiz 5 Nov 7"],
                                  broken: [1, 3])
        let document = try noOCR.extract(InputDocument(name: "two-lost.pdf", data: pdf), as: .supported(.pdf))
        XCTAssertEqual(document.pages.map(\.text), ["Homework 1 due Sep 12", "Homework 3 due Oct 3", "Quiz 5 Nov 7", "", ""])
        XCTAssertEqual(document.warnings,
                       ["pages 4 and 5 of 5 could not be read (Poppler cannot load its page object); the other pages were read"])
    }

    func testLostPagesAreCountedOnTheThreadedPathToo() throws {
        var extractor = noOCR
        extractor.textWorkers = 2
        extractor.pagesPerTextWorker = 2
        let texts = (1...8).map { "Reading \($0) due Sep \($0 + 10)" }
        let pdf = MinimalPDF.make(pages: texts, broken: [6])
        let document = try extractor.extract(InputDocument(name: "long.pdf", data: pdf), as: .supported(.pdf))
        XCTAssertEqual(document.pages.filter { !$0.lines.isEmpty }.count, 7)
        XCTAssertEqual(document.warnings.first, "page 8 of 8 could not be read (Poppler cannot load its page object); the other pages were read")
    }

    func testADocumentWithNoReadablePageFails() throws {
        let pdf = MinimalPDF.make(pages: ["lost", "lost"], broken: [0, 1])
        XCTAssertThrowsError(try noOCR.extract(InputDocument(name: "none.pdf", data: pdf), as: .supported(.pdf))) { error in
            XCTAssertEqual(error as? DocketError,
                           .damaged(file: "none.pdf", reason: "none of its 2 pages can be read (Poppler cannot load its page object)"))
        }
    }

    func testTheWarningListsDifferentReasonsPageByPage() {
        var unreadable = UnreadablePages()
        unreadable.add(page: 4, error: .ocrFailed(file: "a.pdf", page: 4, reason: "page cannot be rendered"))
        unreadable.add(page: 2, reason: "Poppler cannot load its page object")
        unreadable.add(page: 2, reason: "a later reason is not kept")
        XCTAssertEqual(unreadable.warning(pageCount: 3 + 2),
                       "pages 2 and 4 of 5 could not be read (page 2: Poppler cannot load its page object; "
                       + "page 4: OCR failed: page cannot be rendered); the other pages were read")
        XCTAssertNil(UnreadablePages().warning(pageCount: 5))
    }
}

/// A small uncompressed PDF written by hand, one Helvetica line per page; the `broken` pages' objects
/// are strings instead of page dictionaries, with a correct cross-reference table.
private enum MinimalPDF {
    static func make(pages: [String], broken: Set<Int>) -> Data {
        var objects: [String] = []
        let pageBase = 4
        let kids = pages.indices.map { "\(pageBase + 2 * $0) 0 R" }.joined(separator: " ")
        objects.append("<< /Type /Catalog /Pages 2 0 R >>")
        objects.append("<< /Type /Pages /Count \(pages.count) /Kids [ \(kids) ] >>")
        objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
        for (index, text) in pages.enumerated() {
            let content = "BT /F1 12 Tf 72 720 Td (\(text)) Tj ET"
            objects.append(broken.contains(index)
                ? "(this page object was overwritten)"
                : "<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 612 792 ] /Resources << /Font << /F1 3 0 R >> >> "
                  + "/Contents \(pageBase + 2 * index + 1) 0 R >>")
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        }
        var output = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(output.utf8.count)
            output += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = output.utf8.count
        output += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { output += String(format: "%010d 00000 n \n", offset) }
        output += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(output.utf8)
    }
}
