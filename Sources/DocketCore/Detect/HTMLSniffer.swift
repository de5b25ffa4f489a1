/// Tells a web page from other text by how it begins.
///
/// A saved page may open with a byte-order mark, blank lines, an XML declaration (XHTML) or comments
/// (a browser's `<!-- saved from url=… -->`) or a PHP page's script before its first tag; the first tag then names it:
/// `<!DOCTYPE html`, `<html`, `<head`, `<body`, `<meta` or `<title`, or for a fragment of a page (what
/// a site generator keeps) a block element such as `<h1`, `<div` or `<table`. Only the first 4 KiB are looked at.
enum HTMLSniffer {
    private static let openings = ["<!doctype html", "<html", "<head", "<body", "<meta", "<title",
                                   // A page's fragment, as a site generator keeps it: its first block element.
                                   "<h1", "<h2", "<h3", "<div", "<table", "<section", "<article", "<main", "<header", "<nav",
                                   "<ul>", "<ol>", "<p>", "<p ", "<style", "<link "]

    static func isHTML(_ bytes: [UInt8]) -> Bool {
        var head = Substring(String(decoding: bytes.prefix(4096), as: UTF8.self).lowercased())
        while true {
            head = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
            if head.hasPrefix("<!--") {
                guard let end = head.range(of: "-->") else { return false }
                head = head[end.upperBound...]
            } else if head.hasPrefix("<?php") {
                // A page served by PHP opens with its script; the script ends at a "?>" that ends its
                // line (one inside the script's strings, as in `print("<?xml …?>\n")`, does not).
                guard let end = Self.scriptEnd(in: head) else { return false }
                head = head[end...]
            } else if head.hasPrefix("<?xml") {
                guard let end = head.range(of: "?>") else { return false }
                head = head[end.upperBound...]
            } else {
                break
            }
        }
        return openings.contains { head.hasPrefix($0) }
    }

    /// Where the text after a PHP block's closing "?>" begins: the first "?>" followed by nothing but
    /// spaces up to a line break.
    static func scriptEnd(in text: Substring) -> Substring.Index? {
        var from = text.startIndex
        while let close = text[from...].range(of: "?>") {
            let rest = text[close.upperBound...].prefix { $0 == " " || $0 == "\t" || $0 == "\r" }
            if rest.endIndex == text.endIndex || text[rest.endIndex] == "\n" { return close.upperBound }
            from = close.upperBound
        }
        return nil
    }
}
