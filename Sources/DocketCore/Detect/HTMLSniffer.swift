/// Tells a web page from other text by how it begins.
///
/// A saved page may open with a byte-order mark, blank lines, an XML declaration (XHTML) or comments
/// (a browser's `<!-- saved from url=… -->`) before its first tag; the first tag then names it:
/// `<!DOCTYPE html`, `<html`, `<head`, `<body`, `<meta` or `<title`. Only the first 4 KiB are looked at.
enum HTMLSniffer {
    private static let openings = ["<!doctype html", "<html", "<head", "<body", "<meta", "<title"]

    static func isHTML(_ bytes: [UInt8]) -> Bool {
        var head = Substring(String(decoding: bytes.prefix(4096), as: UTF8.self).lowercased())
        while true {
            head = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
            if head.hasPrefix("<!--") {
                guard let end = head.range(of: "-->") else { return false }
                head = head[end.upperBound...]
            } else if head.hasPrefix("<?xml") {
                guard let end = head.range(of: "?>") else { return false }
                head = head[end.upperBound...]
            } else {
                break
            }
        }
        return openings.contains { head.hasPrefix($0) }
    }
}
