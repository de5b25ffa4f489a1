/// The default ``Detector``: magic numbers, a look at a ZIP's entry names or an OLE2 file's stream
/// names, and a text check (a web page is text that begins with an HTML tag).
public struct ContentDetector: Detector {
    public init() {}

    public func detect(_ bytes: [UInt8]) -> Detection {
        if bytes.isEmpty { return .empty }
        for signature in Self.signatures where bytes.hasPrefix(signature.magic, at: signature.offset) {
            return signature.detection
        }
        if bytes.hasPrefix([0x50, 0x4B, 0x03, 0x04]) || bytes.hasPrefix([0x50, 0x4B, 0x05, 0x06]) {
            return ZipSniffer.classify(bytes)
        }
        if Self.isBMP(bytes) { return .supported(.bmp) }
        if bytes.hasPrefix(CompoundFileSniffer.magic) {
            return CompoundFileSniffer.classify(bytes)
        }
        // A PDF may start with a little junk (a BOM, a mail header); readers accept %PDF in the first KiB.
        if bytes.prefix(1024).firstRange(of: Array("%PDF-".utf8)) != nil {
            return .supported(.pdf)
        }
        if let encoding = TextSniffer.encoding(of: bytes) {
            if HTMLSniffer.isHTML(bytes) { return .supported(.html, encoding: encoding) }
            if MHTMLSniffer.isWebArchive(bytes) { return .supported(.mhtml) }
            // Data files are text too, but no document: say what they are.
            if let kind = TextSniffer.dataFormat(of: bytes) { return .unsupported(kind) }
            return .supported(.text, encoding: encoding)
        }
        return .unsupported("binary data of an unknown type")
    }

    /// "BM" is too short a mark on its own (a text may begin "BMI 101"): a BMP also states, at
    /// byte 14, the size of its info header, which is one of a few known values.
    static func isBMP(_ bytes: [UInt8]) -> Bool {
        guard bytes.hasPrefix([0x42, 0x4D]), let infoSize = bytes.uint32(at: 14) else { return false }
        return [12, 40, 52, 56, 64, 108, 124].contains(infoSize)
    }

    private struct Signature: Sendable {
        var magic: [UInt8]
        var offset = 0
        var detection: Detection
    }

    private static let signatures: [Signature] = [
        Signature(magic: Array("%PDF-".utf8), detection: .supported(.pdf)),
        Signature(magic: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], detection: .supported(.png)),
        Signature(magic: [0xFF, 0xD8, 0xFF], detection: .supported(.jpeg)),
        Signature(magic: [0x49, 0x49, 0x2A, 0x00], detection: .supported(.tiff)),
        Signature(magic: [0x4D, 0x4D, 0x00, 0x2A], detection: .supported(.tiff)),
        Signature(magic: Array("{\\rtf".utf8), detection: .supported(.rtf)),
        Signature(magic: Array("GIF87a".utf8), detection: .supported(.gif)),
        Signature(magic: Array("GIF89a".utf8), detection: .supported(.gif)),
        Signature(magic: Array("WEBP".utf8), offset: 8, detection: .supported(.webp)),
        Signature(magic: Array("RIFF".utf8), detection: .unsupported("RIFF container (WAV or AVI)")),
        // HEIF brands (an iPhone writes heic; mif1 and msf1 are the generic image brands).
        Signature(magic: Array("ftypheic".utf8), offset: 4, detection: .supported(.heic)),
        Signature(magic: Array("ftypheix".utf8), offset: 4, detection: .supported(.heic)),
        Signature(magic: Array("ftyphevc".utf8), offset: 4, detection: .supported(.heic)),
        Signature(magic: Array("ftypheim".utf8), offset: 4, detection: .supported(.heic)),
        Signature(magic: Array("ftypheis".utf8), offset: 4, detection: .supported(.heic)),
        Signature(magic: Array("ftypmif1".utf8), offset: 4, detection: .supported(.heic)),
        Signature(magic: Array("ftypmsf1".utf8), offset: 4, detection: .supported(.heic)),
        Signature(magic: Array("ftyp".utf8), offset: 4,
                  detection: .unsupported("ISO media file (MP4 video or AVIF image); export a photo as JPEG")),
        Signature(magic: [0x1F, 0x8B], detection: .unsupported("gzip archive")),
        Signature(magic: Array("7z".utf8) + [0xBC, 0xAF], detection: .unsupported("7-Zip archive")),
        Signature(magic: Array("Rar!".utf8), detection: .unsupported("RAR archive")),
        Signature(magic: [0x7F, 0x45, 0x4C, 0x46], detection: .unsupported("ELF executable")),
    ]
}

extension Array where Element == UInt8 {
    func hasPrefix(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
        guard count >= offset + prefix.count else { return false }
        return self[offset..<(offset + prefix.count)].elementsEqual(prefix)
    }
}
