import XCTest
@testable import DocketCore

/// A LaTeX source read as the text it typesets.
final class LaTeXTextTests: XCTestCase {
    private func extract(_ text: String) throws -> Document {
        let input = InputDocument(name: "syllabus", data: Data(text.utf8))
        return try PlainTextExtractor().extract(input, as: ContentDetector().detect(input))
    }

    func testASyllabusSourceReadsAsItsHeadingsItemsAndTableRows() throws {
        let document = try extract(#"""
            \documentclass{article}
            \usepackage{fancyhdr}
            \newcommand{\RDS}{\emph{R for Data Science}}
            \lfoot{ENT 210 (Fall 2025) - Insect Biology}
            \begin{document}
            \section*{Schedule} % tentative
            \subsection*{Week 03: Sep 9 (Tue) \& Sep 11 (Thu) --- Wings}
            \begin{itemize}\compresslist
            \item \textbf{Tuesday (Lecture):} Origin of wings; see \href{https://example.edu/w}{the notes}.\cite{smith2014}
            \end{itemize}
            \begin{tabular}{lll}
            9/24 & Palaeoptera & \textbf{Lab practical 1}, work on collections \\ \hline
            10/13 & \textbf{Mid-term exam} & 50\% of the ``lecture'' grade \\
            \end{tabular}
            \end{document}
            """#)
        let lines = document.pages[0].lines
        XCTAssertEqual(lines.map(\.text), [
            "ENT 210 (Fall 2025) - Insect Biology",
            "# Schedule",
            "## Week 03: Sep 9 (Tue) & Sep 11 (Thu) — Wings",
            "- Tuesday (Lecture): Origin of wings; see the notes.",
            "9/24\tPalaeoptera\tLab practical 1, work on collections",
            "10/13\tMid-term exam\t50% of the \"lecture\" grade",
        ], "the preamble's definitions, comments, environments and citations typeset nothing")
        XCTAssertEqual(lines[4].segments.map(\.text), ["9/24", "Palaeoptera", "Lab practical 1, work on collections"])
    }

    func testTextThatOnlyMentionsABackslashIsNoLaTeX() throws {
        let document = try extract("Notes\nUse C:\\Users\\me\\hw1 for the files.\n\\item is how LaTeX lists start.\n")
        XCTAssertEqual(document.pages[0].lines.map(\.text), ["Notes", "Use C:\\Users\\me\\hw1 for the files.", "\\item is how LaTeX lists start."])
    }

    func testAnUnclosedArgumentLosesNoText() {
        XCTAssertEqual(LaTeXText.typeset("\\textbf{Final paper due Dec 5"), "Final paper due Dec 5")
        XCTAssertEqual(LaTeXText.typeset("\\textcolor{red}{Quiz 2} moved"), "Quiz 2 moved")
    }
}
