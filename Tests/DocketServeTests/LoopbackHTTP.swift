import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 client over a real TCP socket to 127.0.0.1: one request per connection
/// (`Connection: close`), read to the end, with a receive timeout so a test never hangs.
struct LoopbackHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        /// The problem document's fields, for application/problem+json answers.
        var problem: [String: Any]? { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] }
    }

    enum Failure: Error { case connect(Int32), send, noResponse(String) }

    let port: Int
    var timeout: Int = 60

    func request(_ method: String, _ path: String, headers: [String: String] = [:], body: Data = Data(),
                 sendLength: Bool = true) throws -> Response {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if sendLength && headers["Content-Length"] == nil { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        return try exchange(Data(head.utf8) + body)
    }

    /// Sends `bytes` as they are and reads the whole answer.
    func exchange(_ bytes: Data) throws -> Response {
        try exchange(bytes, then: {}, Data())
    }

    /// Sends `first`, runs `between` (the request is now in flight), sends `rest`, reads the answer.
    func exchange(_ first: Data, then between: () -> Void, _ rest: Data) throws -> Response {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure.connect(errno) }
        defer { close(fd) }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure.connect(errno) }
        Self.sendAll(first, fd)
        between()
        Self.sendAll(rest, fd)
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return try Self.parse(received)
    }

    private static func sendAll(_ bytes: Data, _ fd: Int32) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            // The server may answer (413) and close before taking everything: read what it said.
            if sent <= 0 { break }
            offset += sent
        }
    }

    static func parse(_ data: Data) throws -> Response {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { throw Failure.noResponse(String(decoding: data, as: UTF8.self)) }
        let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure.noResponse(lines[0]) }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(data[end.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunk(body) }
        return Response(status: status, headers: headers, body: body)
    }

    static func dechunk(_ data: Data) -> Data {
        var out = Data()
        var rest = data[...]
        while let lineEnd = rest.range(of: Data("\r\n".utf8)) {
            let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self).split(separator: ";")[0], radix: 16) ?? 0
            if size == 0 { break }
            let start = lineEnd.upperBound
            guard rest.endIndex >= start + size else { break }
            out.append(rest[start..<start + size])
            rest = rest[(start + size + 2)...]
        }
        return out
    }
}
