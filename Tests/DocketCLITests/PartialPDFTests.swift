import DocketTestSupport
import XCTest

/// `docket ingest` on a PDF with one damaged page: the other pages' tasks, a warning, success.
final class PartialPDFTests: XCTestCase {
    func testTheReadablePagesTasksComeBackWithAWarningNamingTheLostPage() throws {
        let path = Fixtures.text.appendingPathComponent("damaged-page.pdf").path
        let result = try DocketProcess.run(["ingest", path, "--no-cache", "--quiet", "--format", "jsonl",
                                            "--today", "2025-09-01"])
        XCTAssertEqual(result.status, 0, result.error)
        let titles = result.output.split(separator: "\n").compactMap { line -> String? in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["title"] as? String
        }
        XCTAssertEqual(titles, ["Response Paper 1", "Final Essay"])
        XCTAssertEqual(result.error.trimmingCharacters(in: .newlines),
                       "docket: \(path): warning: page 3 of 3 could not be read (Poppler cannot load its page object); "
                       + "the other pages were read")
    }
}
