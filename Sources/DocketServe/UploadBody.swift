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

    /// The whole body in memory, at most `limit` bytes: a raw upload, sent to a worker as it is.
    public static func data(_ request: Request, limit: Int) async throws -> Data {
        try checkDeclaredLength(request, limit: limit)
        var data = Data()
        if let declared = request.headers[.contentLength].flatMap(Int.init) { data.reserveCapacity(declared) }
        for try await buffer in request.body {
            if data.count + buffer.readableBytes > limit { throw tooLarge(limit) }
            data.append(contentsOf: buffer.readableBytesView)
        }
        return data
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
