import DocketTestSupport
import Foundation
import XCTest

/// `docs/docket.1`, the man page swift-argument-parser generates, is committed; it must not fall
/// behind the commands. Regenerate it as the README says when this fails.
final class ManualPageTests: XCTestCase {
    func testTheManPageNamesEveryCommandAndIngestOption() throws {
        let page = try String(contentsOf: Fixtures.root.appendingPathComponent("docs/docket.1"), encoding: .utf8)
        for command in ["ingest", "agenda", "text", "diff", "ics", "watch", "serve"] {
            XCTAssertTrue(page.contains(".It Em \(command)") || page.contains("docket \(command)"), "no \(command) in docs/docket.1")
        }
        let help = try DocketProcess.run(["ingest", "--help"]).output
        let pattern = try NSRegularExpression(pattern: "(?<![\\w-])--[a-z][a-z0-9-]+")
        let options = Set(pattern.matches(in: help, range: NSRange(help.startIndex..., in: help))
            .compactMap { Range($0.range, in: help).map { String(help[$0]) } })
        XCTAssertFalse(options.isEmpty)
        for option in options.sorted() where !["--help", "--version"].contains(option) {
            XCTAssertTrue(page.contains("Fl " + option.dropFirst()), "docs/docket.1 lacks \(option): regenerate it")
        }
    }
}
