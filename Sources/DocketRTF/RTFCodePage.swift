import Foundation

/// The code page that RTF text bytes and `\'hh` escapes are in, from `\ansicpg` (or `\mac`).
enum RTFCodePage {
    static func encoding(forCodePage codePage: Int) -> String.Encoding {
        switch codePage {
        case 1250: return .windowsCP1250
        case 1251: return .windowsCP1251
        case 1253: return .windowsCP1253
        case 1254: return .windowsCP1254
        case 932: return .shiftJIS
        case 10000: return .macOSRoman
        case 65001: return .utf8
        default: return .windowsCP1252
        }
    }

    /// Decodes bytes, falling back to Latin-1 (which maps every byte) when the code page cannot.
    static func decode(_ bytes: [UInt8], as encoding: String.Encoding) -> String {
        if let text = String(bytes: bytes, encoding: encoding) { return text }
        return String(bytes.map { Character(Unicode.Scalar($0)) })
    }
}
