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
            \lfoot{GEO 210 (Fall 2025) - Landforms}
            \titlespacing*{\section}{0pt}{6pt}{-6pt}
            \begin{document}
            \section*{Schedule} % tentative
            \subsection*{Week 03: Sep 9 (Tue) \& Sep 11 (Thu) --- Rivers}
            \begin{itemize}\compresslist
            \item \textbf{Tuesday (Lecture):} River valleys; see \href{https://example.edu/w}{the notes}.\cite{smith2014}
            \end{itemize}
            \begin{tabular}{lll}
            9/24 & Glaciers & \textbf{Map quiz 1}, work on field notes \\ \hline
            10/14 & \textbf{Midterm} & 50\% of the ``lecture'' grade \\
            \end{tabular}
            \end{document}
            """#)
        let lines = document.pages[0].lines
        XCTAssertEqual(lines.map(\.text), [
            "GEO 210 (Fall 2025) - Landforms",
            "# Schedule",
            "## Week 03: Sep 9 (Tue) & Sep 11 (Thu) — Rivers",
            "- Tuesday (Lecture): River valleys; see the notes.",
            "9/24\tGlaciers\tMap quiz 1, work on field notes",
            "10/14\tMidterm\t50% of the \"lecture\" grade",
        ], "the preamble's definitions, comments, environments and citations typeset nothing")
        XCTAssertEqual(lines[4].segments.map(\.text), ["9/24", "Glaciers", "Map quiz 1, work on field notes"])
    }

    func testTextThatOnlyMentionsABackslashIsNoLaTeX() throws {
        let document = try extract("Notes\nUse C:\\Users\\me\\hw1 for the files.\n\\item is how LaTeX lists start.\n")
        XCTAssertEqual(document.pages[0].lines.map(\.text), ["Notes", "Use C:\\Users\\me\\hw1 for the files.", "\\item is how LaTeX lists start."])
    }

    func testAnUnclosedArgumentLosesNoText() {
        XCTAssertEqual(LaTeXText.typeset("\\textbf{Final paper due Dec 5"), "Final paper due Dec 5")
        XCTAssertEqual(LaTeXText.typeset("\\textcolor{red}{Quiz 2} moved"), "Quiz 2 moved")
    }

    func testADateBeforeTheLastArgumentIsTypesetWithIt() {
        XCTAssertEqual(LaTeXText.typeset("\\Test{9/20/2013}{Quiz 1}"), "9/20/2013 Quiz 1")
        XCTAssertEqual(LaTeXText.typeset("\\caltext{Sept. 9}{Last day to add class}"), "Sept. 9 Last day to add class")
        XCTAssertEqual(LaTeXText.typeset("\\duedate{2013-12-16}{\\textbf{Final Exam} 9:30 AM}"), "2013-12-16 Final Exam 9:30 AM")
        // A colour, a count, a width or a word is no date: only the last argument is text.
        XCTAssertEqual(LaTeXText.typeset("\\textcolor{red}{Quiz 2}"), "Quiz 2")
        XCTAssertEqual(LaTeXText.typeset("\\multicolumn{2}{c}{Exam 1}"), "Exam 1")
        XCTAssertEqual(LaTeXText.typeset("\\resizebox{0.5}{3cm}{Lab}"), "Lab")
        XCTAssertEqual(LaTeXText.typeset("\\entry{Mayday}{Lab}"), "Lab")
    }

    func testADescriptionItemKeepsItsLabelAndMathShiftsTypesetNothing() {
        XCTAssertEqual(LaTeXText.typeset("\\item[Lab 4 ] -- due Wednesday, February 15."), "- Lab 4 – due Wednesday, February 15.")
        XCTAssertEqual(LaTeXText.typeset("\\item[\\textbf{Quizzes}]~($25\\%$) each Friday"), "- Quizzes (25%) each Friday")
        XCTAssertEqual(LaTeXText.typeset("Lab fee: \\$40"), "Lab fee: $40")
    }

    func testAWordTheSourceDefinesIsReadWhereItIsUsed() throws {
        let document = try extract(#"""
            \documentclass{article}
            \def\mydate{Spring 2017}
            \newcommand{\course}{INFO 2201} \newcommand{\due}[1]{\textbf{due #1}}
            \author{\course\\ \mydate}
            \begin{document}
            \section{\course{} schedule}
            Lab 1 \due{Jan 25}
            \end{document}
            """#)
        XCTAssertEqual(document.pages[0].lines.map(\.text), ["INFO 2201 Spring 2017", "# INFO 2201 schedule", "Lab 1 Jan 25"],
                       "a definition with arguments is not followed: its argument is read as text")
    }

    func testALongTablesRepeatedHeadAndFeetAreReadOnce() throws {
        let document = try extract(#"""
            \begin{longtable}{lll}
            \textbf{Week of} & \textbf{Topic} & \textbf{Due} \\
            \endfirsthead
            \textbf{Week of} & \textbf{Topic} & \textbf{Due} \\
            \endhead
            \multicolumn{3}{r}{(continued)} \\
            \endfoot
            \bottomrule
            \endlastfoot
            01/12 & Libraries & \\
            01/19 & Processes & hw1 \\
            \end{longtable}
            """#)
        XCTAssertEqual(document.pages[0].lines.map(\.text), ["Week of\tTopic\tDue", "01/12\tLibraries\t", "01/19\tProcesses\thw1"])
    }

    func testARunInHeadingIsSetApartFromItsText() {
        XCTAssertEqual(LaTeXText.typeset("\\paragraph{Tuesday, September 6}Reading:"), "Tuesday, September 6 Reading:")
    }

    func testAFileOfATablesRowsAloneIsLaTeX() throws {
        let rows = (1...5).map { #"& Mon 9/\#($0) & \#($0) & Topic \#($0) & \textbf{Quiz \#($0)} \\\arrayrulecolor{black!25}\cmidrule{2-6}"# }
        let lines = try extract(rows.joined(separator: "\n")).pages[0].lines
        XCTAssertEqual(lines.count, 5)
        XCTAssertEqual(lines[0].segments.map(\.text).filter { !$0.isEmpty }, ["Mon 9/1", "1", "Topic 1", "Quiz 1"])
    }

    func testProseWithAnAmpersandIsNoLaTeX() throws {
        let lines = try extract((1...6).map { "Reading & writing \($0): see C:\\\\notes" }.joined(separator: "\n")).pages[0].lines
        XCTAssertEqual(lines[0].text, #"Reading & writing 1: see C:\\notes"#)
    }
}
