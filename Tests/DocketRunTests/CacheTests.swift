import Docket
import DocketRun
import DocketStore
import Foundation
import XCTest

final class CacheTests: XCTestCase {
    func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-cache-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func understood(_ source: String = "syllabus.txt") throws -> UnderstoodDocument {
        let understanding = DocumentUnderstanding(options: NormalizationOptions(today: CivilDate(iso: "2025-09-01")!))
        let input = InputDocument(name: source, data: Data("CS 101 Fall 2025 Syllabus\nHomework 1 due September 12, 2025\n".utf8))
        return try understanding.understand(Pipeline.standard().extractText(input), sha256: SHA256.hex(input.data))
    }

    func cache(_ folder: String, version: String = "1", settings: [String: String] = ["tz": "UTC"],
               warnings: Recorded = Recorded()) throws -> ResultCache {
        try ResultCache(directory: folder, version: version, configuration: ResultCache.configurationHash(settings)) { warnings.add($0) }
    }

    func testAStoredResultIsAHitWithTheSourceRewritten() throws {
        let folder = try temporaryFolder()
        let document = try understood()
        let first = try cache(folder)
        XCTAssertNil(first.lookup(sha256: document.sha256, source: "syllabus.txt"))
        first.store(document)
        let hit = try XCTUnwrap(try cache(folder).lookup(sha256: document.sha256, source: "renamed/copy.txt"))
        XCTAssertEqual(hit.source, "renamed/copy.txt")
        var expected = document
        expected.source = "renamed/copy.txt"
        XCTAssertEqual(try JSON.encode(hit), try JSON.encode(expected))
        XCTAssertNil(try cache(folder).lookup(sha256: String(repeating: "0", count: 64), source: "other.txt"))
    }

    func testAnotherConfigurationOrVersionMisses() throws {
        let folder = try temporaryFolder()
        let document = try understood()
        try cache(folder, settings: ["tz": "UTC", "today": "2025-09-01"]).store(document)
        XCTAssertNotNil(try cache(folder, settings: ["today": "2025-09-01", "tz": "UTC"]).lookup(sha256: document.sha256, source: "a"))
        XCTAssertNil(try cache(folder, settings: ["tz": "America/Chicago", "today": "2025-09-01"]).lookup(sha256: document.sha256, source: "a"))
        XCTAssertNil(try cache(folder, settings: ["tz": "UTC", "today": "2025-09-02"]).lookup(sha256: document.sha256, source: "a"))
        XCTAssertNil(try cache(folder, version: "2", settings: ["tz": "UTC", "today": "2025-09-01"]).lookup(sha256: document.sha256, source: "a"))
    }

    func testAFileThatIsNoDatabaseIsDeletedAndRebuilt() throws {
        let folder = try temporaryFolder()
        let path = (folder as NSString).appendingPathComponent("cache.sqlite")
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: path))
        let warnings = Recorded()
        let rebuilt = try cache(folder, warnings: warnings)
        XCTAssertEqual(warnings.lines.count, 1, "\(warnings.lines)")
        XCTAssertTrue(warnings.lines.first?.contains("damaged") == true, "\(warnings.lines)")
        let document = try understood()
        rebuilt.store(document)
        XCTAssertNotNil(try cache(folder).lookup(sha256: document.sha256, source: "x"))
    }

    func testADamagedDatabaseFailingItsIntegrityCheckIsRebuilt() throws {
        let folder = try temporaryFolder()
        let document = try understood()
        do {
            let first = try cache(folder)
            for index in 0..<200 {
                var copy = document
                copy.sha256 = SHA256.hex(Array("\(index)".utf8))
                first.store(copy)
            }
        }
        let path = (folder as NSString).appendingPathComponent("cache.sqlite")
        // Fold the WAL back in, then scribble over the pages after the header.
        try SQLiteDatabase(path: path).execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 4096)
        handle.write(Data(repeating: 0xFF, count: 16_384))
        try handle.close()
        let warnings = Recorded()
        let rebuilt = try cache(folder, warnings: warnings)
        XCTAssertFalse(warnings.lines.isEmpty, "the damage went unnoticed")
        XCTAssertEqual(rebuilt.count, 0)
    }

    func testARowThatDoesNotDecodeIsDroppedNotTrusted() throws {
        let folder = try temporaryFolder()
        let document = try understood()
        let warnings = Recorded()
        let store = try cache(folder, warnings: warnings)
        store.store(document)
        let path = (folder as NSString).appendingPathComponent("cache.sqlite")
        try SQLiteDatabase(path: path).query("UPDATE results SET document = ?", [.blob(Data("{\"source\": 3}".utf8))])
        XCTAssertNil(store.lookup(sha256: document.sha256, source: "a"))
        XCTAssertEqual(warnings.lines.count, 1)
        XCTAssertEqual(store.count, 0)
        store.store(document)
        XCTAssertNotNil(store.lookup(sha256: document.sha256, source: "a"))
    }

    func testTheDefaultFolderFollowsXDG() {
        XCTAssertEqual(ResultCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"]), "/x/cache/docket")
        XCTAssertEqual(ResultCache.defaultDirectory(environment: ["HOME": "/home/a"]), "/home/a/.cache/docket")
    }
}

final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func add(_ line: String) { lock.lock(); stored.append(line); lock.unlock() }
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return stored }
}
