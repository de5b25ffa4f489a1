/// Writes a ZIP archive whose entries are stored (not compressed), so a fuzzer's bytes reach the
/// DOCX reader's XML stages instead of dying at the archive's CRC and deflate checks.
public enum StoredZip {
    /// The archive's bytes: a local header and data per entry, then the central directory.
    public static func archive(_ entries: [(name: String, bytes: [UInt8])]) -> [UInt8] {
        var output: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let name = Array(entry.name.utf8)
            let crc = CRC32.checksum(entry.bytes)
            let offset = UInt32(truncatingIfNeeded: output.count)
            output += le32(0x0403_4b50) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21)
            output += le32(crc) + le32(UInt32(entry.bytes.count)) + le32(UInt32(entry.bytes.count))
            output += le16(UInt16(name.count)) + le16(0) + name + entry.bytes
            directory += le32(0x0201_4b50) + le16(20) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21)
            directory += le32(crc) + le32(UInt32(entry.bytes.count)) + le32(UInt32(entry.bytes.count))
            directory += le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset) + name
        }
        let directoryOffset = UInt32(truncatingIfNeeded: output.count)
        output += directory
        output += le32(0x0605_4b50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
        output += le32(UInt32(directory.count)) + le32(directoryOffset) + le16(0)
        return output
    }

    private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xff), UInt8(value >> 8)] }
    private static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xff) } }
}

/// The ZIP checksum (CRC-32, polynomial 0xEDB88320).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8) }
    }
}
