import XCTest
@testable import DocketCore

final class ContentDetectorTests: XCTestCase {
    let detector = ContentDetector()

    func detect(_ bytes: [UInt8]) -> Detection { detector.detect(bytes) }

    func testMagicNumbers() {
        XCTAssertEqual(detect(Array("%PDF-1.7\n".utf8)), .supported(.pdf))
        XCTAssertEqual(detect([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]), .supported(.png))
        XCTAssertEqual(detect([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]), .supported(.jpeg))
        XCTAssertEqual(detect([0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0]), .supported(.tiff))
        XCTAssertEqual(detect([0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]), .supported(.tiff))
        XCTAssertEqual(detect(Array("GIF89a".utf8) + [1, 0, 1, 0]), .supported(.gif))
        XCTAssertEqual(detect(Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8L".utf8)), .supported(.webp))
        XCTAssertEqual(detect(Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WAVEfmt ".utf8)), .unsupported("RIFF container (WAV or AVI)"))
        XCTAssertEqual(detect([0x42, 0x4D] + [UInt8](repeating: 0, count: 12) + [40, 0, 0, 0] + [UInt8](repeating: 0, count: 36)), .supported(.bmp))
        // "BM" alone is a text's first letters, not a bitmap.
        XCTAssertEqual(detect(Array("BMI 101: quiz on Sep 5\n".utf8)), .supported(.text, encoding: .utf8))
    }

    func testPDFAfterLeadingJunkIsStillPDF() {
        XCTAssertEqual(detect(Array("\u{FEFF}junk line\n%PDF-1.4\n".utf8)), .supported(.pdf))
    }

    func testEmpty() {
        XCTAssertEqual(detect([]), .empty)
    }

    func testNameIsNeverUsed() {
        // The same bytes under any name are the same thing: detection takes no name at all.
        let input = InputDocument(name: "syllabus.pdf", data: Data("Week 1: Intro\n".utf8))
        XCTAssertEqual(detector.detect(input), .supported(.text, encoding: .utf8))
    }

    func testLegacyOfficeIsNamed() {
        guard case .unsupported(let what) = detect([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1] + [UInt8](repeating: 0, count: 64)) else {
            return XCTFail("OLE2 must be unsupported")
        }
        XCTAssertTrue(what.contains("OLE2"), what)
        // A Word file names its WordDocument stream (UTF-16LE) in the compound file's directory.
        let word = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1] + [UInt8](repeating: 0, count: 504)
            + "WordDocument".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        XCTAssertEqual(detect(word), .supported(.doc))
        let sheet = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1] + [UInt8](repeating: 0, count: 504)
            + "Workbook".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        XCTAssertEqual(detect(sheet), .unsupported("legacy Excel workbook (.xls)"))
    }

    func testZipContentsDecideTheType() {
        XCTAssertEqual(detect(ZipFixture.make(["[Content_Types].xml", "word/document.xml"])), .supported(.docx))
        XCTAssertEqual(detect(ZipFixture.make(["[Content_Types].xml", "xl/workbook.xml"])), .unsupported("XLSX workbook"))
        XCTAssertEqual(detect(ZipFixture.make(["[Content_Types].xml", "ppt/presentation.xml"])), .supported(.pptx))
        XCTAssertEqual(detect(ZipFixture.make(["[Content_Types].xml", "ppt/slides/slide1.xml"])), .unsupported("PPTX presentation without ppt/presentation.xml"))
        XCTAssertEqual(detect(ZipFixture.make(["notes.txt"])), .unsupported("ZIP archive without word/document.xml"))
        XCTAssertEqual(detect(ZipFixture.make(["[Content_Types].xml", "word/styles.xml"])),
                       .unsupported("ZIP archive without word/document.xml"))
    }

    func testZipWithDamagedCentralDirectoryFallsBackToLocalHeaders() {
        var bytes = ZipFixture.make(["word/document.xml"])
        bytes.removeLast(10)  // cut the end-of-central-directory record
        XCTAssertEqual(detect(bytes), .supported(.docx))
    }

    func testTextEncodings() {
        XCTAssertEqual(detect(Array("Midterm – Oct 14 ✓\n".utf8)), .supported(.text, encoding: .utf8))
        XCTAssertEqual(detect([0x45, 0x78, 0x61, 0x6D, 0x20, 0xE9, 0x74, 0xE9, 0x0A]), .supported(.text, encoding: .latin1))
        XCTAssertEqual(detect([0xFF, 0xFE, 0x41, 0x00]), .supported(.text, encoding: .utf16LittleEndian))
    }

    func testDataFilesAreNamedNotRead() {
        XCTAssertEqual(detect(Array(#"{"tasks": [1, 2]}"#.utf8)), .unsupported("JSON data"))
        XCTAssertEqual(detect(Array("<?xml version=\"1.0\"?><a/>".utf8)), .unsupported("XML data"))
        // A web page is markup too, but a document: it is read (see HTMLDetectionTests).
        XCTAssertEqual(detect(Array("<!DOCTYPE html><html></html>".utf8)), .supported(.html, encoding: .utf8))
        // A text that merely starts with a brace is still a document.
        XCTAssertEqual(detect(Array("{Draft} syllabus notes\nWeek 1".utf8)), .supported(.text, encoding: .utf8))
    }

    func testBinaryGarbageIsUnsupported() {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[0] = 0x00; bytes[1] = 0x01  // never a magic number
        guard case .unsupported(let what) = detect(bytes) else { return XCTFail("garbage must be unsupported") }
        XCTAssertTrue(what.contains("unknown"), what)
    }

    func testOtherKnownFormatsAreNamed() {
        XCTAssertEqual(detect([0, 0, 0, 0x18] + Array("ftypheic".utf8)), .supported(.heic))
        XCTAssertEqual(detect([0, 0, 0, 0x18] + Array("ftypmif1".utf8)), .supported(.heic))
        guard case .unsupported(let what) = detect([0, 0, 0, 0x18] + Array("ftypisom".utf8)) else { return XCTFail() }
        XCTAssertTrue(what.contains("MP4"), what)
    }
}

/// Builds a minimal stored ZIP (no compression, CRC left at zero: the detector reads names only).
enum ZipFixture {
    static func make(_ names: [String], content: [UInt8] = Array("<x/>".utf8)) -> [UInt8] {
        var output: [UInt8] = []
        var central: [UInt8] = []
        func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }
        func le32(_ v: Int) -> [UInt8] { le16(v & 0xFFFF) + le16((v >> 16) & 0xFFFF) }
        for name in names {
            let offset = output.count
            let nameBytes = Array(name.utf8)
            output += [0x50, 0x4B, 0x03, 0x04] + le16(20) + le16(0) + le16(0) + le16(0) + le16(0)
                + le32(0) + le32(content.count) + le32(content.count) + le16(nameBytes.count) + le16(0)
                + nameBytes + content
            central += [0x50, 0x4B, 0x01, 0x02] + le16(20) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0)
                + le32(0) + le32(content.count) + le32(content.count) + le16(nameBytes.count) + le16(0) + le16(0)
                + le16(0) + le16(0) + le32(0) + le32(offset) + nameBytes
        }
        let centralOffset = output.count
        output += central
        output += [0x50, 0x4B, 0x05, 0x06] + le16(0) + le16(0) + le16(names.count) + le16(names.count)
            + le32(central.count) + le32(centralOffset) + le16(0)
        return output
    }
}

final class HTMLDetectionTests: XCTestCase {
    func detect(_ text: String) -> Detection { ContentDetector().detect(Array(text.utf8)) }

    func testWebPagesAreHTMLWhateverComesFirst() {
        XCTAssertEqual(detect("<!DOCTYPE html><html><body>x</body></html>"), .supported(.html, encoding: .utf8))
        XCTAssertEqual(detect("\u{FEFF}\n  <HTML><BODY>x"), .supported(.html, encoding: .utf8))
        XCTAssertEqual(detect("<!-- saved from url=(0022)http://example.edu/ -->\n<html>"), .supported(.html, encoding: .utf8))
        XCTAssertEqual(detect("<?xml version=\"1.0\"?>\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\"><html>"),
                       .supported(.html, encoding: .utf8))
        XCTAssertEqual(detect("<meta charset=utf-8><title>Syllabus</title><p>x"), .supported(.html, encoding: .utf8))
        XCTAssertEqual(detect("<!-- Title -->\n<h1 class=\"headline\">Course Schedule</h1>\n<table><tr><td>Monday 1/9/12</td></tr></table>"),
                       .supported(.html, encoding: .utf8), "a page's fragment")
        // A page kept as its PHP source: the script first, a "?>" inside one of its strings included.
        XCTAssertEqual(detect("<?php\n  if ($xhtml) {\n    print(\"<?xml version=\\\"1.0\\\"?>\\n\");\n  }\n ?>\n<!DOCTYPE html>\n<html><body>x"),
                       .supported(.html, encoding: .utf8))
        XCTAssertEqual(detect("<?php echo 'Homework 1 due Sep 5'; ?>\n"), .supported(.text, encoding: .utf8), "a script is no page")
    }

    func testMarkdownThatOpensWithHTMLIsText() {
        // A site generator's page: an HTML head copied in, then Markdown that reads line by line.
        let head = "<head>\n  <title>Machine Learning</title>\n</head>\n\n"
        XCTAssertEqual(detect(head + "Calendar\n====\n\nWeek | Dates | Topics\n--- | --- | ---\n1 | Sept 2 | Overview\n"),
                       .supported(.text, encoding: .utf8))
        XCTAssertEqual(detect("<div class=\"banner\"><img src=\"x.png\"></div>\n\n## Schedule\n\nHW 1 due Sep 5\n"),
                       .supported(.text, encoding: .utf8))
        // A page with a body is a page, whatever text it holds; so is a fragment with no Markdown lines.
        XCTAssertEqual(detect(head + "<body>\n<pre>\nWeek | Dates\n--- | ---\n</pre></body>"), .supported(.html, encoding: .utf8))
        XCTAssertEqual(detect("<div><h2>Schedule</h2><p>HW 1 due Sep 5 #1</p></div>"), .supported(.html, encoding: .utf8))
    }

    func testTextAboutHTMLAndXMLDataAreNotPages() {
        XCTAssertEqual(detect("Write <html> tags by Sep 5.\n"), .supported(.text, encoding: .utf8))
        XCTAssertEqual(detect("<?xml version=\"1.0\"?><feed/>"), .unsupported("XML data"))
    }
}

final class OpenDocumentDetectionTests: XCTestCase {
    func testTextIsReadOtherOpenDocumentsAreNamed() {
        let text = ZipFixture.make(["mimetype", "content.xml"], content: Array("application/vnd.oasis.opendocument.text".utf8))
        XCTAssertEqual(ContentDetector().detect(text), .supported(.odt))
        let sheet = ZipFixture.make(["mimetype", "content.xml"], content: Array("application/vnd.oasis.opendocument.spreadsheet".utf8))
        guard case .unsupported(let what) = ContentDetector().detect(sheet) else { return XCTFail("an ODS is not read") }
        XCTAssertTrue(what.contains("ODS"), what)
    }
}
