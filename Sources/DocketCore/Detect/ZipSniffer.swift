/// Names what a ZIP archive holds from its entry names, without inflating anything.
///
/// It reads the central directory at the end of the archive (falling back to the local headers
/// when that is damaged), which is enough to tell a DOCX from an XLSX, an EPUB or a plain archive.
enum ZipSniffer {
    static func classify(_ bytes: [UInt8]) -> Detection {
        let names = entryNames(bytes)
        if names.isEmpty {
            return .unsupported("ZIP archive with no readable entries")
        }
        if names.contains("word/document.xml") { return .supported(.docx) }
        if names.contains(where: { $0.hasPrefix("xl/") }) { return .unsupported("XLSX workbook") }
        if names.contains("ppt/presentation.xml") { return .supported(.pptx) }
        if names.contains(where: { $0.hasPrefix("ppt/") }) {
            return .unsupported("PPTX presentation without ppt/presentation.xml")
        }
        // An OpenDocument file's mimetype entry comes first and stored, so its value sits in the
        // first bytes; the reader names a missing content.xml.
        let head = String(decoding: bytes.prefix(256), as: UTF8.self)
        if names.contains("mimetype") && head.contains("application/vnd.oasis.opendocument.text") {
            return .supported(.odt)
        }
        if names.contains("content.xml") && names.contains("mimetype") {
            return .unsupported(
                "OpenDocument file other than text (ODS spreadsheet, ODP presentation…); save it as PDF")
        }
        if names.contains(where: { $0.hasPrefix("META-INF/container.xml") }) { return .unsupported("EPUB book") }
        if names.contains("[Content_Types].xml") || names.contains(where: { $0.hasPrefix("word/") }) {
            return .unsupported("ZIP archive without word/document.xml")
        }
        return .unsupported("ZIP archive without word/document.xml")
    }

    static func entryNames(_ bytes: [UInt8]) -> Set<String> {
        let central = centralDirectoryNames(bytes)
        return central.isEmpty ? localHeaderNames(bytes) : central
    }

    private static func centralDirectoryNames(_ bytes: [UInt8]) -> Set<String> {
        // The end-of-central-directory record is in the last 22 + 65535 bytes.
        let eocd: [UInt8] = [0x50, 0x4B, 0x05, 0x06]
        let searchStart = max(0, bytes.count - 22 - 65_535)
        var position = bytes.count - 22
        var found: Int?
        while position >= searchStart {
            if bytes.hasPrefix(eocd, at: position) { found = position; break }
            position -= 1
        }
        guard let end = found,
              let entries = bytes.uint16(at: end + 10),
              let offset = bytes.uint32(at: end + 16) else { return [] }
        var names = Set<String>()
        var cursor = Int(offset)
        for _ in 0..<Int(entries) {
            guard bytes.hasPrefix([0x50, 0x4B, 0x01, 0x02], at: cursor),
                  let nameLength = bytes.uint16(at: cursor + 28),
                  let extraLength = bytes.uint16(at: cursor + 30),
                  let commentLength = bytes.uint16(at: cursor + 32),
                  cursor + 46 + Int(nameLength) <= bytes.count else { break }
            let name = bytes[(cursor + 46)..<(cursor + 46 + Int(nameLength))]
            names.insert(String(decoding: name, as: UTF8.self))
            cursor += 46 + Int(nameLength) + Int(extraLength) + Int(commentLength)
        }
        return names
    }

    private static func localHeaderNames(_ bytes: [UInt8]) -> Set<String> {
        var names = Set<String>()
        var cursor = 0
        while bytes.hasPrefix([0x50, 0x4B, 0x03, 0x04], at: cursor),
              let compressed = bytes.uint32(at: cursor + 18),
              let nameLength = bytes.uint16(at: cursor + 26),
              let extraLength = bytes.uint16(at: cursor + 28),
              cursor + 30 + Int(nameLength) <= bytes.count {
            let name = bytes[(cursor + 30)..<(cursor + 30 + Int(nameLength))]
            names.insert(String(decoding: name, as: UTF8.self))
            // Entries with a data descriptor state no size here; stop rather than guess.
            guard compressed > 0 else { break }
            cursor += 30 + Int(nameLength) + Int(extraLength) + Int(compressed)
        }
        return names
    }
}

extension Array where Element == UInt8 {
    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= count else { return nil }
        return UInt16(self[offset]) | UInt16(self[offset + 1]) << 8
    }

    func uint32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= count else { return nil }
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(self[offset + $1]) << (8 * $1) }
    }
}
