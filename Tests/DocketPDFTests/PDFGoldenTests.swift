import DocketCore
import Foundation
import DocketTestSupport
import XCTest
@testable import DocketPDF

/// Golden-file tests: each PDF under corpora/text against the text its generator drew.
final class PDFGoldenTests: XCTestCase {
    func read(_ fixture: Fixtures.TextFixture, extractor: PDFTextExtractor = PDFTextExtractor()) throws -> Document {
        try extractor.extract(try fixture.input(), as: .supported(.pdf))
    }

    func testEveryPDFFixtureMatchesItsGoldenText() throws {
        let fixtures = try Fixtures.textFixtures(format: "pdf")
        XCTAssertGreaterThanOrEqual(fixtures.count, 4)
        for fixture in fixtures {
            let document = try read(fixture)
            XCTAssertEqual(document.pages.map(\.origin.rawValue), fixture.origins, fixture.file)
            let expected = try fixture.expectedText()
            let actual = Fixtures.trimTrailing(document.text)
            if fixture.compare == "exact" {
                XCTAssertEqual(actual, expected, fixture.file)
            } else {
                let cer = CharacterErrorRate.of(actual, reference: expected)
                XCTAssertLessThan(cer, fixture.maxCER ?? 0.03, "\(fixture.file): CER \(cer)")
            }
            for needle in fixture.mustContain ?? [] {
                XCTAssertTrue(actual.contains(needle), "\(fixture.file) lost '\(needle)'")
            }
        }
    }

    func testTheCreationDateComesFromTheDocumentInformation() throws {
        // The generator draws with reportlab's invariant canvases, dated 2000-01-01.
        let fixture = try XCTUnwrap(try Fixtures.textFixtures(format: "pdf").first)
        let created = try XCTUnwrap(try read(fixture).created)
        XCTAssertEqual(Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: created).year, 2000)
    }

    func testOnlyThePagesWithoutTextAreOCRd() throws {
        let fixture = try XCTUnwrap(Fixtures.textFixtures(format: "pdf").first { $0.file == "mixed.pdf" })
        let document = try read(fixture)
        XCTAssertEqual(document.ocrPages, [2])
        XCTAssertEqual(document.pages[1].ocrReason, "no text layer")
        XCTAssertNotNil(document.pages[1].ocrConfidence)
        XCTAssertNil(document.pages[0].ocrConfidence)
        // The OCR'd page's lines carry word confidences; the text-layer pages' do not.
        XCTAssertTrue(document.pages[1].lines.allSatisfy { $0.confidence != nil })
        XCTAssertTrue(document.pages[0].lines.allSatisfy { $0.confidence == nil })
    }

    func testScheduleRowsKeepDateAndItemTogether() throws {
        let fixture = try XCTUnwrap(Fixtures.textFixtures(format: "pdf").first { $0.file == "schedule.pdf" })
        let document = try read(fixture)
        let rows = document.pages.flatMap(\.lines).filter { $0.segments.count >= 3 }
        XCTAssertGreaterThanOrEqual(rows.count, 10)
        for row in rows {
            XCTAssertNotNil(row.box)
            XCTAssertTrue(row.segments.allSatisfy { $0.box != nil })
        }
    }

    func testWithoutOCRAScannedPageIsEmptyButKept() throws {
        let fixture = try XCTUnwrap(Fixtures.textFixtures(format: "pdf").first { $0.file == "scanned.pdf" })
        let document = try read(fixture, extractor: PDFTextExtractor(ocr: nil))
        XCTAssertEqual(document.pages.count, 2)
        XCTAssertTrue(document.pages.allSatisfy { $0.origin == .textLayer && $0.lines.isEmpty })
    }

    func testOCRWithOneOrTwoWorkersGivesTheSameText() throws {
        let fixture = try XCTUnwrap(Fixtures.textFixtures(format: "pdf").first { $0.file == "scanned.pdf" })
        let serial = try read(fixture, extractor: PDFTextExtractor(ocrWorkers: 1))
        let parallel = try read(fixture, extractor: PDFTextExtractor(ocrWorkers: 2))
        XCTAssertEqual(serial.text, parallel.text)
    }
}

final class PDFParallelTextTests: XCTestCase {
    func testOneOrSeveralTextThreadsGiveTheSameDocument() throws {
        // Every text-layer fixture page repeated: enough pages for several threads.
        let fixture = try XCTUnwrap(Fixtures.textFixtures(format: "pdf").first { $0.file == "schedule.pdf" })
        let input = try fixture.input()
        var serial = PDFTextExtractor(ocr: nil, textWorkers: 1)
        serial.pagesPerTextWorker = 1
        var parallel = PDFTextExtractor(ocr: nil, textWorkers: 2)
        parallel.pagesPerTextWorker = 1
        XCTAssertEqual(try serial.extract(input, as: .supported(.pdf)), try parallel.extract(input, as: .supported(.pdf)))
    }
}
