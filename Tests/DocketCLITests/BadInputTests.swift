import Docket
import DocketTestSupport
import Foundation
import XCTest

/// Every file under corpora/bad fails with its own typed error, quickly, through the whole pipeline.
final class BadInputTests: XCTestCase {
    func testEveryBadFixtureFailsWithItsError() throws {
        let fixtures = try Fixtures.badFixtures()
        XCTAssertGreaterThanOrEqual(fixtures.count, 14)
        let pipeline = Pipeline.standard()
        for fixture in fixtures {
            let input = InputDocument(name: fixture.file, data: try Data(contentsOf: fixture.url))
            let started = Date()
            XCTAssertThrowsError(try pipeline.extractText(input), fixture.file) { error in
                XCTAssertTrue(error is DocketError, "\(fixture.file): \(type(of: error))")
                XCTAssertEqual(Fixtures.caseName(of: error), fixture.error, "\(fixture.file): \(error)")
                XCTAssertTrue("\(error)".hasPrefix(fixture.file + ": "), "\(error)")
                XCTAssertFalse("\(error)".contains("\n"), "\(error)")
            }
            XCTAssertLessThan(Date().timeIntervalSince(started), 20, "\(fixture.file) took too long: a hang?")
        }
    }

    func testTheCommandLineReportsEachAndCarriesOn() throws {
        let fixtures = try Fixtures.badFixtures()
        let good = Fixtures.text.appendingPathComponent("notes.txt").path
        let paths = fixtures.map { $0.url.path } + [good]
        let result = try DocketProcess.run(["text"] + paths)
        XCTAssertEqual(result.status, 1)
        let lines = result.error.split(separator: "\n").filter { !$0.contains("warning:") }
        XCTAssertEqual(lines.count, fixtures.count, result.error)
        for fixture in fixtures {
            XCTAssertTrue(lines.contains { $0.hasPrefix("docket: \(fixture.url.path): ") }, fixture.file)
        }
        XCTAssertTrue(result.output.contains("MUSC 101"), "the good file after the bad ones was not read")
    }

    func testAFolderWithNoDocumentsFailsWithOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docket-empty-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = try DocketProcess.run(["ingest", folder.path, "--no-cache"])
        XCTAssertEqual(empty.status, 1)
        XCTAssertEqual(empty.output, "")
        XCTAssertEqual(empty.error, "docket: \(folder.path): no documents to read in this folder (PDF, Word (DOCX), image or text files)\n")

        try Data("{}".utf8).write(to: folder.appendingPathComponent("labels.json"))
        let onlyData = try DocketProcess.run(["agenda", folder.path, "--no-cache"])
        XCTAssertEqual(onlyData.status, 1)
        XCTAssertTrue(onlyData.error.contains("no documents to read in this folder"), onlyData.error)

        let emptyList = try DocketProcess.run(["ingest", "--files-from", "-", "--no-cache"], input: Data())
        XCTAssertEqual(emptyList.status, 1)
        XCTAssertEqual(emptyList.error, "docket: no documents to read: the list in - names none\n")
    }
}
