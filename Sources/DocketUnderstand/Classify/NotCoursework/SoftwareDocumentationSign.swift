import Foundation

/// Documentation of software (a project's README, notes about a repository's files): many lines are
/// code or name code or files (fenced blocks, `inline code`, "schedule.pdf"), or the headings are
/// those of a software project (Installation, Usage, Configuration, Contributing, License,
/// Changelog). Syllabi use one such heading at most, and code or file names on under a tenth of
/// their lines (a link's or an address's file name does not count).
struct SoftwareDocumentationSign: NotCourseworkSign {
    /// The share of lines in code blocks, with inline code or naming a file, from which a document is about code.
    static let minimumCodeShare = 0.25
    static let minimumCodeLines = 5
    /// Distinct software-project headings from which a document is a project's documentation.
    static let minimumHeadings = 3

    static let inlineCode = pattern("`[^`\\s][^`]*`", [])
    /// A cross-reference written in backticks, which is a link and no code: a role ("{doc}`Chapter 1
    /// <../ch1>`", ":ref:`grading`") or a reStructuredText link ("`Syllabus <syllabus.html>`_").
    static let crossReference = pattern("(?:\\{[a-z-]+\\}|:[a-z-]+:)`[^`]*`|`[^`]*<[^`>\\s]+>`_{0,2}", [])
    /// A file's name with an extension of documents, data or code, not inside a link or an address.
    static let fileName = pattern(
        "(?<![/\\w.@-])[\\w-]+\\.(?:txt|md|pdf|docx?|odt|rtf|pptx?|py|swift|js|ts|json|csv|sh|ya?ml|toml|html?|ics|xml|zip|ipynb|"
            + "java|c|cpp|h|rs|go)\\b", [])
    /// An address, an e-mail, a Markdown link's target ("[HW1](homework/hw1.pdf)") or an HTML link's.
    static let linkOrAddress = pattern("\\S*(?:https?://|www\\.)\\S*|\\S+@\\S+|\\]\\([^)\\s]*\\)|(?:href|src)\\s*=\\s*[\"'][^\"']*[\"']")
    /// Headings of a software project's documentation, lower case, without a trailing colon.
    static let headings: Set<String> = [
        "installation", "installing", "install", "usage", "getting started", "quick start", "quickstart", "building", "build",
        "configuration", "contributing", "license", "licence", "changelog", "change log", "release notes", "dependencies",
        "development", "running the tests", "api", "troubleshooting", "roadmap",
    ]

    /// Lines naming a deliverable with a date from which a page is a course's schedule, however much
    /// code it shows (a course website's page rendered from a notebook lists its deadlines row after
    /// row); a repository's README may mention a deadline or three in its to-do list.
    static let scheduleLines = 5

    func found(in lines: [DocumentLine]) -> NotCourseworkSighting? {
        guard Self.datedDeliverableLines(lines, atMost: Self.scheduleLines) < Self.scheduleLines else { return nil }
        var fenced = false
        var codeLines: [DocumentLine] = []
        var headings: [String: DocumentLine] = [:]
        // Past this many lines that neither show code nor name a file, only the headings can tell.
        let allowedMisses = Int((Double(lines.count) * (1 - Self.minimumCodeShare)).rounded(.down))
        var misses = 0
        for line in lines {
            let written = line.written
            let start = written.drop { $0 == " " || $0 == "\t" }
            let fence = start.hasPrefix("```") || start.hasPrefix("~~~")
            if misses > allowedMisses {
                // Counting is over; only a short line can still be a heading.
            } else if fence || fenced || (Self.has(UInt8(ascii: "`"), in: written, else: written.contains("`")) && Self.showsCode(written))
                        || Self.namesFile(written) {
                codeLines.append(line)
            } else {
                misses += 1
            }
            if fence { fenced.toggle() }
            if !fenced, line.lower.utf8.count <= 24 {
                var name = Substring(line.lower)
                while name.last == ":" || name.last == " " { name.removeLast() }
                if Self.headings.contains(String(name)), headings[String(name)] == nil { headings[String(name)] = line }
            }
        }
        let share = Double(codeLines.count) / Double(max(1, lines.count))
        if codeLines.count >= Self.minimumCodeLines, share >= Self.minimumCodeShare, let first = codeLines.first {
            return NotCourseworkSighting(cue: "software documentation (\(Int((share * 100).rounded()))% of lines show code or name files)", line: first)
        }
        if headings.count >= Self.minimumHeadings, let first = headings.values.min(by: { ($0.page, $0.number) < ($1.page, $1.number) }) {
            return NotCourseworkSighting(cue: "software documentation (\(headings.keys.sorted().joined(separator: ", ")))", line: first)
        }
        return nil
    }

    /// Whether a line with a backtick shows inline code, its cross-references not counted.
    static func showsCode(_ text: String) -> Bool {
        guard inlineCode.matches(text) else { return false }
        guard crossReference.matches(text) else { return true }
        let bare = crossReference.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: " ")
        return inlineCode.matches(bare) || namesFile(bare)
    }

    static func namesFile(_ text: String) -> Bool {
        // An extension is a dot with a letter after it; most lines of prose have none.
        var dot = false
        let hasExtension = text.utf8.contains { byte in
            defer { dot = byte == UInt8(ascii: ".") }
            return dot && (0x61...0x7A).contains(byte)
        }
        guard hasExtension, fileName.matches(text) else { return false }
        let bare = linkOrAddress.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: " ")
        return fileName.matches(bare)
    }
}
