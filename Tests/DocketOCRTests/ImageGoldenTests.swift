import DocketCore
import DocketTestSupport
import XCTest
@testable import DocketOCR

/// Golden-file tests for images: OCR is compared by character error rate, with every listed date intact.
final class ImageGoldenTests: XCTestCase {
    func testEveryImageFixtureReadsWithinItsErrorRate() throws {
        let fixtures = try Fixtures.textFixtures().filter { ["png", "jpeg", "tiff", "webp", "gif", "bmp", "heic"].contains($0.format) }
        XCTAssertGreaterThanOrEqual(fixtures.count, 6)
        XCTAssertEqual(Set(fixtures.map(\.format)), ["png", "jpeg", "webp", "gif", "bmp", "heic"])
        for fixture in fixtures {
            let input = try fixture.input()
            let detection = ContentDetector().detect(input)
            XCTAssertEqual(detection, .supported(Format(rawValue: fixture.format)!), fixture.file)
            let document = try ImageTextExtractor().extract(input, as: detection)
            XCTAssertEqual(document.pages.map(\.origin.rawValue), fixture.origins, fixture.file)
            let actual = document.text
            let cer = CharacterErrorRate.of(actual, reference: try fixture.expectedText())
            XCTAssertLessThan(cer, fixture.maxCER ?? 0.03, "\(fixture.file): CER \(cer)\n\(actual)")
            for needle in fixture.mustContain ?? [] {
                XCTAssertTrue(actual.contains(needle), "\(fixture.file) lost '\(needle)'")
            }
            XCTAssertGreaterThan(document.pages[0].ocrConfidence ?? 0, 60, fixture.file)
        }
    }

    func testASidewaysPhotoIsTurnedUpright() throws {
        let fixture = try XCTUnwrap(Fixtures.textFixtures().first { $0.format == "jpeg" })
        let input = try fixture.input()
        let document = try ImageTextExtractor().extract(input, as: .supported(.jpeg))
        XCTAssertTrue(document.warnings.contains { $0.contains("turned") }, "\(document.warnings)")
    }

    func testTurnedImagesReadTheSame() throws {
        // The clean page, turned each way, reads back to the same text.
        let fixture = try XCTUnwrap(Fixtures.textFixtures().first { $0.format == "png" })
        let input = try fixture.input()
        let decoded = try ImageDecoder(limits: ImageLimits()).decode(input, format: .png)
        let gray = try XCTUnwrap(ImagePreparation().prepare(decoded[0], cleanup: false))
        let upright = try OCRReader().read(gray).lines.map(\.text)
        for turns in [1, 2, 3] {
            let reading = try OCRReader().read(gray.rotated(clockwiseQuarterTurns: turns))
            XCTAssertEqual(reading.quarterTurns, (4 - turns) % 4, "turned \(turns)")
            let cer = CharacterErrorRate.of(reading.lines.map(\.text).joined(separator: "\n"),
                                            reference: upright.joined(separator: "\n"))
            XCTAssertLessThan(cer, 0.02, "turned \(turns): CER \(cer)")
        }
    }

    func testRotationRoundTrips() {
        let image = GrayImage(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6], resolution: 300)
        XCTAssertEqual(image.rotated(clockwiseQuarterTurns: 1).pixels, [4, 1, 5, 2, 6, 3])
        XCTAssertEqual(image.rotated(clockwiseQuarterTurns: 2).pixels, [6, 5, 4, 3, 2, 1])
        XCTAssertEqual(image.rotated(clockwiseQuarterTurns: 3).pixels, [3, 6, 2, 5, 1, 4])
        XCTAssertEqual(image.rotated(clockwiseQuarterTurns: 4).pixels, image.pixels)
        XCTAssertEqual(image.rotated(clockwiseQuarterTurns: 1).width, 2)
    }
}

final class OCRNoiseFilterTests: XCTestCase {
    func word(_ text: String, height: Double, confidence: Double) -> Word {
        Word(text: text, box: BoundingBox(x0: 0, y0: 0, x1: 20, y1: height), confidence: confidence)
    }

    func testSmudgesAndUnbelievedLinesAreDropped() {
        let lines = [
            [word("Quiz", height: 30, confidence: 96), word("2", height: 30, confidence: 95)],
            [word("REE", height: 600, confidence: 70), word("Draft", height: 31, confidence: 96)],
            [word("_", height: 29, confidence: 16), word("Se", height: 30, confidence: 20)],
        ]
        let cleaned = OCRNoiseFilter().clean(lines)
        XCTAssertEqual(cleaned.map { $0.map(\.text) }, [["Quiz", "2"], ["Draft"]])
    }
}
