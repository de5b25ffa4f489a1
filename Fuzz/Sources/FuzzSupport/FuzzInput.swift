import Foundation

/// The bytes libFuzzer hands a harness, as the values harnesses need.
public struct FuzzInput {
    public let bytes: UnsafeBufferPointer<UInt8>

    /// Wraps libFuzzer's pointer; a null pointer (an empty unit) is an empty buffer.
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = UnsafeBufferPointer(start: size > 0 ? data : nil, count: data == nil ? 0 : size)
    }

    public var data: Data { Data(bytes) }

    /// The bytes as text, invalid UTF-8 replaced: the text stages never see raw bytes, so there is
    /// nothing to learn from units that fail to decode.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The first byte, for harnesses that pick a mode from it, and the bytes after it.
    public var selectorAndRest: (selector: UInt8, rest: UnsafeBufferPointer<UInt8>)? {
        guard let first = bytes.first else { return nil }
        return (first, UnsafeBufferPointer(rebasing: bytes.dropFirst()))
    }
}
