import XCTest
@testable import DocketCore

final class TextLayerQualityTests: XCTestCase {
    let quality = TextLayerQuality()
    let prose = """
        This course introduces students to statistical methods. Homework is due every Friday at noon,
        and the midterm exam is on October 14 in the usual room. Readings are posted on the course site.
        """

    func testOrdinaryTextIsUsable() {
        XCTAssertEqual(quality.assess(text: prose, pageHasImages: true), .usable)
    }

    func testNoTextWithAnImageNeedsOCR() {
        XCTAssertEqual(quality.assess(text: " \n ", pageHasImages: true), .needsOCR(reason: "no text layer"))
    }

    func testNoTextAndNoImageIsABlankPage() {
        XCTAssertEqual(quality.assess(text: "", pageHasImages: false), .usable)
    }

    func testAFewCharactersOverAScanNeedOCR() {
        guard case .needsOCR(let reason) = quality.assess(text: "p. 3", pageHasImages: true) else {
            return XCTFail("a page number over a scan is not a text layer")
        }
        XCTAssertTrue(reason.contains("almost no text"), reason)
    }

    func testUnmappedGlyphsNeedOCR() {
        let garbage = String(repeating: "\u{FFFD}\u{E012}ab ", count: 40)
        guard case .needsOCR(let reason) = quality.assess(text: garbage, pageHasImages: false) else {
            return XCTFail("unmapped glyphs are not text")
        }
        XCTAssertTrue(reason.contains("unmapped"), reason)
    }

    func testLetterSoupNeedsOCR() {
        let soup = (0..<40).map { _ in "xqzkrt bdfgh" }.joined(separator: " ")
        guard case .needsOCR(let reason) = quality.assess(text: soup, pageHasImages: false) else {
            return XCTFail("consonant soup is garbage")
        }
        XCTAssertTrue(reason.contains("garbage"), reason)
    }

    func testAcronymsAreWords() {
        XCTAssertTrue(TextLayerQuality.isPronounceable("STAT"))
        XCTAssertTrue(TextLayerQuality.isPronounceable("strengths"))
        XCTAssertFalse(TextLayerQuality.isPronounceable("bcdfghj"))
    }
}
