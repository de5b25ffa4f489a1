import Foundation

/// A small `multipart/form-data` reader (RFC 7578): the file parts of a body held in memory, in
/// order. Bounded: the body is already capped by --max-body, and at most ``maximumParts`` parts.
public enum Multipart {
    public struct FilePart: Sendable, Equatable {
        public var fileName: String
        public var bytes: [UInt8]
    }

    public static let maximumParts = 64

    /// The boundary from a `Content-Type: multipart/form-data; boundary=...` value.
    public static func boundary(contentType: String) -> String? {
        let pieces = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard pieces.first?.lowercased() == "multipart/form-data" else { return nil }
        for piece in pieces.dropFirst() where piece.lowercased().hasPrefix("boundary=") {
            var value = String(piece.dropFirst("boundary=".count))
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            return value.isEmpty || value.count > 70 ? nil : value
        }
        return nil
    }

    /// The parts that carry a file name, in body order. Parts without one (plain fields) are skipped.
    public static func files(in body: [UInt8], boundary: String) throws(Problem) -> [FilePart] {
        let delimiter = Array("--\(boundary)".utf8)
        let crlf: [UInt8] = [13, 10]
        guard var start = find(delimiter, in: body, from: 0) else { throw malformed("no boundary '\(boundary)' in the body") }
        var files: [FilePart] = []
        var parts = 0
        while true {
            var position = start + delimiter.count
            if body.count >= position + 2, body[position] == 45, body[position + 1] == 45 { break }   // "--": the last one
            guard body.count >= position + 2, Array(body[position..<position + 2]) == crlf else { throw malformed("a boundary line does not end in CRLF") }
            position += 2
            guard let headerEnd = find(crlf + crlf, in: body, from: position) else { throw malformed("a part's headers do not end") }
            let headers = String(decoding: body[position..<headerEnd], as: UTF8.self)
            let contentStart = headerEnd + 4
            guard let next = closingDelimiter(crlf + delimiter, in: body, from: contentStart) else {
                throw malformed("a part is not closed by its boundary")
            }
            parts += 1
            if parts > maximumParts { throw Problem(.badRequest, "multipart body with more than \(maximumParts) parts") }
            if let name = fileName(headers: headers) {
                files.append(FilePart(fileName: name, bytes: Array(body[contentStart..<next])))
            }
            start = next + 2
        }
        return files
    }

    /// `filename="..."` from the part's Content-Disposition (the path part of a name is dropped).
    static func fileName(headers: String) -> String? {
        for line in headers.components(separatedBy: "\r\n") where line.lowercased().hasPrefix("content-disposition:") {
            guard let range = line.range(of: "filename=\"") else { continue }
            let rest = line[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            let name = String(rest[..<end]).split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
            return name.isEmpty ? "upload" : name
        }
        return nil
    }

    /// The next CRLF + delimiter that is a boundary line: followed by CRLF, or by "--" (the last).
    /// Content that merely starts like the boundary ("--b-not" for boundary "b") is skipped.
    private static func closingDelimiter(_ marker: [UInt8], in body: [UInt8], from: Int) -> Int? {
        var from = from
        while let index = find(marker, in: body, from: from) {
            let after = index + marker.count
            if body.count >= after + 2, (body[after] == 13 && body[after + 1] == 10) || (body[after] == 45 && body[after + 1] == 45) {
                return index
            }
            from = index + 1
        }
        return nil
    }

    private static func malformed(_ why: String) -> Problem { Problem(.badRequest, "malformed multipart body: \(why)") }

    /// The first index of `needle` in `haystack` at or after `from`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, from <= haystack.count - needle.count else { return nil }
        let first = needle[0]
        var index = from
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
