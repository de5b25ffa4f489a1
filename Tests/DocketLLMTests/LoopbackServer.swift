import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny blocking HTTP server on 127.0.0.1 (a random port) that answers requests one at a time with
/// canned replies, in order, and records what it was sent.
final class LoopbackServer: @unchecked Sendable {
    struct Reply {
        var status: Int
        var body: String
        /// Seconds to wait before answering.
        var delay: Double = 0
    }

    struct Request {
        var path: String
        var headers: String
        var body: String
        var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] }
    }

    private let lock = NSLock()
    private var replies: [Reply]
    private var received: [Request] = []
    private let listener: Int32
    let port: UInt16

    init(_ replies: [Reply]) throws {
        self.replies = replies
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 8) == 0 else { close(fd); throw POSIXError(.EADDRINUSE) }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    var requests: [Request] { lock.withLock { received } }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            handle(connection)
            close(connection)
        }
    }

    private func handle(_ connection: Int32) {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var request: Request?
        while request == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            data.append(contentsOf: buffer[0..<count])
            guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { continue }
            let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
            let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
            let bodyStart = end.upperBound
            guard data.count - bodyStart >= length else { continue }
            let path = head.split(separator: " ").dropFirst().first.map(String.init) ?? ""
            request = Request(path: path, headers: head,
                              body: String(decoding: data[bodyStart..<(bodyStart + length)], as: UTF8.self))
        }
        let reply: Reply = lock.withLock {
            received.append(request!)
            return replies.isEmpty ? Reply(status: 500, body: "{\"error\":\"no more canned replies\"}") : replies.removeFirst()
        }
        if reply.delay > 0 { Thread.sleep(forTimeInterval: reply.delay) }
        let body = Data(reply.body.utf8)
        let head = "HTTP/1.1 \(reply.status) Canned\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let bytes = Data(head.utf8) + body
        bytes.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                #if canImport(Glibc)
                let flags = Int32(MSG_NOSIGNAL)
                #else
                let flags: Int32 = 0
                #endif
                let count = send(connection, raw.baseAddress! + sent, raw.count - sent, flags)
                if count <= 0 { return }
                sent += count
            }
        }
    }

    /// A chat completion whose assistant message is `content`.
    static func completion(_ content: String, finishReason: String = "stop", usage: (prompt: Int, completion: Int)? = nil) -> String {
        var object: [String: Any] = ["id": "test", "object": "chat.completion",
                                     "choices": [["index": 0, "message": ["role": "assistant", "content": content], "finish_reason": finishReason]]]
        if let usage {
            object["usage"] = ["prompt_tokens": usage.prompt, "completion_tokens": usage.completion, "total_tokens": usage.prompt + usage.completion]
        }
        return String(decoding: try! JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }
}
