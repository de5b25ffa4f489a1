import DocketCore
import DocketRTF
import DocketTestSupport
import XCTest

/// The RTF fixture reads to its golden text, and each rule of the reader holds alone.
final class RTFTests: XCTestCase {
    func read(_ rtf: String) throws -> Document {
        try RTFTextExtractor().extract(InputDocument(name: "a.rtf", data: Data(rtf.utf8)), as: .supported(.rtf))
    }

    func lines(_ rtf: String) throws -> [String] { try read(rtf).pages[0].lines.map(\.text) }

    func testFixturesMatchTheirExpectedText() throws {
        let fixtures = try Fixtures.textFixtures(format: "rtf")
        XCTAssertGreaterThanOrEqual(fixtures.count, 1)
        for fixture in fixtures {
            let input = try fixture.input()
            XCTAssertEqual(ContentDetector().detect(input), .supported(.rtf), fixture.file)
            let document = try RTFTextExtractor().extract(input, as: .supported(.rtf))
            XCTAssertEqual(Fixtures.trimTrailing(document.text), try fixture.expectedText(), fixture.file)
            let header = document.pages[0].lines.first { $0.text == "Week\tDate\tTopic" }
            XCTAssertEqual(header?.table, TablePosition(table: 0, row: 0, depth: 0, isHeader: true))
            XCTAssertEqual(document.pages[0].lines.first { $0.text == "A\tJan 27" }?.table,
                           TablePosition(table: 1, row: 0, depth: 1, isHeader: false))
        }
    }

    func testEscapesAndCodePages() throws {
        XCTAssertEqual(try lines(#"{\rtf1\ansi\ansicpg1252 caf\'e9 \u8212? \u-10179?\u-8704? \{x\}\par}"#), ["café — 😀 {x}"])
        XCTAssertEqual(try lines(#"{\rtf1\ansi\ansicpg1251 \'cf\'f0\'e8\par}"#), ["При"])
        XCTAssertEqual(try lines(#"{\rtf1\uc2 a\u233\'3f\'3fb\par}"#), ["aéb"], "\\uc2 skips two fallback characters")
    }

    func testSkippedDestinationsHiddenAndDeletedText() throws {
        let rtf = #"{\rtf1{\fonttbl{\f0 Arial;}}{\*\unknownthing Sep 1}{\pict 0102}A{\v hidden}{\deleted gone} B\bin3 {}}\par}"#
        XCTAssertEqual(try lines(rtf), ["A B"])
    }

    func testTablesRowsAndLineBreaks() throws {
        let rtf = #"{\rtf1 Intro\line next\par\trowd\cellx1\cellx2\intbl a\cell\intbl b\par c\cell\row\trowd\intbl \cell\cell\row\trowd\intbl d\cell e\cell\row\pard After\par}"#
        let document = try read(rtf)
        XCTAssertEqual(document.pages[0].lines.map(\.text), ["Intro", "next", "a\tb c", "d\te", "After"])
        XCTAssertEqual(document.pages[0].lines[3].table?.row, 2, "the empty row still counts")
        // Row properties written only before the cells (LibreOffice, WordPad) still mark a header row.
        let header = try read(#"{\rtf1\trowd\trhdr\cellx1\intbl Week\cell\row\trowd\cellx1\intbl 1\cell\row}"#)
        XCTAssertEqual(header.pages[0].lines.map { $0.table?.isHeader }, [true, false])
    }

    func testHostileInputIsRefused() {
        let deep = "{\\rtf1 " + String(repeating: "{", count: 5000) + "x}"
        XCTAssertThrowsError(try read(deep)) { error in
            guard case .refused(let file, let reason)? = error as? DocketError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "a.rtf")
            XCTAssertTrue(reason.contains("nested"), reason)
        }
        XCTAssertThrowsError(try read("not rtf")) { error in
            guard case .damaged? = error as? DocketError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try lines("{\\rtf1 a\\bin999999999 b"), ["a"], "a \\bin past the end stops reading, allocating nothing")
    }

    /// `\itapN` made N table levels with no group around them: a billion for a 41-byte file
    /// (corpora/bad/deep-tables.rtf). Past the depth limit it is refused; a real nested table still reads.
    func testAHugeTableDepthIsRefusedWithoutBuildingIt() throws {
        let started = Date()
        XCTAssertThrowsError(try read(#"{\rtf1\ansi \itap999999999 cell text\par}"#)) { error in
            guard case .refused(_, let reason)? = error as? DocketError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("tables nested more than 1000 deep"), reason)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
        XCTAssertEqual(try lines(#"{\rtf1 \intbl a\cell \itap2 b\nestcell \nestrow c\cell \row}"#).count, 2)
    }
}
