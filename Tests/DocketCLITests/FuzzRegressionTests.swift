import DocketTestSupport
import XCTest

/// Inputs the fuzzers (scripts/fuzz, scripts/fuzz-ingest) turned up, kept in corpora/bad/: each must
/// end as any bad input does, with one line on standard error and nothing from a C library beside it.
final class FuzzRegressionTests: XCTestCase {
    /// Every bad fixture: exit 1 and exactly `docket: PATH: reason` on standard error, in the process
    /// itself (where a library's own printing would land) and through the worker pool.
    func testEveryBadFixturePrintsExactlyOneLine() throws {
        for fixture in try Fixtures.badFixtures() {
            for isolation in [["--in-process"], []] {
                let result = try DocketProcess.run(["ingest", fixture.url.path, "--quiet", "--no-cache"] + isolation)
                XCTAssertEqual(result.status, 1, "\(fixture.file) \(isolation)")
                let lines = result.error.split(separator: "\n", omittingEmptySubsequences: true)
                XCTAssertEqual(lines.count, 1, "\(fixture.file) \(isolation): \(result.error)")
                XCTAssertTrue(lines.first?.hasPrefix("docket: \(fixture.url.path): ") ?? false, "\(fixture.file): \(result.error)")
            }
        }
    }

    /// libpng printed "libpng error: …" beside Docket's line for a truncated PNG (scripts/fuzz-ingest);
    /// read in a worker, as by default, only Docket's line is left.
    func testATruncatedPNGReadInAWorkerIsOneLine() throws {
        let whole = try Data(contentsOf: Fixtures.root.appendingPathComponent("corpora/text/page.png"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("truncated-\(UUID().uuidString).png")
        try whole.prefix(3000).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let result = try DocketProcess.run(["ingest", path.path, "--quiet", "--no-cache"])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.error.contains("libpng"), result.error)
        XCTAssertEqual(result.error.split(separator: "\n").count, 1, result.error)
    }

    /// libxml2 printed "encoding error : input conversion failed…" and "I/O error : encoder error"
    /// itself, four lines before Docket's, for a DOCX whose bytes its declared encoding cannot convert.
    func testAnUnconvertibleEncodingInADOCXIsOneLine() throws {
        let path = Fixtures.bad.appendingPathComponent("encoding-error.docx").path
        let result = try DocketProcess.run(["text", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.error.contains("encoding error"), result.error)
        XCTAssertFalse(result.error.contains("I/O error"), result.error)
        XCTAssertEqual(result.error.split(separator: "\n").count, 1, result.error)
    }

    /// `\itap999999999` (corpora/bad/deep-tables.rtf, 41 bytes) had the RTF reader build a billion
    /// table levels, tens of GB; now it is one line, at once, in the process and through a worker.
    func testAHugeRTFTableDepthIsOneLineAtOnce() throws {
        let path = Fixtures.bad.appendingPathComponent("deep-tables.rtf").path
        for isolation in [["--in-process"], []] {
            let started = Date()
            let result = try DocketProcess.run(["ingest", path, "--quiet", "--no-cache"] + isolation)
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.error.split(separator: "\n").count, 1, result.error)
            XCTAssertTrue(result.error.contains("tables nested more than 1000 deep"), result.error)
            XCTAssertLessThan(Date().timeIntervalSince(started), 20, "\(isolation)")
        }
    }
}
