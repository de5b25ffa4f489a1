import DocketCore
import XCTest
@testable import DocketPDF

final class GlyphWordsTests: XCTestCase {
    func boxes(_ xs: [Double], y: Double = 0) -> [BoundingBox] {
        xs.map { BoundingBox(x0: $0, y0: y, x1: $0 + 5, y1: y + 10) }
    }

    func testWhitespaceAndWideGapsEndWords() {
        // "ab cd" then "ef" far to the right with no space between them in the text stream.
        let text = "ab cdef"
        let positions = boxes([0, 5, 10, 15, 20, 25, 80])
        let words = GlyphWords.words(text: text, boxes: positions)
        XCTAssertEqual(words.map(\.text), ["ab", "cde", "f"])
    }

    func testLigaturesAreExpanded() {
        let words = GlyphWords.words(text: "\u{FB01}nal", boxes: boxes([0, 5, 10, 15]))
        XCTAssertEqual(words.map(\.text), ["final"])
    }

    func testANewBaselineEndsAWord() {
        let positions = boxes([0, 5]) + boxes([10], y: 30)
        XCTAssertEqual(GlyphWords.words(text: "abc", boxes: positions).map(\.text), ["ab", "c"])
    }
}
