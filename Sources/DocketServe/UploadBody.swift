import Foundation
import Hummingbird

/// Request bodies taken in under a size limit: a declared `Content-Length` over it is refused
/// before a byte is read, and a body without one is cut off as soon as it passes it.
public enum UploadBody {
    /// 413 for a body over `limit` bytes.
    static func tooLarge(_ limit: Int) -> Problem {
        Problem(.contentTooLarge, "request body larger than \(limit) bytes (--max-body)")
    }

    /// Refuses a declared length over the limit.
    public static func checkDeclaredLength(_ request: Request, limit: Int) throws(Problem) {
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit { throw tooLarge(limit) }
    }

    /// Writes the body to `url`, stopping at `limit` bytes (the file is removed on any error).
    public static func save(_ request: Request, to url: URL, limit: Int) async throws -> Int {
        try checkDeclaredLength(request, limit: limit)
        guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw Problem(.internalServerError, "cannot write a temporary file for the upload")
        }
        do {
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            var total = 0
            for try await buffer in request.body {
                total += buffer.readableBytes
                if total > limit { throw tooLarge(limit) }
                try handle.write(contentsOf: Data(buffer.readableBytesView))
            }
            return total
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }

    /// The whole body in memory, at most `limit` bytes (for multipart, which is parsed whole).
    public static func collect(_ request: Request, limit: Int) async throws -> [UInt8] {
        try checkDeclaredLength(request, limit: limit)
        var bytes: [UInt8] = []
        for try await buffer in request.body {
            if bytes.count + buffer.readableBytes > limit { throw tooLarge(limit) }
            bytes.append(contentsOf: buffer.readableBytesView)
        }
        return bytes
    }
}
