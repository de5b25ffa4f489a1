import Foundation

/// Why a document could not be read. Each case names the file (and the page where there is one),
/// and ``description`` is the one-line message the command line prints.
public enum DocketError: Error, CustomStringConvertible, Equatable, Sendable {
    case unreadable(file: String, reason: String)
    case empty(file: String)
    case tooLarge(file: String, bytes: Int, limit: Int)
    case unsupported(file: String, what: String)
    case encrypted(file: String)
    case damaged(file: String, reason: String)
    case corruptArchive(file: String, reason: String)
    case missingPart(file: String, part: String)
    case decompressedTooLarge(file: String, part: String, bytes: Int, limit: Int)
    case unsafeXML(file: String, part: String, reason: String)
    case imageTooSmall(file: String, width: Int, height: Int)
    case imageTooLarge(file: String, width: Int, height: Int, limit: Int)
    case ocrUnavailable(file: String, reason: String)
    case ocrFailed(file: String, page: Int?, reason: String)
    /// Input refused for a structure no real document has (markup nested thousands deep, entity
    /// declarations in a web page): the limit that keeps memory and time bounded.
    case refused(file: String, reason: String)

    /// The file the error is about.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .empty(let file), .tooLarge(let file, _, _),
             .unsupported(let file, _), .encrypted(let file), .damaged(let file, _),
             .corruptArchive(let file, _), .missingPart(let file, _),
             .decompressedTooLarge(let file, _, _, _), .unsafeXML(let file, _, _),
             .imageTooSmall(let file, _, _), .imageTooLarge(let file, _, _, _),
             .ocrUnavailable(let file, _), .ocrFailed(let file, _, _), .refused(let file, _):
            return file
        }
    }

    /// The reason alone, without the file name.
    public var reason: String {
        switch self {
        case .unreadable(_, let reason):
            return "cannot read: \(reason)"
        case .empty:
            return "empty file"
        case .tooLarge(_, let bytes, let limit):
            return "too large: \(Self.mebibytes(bytes)) (the limit is \(Self.mebibytes(limit)))"
        case .unsupported(_, let what):
            return "unsupported type: \(what)"
        case .encrypted:
            return "encrypted PDF: it needs a password to open"
        case .damaged(_, let reason):
            return "damaged: \(reason)"
        case .corruptArchive(_, let reason):
            return "corrupt ZIP: \(reason)"
        case .missingPart(_, let part):
            let package = part.hasPrefix("word/") ? "DOCX" : part.hasPrefix("ppt/") ? "PPTX" : "OpenDocument file"
            return "\(package) without \(part)"
        case .decompressedTooLarge(_, let part, let bytes, let limit):
            return "\(part) would decompress to \(Self.mebibytes(bytes)), over the limit of \(Self.mebibytes(limit)) (ZIP bomb?)"
        case .unsafeXML(_, let part, let reason):
            return "refused XML in \(part): \(reason)"
        case .imageTooSmall(_, let width, let height):
            return "image too small to read: \(width)x\(height) pixels"
        case .imageTooLarge(_, let width, let height, let limit):
            return "image too large: \(width)x\(height) pixels (the limit is \(limit / 1_000_000) megapixels)"
        case .ocrUnavailable(_, let reason):
            return "OCR unavailable: \(reason)"
        case .ocrFailed(_, let page, let reason):
            return page.map { "OCR failed on page \($0): \(reason)" } ?? "OCR failed: \(reason)"
        case .refused(_, let reason):
            return "refused: \(reason)"
        }
    }

    public var description: String { "\(file): \(reason)" }

    private static func mebibytes(_ bytes: Int) -> String {
        if bytes < 1 << 20 { return "\(bytes) bytes" }
        let value = Double(bytes) / Double(1 << 20)
        return value >= 100 ? "\(Int(value)) MiB" : String(format: "%.1f MiB", value)
    }
}
