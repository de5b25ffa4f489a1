import DocketTestSupport
import Foundation
import XCTest

/// `docket ingest` over folders: order, failures, progress and summary, --files-from, the cache.
final class BatchTests: XCTestCase {
    let understand = Fixtures.root.appendingPathComponent("corpora/understand")
    let common = ["--tz", "America/New_York", "--today", "2025-03-01"]

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-batch-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// The understanding corpus's documents (not the gold labels), copied into a fresh folder.
    func corpusCopy() throws -> (folder: URL, names: [String]) {
        let folder = try temporaryFolder()
        let names = try FileManager.default.contentsOfDirectory(atPath: understand.path)
            .filter { !$0.hasSuffix(".json") && $0 != "README.md" && $0 != "extraction" }.sorted()
        for name in names {
            try FileManager.default.copyItem(at: understand.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return (folder, names)
    }

    func testOrderIsStableWithTwoJobs() throws {
        let (folder, names) = try corpusCopy()
        let one = try DocketProcess.run(["ingest", folder.path, "--jobs", "1", "--no-cache", "--quiet"] + common)
        let two = try DocketProcess.run(["ingest", folder.path, "--jobs", "2", "--no-cache", "--quiet"] + common)
        XCTAssertEqual(one.status, 0, one.error)
        XCTAssertEqual(two.status, 0, two.error)
        let documents = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(two.output.utf8)) as? [String: Any])?["documents"] as? [[String: Any]])
        XCTAssertEqual(documents.compactMap { $0["source"] as? String }, names.map { folder.appendingPathComponent($0).path })
        XCTAssertEqual(one.output, two.output)
        let lines = try DocketProcess.run(["ingest", folder.path, "--jobs", "2", "--no-cache", "--quiet", "--format", "jsonl"] + common)
        let serial = try DocketProcess.run(["ingest", folder.path, "--jobs", "1", "--no-cache", "--quiet", "--format", "jsonl"] + common)
        XCTAssertEqual(lines.status, 0, lines.error)
        XCTAssertGreaterThan(lines.output.split(separator: "\n").count, 20)
        XCTAssertEqual(lines.output, serial.output)
    }

    func testAMalformedFileAmongGoodOnesFailsWithOneLineAndTheOthersAreReported() throws {
        let (folder, names) = try corpusCopy()
        let bad = folder.appendingPathComponent("05b-broken.pdf")
        try Data("%PDF-1.7\nnot really a PDF at all".utf8).write(to: bad)
        let result = try DocketProcess.run(["ingest", folder.path, "--jobs", "2", "--no-cache"] + common)
        XCTAssertEqual(result.status, 1, result.error)
        let failures = result.error.split(separator: "\n").filter { $0.hasPrefix("docket: \(bad.path): ") }
        XCTAssertEqual(failures.count, 1, result.error)
        let documents = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])?["documents"] as? [[String: Any]])
        XCTAssertEqual(documents.count, names.count)
        XCTAssertTrue(result.error.contains("docket: failed: 1"), result.error)
        XCTAssertTrue(result.error.contains("docket:   \(bad.path): "), "the summary lists the failure with its reason: \(result.error)")
    }

    func testQuietPrintsNothingOnACleanRunAndTheSummaryAppearsOtherwise() throws {
        let syllabus = understand.appendingPathComponent("01-geog1420-fall2025-syllabus.txt").path
        let hw = understand.appendingPathComponent("06-csci3410-spring2025-hw4.pdf").path
        let quiet = try DocketProcess.run(["ingest", syllabus, hw, "--quiet", "--no-cache"] + common)
        XCTAssertEqual(quiet.status, 0, quiet.error)
        XCTAssertEqual(quiet.error, "")
        let loud = try DocketProcess.run(["ingest", syllabus, hw, "--no-cache"] + common)
        XCTAssertEqual(loud.status, 0, loud.error)
        // Not a terminal: a plain line per input, then the summary.
        XCTAssertTrue(loud.error.contains("[1/2] \(syllabus)\n"), loud.error)
        XCTAssertTrue(loud.error.contains("[2/2] \(hw)\n"), loud.error)
        for line in ["processed: 2 of 2", "cached: 0", "failed: 0", "tasks: ", "elapsed: "] {
            XCTAssertTrue(loud.error.contains("docket: \(line)"), "\(line) missing: \(loud.error)")
        }
        XCTAssertEqual(loud.output, quiet.output)
    }

    func testFilesFromStandardInput() throws {
        let syllabus = understand.appendingPathComponent("01-geog1420-fall2025-syllabus.txt").path
        let hw = understand.appendingPathComponent("06-csci3410-spring2025-hw4.pdf").path
        let list = Data("\(hw)\n\n\(syllabus)\n".utf8)
        let result = try DocketProcess.run(["ingest", "--files-from", "-", "--quiet", "--no-cache"] + common, input: list)
        XCTAssertEqual(result.status, 0, result.error)
        let documents = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])?["documents"] as? [[String: Any]])
        XCTAssertEqual(documents.compactMap { $0["source"] as? String }, [hw, syllabus])
        let usage = try DocketProcess.run(["ingest", "-", "--files-from", "-"])
        XCTAssertEqual(usage.status, 64, usage.error)
    }

    func testTheCacheMakesASecondRunSkipWorkAndADamagedCacheIsRebuilt() throws {
        let (folder, names) = try corpusCopy()
        let cache = try temporaryFolder()
        let arguments = ["ingest", folder.path, "--cache-dir", cache.path, "--format", "jsonl"] + common
        let first = try DocketProcess.run(arguments)
        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertTrue(first.error.contains("docket: cached: 0"), first.error)
        let second = try DocketProcess.run(arguments)
        XCTAssertEqual(second.status, 0, second.error)
        XCTAssertTrue(second.error.contains("docket: cached: \(names.count)"), second.error)
        XCTAssertEqual(second.output, first.output)
        // Another setting that changes results misses.
        let other = try DocketProcess.run(arguments.filter { $0 != "2025-03-01" && $0 != "--today" } + ["--today", "2025-03-02"])
        XCTAssertTrue(other.error.contains("docket: cached: 0"), other.error)

        let file = cache.appendingPathComponent("cache.sqlite")
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file.path + suffix) }
        try Data(repeating: 0x5A, count: 10_000).write(to: file)
        let damaged = try DocketProcess.run(arguments)
        XCTAssertEqual(damaged.status, 0, damaged.error)
        XCTAssertTrue(damaged.error.contains("warning: cache \(file.path) is damaged"), damaged.error)
        XCTAssertTrue(damaged.error.contains("docket: cached: 0"), damaged.error)
        XCTAssertEqual(damaged.output, first.output)
        let rebuilt = try DocketProcess.run(arguments)
        XCTAssertTrue(rebuilt.error.contains("docket: cached: \(names.count)"), rebuilt.error)
        XCTAssertFalse(rebuilt.error.contains("warning: cache"), rebuilt.error)
    }
}
