/// Decides the character encoding to hand libxml2 for a page, as a browser would.
///
/// A byte-order mark wins; then a `<meta charset>` or `<meta http-equiv="Content-Type">` in the
/// first 2 KiB; then UTF-8 when the bytes are valid UTF-8, and Windows-1252 otherwise. ISO-8859-1
/// and ASCII labels mean Windows-1252, as the WHATWG encoding standard says (pages labelled Latin-1
/// use its curly quotes and dashes). nil lets libxml2 read the mark itself (UTF-16).
enum HTMLCharset {
    static func encoding(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return "UTF-8" }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return nil }
        if let label = declared(in: bytes) { return normalized(label) }
        return isValidUTF8(bytes) ? "UTF-8" : "windows-1252"
    }

    /// The name to hand libxml2 for a charset label.
    static func normalized(_ label: String) -> String {
        switch label.lowercased() {
        case "iso-8859-1", "latin1", "l1", "us-ascii", "ascii", "iso8859-1", "cp1252", "windows-1252":
            return "windows-1252"
        case "utf8", "utf-8", "unicode-1-1-utf-8":
            return "UTF-8"
        default:
            return label.lowercased()
        }
    }

    /// The label of the first `charset=` inside a `<meta` tag near the top, lower case.
    static func declared(in bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(2048), as: UTF8.self).lowercased()
        var searchStart = head.startIndex
        while let meta = head.range(of: "<meta", range: searchStart..<head.endIndex) {
            let tagEnd = head.range(of: ">", range: meta.upperBound..<head.endIndex)?.lowerBound ?? head.endIndex
            let tag = head[meta.upperBound..<tagEnd]
            if let charset = tag.range(of: "charset") {
                let rest = tag[charset.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
                let label = rest.prefix { $0.isLetter || $0.isNumber || "-_:.".contains($0) }
                if !label.isEmpty { return String(label) }
            }
            searchStart = tagEnd
        }
        return nil
    }

    private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
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
