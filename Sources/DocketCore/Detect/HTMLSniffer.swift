import Foundation

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
        return openings.contains { head.hasPrefix($0) } && !isMarkdownUnderHTML(bytes)
    }

    /// How much of a file is looked at for Markdown under an HTML opening.
    static let markdownLook = 65_536

    /// A Markdown page that opens with some HTML (a `<head>` a site generator copies, a `<div>` banner)
    /// and is Markdown after it: no `<html>` or `<body>` anywhere, and lines only Markdown writes (a pipe
    /// table's rule "--- | ---", a heading's "====" underline, an "## " heading). Read as Markdown, the
    /// HTML in it still reads as a browser shows it; read as HTML, its lines would run together.
    static func isMarkdownUnderHTML(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(markdownLook), as: UTF8.self)
        let lower = text.lowercased()
        guard !lower.contains("<body"), !lower.contains("<html") else { return false }
        var previous = ""
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            defer { previous = line }
            if isPipeTableRule(line) { return true }
            // A setext heading: "====" under a line of text (not under a tag).
            if line.count >= 3, line.allSatisfy({ $0 == "=" }), !previous.isEmpty, !previous.hasPrefix("<") { return true }
            let marks = line.prefix { $0 == "#" }.count
            if (1...6).contains(marks), line.dropFirst(marks).first == " ", line.count > marks + 1 { return true }
        }
        return false
    }

    /// "--- | ---", "|:---|---:|": dashes, colons and spaces in two or more cells parted by pipes.
    static func isPipeTableRule(_ line: String) -> Bool {
        guard line.contains("|"), line.contains("---") else { return false }
        let cells = line.split(separator: "|", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        return cells.count >= 2 && cells.allSatisfy { cell in cell.count >= 3 && cell.allSatisfy { "-:".contains($0) } && cell.contains("-") }
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
