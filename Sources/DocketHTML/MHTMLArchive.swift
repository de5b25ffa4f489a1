import DocketCore
import Foundation

/// The page inside a web archive (MHTML): the first `text/html` part of its `multipart/related`
/// body, decoded from quoted-printable or base64, with the charset its part header names.
///
/// Only what finding that part needs is read: header unfolding, the `boundary` and `charset`
/// parameters, and the two transfer encodings browsers write. Images and styles in the other parts
/// are skipped.
struct MHTMLArchive {
    var html: [UInt8]
    /// The charset of the part's `Content-Type`, if it names one.
    var charset: String?

    enum Failure: Error, CustomStringConvertible {
        case noBoundary
        case noPage

        var description: String {
            switch self {
            case .noBoundary: return "web archive without a multipart boundary"
            case .noPage: return "web archive without an HTML page in it"
            }
        }
    }

    init(_ bytes: [UInt8]) throws {
        let text = String(decoding: bytes, as: UTF8.self)
        let (headers, body) = Self.splitHeaders(Substring(text))
        guard let boundary = Self.parameter("boundary", in: headers["content-type"] ?? "") else { throw Failure.noBoundary }
        for part in body.components(separatedBy: "--" + boundary).dropFirst() {
            if part.hasPrefix("--") { break }  // the closing delimiter
            let (partHeaders, content) = Self.splitHeaders(Substring(part).drop(while: \.isNewline))
            let type = partHeaders["content-type"] ?? "text/plain"
            guard type.lowercased().hasPrefix("text/html") else { continue }
            let encoding = (partHeaders["content-transfer-encoding"] ?? "").lowercased().trimmingCharacters(in: .whitespaces)
            switch encoding {
            case "quoted-printable": html = Self.decodeQuotedPrintable(content)
            case "base64": html = [UInt8](Data(base64Encoded: content, options: .ignoreUnknownCharacters) ?? Data())
            default: html = Array(content.utf8)
            }
            charset = Self.parameter("charset", in: type)
            return
        }
        throw Failure.noPage
    }

    /// Headers (names lower case, folded lines joined) and what follows the first blank line.
    static func splitHeaders(_ text: Substring) -> ([String: String], String) {
        var headers: [String: String] = [:]
        var lastName: String?
        var rest = text
        while let end = rest.firstIndex(where: \.isNewline) {
            let line = String(rest[..<end]).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            rest = rest[rest.index(after: end)...]
            if line.isEmpty { break }
            if line.first == " " || line.first == "\t", let name = lastName {
                headers[name, default: ""] += " " + line.trimmingCharacters(in: .whitespaces)
            } else if let colon = line.firstIndex(of: ":") {
                let name = line[..<colon].lowercased()
                headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                lastName = name
            }
        }
        return (headers, String(rest))
    }

    /// A `name=value` or `name="value"` parameter of a header value.
    static func parameter(_ name: String, in value: String) -> String? {
        for piece in value.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == name else { continue }
            return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return nil
    }

    /// Quoted-printable (RFC 2045): `=XX` is a byte, `=` at a line end is a soft break.
    static func decodeQuotedPrintable(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: return byte - 0x30
            case 0x41...0x46: return byte - 0x41 + 10
            case 0x61...0x66: return byte - 0x61 + 10
            default: return nil
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "=") {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 2; continue }
                if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A { index += 3; continue }
                if index + 2 < bytes.count, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) {
                    output.append(high << 4 | low)
                    index += 3
                    continue
                }
            }
            output.append(byte)
            index += 1
        }
        return output
    }
}
