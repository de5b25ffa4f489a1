import XCTest
@testable import DocketCore

final class DocketErrorTests: XCTestCase {
    func testMessagesAreOneLineNamingTheFile() {
        let errors: [DocketError] = [
            .unreadable(file: "a.pdf", reason: "no such file"),
            .empty(file: "a.pdf"),
            .tooLarge(file: "a.pdf", bytes: 300 << 20, limit: 256 << 20),
            .unsupported(file: "a.xlsx", what: "XLSX workbook"),
            .encrypted(file: "a.pdf"),
            .damaged(file: "a.pdf", reason: "PDF document is damaged"),
            .corruptArchive(file: "a.docx", reason: "Not a zip archive"),
            .missingPart(file: "a.docx", part: "word/document.xml"),
            .decompressedTooLarge(file: "a.docx", part: "word/document.xml", bytes: 120 << 20, limit: 64 << 20),
            .unsafeXML(file: "a.docx", part: "word/document.xml", reason: "DOCTYPE with entities"),
            .imageTooSmall(file: "a.png", width: 1, height: 1),
            .imageTooLarge(file: "a.png", width: 100_000, height: 100_000, limit: 100_000_000),
            .ocrUnavailable(file: "a.png", reason: "no eng data"),
            .ocrFailed(file: "a.pdf", page: 3, reason: "cannot render"),
            .refused(file: "a.html", reason: "elements nested more than 256 deep"),
            .missingPart(file: "a.odt", part: "content.xml"),
        ]
        for error in errors {
            let message = error.description
            XCTAssertTrue(message.hasPrefix(error.file + ": "), message)
            XCTAssertFalse(message.contains("\n"), message)
        }
        XCTAssertEqual(DocketError.encrypted(file: "x.pdf").description, "x.pdf: encrypted PDF: it needs a password to open")
        XCTAssertEqual(DocketError.tooLarge(file: "x", bytes: 300 << 20, limit: 256 << 20).reason,
                       "too large: 300 MiB (the limit is 256 MiB)")
        XCTAssertTrue(DocketError.ocrFailed(file: "x", page: 3, reason: "r").description.contains("page 3"))
        XCTAssertEqual(DocketError.refused(file: "x.rtf", reason: "too deep").description, "x.rtf: refused: too deep")
        XCTAssertEqual(DocketError.missingPart(file: "x.odt", part: "content.xml").reason, "OpenDocument file without content.xml")
        XCTAssertEqual(DocketError.missingPart(file: "x.docx", part: "word/document.xml").reason, "DOCX without word/document.xml")
    }

    func testReadingAMissingFileOrAFolder() {
        XCTAssertThrowsError(try InputDocument.read(path: "/no/such/file.pdf")) { error in
            XCTAssertEqual(error as? DocketError, .unreadable(file: "/no/such/file.pdf", reason: "no such file"))
        }
        XCTAssertThrowsError(try InputDocument.read(path: NSTemporaryDirectory())) { error in
            XCTAssertTrue("\(error)".contains("is a directory"))
        }
    }

    func testReadingRefusesTooLargeBeforeReading() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-large-\(UUID()).txt")
        try Data(repeating: 0x41, count: 2048).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertThrowsError(try InputDocument.read(path: url.path, maximumSize: 1024)) { error in
            guard case .tooLarge = error as? DocketError else { return XCTFail("\(error)") }
        }
    }
}
