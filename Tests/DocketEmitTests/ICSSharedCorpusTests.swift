import DocketTestSupport
import Foundation
import XCTest
@testable import DocketEmit

/// The calendars Docket writes for ../shared/corpus (one per document, and one for the whole folder),
/// read by Docket's linter, Python icalendar, libical and calcurse.
final class ICSSharedCorpusTests: XCTestCase {
    func testEveryCorpusCalendarParsesAndImports() throws {
        let corpus = Fixtures.root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            throw XCTSkip("no ../shared/corpus beside the repository")
        }
        let docket = Bundle.main.bundleURL.appendingPathComponent("docket")
        guard FileManager.default.isExecutableFile(atPath: docket.path) else {
            throw XCTSkip("build the docket executable first (swift build --build-tests)")
        }
        let out = try ICSTools.temporaryDirectory("corpus-ics")
        defer { try? FileManager.default.removeItem(at: out) }
        let zone = "America/New_York"
        // Per document (the corpus also holds gold JSON files, which Docket reports and skips).
        _ = try ICSTools.run(docket.path, ["ingest", corpus.path, "--format", "ics", "--tz", zone, "--out", out.path])
        let whole = try ICSTools.run(docket.path, ["ingest", corpus.path, "--format", "ics", "--tz", zone])
        let wholeFile = try ICSTools.write(whole.stdout, named: "whole-corpus.calendar", in: out)
        var files = try FileManager.default.contentsOfDirectory(at: out, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "ics" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(files.count, 15, "one calendar per corpus document")
        files.append(wholeFile)

        var total = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            XCTAssertEqual(ICSLinter().lint(text).map(\.description), [], file.lastPathComponent)
            total += text.components(separatedBy: "BEGIN:VEVENT\r\n").count - 1
        }
        XCTAssertGreaterThan(total, 100, "tasks and class meetings of the corpus")

        var checked = 0
        do {
            try ICSTools.requirePythonICalendar()
            let reports = try ICSTools.pythonCheck(files)
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                let report = try XCTUnwrap(reports[file.path] ?? reports[file.lastPathComponent], file.lastPathComponent)
                XCTAssertEqual(report.VEVENT, text.components(separatedBy: "BEGIN:VEVENT\r\n").count - 1, "Python: \(file.lastPathComponent)")
                XCTAssertEqual(report.zoneProblems, [], file.lastPathComponent)
                let libical = try ICSTools.libical(file)
                XCTAssertEqual(libical.errors, 0, "libical: \(file.lastPathComponent)")
                XCTAssertEqual(libical.counts["VEVENT"], report.VEVENT, "libical: \(file.lastPathComponent)")
                XCTAssertEqual(libical.occurrences, report.dateutil, "expanded occurrences: \(file.lastPathComponent)")
                checked += 1
            }
            XCTAssertEqual(checked, files.count)
            print("Python icalendar and libical agree on \(checked) corpus calendars, \(total) events")
        } catch let skip as XCTSkip {
            print("skipped Python/libical: \(skip.message ?? "")")
        }

        do {
            let result = try ICSTools.calcurse(wholeFile, zone: zone, from: "2017-01-01", to: "2027-12-31")
            XCTAssertFalse(result.items.isEmpty, "calcurse shows the corpus calendar's events: \(result.imported)")
        } catch let skip as XCTSkip {
            print("skipped calcurse: \(skip.message ?? "")")
        }
    }
}
