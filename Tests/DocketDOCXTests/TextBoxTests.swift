import DocketCore
import DocketDOCX
import XCTest

final class TextBoxTests: XCTestCase {
    typealias B = DOCXBuilder

    static func textBox(_ content: String) -> String {
        """
        <w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData>\
        <wps:wsp><wps:txbx><w:txbxContent>\(content)</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic>\
        </wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>\(content)\
        </w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>
        """
    }

    func testTextBoxLinesFollowTheAnchorAndTheFallbackIsSkipped() throws {
        let body = "<w:p><w:r><w:t>Anchor</w:t></w:r>" + Self.textBox(B.p("Box line 1") + B.p("Box line 2"))
            + "<w:r><w:t xml:space=\"preserve\"> text</w:t></w:r></w:p>" + B.p("Next")
        XCTAssertEqual(try lineTexts(body: body), ["Anchor text", "Box line 1", "Box line 2", "Next"])
    }

    func testTextBoxAnchoredInAnEmptyParagraph() throws {
        let body = "<w:p>" + Self.textBox(B.p("Only the box")) + "</w:p>" + B.p("Next")
        XCTAssertEqual(try lineTexts(body: body), ["Only the box", "Next"])
    }

    func testVMLTextBoxWithoutAlternateContent() throws {
        let body = "<w:p><w:r><w:t>Old</w:t></w:r><w:r><w:pict><v:shape><v:textbox><w:txbxContent>"
            + B.p("VML box") + "</w:txbxContent></v:textbox></v:shape></w:pict></w:r></w:p>"
        XCTAssertEqual(try lineTexts(body: body), ["Old", "VML box"])
    }

    func testFallbackIsReadWhenThereIsNoChoice() throws {
        let body = "<w:p><w:r><mc:AlternateContent><mc:Fallback><w:t>fallback only</w:t></mc:Fallback></mc:AlternateContent></w:r></w:p>"
        XCTAssertEqual(try lineTexts(body: body), ["fallback only"])
    }

    func testTextBoxInATableCellFollowsTheRow() throws {
        let cell = "<w:p><w:r><w:t>Cell</w:t></w:r>" + Self.textBox(B.p("Boxed")) + "</w:p>"
        let body = B.table([[cell, B.p("Other")], [B.p("Row 2"), ""]])
        let lines = try extract(B(body: body).build()).pages[0].lines
        XCTAssertEqual(lines.map(\.text), ["Cell\tOther", "Boxed", "Row 2\t"])
        XCTAssertNil(lines[1].table)
    }
}
