import DocketCore
import DocketDOCX
import XCTest

final class ArchiveSafetyTests: XCTestCase {
    typealias B = DOCXBuilder

    func testDefaults() {
        let extractor = DOCXTextExtractor()
        XCTAssertEqual(extractor.maximumPartSize, 64 << 20)
        XCTAssertEqual(extractor.maximumTotalSize, 256 << 20)
        XCTAssertEqual(extractor.maximumXMLNodes, 4_000_000)
        XCTAssertEqual(extractor.formats, [.docx])
    }

    func testEmptyInput() {
        XCTAssertEqual(docketError { _ = try extract(Data()) }, .empty(file: "test.docx"))
    }

    func testNotAZip() {
        let error = docketError { _ = try extract(Data("PK\u{03}\u{04} this is not really a zip".utf8)) }
        guard case .corruptArchive(let file, let reason)? = error else {
            return XCTFail("expected corruptArchive, got \(String(describing: error))")
        }
        XCTAssertEqual(file, "test.docx")
        XCTAssertEqual(reason, "Not a zip archive")
    }

    func testTruncatedZip() {
        let data = B(body: B.p("Hello")).build()
        let error = docketError { _ = try extract(data.prefix(data.count / 2)) }
        guard case .corruptArchive(let file, _)? = error else {
            return XCTFail("expected corruptArchive, got \(String(describing: error))")
        }
        XCTAssertEqual(file, "test.docx")
    }

    func testCRCMismatchIsCorrupt() {
        var zip = ZipWriter()
        zip.addStored("word/document.xml", Array(B.document(B.p("Hello")).utf8), crc: 0x1234_5678)
        let error = docketError { _ = try extract(zip.build()) }
        guard case .corruptArchive(let file, let reason)? = error else {
            return XCTFail("expected corruptArchive, got \(String(describing: error))")
        }
        XCTAssertEqual(file, "test.docx")
        XCTAssertTrue(reason.hasPrefix("word/document.xml: "), reason)
    }

    func testMissingDocumentPart() {
        var zip = ZipWriter()
        zip.addStored("[Content_Types].xml", "<Types/>")
        zip.addStored("word/styles.xml", "<w:styles/>")
        XCTAssertEqual(docketError { _ = try extract(zip.build()) },
                       .missingPart(file: "test.docx", part: "word/document.xml"))
    }

    func testDeflatedPartIsRead() throws {
        var deflate = FixedHuffmanDeflate()
        deflate.literals(Array(B.document(B.p("Deflated!")).utf8))
        let stream = deflate.finish()
        var zip = ZipWriter()
        zip.addDeflated("word/document.xml", stream: stream, statedSize: UInt32(deflate.inflatedCount),
                        crc: CRC32.checksum(deflate.inflated))
        XCTAssertEqual(try extract(zip.build()).text, "Deflated!")
    }

    func testStatedSizeOverThePartLimit() {
        let document = Array(B.document(B.p(String(repeating: "x", count: 10_000))).utf8)
        var zip = ZipWriter()
        zip.addStored("word/document.xml", document)
        let extractor = DOCXTextExtractor(maximumPartSize: 1024)
        XCTAssertEqual(docketError { _ = try extract(zip.build(), with: extractor) },
                       .decompressedTooLarge(file: "test.docx", part: "word/document.xml",
                                             bytes: document.count, limit: 1024))
    }

    func testLyingStoredSizeIsCaughtWhileReading() {
        let document = Array(B.document(B.p(String(repeating: "x", count: 10_000))).utf8)
        var zip = ZipWriter()
        zip.addStored("word/document.xml", document, statedSize: 100)
        let extractor = DOCXTextExtractor(maximumPartSize: 1024)
        let error = docketError { _ = try extract(zip.build(), with: extractor) }
        guard case .decompressedTooLarge(let file, let part, let bytes, let limit)? = error else {
            return XCTFail("expected decompressedTooLarge, got \(String(describing: error))")
        }
        XCTAssertEqual(file, "test.docx")
        XCTAssertEqual(part, "word/document.xml")
        XCTAssertEqual(limit, 1024)
        XCTAssertGreaterThan(bytes, 1024)
        XCTAssertLessThanOrEqual(bytes, 1025)
    }

    /// A real deflate bomb: about 30 KiB that inflate to 4 MiB, while the headers say 200 bytes.
    func testDeflateBombWithLyingSizeIsStoppedAtTheLimit() {
        var deflate = FixedHuffmanDeflate(tracksOutput: false)
        deflate.literals(Array("<w:document><w:body><w:p><w:r><w:t>a".utf8))
        deflate.repeatLastByte(copies: 4 << 20 / 258)
        var zip = ZipWriter()
        zip.addDeflated("word/document.xml", stream: deflate.finish(), statedSize: 200, crc: 0)
        let extractor = DOCXTextExtractor(maximumPartSize: 1 << 20)
        let error = docketError { _ = try extract(zip.build(), with: extractor) }
        guard case .decompressedTooLarge(_, let part, let bytes, let limit)? = error else {
            return XCTFail("expected decompressedTooLarge, got \(String(describing: error))")
        }
        XCTAssertEqual(part, "word/document.xml")
        XCTAssertEqual(limit, 1 << 20)
        XCTAssertEqual(bytes, (1 << 20) + 1)
    }

    /// The same with the default limit: about 430 KiB inflating to 70 MiB.
    func testDeflateBombAgainstTheDefaultLimit() {
        var deflate = FixedHuffmanDeflate(tracksOutput: false)
        deflate.literals(Array("<w:document>a".utf8))
        deflate.repeatLastByte(copies: 70 << 20 / 258)
        var zip = ZipWriter()
        zip.addDeflated("word/document.xml", stream: deflate.finish(), statedSize: 1000, crc: 0)
        let error = docketError { _ = try extract(zip.build()) }
        guard case .decompressedTooLarge(_, _, let bytes, let limit)? = error else {
            return XCTFail("expected decompressedTooLarge, got \(String(describing: error))")
        }
        XCTAssertEqual(limit, 64 << 20)
        XCTAssertEqual(bytes, (64 << 20) + 1)
    }

    func testTotalSizeAcrossParts() throws {
        var builder = B(body: B.p(String(repeating: "b", count: 3000)))
        builder.headers = [("header1.xml", B.p(String(repeating: "h", count: 3000)))]
        let data = builder.build()
        // Each part fits; all of them do not.
        XCTAssertNoThrow(try extract(data, with: DOCXTextExtractor(maximumPartSize: 8000, maximumTotalSize: 20_000)))
        let error = docketError { _ = try extract(data, with: DOCXTextExtractor(maximumPartSize: 8000, maximumTotalSize: 5000)) }
        guard case .decompressedTooLarge(let file, _, let bytes, let limit)? = error else {
            return XCTFail("expected decompressedTooLarge, got \(String(describing: error))")
        }
        XCTAssertEqual(file, "test.docx")
        XCTAssertEqual(limit, 5000)
        XCTAssertGreaterThan(bytes, 5000)
    }

    func testErrorMessagesNameTheFile() {
        let error = docketError { _ = try extract(Data("garbage".utf8)) }
        XCTAssertEqual(error?.description, "test.docx: corrupt ZIP: Not a zip archive")
    }
}
