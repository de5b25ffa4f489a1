import Foundation

/// The bytes of one input and the name the user knows it by.
public struct InputDocument: Sendable {
    /// A path as the user gave it, or "-" for standard input; used in every message about the file.
    public var name: String
    public var data: Data

    public init(name: String, data: Data) {
        self.name = name
        self.data = data
    }

    /// The largest input Docket reads: 256 MiB.
    public static let defaultMaximumSize = 256 << 20

    /// Reads a file, refusing a folder, an unreadable file and one over `maximumSize` before reading it.
    public static func read(path: String, maximumSize: Int = defaultMaximumSize) throws -> InputDocument {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DocketError.unreadable(file: path, reason: "no such file")
        }
        if isDirectory.boolValue {
            throw DocketError.unreadable(file: path, reason: "is a directory")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumSize {
            throw DocketError.tooLarge(file: path, bytes: size, limit: maximumSize)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw DocketError.unreadable(file: path, reason: "permission denied or not a regular file")
        }
        defer { try? handle.close() }
        return InputDocument(name: path, data: try readBounded(handle, name: path, maximumSize: maximumSize))
    }

    /// Reads standard input (or any handle) to its end, up to `maximumSize` bytes.
    public static func read(handle: FileHandle, name: String = "-",
                            maximumSize: Int = defaultMaximumSize) throws -> InputDocument {
        InputDocument(name: name, data: try readBounded(handle, name: name, maximumSize: maximumSize))
    }

    private static func readBounded(_ handle: FileHandle, name: String, maximumSize: Int) throws -> Data {
        var data = Data()
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                throw DocketError.unreadable(file: name, reason: error.localizedDescription)
            }
            guard let chunk, !chunk.isEmpty else { break }
            data.append(chunk)
            if data.count > maximumSize {
                throw DocketError.tooLarge(file: name, bytes: data.count, limit: maximumSize)
            }
        }
        return data
    }
}
