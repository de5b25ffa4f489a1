import Foundation

/// Source code: most lines are statements, declarations, comments or brackets ("def read(path):",
/// "let total = 0", "}" , "// why"). A syllabus that quotes a snippet has a few such lines; a program
/// has them in most lines, whatever its strings and comments say about deadlines.
struct SourceCodeSign: NotCourseworkSign {
    /// Shorter files say too little to tell.
    static let minimumLines = 8
    /// The share of code-like lines from which a document is a program (syllabi stay under 10%).
    static let minimumShare = 0.5

    /// Declarations and statements that English lines do not start with.
    static let statementWords: Set<Substring> = [
        "def", "elif", "import", "return", "func", "let", "var", "struct", "enum", "guard", "protocol", "extension", "fn", "pub", "const",
        "function", "package", "public", "private", "internal", "fileprivate", "static", "throw", "raise", "yield", "#include", "#define",
        "#import",
    ]
    /// Words English does start lines with, which begin a block when the line ends with a colon
    /// ("with open(path) as f:", "else:").
    static let blockWords: Set<Substring> = ["if", "elif", "else", "for", "while", "with", "try", "except", "finally", "class"]
    /// A line that ends as only code does: a block header's "):" or "-> Int:".
    static let headerEnding = pattern("\\)\\s*(?:->\\s*\\S+\\s*)?:\\s*$", [])
    /// An assignment ("total = 0", "self.rows += 1") or a bare call ("main()", "parser.add(x)").
    static let statement = pattern("^\\s*[A-Za-z_][\\w.\\[\\]\"']*\\s*(?:=|\\+=|-=|:=)\\s*\\S|^\\s*[A-Za-z_][\\w.]*\\(.*\\)\\s*$", [])

    func found(in lines: [DocumentLine]) -> NotCourseworkSighting? {
        guard lines.count >= Self.minimumLines, let code = Self.lines(lines, atLeast: Self.minimumShare, where: Self.isCode),
              let first = code.first else { return nil }
        let share = Double(code.count) / Double(lines.count)
        return NotCourseworkSighting(cue: "source code (\(Int((share * 100).rounded()))% of lines)", line: first)
    }

    /// A statement, a declaration, a comment, an annotation, a block's start or end, or brackets
    /// alone. Decided by the line's first word and last character before any pattern runs: most
    /// lines of a syllabus fail those at once.
    static func isCode(_ line: DocumentLine) -> Bool {
        let text = line.written.drop { $0 == " " || $0 == "\t" }
        let trimmed = text.reversed().drop { $0 == " " || $0 == "\t" }
        guard let first = text.first, let last = trimmed.first else { return false }
        let word = text.prefix { $0.isLetter || $0 == "#" }
        if statementWords.contains(word) || (last == ":" && blockWords.contains(word)) { return true }
        if text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*/") { return true }
        if first == "@", text.dropFirst().first?.isLetter == true { return true }
        if "{};".contains(last) { return true }
        if "}])".contains(first), text.allSatisfy({ "}]),;) \t".contains($0) }) { return true }
        if last == ":", headerEnding.matches(line.written) { return true }
        guard Self.has(UInt8(ascii: "="), in: line.written, else: text.contains("=")) || last == ")" else { return false }
        return statement.matches(line.written)
    }
}
