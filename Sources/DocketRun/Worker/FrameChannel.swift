import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One end of the socket between the pool and a worker, carrying frames: an 8-byte header (the
/// JSON message's length, then the payload's, both big-endian UInt32), the JSON message, then the
/// payload (raw input bytes, so a 200 MB scan is not base64'd into JSON).
///
/// Writes use `send(MSG_NOSIGNAL)`: a peer that died gives an error, never SIGPIPE.
struct FrameChannel {
    let descriptor: Int32

    /// The largest message or payload accepted; anything longer is a garbled stream, not a frame.
    static let maximumPart = 1 << 30

    struct Frame {
        var message: Data
        var payload: Data
    }

    enum ChannelError: Error, CustomStringConvertible {
        case io(String, Int32)
        case tooLong(Int)
        case truncated

        var description: String {
            switch self {
            case .io(let call, let code): return "\(call): \(String(cString: strerror(code)))"
            case .tooLong(let length): return "a frame part of \(length) bytes"
            case .truncated: return "the stream ended inside a frame"
            }
        }
    }

    func send(message: Data, payload: Data = Data()) throws {
        var header = Data(count: 8)
        header.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: UInt32(message.count).bigEndian, toByteOffset: 0, as: UInt32.self)
            raw.storeBytes(of: UInt32(payload.count).bigEndian, toByteOffset: 4, as: UInt32.self)
        }
        try write(header)
        try write(message)
        try write(payload)
    }

    /// The next frame; nil when the peer closed its end between frames.
    func receive() throws -> Frame? {
        guard let header = try read(8, endAllowed: true) else { return nil }
        let (messageLength, payloadLength) = header.withUnsafeBytes { raw in
            (Int(UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))),
             Int(UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self))))
        }
        for length in [messageLength, payloadLength] where length > Self.maximumPart { throw ChannelError.tooLong(length) }
        guard let message = try read(messageLength, endAllowed: false),
              let payload = try read(payloadLength, endAllowed: false) else { throw ChannelError.truncated }
        return Frame(message: message, payload: payload)
    }

    private func write(_ data: Data) throws {
        try data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(descriptor, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 {
                    if errno == EINTR { continue }
                    throw ChannelError.io("send", errno)
                }
                offset += sent
            }
        }
    }

    /// Exactly `count` bytes; nil when the stream ends before the first one and `endAllowed`.
    private func read(_ count: Int, endAllowed: Bool) throws -> Data? {
        var data = Data(count: count)
        var offset = 0
        try data.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            while offset < count {
                let got = recv(descriptor, base + offset, count - offset, 0)
                if got < 0 {
                    if errno == EINTR { continue }
                    // A worker killed mid-reply can reset the connection: the same as its end.
                    if errno == ECONNRESET { break }
                    throw ChannelError.io("recv", errno)
                }
                if got == 0 { break }
                offset += got
            }
        }
        if offset == count { return data }
        if offset == 0 && endAllowed { return nil }
        throw ChannelError.truncated
    }
}
