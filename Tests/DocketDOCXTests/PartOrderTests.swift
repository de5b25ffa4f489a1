import DocketCore
import DocketDOCX
import XCTest

final class PartOrderTests: XCTestCase {
    typealias B = DOCXBuilder

    static let footnotes = """
        <w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/><w:t>SEPARATOR</w:t></w:r></w:p></w:footnote>\
        <w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/><w:t>CONTINUATION</w:t></w:r></w:p></w:footnote>\
        <w:footnote w:type="continuationNotice" w:id="3"><w:p><w:r><w:t>NOTICE</w:t></w:r></w:p></w:footnote>\
        <w:footnote w:id="1"><w:p><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>\
        <w:r><w:t xml:space="preserve"> First note</w:t></w:r></w:p></w:footnote>\
        <w:footnote w:id="2"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> Second note</w:t></w:r></w:p>\
        <w:p><w:r><w:t>its second paragraph</w:t></w:r></w:p></w:footnote>
        """

    static let endnotes = """
        <w:endnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/><w:t>SEPARATOR</w:t></w:r></w:p></w:endnote>\
        <w:endnote w:id="1"><w:p><w:r><w:endnoteRef/></w:r><w:r><w:t xml:space="preserve"> End note</w:t></w:r></w:p></w:endnote>
        """

    func testHeadersBodyFootnotesEndnotesFooters() throws {
        var builder = B(body: "<w:p><w:r><w:t>Body 1</w:t></w:r><w:r><w:footnoteReference w:id=\"1\"/></w:r></w:p>" + B.p("Body 2"))
        builder.headers = [("header1.xml", B.p("Course CS 101")), ("header2.xml", B.p("Course CS 101")),
                           ("header3.xml", B.p("Draft")), ("header4.xml", "<w:p/>")]
        builder.footers = [("footer1.xml", B.p("Page footer")), ("footer2.xml", B.p("Page footer"))]
        builder.footnotes = Self.footnotes
        builder.endnotes = Self.endnotes
        let document = try extract(builder.build())
        XCTAssertEqual(document.pages[0].lines.map(\.text), [
            "Course CS 101", "Draft", "Body 1", "Body 2",
            "First note", "Second note", "its second paragraph", "End note", "Page footer",
        ])
        XCTAssertEqual(document.pages.count, 1)
    }

    func testNotesComeInIdOrder() throws {
        var builder = B(body: B.p("Body"))
        builder.footnotes = """
            <w:footnote w:id="10"><w:p><w:r><w:t>Ten</w:t></w:r></w:p></w:footnote>\
            <w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>\
            <w:footnote w:id="2"><w:p><w:r><w:t>Two</w:t></w:r></w:p></w:footnote>\
            <w:footnote w:id="x"><w:p><w:r><w:t>Unnumbered</w:t></w:r></w:p></w:footnote>\
            <w:footnote w:id="3"><w:p><w:r><w:t>Three</w:t></w:r></w:p></w:footnote>
            """
        XCTAssertEqual(try extract(builder.build()).text, "Body\nTwo\nThree\nTen\nUnnumbered")
    }

    func testHeadersAreSortedByNameWithNumbersAsNumbers() throws {
        var builder = B(body: B.p("Body"))
        builder.headers = [("header10.xml", B.p("Ten")), ("header2.xml", B.p("Two"))]
        builder.footers = [("footer3.xml", B.p("F3")), ("footer1.xml", B.p("F1"))]
        XCTAssertEqual(try extract(builder.build()).text, "Two\nTen\nBody\nF1\nF3")
    }

    func testPartsAreFoundByNameWithoutRelationships() throws {
        var builder = B(body: B.p("Body"))
        builder.headers = [("header1.xml", B.p("Head"))]
        builder.footers = [("footer1.xml", B.p("Foot"))]
        builder.footnotes = Self.footnotes
        builder.endnotes = Self.endnotes
        builder.writesRelationships = false
        XCTAssertEqual(try extract(builder.build()).text,
                       "Head\nBody\nFirst note\nSecond note\nits second paragraph\nEnd note\nFoot")
    }

    func testMissingRelationshipTargetIsAWarning() throws {
        var builder = B(body: B.p("Body"))
        builder.danglingTargets = ["header7.xml"]
        let document = try extract(builder.build())
        XCTAssertEqual(document.text, "Body")
        XCTAssertEqual(document.warnings.count, 1)
        XCTAssertTrue(document.warnings[0].contains("word/header7.xml"), document.warnings[0])
    }

    func testTablesAreNumberedInOutputOrderAcrossParts() throws {
        var builder = B(body: B.table([[B.p("Body cell")]]))
        builder.headers = [("header1.xml", B.table([[B.p("Header cell")]])),
                           ("header2.xml", B.table([[B.p("Header cell")]]))]  // a duplicate: dropped
        builder.footers = [("footer1.xml", B.table([[B.p("Footer cell")]]))]
        let lines = try extract(builder.build()).pages[0].lines
        XCTAssertEqual(lines.map(\.text), ["Header cell", "Body cell", "Footer cell"])
        XCTAssertEqual(lines.map { $0.table?.table }, [0, 1, 2])
    }

    func testMalformedHeaderIsDamagedAndNamesThePart() {
        var builder = B(body: B.p("Body"))
        builder.headers = [("header1.xml", "<w:p><w:r><w:t>unclosed</w:r></w:p>")]
        let error = docketError { _ = try extract(builder.build()) }
        guard case .damaged(let file, let reason)? = error else {
            return XCTFail("expected damaged, got \(String(describing: error))")
        }
        XCTAssertEqual(file, "test.docx")
        XCTAssertTrue(reason.hasPrefix("word/header1.xml: XML error at line"), reason)
    }
}
