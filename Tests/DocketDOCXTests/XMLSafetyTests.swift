import DocketCore
import DocketDOCX
import Foundation
import XCTest

final class XMLSafetyTests: XCTestCase {
    typealias B = DOCXBuilder

    static let billionLaughs = """
        <?xml version="1.0"?>
        <!DOCTYPE w:document [
          <!ENTITY lol "lol">
          <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
          <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
          <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
          <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
          <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
          <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
          <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
          <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
          <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
        ]>
        <w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>\
        <w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>
        """

    static let externalEntity = """
        <?xml version="1.0"?>
        <!DOCTYPE w:document [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
        <w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>\
        <w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body></w:document>
        """

    static let externalDTD = """
        <?xml version="1.0"?>
        <!DOCTYPE w:document SYSTEM "http://127.0.0.1:9/evil.dtd">
        <w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>\
        <w:p><w:r><w:t>text</w:t></w:r></w:p></w:body></w:document>
        """

    func docx(documentBytes: [UInt8]) -> Data {
        var builder = B(body: "")
        builder.documentBytes = documentBytes
        return builder.build()
    }

    func utf16(_ xml: String) -> [UInt8] {
        [0xFF, 0xFE] + Array(xml.replacingOccurrences(of: "<?xml version=\"1.0\"?>", with: "<?xml version=\"1.0\" encoding=\"UTF-16\"?>")
            .data(using: .utf16LittleEndian) ?? Data())
    }

    func assertUnsafe(_ data: Data, part: String = "word/document.xml", mentioning: String? = nil,
                      file: StaticString = #filePath, line: UInt = #line) {
        let started = Date()
        let error = docketError { _ = try extract(data) }
        XCTAssertLessThan(Date().timeIntervalSince(started), 2, "refusal took too long", file: file, line: line)
        guard case .unsafeXML(let name, let refusedPart, let reason)? = error else {
            return XCTFail("expected unsafeXML, got \(String(describing: error))", file: file, line: line)
        }
        XCTAssertEqual(name, "test.docx", file: file, line: line)
        XCTAssertEqual(refusedPart, part, file: file, line: line)
        if let mentioning {
            XCTAssertTrue(reason.contains(mentioning), reason, file: file, line: line)
        }
    }

    func testBillionLaughsIsRefused() {
        assertUnsafe(docx(documentBytes: Array(Self.billionLaughs.utf8)), mentioning: "entity")
    }

    func testExternalEntityIsRefused() {
        assertUnsafe(docx(documentBytes: Array(Self.externalEntity.utf8)), mentioning: "entity")
    }

    func testExternalDTDIsRefused() {
        assertUnsafe(docx(documentBytes: Array(Self.externalDTD.utf8)), mentioning: "DTD")
    }

    /// The byte scan cannot read UTF-16; the parser's DTD callbacks stop it instead.
    func testDTDsInUTF16AreRefused() {
        assertUnsafe(docx(documentBytes: utf16(Self.billionLaughs)))
        assertUnsafe(docx(documentBytes: utf16(Self.externalEntity)))
        assertUnsafe(docx(documentBytes: utf16(Self.externalDTD)))
    }

    func testDTDInAnotherPartIsRefused() {
        var builder = B(body: B.p("Body"))
        builder.headers = [("header1.xml", "")]
        var data = builder.build()
        // Swap the header's bytes for a DTD-bearing document: rebuild with a raw header part.
        var zip = ZipWriter()
        zip.addStored("word/document.xml", B.document(B.p("Body")))
        zip.addStored("word/header1.xml", Self.externalEntity)
        data = zip.build()
        assertUnsafe(data, part: "word/header1.xml")
    }

    func testDTDInRelationshipsIsRefused() {
        var zip = ZipWriter()
        zip.addStored("word/document.xml", B.document(B.p("Body")))
        zip.addStored("word/_rels/document.xml.rels", Self.externalEntity)
        assertUnsafe(zip.build(), part: "word/_rels/document.xml.rels")
    }

    func testTooManyNodesIsRefused() throws {
        // 1 (document) + 8 namespace declarations + 1 mc:Ignorable + body + sectPr + pgSz (2 attributes)
        // + 200 paragraphs of 3 elements and 1 attribute each.
        let body = String(repeating: B.p("x"), count: 200)
        let data = B(body: body).build()
        XCTAssertNoThrow(try extract(data, with: DOCXTextExtractor(maximumXMLNodes: 1000)))
        let error = docketError { _ = try extract(data, with: DOCXTextExtractor(maximumXMLNodes: 500)) }
        guard case .unsafeXML(let file, let part, let reason)? = error else {
            return XCTFail("expected unsafeXML, got \(String(describing: error))")
        }
        XCTAssertEqual(file, "test.docx")
        XCTAssertEqual(part, "word/document.xml")
        XCTAssertTrue(reason.contains("more than 500 elements and attributes"), reason)
    }

    func testMalformedXMLIsDamaged() {
        var builder = B(body: "")
        builder.documentBytes = Array(B.document("<w:p><w:r><w:t>unclosed</w:r></w:p>").utf8)
        let error = docketError { _ = try extract(builder.build()) }
        guard case .damaged(let file, let reason)? = error else {
            return XCTFail("expected damaged, got \(String(describing: error))")
        }
        XCTAssertEqual(file, "test.docx")
        XCTAssertTrue(reason.hasPrefix("word/document.xml: XML error at line 2:"), reason)
    }

    func testUndefinedEntityIsDamaged() {
        let error = docketError { _ = try extract(B(body: B.p("&nbsp;")).build()) }
        guard case .damaged(_, let reason)? = error else {
            return XCTFail("expected damaged, got \(String(describing: error))")
        }
        XCTAssertTrue(reason.contains("nbsp"), reason)
    }

    func testNotWordprocessingML() {
        var builder = B(body: "")
        builder.documentBytes = Array("<html><body>hi</body></html>".utf8)
        let error = docketError { _ = try extract(builder.build()) }
        guard case .damaged(_, let reason)? = error else {
            return XCTFail("expected damaged, got \(String(describing: error))")
        }
        XCTAssertTrue(reason.contains("word/document.xml"), reason)
    }

    func testEmptyDocumentPartIsDamaged() {
        var builder = B(body: "")
        builder.documentBytes = []
        let error = docketError { _ = try extract(builder.build()) }
        XCTAssertEqual(error, .damaged(file: "test.docx", reason: "word/document.xml is empty"))
    }

    func testExcessiveNestingIsDamagedNotACrash() {
        let depth = 5000
        let body = String(repeating: "<w:sdt><w:sdtContent>", count: depth) + B.p("deep")
            + String(repeating: "</w:sdtContent></w:sdt>", count: depth)
        let error = docketError { _ = try extract(B(body: body).build()) }
        guard case .damaged(_, let reason)? = error else {
            return XCTFail("expected damaged, got \(String(describing: error))")
        }
        XCTAssertTrue(reason.hasPrefix("word/document.xml: "), reason)
    }

    func testNothingIsPrintedOnStandardError() throws {
        var builder = B(body: "")
        builder.documentBytes = Array(B.document("<w:p><w:r><w:t>unclosed</w:r></w:p>&undefined;").utf8)
        let malformed = builder.build()
        let output = try capturingStandardError {
            _ = docketError { _ = try extract(malformed) }
            _ = docketError { _ = try extract(docx(documentBytes: utf16(Self.billionLaughs))) }
            _ = docketError { _ = try extract(Data("PK garbage".utf8)) }
        }
        XCTAssertEqual(output, "")
    }

    private func capturingStandardError(_ body: () throws -> Void) throws -> String {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw XCTSkip("no pipe") }
        fflush(nil)
        let saved = dup(2)
        dup2(descriptors[1], 2)
        close(descriptors[1])
        defer {
            fflush(nil)
            dup2(saved, 2)
            close(saved)
        }
        try body()
        fflush(nil)
        dup2(saved, 2)
        var captured = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptors[0], $0.baseAddress, 4096) }
            if count <= 0 { break }
            captured += buffer[0..<count]
        }
        close(descriptors[0])
        return String(decoding: captured, as: UTF8.self)
    }
}
