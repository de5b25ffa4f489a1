import DocketTestSupport
import Foundation
import XCTest

final class TextCommandTests: XCTestCase {
    var schedule: Fixtures.TextFixture {
        get throws { try XCTUnwrap(Fixtures.textFixtures().first { $0.file == "schedule.pdf" }) }
    }

    func testPrintsTheGoldenText() throws {
        let fixture = try schedule
        let result = try DocketProcess.run(["text", fixture.url.path])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(Fixtures.trimTrailing(result.output), try fixture.expectedText())
        XCTAssertEqual(result.error, "")
    }

    func testABadFileIsOneLineAndTheRestStillPrint() throws {
        let fixture = try schedule
        let encrypted = Fixtures.bad.appendingPathComponent("encrypted.pdf").path
        let notes = Fixtures.text.appendingPathComponent("notes.txt").path
        let result = try DocketProcess.run(["text", encrypted, fixture.url.path, "/no/such.pdf", notes])
        XCTAssertEqual(result.status, 1)
        let errors = result.error.split(separator: "\n")
        XCTAssertEqual(errors, [
            "docket: \(encrypted): encrypted PDF: it needs a password to open",
            "docket: /no/such.pdf: cannot read: no such file",
        ])
        XCTAssertTrue(result.output.contains("==> \(fixture.url.path) <=="))
        XCTAssertTrue(result.output.contains("HIST 210"))
        XCTAssertTrue(result.output.contains("==> \(notes) <=="))
        XCTAssertFalse(result.output.contains("==> \(encrypted) <=="))
    }

    func testStandardInput() throws {
        let data = try Data(contentsOf: try schedule.url)
        let result = try DocketProcess.run(["text", "-"], input: data)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(Fixtures.trimTrailing(result.output), try schedule.expectedText())
    }

    func testJSONModel() throws {
        let mixed = Fixtures.text.appendingPathComponent("mixed.pdf").path
        let result = try DocketProcess.run(["text", "--json", mixed])
        XCTAssertEqual(result.status, 0, result.error)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let documents = try XCTUnwrap(json["documents"] as? [[String: Any]])
        XCTAssertEqual(documents.count, 1)
        XCTAssertEqual(documents[0]["format"] as? String, "pdf")
        // reportlab's invariant canvases date every fixture 2000-01-01.
        XCTAssertEqual(documents[0]["created"] as? String, "2000-01-01T00:00:00Z")
        let pages = try XCTUnwrap(documents[0]["pages"] as? [[String: Any]])
        XCTAssertEqual(pages.map { $0["origin"] as? String }, ["textLayer", "ocr", "textLayer"])
        XCTAssertNotNil(pages[1]["ocrConfidence"] as? Double)
        XCTAssertEqual(pages[1]["ocrReason"] as? String, "no text layer")
        let line = try XCTUnwrap((pages[0]["lines"] as? [[String: Any]])?.first)
        XCTAssertNotNil(line["box"] as? [String: Any])
        XCTAssertNotNil(line["segments"] as? [[String: Any]])
    }

    func testNoOCRLeavesScannedPagesEmpty() throws {
        let scanned = Fixtures.text.appendingPathComponent("scanned.pdf").path
        let result = try DocketProcess.run(["text", "--no-ocr", scanned])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output.trimmingCharacters(in: .whitespacesAndNewlines), "")
    }

    func testUsageErrors() throws {
        let result = try DocketProcess.run(["text"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.error.contains("Give at least one file"), result.error)
        XCTAssertEqual(try DocketProcess.run(["text", "--ocr-jobs", "0", "x"]).status, 64)
    }

    func testHelpDescribesTheCommand() throws {
        let result = try DocketProcess.run(["text", "--help"])
        XCTAssertEqual(result.status, 0)
        for phrase in ["--json", "--no-ocr", "--ocr-jobs", "standard input", "tab"] {
            XCTAssertTrue(result.output.contains(phrase), "help lacks \(phrase)")
        }
    }

    func testTheInputIsNeverModified() throws {
        let url = try schedule.url
        let before = try Data(contentsOf: url)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        _ = try DocketProcess.run(["text", url.path])
        XCTAssertEqual(try Data(contentsOf: url), before)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date,
                       attributes[.modificationDate] as? Date)
    }
}
