import XCTest
@testable import DocketCore

final class PlainTextExtractorTests: XCTestCase {
    func extract(_ data: Data) throws -> Document {
        let input = InputDocument(name: "notes", data: data)
        return try PlainTextExtractor().extract(input, as: ContentDetector().detect(input))
    }

    func testLinesTabsAndPages() throws {
        let document = try extract(Data("Week 1\tSep 3\tIntro\r\nWeek 2\tSep 10\tQuiz 1\n\u{0C}Page two\n\n".utf8))
        XCTAssertEqual(document.pages.count, 2)
        XCTAssertEqual(document.pages[0].lines.map(\.text), ["Week 1\tSep 3\tIntro", "Week 2\tSep 10\tQuiz 1"])
        XCTAssertEqual(document.pages[0].lines[0].segments.map(\.text), ["Week 1", "Sep 3", "Intro"])
        XCTAssertEqual(document.pages[1].text, "Page two")
        XCTAssertEqual(document.pages[0].origin, .plainText)
        XCTAssertEqual(document.text, "Week 1\tSep 3\tIntro\nWeek 2\tSep 10\tQuiz 1\n\u{0C}Page two")
    }

    func testLatin1Fallback() throws {
        let document = try extract(Data([0x45, 0x78, 0x61, 0x6D, 0x65, 0x6E, 0x20, 0xE9, 0x74, 0xE9, 0x0A]))
        XCTAssertEqual(document.text, "Examen été")
    }

    func testByteOrderMarkIsDropped() throws {
        XCTAssertEqual(try extract(Data("\u{FEFF}Syllabus".utf8)).text, "Syllabus")
    }
}
