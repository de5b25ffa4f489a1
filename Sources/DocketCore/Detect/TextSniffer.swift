import Foundation

/// Decides whether bytes are text a person wrote, and in which encoding.
enum TextSniffer {
    static func encoding(of bytes: [UInt8]) -> TextEncoding? {
        if bytes.hasPrefix([0xFF, 0xFE]) { return .utf16LittleEndian }
        if bytes.hasPrefix([0xFE, 0xFF]) { return .utf16BigEndian }
        let sample = Array(bytes.prefix(64 * 1024))
        // Text has no NUL bytes and few control characters other than tab, newline, CR, form feed.
        var controls = 0
        for byte in sample {
            if byte == 0 { return nil }
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C { controls += 1 }
        }
        if controls * 100 > sample.count { return nil }
        if isValidUTF8(bytes) { return .utf8 }
        // Latin-1 (read as Windows-1252, whose 0x80–0x9F are quotes and dashes) as the fallback, but
        // only when most bytes are ASCII: binary data has high bytes everywhere.
        let high = sample.filter { $0 >= 0x80 }.count
        if high * 10 > sample.count * 3 { return nil }
        return .latin1
    }

    /// JSON or XML: text that is data rather than a document to read (HTML is told apart before).
    static func dataFormat(of bytes: [UInt8]) -> String? {
        guard let first = bytes.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) else { return nil }
        let head = String(decoding: bytes[first..<min(bytes.count, first + 256)], as: UTF8.self).lowercased()
        if head.hasPrefix("{") || head.hasPrefix("[") {
            if (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil { return "JSON data" }
        }
        if head.hasPrefix("<?xml") { return "XML data" }
        return nil
    }

    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
