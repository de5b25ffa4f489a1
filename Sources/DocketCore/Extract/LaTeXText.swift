/// A syllabus written in LaTeX, read as the text it typesets: sectioning commands become headings
/// ("\subsection*{Week 5: Feb 9}" reads as "## Week 3: Jan 27"), "\item" a list item, a tabular row
/// ("10/14 & \textbf{Midterm} & Chapter 6 \\") a row of cells, and formatting commands give
/// their text ("\textbf{Quiz 3}" is "Quiz 3"). Comments, the preamble, citations and
/// layout commands say nothing a student reads. Recognised by its content, never by its name.
enum LaTeXText {
    /// Whether text is a LaTeX source: a document environment, or several sectioning, list or table
    /// commands. A file may hold only a table's rows ("Mon 8/31 & 3 & Quiz 1 \\"), kept apart to be
    /// input into a document elsewhere.
    static func isLaTeX(_ lines: [Line]) -> Bool {
        var commands = 0
        for line in lines.prefix(400) {
            let text = line.text
            guard text.utf8.contains(UInt8(ascii: "\\")) else { continue }
            if text.contains("\\documentclass") || text.contains("\\begin{document}") { return true }
            if text.contains("\\section") || text.contains("\\subsection") || text.contains("\\item") || text.contains("\\begin{")
                || isTableRow(text) {
                commands += 1
                if commands >= 5 { return true }
            }
        }
        return false
    }

    /// A tabular row: cells set apart by "&" and ended by "\\", only rules or spacing after it
    /// ("\\ \hline", "\\[4pt]").
    private static func isTableRow(_ text: String) -> Bool {
        guard text.contains(" & "), let end = text.range(of: "\\\\") else { return false }
        let after = text[end.upperBound...].trimmingCharacters(in: .whitespaces)
        return after.isEmpty || after.hasPrefix("\\") || after.hasPrefix("[")
    }

    /// The lines as typeset text; lines that typeset nothing are left out.
    static func lines(_ lines: [Line]) -> [Line] {
        let body: ArraySlice<Line>
        if let begin = lines.firstIndex(where: { $0.text.contains("\\begin{document}") }) {
            // The preamble defines; only its title, author, date and running heads ("\\lfoot{BIO 210 (Fall
            // 2025)}") are text.
            let titles = lines[..<begin].filter { line in
                ["\\title", "\\author", "\\date"].contains { names(line.text, command: $0) }
                    || ["head{", "foot{", "\\fancyhead", "\\fancyfoot"].contains { line.text.contains($0) }
            }
            body = ArraySlice(titles + lines[(begin + 1)...])
        } else {
            body = lines[...]
        }
        let macros = definitions(in: lines)
        let repeated = longtableRepeats(in: body)
        return body.indices.filter { !repeated.contains($0) }.map { body[$0] }.compactMap { line in
            let source = withoutComment(line.segments.map(\.text).joined(separator: "\t"))
            let cells = splitCells(source)
            let texts = cells.map { typeset($0, macros: macros).trimmingCharacters(in: .whitespaces) }
            guard texts.contains(where: { !$0.isEmpty }) else { return nil }
            if texts.count == 1 { return Line(text: texts[0]) }
            return Line(segments: texts.map { Segment(text: $0) })
        }
    }

    /// The lines of a long table that a page break repeats: the head set again on each later page (between
    /// "\\endfirsthead" and "\\endhead") and the feet ("(continued)" up to "\\endfoot", the last page's up to
    /// "\\endlastfoot"). The source writes them once, before the rows; read there, a second header row and a
    /// "(continued)" line would stand between the table's header and its rows.
    static func longtableRepeats(in lines: ArraySlice<Line>) -> Set<Int> {
        var repeated: Set<Int> = []
        var sectionStart: Int?
        for index in lines.indices {
            let text = lines[index].text
            guard text.contains("\\end"), text.contains("head") || text.contains("foot") else { continue }
            if text.contains("\\endfirsthead") {
                sectionStart = index + 1
            } else if text.contains("\\endhead") || text.contains("\\endfoot") || text.contains("\\endlastfoot") {
                if let start = sectionStart, start <= index, index - start <= maxRepeatedLines {
                    repeated.formUnion(start...index)
                }
                // What follows the head, up to the next marker, is a foot.
                sectionStart = index + 1
            }
            if text.contains("\\endlastfoot") { sectionStart = nil }
        }
        return repeated
    }

    /// Lines a long table's repeated head or foot may span; further apart, the markers belong to other tables.
    private static let maxRepeatedLines = 30

    /// Words a source defines without arguments ("\\def\\mydate{Spring 2017}", "\\newcommand{\\course}{GEO 210}")
    /// and then uses in its title or text: read so that what they stand for is read. At most 200, each
    /// one line and short; a definition taking arguments ("\\newcommand{\\due}[1]{…}") is layout, not text.
    static func definitions(in lines: [Line]) -> [String: String] {
        var macros: [String: String] = [:]
        for line in lines where macros.count < 200 {
            let text = withoutComment(line.text)
            guard text.contains("\\def\\") || text.contains("command") else { continue }
            let characters = Array(text)
            let closing = closingBrackets(characters)
            var index = 0
            while index < characters.count, let start = firstDefinition(in: characters, from: index) {
                // "\def\name{" or "\newcommand{\name}{" / "\newcommand\name{": the name, then the body in braces.
                var cursor = start.nameStart
                while cursor < characters.count, characters[cursor].isLetter { cursor += 1 }
                let name = String(characters[start.nameStart..<cursor])
                if start.braced, cursor < characters.count, characters[cursor] == "}" { cursor += 1 }
                index = max(cursor, start.nameStart + 1)
                guard !name.isEmpty, cursor < characters.count, characters[cursor] == "{", let close = closing[cursor],
                      close - cursor <= 160 else { continue }
                let body = String(characters[(cursor + 1)..<close])
                if !body.contains("#") { macros[name] = body }
                index = close + 1
            }
        }
        return macros
    }

    /// Where the next "\\def\\", "\\newcommand{\\" or "\\newcommand\\" (or "renewcommand") at or after `index` names its word.
    private static func firstDefinition(in characters: [Character], from index: Int) -> (nameStart: Int, braced: Bool)? {
        var position = index
        while position < characters.count {
            guard characters[position] == "\\" else { position += 1; continue }
            let word = characters[(position + 1)...].prefix { $0.isLetter }
            let after = position + 1 + word.count
            if word.elementsEqual("def"), after < characters.count, characters[after] == "\\" { return (after + 1, false) }
            if word.elementsEqual("newcommand") || word.elementsEqual("renewcommand") {
                if after + 1 < characters.count, characters[after] == "{", characters[after + 1] == "\\" { return (after + 2, true) }
                if after < characters.count, characters[after] == "\\" { return (after + 1, false) }
            }
            position = after
        }
        return nil
    }

    /// Whether `text` uses `command` itself, not a longer command it begins ("\\title" in "\\titlespacing").
    static func names(_ text: String, command: String) -> Bool {
        var rest = text[...]
        while let found = rest.range(of: command) {
            if found.upperBound == rest.endIndex || !rest[found.upperBound].isLetter { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// The line up to an unescaped "%".
    static func withoutComment(_ text: String) -> String {
        var previous: Character = " "
        for index in text.indices {
            if text[index] == "%", previous != "\\" { return String(text[..<index]) }
            previous = text[index]
        }
        return text
    }

    /// A tabular row's cells: split at unescaped "&" outside braces, its row end ("\\", "\hline") dropped.
    static func splitCells(_ text: String) -> [String] {
        guard text.contains("&") else { return [text] }
        var cells: [String] = [], current = "", depth = 0
        var previous: Character = " "
        for character in text {
            if character == "{" { depth += 1 } else if character == "}" { depth = max(0, depth - 1) }
            if character == "&", previous != "\\", depth == 0 {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        cells.append(current)
        return cells
    }

    /// Commands whose arguments are not text.
    static let silent: Set<String> = [
        "cite", "citep", "citet", "label", "ref", "pageref", "eqref", "vspace", "hspace", "includegraphics", "newcommand",
        "renewcommand", "usepackage", "documentclass", "setlength", "addtolength", "input", "include", "bibliography",
        "bibliographystyle", "pagestyle", "thispagestyle", "setcounter", "footnote", "footnotetext", "color", "definecolor",
        "begin", "end", "hypersetup", "geometry", "rule", "lstset", "titleformat",
        // A table's rules and colours.
        "arrayrulecolor", "cmidrule", "cline", "rowcolor", "cellcolor", "Xhline", "specialrule", "addlinespace",
    ]
    /// Sectioning commands and the heading level each gives.
    static let headings: [String: Int] = ["part": 1, "chapter": 1, "section": 1, "subsection": 2, "subsubsection": 3,
                                          "title": 1]

    /// Sectioning commands LaTeX sets on the line of the text after them.
    static let runInHeadings: Set<String> = ["paragraph", "subparagraph"]

    /// One line's source as the text it typesets. Read once: where each bracket closes is found in one
    /// pass, and arguments are read in place, so a long line costs its length times its nesting.
    static func typeset(_ source: String, macros: [String: String] = [:]) -> String {
        let characters = Array(source)
        let closing = closingBrackets(characters)
        var headingLevel: Int?
        let output = typeset(characters, 0..<characters.count, closing: closing, macros: macros, headingLevel: &headingLevel)
        let text = output.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        if let level = headingLevel, !text.isEmpty { return String(repeating: "#", count: level) + " " + text }
        return text
    }

    private static func typeset(_ source: [Character], _ range: Range<Int>, closing: [Int: Int], macros: [String: String],
                                headingLevel: inout Int?) -> String {
        var output = ""
        var index = range.lowerBound
        func text(of argument: Range<Int>) -> String {
            var ignored: Int?
            return typeset(source, argument, closing: closing, macros: macros, headingLevel: &ignored)
        }
        while index < range.upperBound {
            let character = source[index]
            switch character {
            case "\\":
                let next = index + 1
                guard next < range.upperBound else { index = next; continue }
                if !source[next].isLetter {
                    // "\&", "\%", "\_", "\#", "\$" are the characters; "\\" ends a line; "\," is a space.
                    if "&%_#${}".contains(source[next]) { output.append(source[next]) } else { output.append(" ") }
                    index = next + 1
                    continue
                }
                var end = next
                while end < range.upperBound, source[end].isLetter { end += 1 }
                let name = String(source[next..<end])
                if end < range.upperBound, source[end] == "*" { end += 1 }
                // Optional arguments are options, not text, except an item's: its label ("\item[Lab 1] -- due …").
                var options: [Range<Int>] = []
                while end < range.upperBound, source[end] == "[", let close = closing[end], close < range.upperBound {
                    options.append((end + 1)..<close)
                    end = close + 1
                }
                var arguments: [Range<Int>] = []
                while end < range.upperBound, source[end] == "{", let close = closing[end], close < range.upperBound {
                    arguments.append((end + 1)..<close)
                    end = close + 1
                }
                index = end
                if let body = macros[name] {
                    // A defined word ("\\mydate"): its text, once (a definition naming another is not followed);
                    // braces after it are a group of their own ("\\course{} schedule").
                    output += typeset(body) + " " + arguments.map(text(of:)).joined(separator: " ")
                } else if name == "item" {
                    output += "- "
                    if let label = options.first { output += text(of: label) + " " }
                } else if let level = headings[name], let argument = arguments.last {
                    headingLevel = level
                    output += text(of: argument)
                } else if silent.contains(name) {
                    continue
                } else if runInHeadings.contains(name), let argument = arguments.last {
                    // "\paragraph{Tuesday, September 6}Reading:": a run-in heading, set apart from the text after it.
                    output += text(of: argument) + " "
                } else if name == "href", arguments.count == 2 {
                    output += text(of: arguments[1])
                } else if let argument = arguments.last {
                    // \textbf{…}, \emph{…}, \url{…}, \textcolor{red}{…}: the last argument is the text. A date
                    // before it is text too: a calendar's "\Test{9/20/2013}{Quiz 1}" typesets both.
                    for earlier in arguments.dropLast() {
                        let date = text(of: earlier).trimmingCharacters(in: .whitespaces)
                        if isDate(date) { output += date + " " }
                    }
                    output += text(of: argument)
                } else if !output.isEmpty, output.last != " " {
                    output.append(" ")
                }
            case "{", "}":
                index += 1
            case "$":
                // Math shifts ("$60\%$"); a written dollar sign is "\$", handled above.
                index += 1
            case "~":
                output.append(" ")
                index += 1
            case "-":
                // "--" is an en dash, "---" an em dash.
                if index + 2 < range.upperBound, source[index + 1] == "-", source[index + 2] == "-" {
                    output += "—"
                    index += 3
                } else if index + 1 < range.upperBound, source[index + 1] == "-" {
                    output += "–"
                    index += 2
                } else {
                    output.append("-")
                    index += 1
                }
            case "`", "'":
                if index + 1 < range.upperBound, source[index + 1] == character {
                    output += "\""
                    index += 2
                } else {
                    output.append(character)
                    index += 1
                }
            default:
                output.append(character)
                index += 1
            }
        }
        return output
    }

    /// Whether an argument is a date and nothing else: "9/20/2013", "2013-09-20", "20.9.2013", "Sep 20",
    /// "September 20, 2013". A colour, a count or a width ("red", "2", "3cm") is none.
    static func isDate(_ text: String) -> Bool {
        guard (3...20).contains(text.count), let first = text.first else { return false }
        if first.isNumber {
            // Day, month and year parted by "/" or "-", or by two dots: "0.5" is a number.
            let parts = text.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "-" || $0 == "." }
            let dots = text.filter { $0 == "." }.count
            return (2...4).contains(parts.count) && (dots == 0 || dots >= 2)
                && parts.allSatisfy { $0.count <= 4 && $0.allSatisfy(\.isNumber) } && parts[0].count >= 1 && parts[1].count >= 1
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." })
        guard (2...3).contains(words.count), words[0].count >= 3,
              words[1].allSatisfy(\.isNumber), words[1].count <= 2,
              words.count == 2 || words[2].allSatisfy(\.isNumber) && words[2].count == 4 else { return false }
        let month = words[0].lowercased()
        return monthNames.contains { $0.hasPrefix(month) }
    }

    private static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august",
                                     "september", "october", "november", "december"]

    /// Where each unescaped "{" or "[" closes, nested ones counted; an unclosed one has no entry.
    private static func closingBrackets(_ characters: [Character]) -> [Int: Int] {
        var closing: [Int: Int] = [:]
        var braces: [Int] = [], brackets: [Int] = []
        for index in characters.indices where index == 0 || characters[index - 1] != "\\" {
            switch characters[index] {
            case "{": braces.append(index)
            case "}": if let open = braces.popLast() { closing[open] = index }
            case "[": brackets.append(index)
            case "]": if let open = brackets.popLast() { closing[open] = index }
            default: break
            }
        }
        return closing
    }
}
