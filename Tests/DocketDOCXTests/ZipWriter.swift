import Foundation

/// A minimal ZIP writer for tests: stored entries, or raw deflate streams made elsewhere, with the
/// option to state sizes and CRCs that do not match the data (as an attacker would).
struct ZipWriter {
    struct Entry {
        var name: String
        /// 0 = stored, 8 = deflated.
        var method: UInt16
        var payload: [UInt8]
        var crc: UInt32
        var statedSize: UInt32
    }

    private(set) var entries: [Entry] = []

    mutating func addStored(_ name: String, _ bytes: [UInt8], statedSize: UInt32? = nil, crc: UInt32? = nil) {
        entries.append(Entry(name: name, method: 0, payload: bytes, crc: crc ?? CRC32.checksum(bytes),
                             statedSize: statedSize ?? UInt32(bytes.count)))
    }

    mutating func addStored(_ name: String, _ text: String) {
        addStored(name, Array(text.utf8))
    }

    mutating func addDeflated(_ name: String, stream: [UInt8], statedSize: UInt32, crc: UInt32) {
        entries.append(Entry(name: name, method: 8, payload: stream, crc: crc, statedSize: statedSize))
    }

    func build() -> Data {
        var out: [UInt8] = []
        var central: [UInt8] = []
        for entry in entries {
            let offset = UInt32(out.count)
            let name = Array(entry.name.utf8)
            // Local file header.
            out += le32(0x0403_4B50) + le16(20) + le16(0) + le16(entry.method) + le16(0) + le16(0x21)
            out += le32(entry.crc) + le32(UInt32(entry.payload.count)) + le32(entry.statedSize)
            out += le16(UInt16(name.count)) + le16(0) + name + entry.payload
            // Central directory header.
            central += le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(entry.method) + le16(0) + le16(0x21)
            central += le32(entry.crc) + le32(UInt32(entry.payload.count)) + le32(entry.statedSize)
            central += le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset)
            central += name
        }
        let centralOffset = UInt32(out.count)
        out += central
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
        out += le32(UInt32(central.count)) + le32(centralOffset) + le16(0)
        return Data(out)
    }

    private func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
}
