import DocketCore
@testable import DocketDOC
import DocketTestSupport
import XCTest

/// Legacy Word through antiword: its text and tables, and every way running it can fail.
final class LegacyWordTests: XCTestCase {
    func testAntiwordTablesBecomeRowsAndContinuationLinesJoinTheirRow() {
        let text = """

        Schedule
        |Week   |Date    |Due                 |
        |1      |Jan 13  |Syllabus quiz       |
        |       |        |Quiz 1 on Jan 22    |
        |2      |Jan 20  |                    |

        [pic]Key dates\tbelow
        -----------------------
        [1]A footnote.
        """
        let lines = AntiwordText.lines(text)
        XCTAssertEqual(lines.map(\.text), ["Schedule", "Week\tDate\tDue", "1\tJan 13\tSyllabus quiz Quiz 1 on Jan 22",
                                           "2\tJan 20\t", "Key dates\tbelow", "[1]A footnote."])
        XCTAssertEqual(lines[2].table, TablePosition(table: 0, row: 1, depth: 0))
        XCTAssertEqual(lines[4].segments.count, 2)
    }

    func testWithoutAntiwordTheRefusalNamesThePackage() {
        let input = InputDocument(name: "old.doc", data: Data([0xD0, 0xCF, 0x11, 0xE0]))
        XCTAssertThrowsError(try LegacyWordTextExtractor(antiword: nil).extract(input, as: .supported(.doc))) { error in
            guard case .unsupported(let file, let what)? = error as? DocketError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "old.doc")
            XCTAssertTrue(what.contains("antiword"), what)
        }
    }

    func testAStuckConverterIsKilledAtTheTimeLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docket-stuck-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("antiword")
        try Data("#!/bin/sh\nexec sleep 30\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let started = Date()
        let extractor = LegacyWordTextExtractor(antiword: script.path, timeout: 0.5)
        XCTAssertThrowsError(try extractor.extract(InputDocument(name: "slow.doc", data: Data([1])), as: .supported(.doc))) { error in
            guard case .refused(let file, let reason)? = error as? DocketError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "slow.doc")
            XCTAssertTrue(reason.contains("longer than"), reason)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testADamagedFileIsOneLine() throws {
        guard LegacyWordTextExtractor.installedAntiword() != nil else { throw XCTSkip("antiword is not installed") }
        let url = Fixtures.bad.appendingPathComponent("corrupt.doc")
        let input = InputDocument(name: "corrupt.doc", data: try Data(contentsOf: url))
        XCTAssertEqual(ContentDetector().detect(input), .supported(.doc))
        XCTAssertThrowsError(try LegacyWordTextExtractor().extract(input, as: .supported(.doc))) { error in
            guard case .damaged(let file, let reason)? = error as? DocketError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "corrupt.doc")
            XCTAssertTrue(reason.contains("antiword"), reason)
        }
    }
}
