import Foundation
import XCTest
@testable import DocketStore

final class SQLiteDatabaseTests: XCTestCase {
    func temporaryPath() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("docket-\(UUID()).sqlite").path
        addTeardownBlock { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        return path
    }

    func testValuesRoundTripAndTransactionsRollBack() throws {
        let database = try SQLiteDatabase(path: temporaryPath())
        try database.execute("CREATE TABLE t (k TEXT PRIMARY KEY, n INTEGER, b BLOB)")
        try database.query("INSERT INTO t VALUES (?, ?, ?)", [.text("a"), .integer(7), .blob(Data([1, 2, 3]))])
        let row = try XCTUnwrap(database.query("SELECT * FROM t WHERE k = ?", [.text("a")]).first)
        XCTAssertEqual(row["n"], .integer(7))
        XCTAssertEqual(row["b"]?.data, Data([1, 2, 3]))
        XCTAssertThrowsError(try database.transaction {
            try database.query("INSERT INTO t VALUES (?, ?, ?)", [.text("b"), .integer(1), .null])
            throw CancellationError()
        })
        XCTAssertEqual(try database.query("SELECT count(*) AS c FROM t").first?["c"], .integer(1))
        XCTAssertTrue(try database.integrityCheck())
    }

    func testAFileThatIsNoDatabaseIsReportedAsCorrupt() throws {
        let path = temporaryPath()
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: path))
        do {
            let database = try SQLiteDatabase(path: path)
            _ = try database.query("SELECT * FROM sqlite_master")
            XCTFail("garbage opened as a database")
        } catch let error as SQLiteError {
            XCTAssertTrue(error.isCorruption, "\(error)")
            XCTAssertTrue(error.description.hasPrefix(path), error.description)
        }
    }
}
