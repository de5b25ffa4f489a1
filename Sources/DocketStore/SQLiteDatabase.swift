import CSQLite
import Foundation

/// A thin wrapper over one SQLite connection: statements with bound values, rows as dictionaries.
/// Not thread-safe; each thread or actor opens its own.
public final class SQLiteDatabase {
    private let handle: OpaquePointer
    public let path: String

    /// Opens (creating if needed) the database at `path`. WAL journaling and a busy timeout let a
    /// reader and a writer in two processes get along.
    public init(path: String) throws {
        var pointer: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        let status = sqlite3_open_v2(path, &pointer, flags, nil)
        guard status == SQLITE_OK, let pointer else {
            let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let pointer { sqlite3_close_v2(pointer) }
            throw SQLiteError(path: path, message: message, code: status)
        }
        self.handle = pointer
        self.path = path
        sqlite3_busy_timeout(handle, 5_000)
        try execute("PRAGMA journal_mode=WAL")
        try execute("PRAGMA synchronous=FULL")
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// A value to bind or read.
    public enum Value: Equatable, Sendable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob(Data)

        public var string: String? { if case .text(let text) = self { return text } else { return nil } }
        public var int: Int64? { if case .integer(let value) = self { return value } else { return nil } }
        public var data: Data? {
            switch self {
            case .blob(let data): return data
            case .text(let text): return Data(text.utf8)
            default: return nil
            }
        }
    }

    /// Runs one or more statements without results.
    public func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        if status != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? "error \(status)"
            sqlite3_free(message)
            throw SQLiteError(path: path, message: text, code: status)
        }
    }

    /// Runs a statement with bound values and returns its rows.
    @discardableResult
    public func query(_ sql: String, _ values: [Value] = []) throws -> [[String: Value]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw SQLiteError(path: path, message: String(cString: sqlite3_errmsg(handle)), code: sqlite3_errcode(handle))
        }
        defer { sqlite3_finalize(statement) }
        // SQLITE_TRANSIENT: SQLite copies the bytes before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            switch value {
            case .null: sqlite3_bind_null(statement, position)
            case .integer(let number): sqlite3_bind_int64(statement, position, number)
            case .real(let number): sqlite3_bind_double(statement, position, number)
            case .text(let text): sqlite3_bind_text(statement, position, text, -1, transient)
            case .blob(let data):
                _ = data.withUnsafeBytes { sqlite3_bind_blob(statement, position, $0.baseAddress, Int32(data.count), transient) }
            }
        }
        var rows: [[String: Value]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else {
                throw SQLiteError(path: path, message: String(cString: sqlite3_errmsg(handle)), code: status)
            }
            var row: [String: Value] = [:]
            for column in 0..<sqlite3_column_count(statement) {
                let name = String(cString: sqlite3_column_name(statement, column))
                switch sqlite3_column_type(statement, column) {
                case SQLITE_INTEGER: row[name] = .integer(sqlite3_column_int64(statement, column))
                case SQLITE_FLOAT: row[name] = .real(sqlite3_column_double(statement, column))
                case SQLITE_TEXT: row[name] = .text(String(cString: sqlite3_column_text(statement, column)))
                case SQLITE_BLOB:
                    let count = Int(sqlite3_column_bytes(statement, column))
                    let bytes = sqlite3_column_blob(statement, column)
                    row[name] = .blob(bytes.map { Data(bytes: $0, count: count) } ?? Data())
                default: row[name] = .null
                }
            }
            rows.append(row)
        }
        return rows
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    @discardableResult
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// `PRAGMA integrity_check`: "ok" for a sound file.
    public func integrityCheck() throws -> Bool {
        try query("PRAGMA integrity_check").first?["integrity_check"]?.string == "ok"
    }
}

/// An SQLite failure, naming the database file.
public struct SQLiteError: Error, CustomStringConvertible {
    public var path: String
    public var message: String
    public var code: Int32

    public var description: String { "\(path): database error: \(message)" }

    /// The file is not a database or is damaged.
    public var isCorruption: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }
}
