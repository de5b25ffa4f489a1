import DocketCore
import DocketDOCX
import XCTest

final class ParagraphTests: XCTestCase {
    func testParagraphsAreLinesAndEmptyOnesAreDropped() throws {
        let body = """
            <w:p><w:r><w:t>Hello</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"> world</w:t></w:r></w:p>
            <w:p/>
            <w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr><w:r><w:t xml:space="preserve">  Padded  </w:t></w:r></w:p>
            <w:p><w:r><w:t xml:space="preserve">   </w:t></w:r></w:p>
            <w:p><w:r><w:t>Two  spaces inside</w:t></w:r></w:p>
            """
        let document = try extract(DOCXBuilder(body: body).build())
        XCTAssertEqual(document.source, "test.docx")
        XCTAssertEqual(document.format, .docx)
        XCTAssertEqual(document.pages.count, 1)
        XCTAssertEqual(document.pages[0].number, 1)
        XCTAssertEqual(document.pages[0].origin, .markup)
        XCTAssertEqual(document.pages[0].lines.map(\.text), ["Hello world", "Padded", "Two  spaces inside"])
        XCTAssertEqual(document.text, "Hello world\nPadded\nTwo  spaces inside")
        XCTAssertTrue(document.warnings.isEmpty)
        XCTAssertNil(document.pages[0].lines[0].table)
    }

    func testTabSplitsTheLineIntoSegments() throws {
        let body = """
            <w:p><w:r><w:t>Week 1</w:t><w:tab/><w:t>Intro</w:t></w:r><w:r><w:tab/><w:t>Sep 5</w:t></w:r></w:p>
            <w:p><w:r><w:t>A</w:t><w:tab/><w:tab/><w:t>B</w:t></w:r></w:p>
            <w:p><w:r><w:tab/><w:t>Indented</w:t></w:r></w:p>
            """
        let lines = try extract(DOCXBuilder(body: body).build()).pages[0].lines
        XCTAssertEqual(lines.map(\.text), ["Week 1\tIntro\tSep 5", "A\t\tB", "Indented"])
        XCTAssertEqual(lines[0].segments.map(\.text), ["Week 1", "Intro", "Sep 5"])
        XCTAssertEqual(lines[1].segments.map(\.text), ["A", "", "B"])
        XCTAssertEqual(lines[2].segments.map(\.text), ["Indented"])
    }

    func testBreaksStartNewLines() throws {
        let body = """
            <w:p><w:r><w:t>Line one</w:t><w:br/><w:t>Line two</w:t><w:cr/><w:t>Line three</w:t>\
            <w:br w:type="page"/><w:t>After the page break</w:t><w:br/><w:br/></w:r></w:p>
            <w:p><w:r><w:t>Next paragraph</w:t></w:r></w:p>
            """
        XCTAssertEqual(try lineTexts(body: body),
                       ["Line one", "Line two", "Line three", "After the page break", "Next paragraph"])
    }

    func testHyphensSymbolsFieldsAndNoteMarks() throws {
        let body = """
            <w:p><w:r><w:t>e</w:t><w:noBreakHyphen/><w:t>mail</w:t><w:sym w:font="Wingdings" w:char="F04A"/><w:softHyphen/></w:r></w:p>
            <w:p><w:r><w:t xml:space="preserve">Page </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r>\
            <w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>\
            <w:r><w:t>3</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>
            <w:p><w:fldSimple w:instr=" DATE \\@ &quot;MMMM d&quot; "><w:r><w:t>May 1</w:t></w:r></w:fldSimple></w:p>
            <w:p><w:r><w:t>Noted</w:t></w:r><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>\
            <w:r><w:endnoteReference w:id="1"/></w:r><w:r><w:t>.</w:t></w:r></w:p>
            """
        XCTAssertEqual(try lineTexts(body: body), ["e-mail", "Page 3", "May 1", "Noted."])
    }

    func testInsertionsAreKeptAndDeletionsDropped() throws {
        let body = """
            <w:p><w:r><w:t xml:space="preserve">Due </w:t></w:r><w:del w:id="1" w:author="A"><w:r><w:delText>Monday</w:delText></w:r></w:del>\
            <w:ins w:id="2" w:author="A"><w:r><w:t>Friday</w:t></w:r></w:ins></w:p>
            <w:p><w:moveFrom w:id="3" w:author="A"><w:r><w:t>Old place</w:t></w:r></w:moveFrom></w:p>
            <w:p><w:moveTo w:id="4" w:author="A"><w:r><w:t>New place</w:t></w:r></w:moveTo></w:p>
            <w:p><w:del w:id="5" w:author="A"><w:r><w:t>Deleted with a plain w:t</w:t></w:r></w:del></w:p>
            """
        XCTAssertEqual(try lineTexts(body: body), ["Due Friday", "New place"])
    }

    func testWrappersAreReadThrough() throws {
        let body = """
            <w:p><w:hyperlink r:id="rId5"><w:r><w:t>Course site</w:t></w:r></w:hyperlink>\
            <w:smartTag w:uri="urn:x" w:element="date"><w:r><w:t xml:space="preserve"> on Sep 5</w:t></w:r></w:smartTag></w:p>
            <w:sdt><w:sdtPr><w:alias w:val="Title"/><w:placeholder><w:docPart w:val="X"/></w:placeholder></w:sdtPr>\
            <w:sdtContent><w:p><w:r><w:t>In a content control</w:t></w:r></w:p></w:sdtContent></w:sdt>
            <w:p><w:sdt><w:sdtPr><w:text/></w:sdtPr><w:sdtContent><w:r><w:t>Inline control</w:t></w:r></w:sdtContent></w:sdt></w:p>
            <w:customXml w:element="x"><w:p><w:r><w:t>Custom XML</w:t></w:r></w:p></w:customXml>
            <w:p><w:r><x:t xmlns:x="urn:other">not Word text</x:t><w:t>Word text</w:t></w:r></w:p>
            """
        XCTAssertEqual(try lineTexts(body: body),
                       ["Course site on Sep 5", "In a content control", "Inline control", "Custom XML", "Word text"])
    }

    func testStrictNamespaceIsRead() throws {
        let strict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <w:document xmlns:w="http://purl.oclc.org/ooxml/wordprocessingml/main"><w:body>\
            <w:p><w:r><w:t>Strict</w:t><w:tab/><w:t>file</w:t></w:r></w:p></w:body></w:document>
            """
        var builder = DOCXBuilder(body: "")
        builder.documentBytes = Array(strict.utf8)
        XCTAssertEqual(try extract(builder.build()).text, "Strict\tfile")
    }

    func testTheCreationDateComesFromTheCoreProperties() throws {
        var builder = DOCXBuilder(body: DOCXBuilder.p("Syllabus"))
        XCTAssertNil(try extract(builder.build()).created)
        builder.created = "2014-09-05T01:42:38Z"
        XCTAssertEqual(try extract(builder.build()).created, Date(timeIntervalSince1970: 1_409_881_358))
        builder.created = "not a date"
        XCTAssertNil(try extract(builder.build()).created)
    }

    func testUTF16DocumentIsRead() throws {
        let xml = DOCXBuilder.document(DOCXBuilder.p("Grüße in UTF-16"))
            .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        var builder = DOCXBuilder(body: "")
        builder.documentBytes = [0xFF, 0xFE] + Array(xml.data(using: .utf16LittleEndian) ?? Data())
        XCTAssertEqual(try extract(builder.build()).text, "Grüße in UTF-16")
    }

    func testEntitiesAndCharacterReferencesOfXMLItself() throws {
        XCTAssertEqual(try lineTexts(body: DOCXBuilder.p("A &amp; B &lt;3&gt; &#x2014; &#233;")), ["A & B <3> — é"])
    }

    func testBodyWithoutParagraphsGivesOneEmptyPage() throws {
        let document = try extract(DOCXBuilder(body: "").build())
        XCTAssertEqual(document.pages.count, 1)
        XCTAssertEqual(document.pages[0].lines, [])
        XCTAssertEqual(document.text, "")
    }
}

final class RobustnessTests: XCTestCase {
    typealias B = DOCXBuilder

    func testBreakCharactersInsideTextBecomeSpaces() throws {
        let document = try extract(B(body: B.p("one&#10;two&#13;three&#x2028;four")).build())
        XCTAssertEqual(document.text, "one two three four")
    }

    /// Nesting as deep as libxml2 allows (256 levels) is read on a thread with a small stack.
    func testDeepestAllowedNestingOnASmallStack() throws {
        let depth = 120
        let blocks = String(repeating: "<w:sdt><w:sdtContent>", count: depth) + B.p("deep block")
            + String(repeating: "</w:sdtContent></w:sdt>", count: depth)
        let inline = "<w:p>" + String(repeating: "<w:hyperlink>", count: 240) + "<w:r><w:t>deep run</w:t></w:r>"
            + String(repeating: "</w:hyperlink>", count: 240) + "</w:p>"
        var tables = B.table([[B.p("t")]])
        for _ in 0..<55 { tables = B.table([[tables]]) }
        let inputs = [blocks, inline, tables].map { B(body: $0).build() }
        let results = ThreadResult()
        let thread = Thread {
            results.texts = inputs.map { data in
                (try? extract(data).text) ?? "failed"
            }
            results.done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        XCTAssertEqual(results.done.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(results.texts, ["deep block", "deep run", "t"])
    }
}

private final class ThreadResult: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    var texts: [String] = []
}
