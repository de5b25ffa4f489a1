@testable import DocketDOCX
@testable import DocketZipXML
import Foundation
import XCTest

final class InternalsTests: XCTestCase {
    func testRelationshipTargetsResolveAgainstTheSourceFolder() {
        XCTAssertEqual(PackageRelationships.partName(for: "word/document.xml"), "word/_rels/document.xml.rels")
        XCTAssertEqual(PackageRelationships.partName(for: "document.xml"), "_rels/document.xml.rels")
        XCTAssertEqual(PackageRelationships.resolve("header1.xml", from: "word/document.xml"), "word/header1.xml")
        XCTAssertEqual(PackageRelationships.resolve("/word/footer1.xml", from: "word/document.xml"), "word/footer1.xml")
        XCTAssertEqual(PackageRelationships.resolve("./sub/../header%202.xml", from: "word/document.xml"), "word/header 2.xml")
        XCTAssertEqual(PackageRelationships.resolve("../customXml/item1.xml", from: "word/document.xml"), "customXml/item1.xml")
        XCTAssertNil(PackageRelationships.resolve("../../escape.xml", from: "word/document.xml"))
    }

    func testConventionalPartNames() {
        let parts = DOCXParts.conventional(["word/document.xml", "word/header2.xml", "word/header10.xml",
                                            "word/header1.xml", "word/footer1.xml", "word/footnotes.xml",
                                            "word/glossary/header1.xml", "word/headerless.bin"])
        XCTAssertEqual(parts.headers, ["word/header1.xml", "word/header2.xml", "word/header10.xml"])
        XCTAssertEqual(parts.footers, ["word/footer1.xml"])
        XCTAssertEqual(parts.footnotes, "word/footnotes.xml")
        XCTAssertNil(parts.endnotes)
    }

    func testDTDScanner() {
        XCTAssertNil(DTDScanner.scan(Array("<a><!-- comment --><![CDATA[x]]></a>".utf8)))
        XCTAssertEqual(DTDScanner.scan(Array("<!DOCTYPE a><a/>".utf8)), .documentType)
        XCTAssertEqual(DTDScanner.scan(Array("<!DOCTYPE a [<!ENTITY e \"x\">]><a/>".utf8)), .entityDeclaration)
        XCTAssertNil(DTDScanner.scan(Array("<!".utf8)))
        XCTAssertNil(DTDScanner.scan([]))
    }

    func testKnownNamespaces() {
        "http://schemas.openxmlformats.org/wordprocessingml/2006/main".withCString { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: 1) {
                XCTAssertEqual(KnownNamespace(uri: $0), .wordprocessingML)
            }
        }
        "http://schemas.openxmlformats.org/wordprocessingml/2006/mai".withCString { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: 1) {
                XCTAssertEqual(KnownNamespace(uri: $0), .other)
            }
        }
        "http://schemas.openxmlformats.org/wordprocessingml/2006/main2".withCString { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: 1) {
                XCTAssertEqual(KnownNamespace(uri: $0), .other)
            }
        }
        XCTAssertEqual(KnownNamespace(uri: nil), .other)
    }
}
