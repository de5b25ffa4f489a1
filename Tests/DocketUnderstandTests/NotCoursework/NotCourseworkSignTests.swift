import DocketCore
import XCTest
@testable import DocketUnderstand

/// Each shape of writing that is not coursework, seen by its sign; and the coursework beside it that
/// the sign must leave alone.
final class NotCourseworkSignTests: XCTestCase {
    private func sees(_ sign: any NotCourseworkSign, _ text: String) throws -> String? {
        sign.found(in: try readLines(text))?.cue
    }

    private func classify(_ text: String) throws -> Classification {
        RuleClassifier().classify(try PlainTextExtractor().extract(InputDocument(name: "t.txt", data: Data(text.utf8)),
                                                                   as: .supported(.text, encoding: .utf8)))
    }

    /// A syllabus of the usual kind, to be left alone by every sign.
    static let syllabus = """
        PHYS 2110 Mechanics, Spring 2026
        Instructor: Dr. Lena Ortiz, office hours Tue 2-3 pm (Sci 210)
        Lectures: MWF 10:00-10:50, Room 101
        Textbook: Halliday, Resnick and Walker, Fundamentals of Physics (Wiley, 2021).
        Grading: homework 20%, two midterms 20% each, final exam 40%.
        Schedule
        Week 1 (Jan 12): Units and vectors. Read ch. 1.
        Week 2 (Jan 19): Motion in one dimension. HW 1 due Fri Jan 23, 11:59 pm.
        Week 3 (Jan 26): Motion in two dimensions. HW 2 due Fri Jan 30, 11:59 pm.
        Week 4 (Feb 2): Newton's laws. Quiz 1 on Wed Feb 4.
        Week 5 (Feb 9): Friction. Midterm 1 on Fri Feb 13 in class.
        Academic integrity: see the university's policy. Accommodations: contact the instructor.
        """

    func testNoSignSeesASyllabus() throws {
        for sign in NotCourseworkSigns.standard {
            XCTAssertNil(try sees(sign, Self.syllabus), "\(type(of: sign))")
        }
        XCTAssertEqual(try classify(Self.syllabus).documentType, .syllabus)
    }

    func testSourceCodeIsMostlyStatements() throws {
        let python = """
            import csv
            import sys

            def read(path):
                \"\"\"Homework 1 due Oct 3: read the rows.\"\"\"
                with open(path) as handle:
                    rows = list(csv.reader(handle))
                return rows

            if __name__ == "__main__":
                print(read(sys.argv[1]))
            """
        XCTAssertEqual(try sees(SourceCodeSign(), python), "source code (89% of lines)")
        XCTAssertEqual(try classify(python).documentType, .other)
        // A snippet quoted in a syllabus is a few lines among many.
        XCTAssertNil(try sees(SourceCodeSign(), Self.syllabus + "\nExample:\n    def f(x):\n        return x + 1\n"))
    }

    func testSoftwareDocumentationShowsCodeOrHasAProjectsHeadings() throws {
        let readme = """
            # tidepool
            A library for tide tables.
            ## Installation
            ```sh
            pip install tidepool
            ```
            ## Usage
            Run `tidepool convert harbor.csv` to get `harbor.ics`.
            Settings are read from `~/.tidepool.toml`.
            ## License
            MIT
            """
        XCTAssertEqual(try sees(SoftwareDocumentationSign(), readme), "software documentation (45% of lines show code or name files)")
        let headingsOnly = "# tidepool\nInstallation\nInstall it with pip.\nUsage\nRun it on a CSV file.\nChangelog\n0.2 (Oct 3, 2025): Homework examples\n"
        XCTAssertEqual(try sees(SoftwareDocumentationSign(), headingsOnly), "software documentation (changelog, installation, usage)")
        // Links and addresses name files without being about files.
        XCTAssertNil(try sees(SoftwareDocumentationSign(), Self.syllabus + "\nSlides: https://example.edu/phys2110/week1.pdf\nMail ta@example.edu\n"))
        // A course site's cross-references in backticks are links, not code.
        let references = (1...8).map { "- Read {doc}`Chapter \($0): Perception <../chapters/\($0)/intro>` by next class" }.joined(separator: "\n")
        XCTAssertNil(try sees(SoftwareDocumentationSign(), "# Schedule\n" + references + "\n"))
        XCTAssertTrue(SoftwareDocumentationSign.showsCode("Run `make test` after {doc}`Lab 1 <lab1>`"))
        XCTAssertFalse(SoftwareDocumentationSign.showsCode("See :ref:`grading` and `Syllabus <syllabus.html>`_"))
    }

    func testASeriesOfNumberedDeliverablesIsASchedulesNotOneSheetsTitle() throws {
        let schedule = """
            PSYC 3300 Schedule
            This page lists what we do in each class meeting.
            It will be updated as we go.
            Tue, Sep 2: Introduction. Start Homework 1: Python basics
            Fri, Sep 19: Homework 1 due
            Thu, Sep 25: Begin Homework 2: Data frames in class
            Fri, Oct 10: Homework 2 due
            Thu, Oct 16: Start Homework 3: Exploring data
            Fri, Oct 24: Homework 3 due

            """
        XCTAssertEqual(try classify(schedule).documentType, .syllabus)
        let sheet = "PSYC 3300 Homework 2: Data frames\nDue: Fri, Oct 10, 11:59 pm. Submit on the course site.\n"
            + "1. (10 points) Load the data.\n2. (10 points) Compute the mean of each column.\nHomework 2: what to hand in\n"
        XCTAssertEqual(try classify(sheet).documentType, .assignment)
    }

    func testATranscriptIsRowsOfGradedCourses() throws {
        let rows = (1...6).map { "CHEM \(1100 + $0)\tChemistry \($0)\t4.0\tB+\t13.20" }.joined(separator: "\n")
        let transcript = "Unofficial transcript\nStudent: A. Person\n" + rows + "\nCumulative GPA: 3.30\n"
        XCTAssertEqual(try sees(TranscriptSign(), transcript), "a transcript (6 graded courses)")
        XCTAssertEqual(try classify(transcript).documentType, .other)
        XCTAssertNil(try sees(TranscriptSign(), transcript + "Homework 1 due Oct 3, 2025\n"), "a dated deliverable is coursework's")
        XCTAssertFalse(TranscriptSign.isRow(try readLines("CS 101 Intro to programming 3 credits")[0]), "the code's letters are no grade")
    }

    func testAReadingListIsMostlyReferences() throws {
        let references = (1...8).map { "Author\($0 == 1 ? "" : String(repeating: "e", count: $0)), Ann. 20\(10 + $0). A Book about Water. Boston: River Press." }
        let list = "Reading list\n" + references.joined(separator: "\n") + "\n"
        XCTAssertEqual(try sees(BibliographySign(), list), "a reading list (8 references)")
        XCTAssertNil(try sees(BibliographySign(), list + "Response paper due Oct 3, 2025\n"), "a dated deliverable is coursework's")
        XCTAssertNil(try sees(BibliographySign(), Self.syllabus + references[0]))
    }

    func testNotesAreTitledSoOrRecordAMeeting() throws {
        XCTAssertEqual(try sees(NotesSign(), "Lecture 9: shortest paths\nRelax every edge.\nProblem set 4 is due Friday.\n"), "notes (titled so)")
        let meeting = "Weekly meeting\nAttendees: Ana, Bo, Cy\nHomework 3 grading is done.\nAction items\n- Bo: post the solutions\n"
        XCTAssertEqual(try sees(NotesSign(), meeting), "notes of a meeting (attendees, action items)")
        XCTAssertNil(try sees(NotesSign(), meeting + "- Quiz 2 on Oct 14, 2025\n"), "a dated deliverable is coursework's")
        XCTAssertNil(try sees(NotesSign(), "# PSYC 210\n\n| Week | Dates | Topics | Notes |\n|---|---|---|---|\n| 3 | Jan 24 | Measurement | |\n"),
                     "a table's header row is no title")
    }

    /// A course's page kept as a repository README: a course code on top and class meetings.
    func testACoursePageThatLooksLikeDocumentationIsStillASyllabus() throws {
        let page = """
            # CSCI 2270 Data Structures
            Lectures: MWF 10:00-10:50, ECCR 200
            Office hours: Tue 2-3 pm
            Grading: homework 40%, midterm 25%, final exam 35%.
            ## Getting started
            ```sh
            git clone https://git.example.edu/csci2270/starter.git
            make test
            ```
            Homework 1 is in `hw1/README.md`, due Fri Sep 5 at 11:59 pm.
            ## License
            CC BY 4.0
            """
        XCTAssertNotNil(try sees(SoftwareDocumentationSign(), page))
        XCTAssertEqual(try classify(page).documentType, .syllabus)
    }

    /// A course website's page: deadlines row after row, with the files they link to and the code a
    /// notebook printed; and a page that is only a schedule, with no syllabus wording at all.
    func testASchedulePageIsCourseworkWhateverItLinksOrShows() throws {
        let rows = (1...5).map { "| Oct \($0 * 5) | Topic \($0) | [HW\($0)](homework/hw\($0).pdf) due |" }.joined(separator: "\n")
        let page = "# Schedule\n| Date | Topic | Due |\n|---|---|---|\n" + rows + "\n```\n## Warning: package 'x' was built\n```\n```\nlibrary(x)\n```\n"
        XCTAssertNil(try sees(SoftwareDocumentationSign(), page), "five dated deliverables make a schedule")
        XCTAssertEqual(try classify(page).documentType, .syllabus)
        XCTAssertEqual(SoftwareDocumentationSign.namesFile("See [HW1](homework/hw1.pdf) and <a href=\"notes.pdf\">notes</a>"), false,
                       "a link's target names no file in the text")
        XCTAssertEqual(SoftwareDocumentationSign.namesFile("Edit hw1.pdf before you submit"), true)
        // Three dated to-dos in a repository's README do not make a course of it.
        let readme = "# fall-2025\nMy course files.\n| file | what |\n|---|---|\n| `a.txt` | notes |\n| `b.txt` | more |\n"
            + "```sh\nmake publish\n```\n## To do\n- Homework 1 is due Sep 10\n- The midterm moved to Oct 14\n- Quiz 2 on Oct 21\n"
        XCTAssertEqual(try classify(readme).documentType, .other)
        let bare = "Week 1\tSept 8\tIntroduction\nWeek 2\tSept 15\tHomework 1 due\nWeek 3\tSept 22\tQuiz 1\nWeek 4\tSept 29\tMidterm exam\n"
        XCTAssertEqual(try classify(bare).documentType, .syllabus, "a bare schedule of dated deliverables is a course's")
        XCTAssertEqual(try classify(bare).evidence.map(\.cue).filter { $0.hasSuffix("dated deliverables") }, ["3 dated deliverables"])
    }

    /// A course's calendar page: a table dated row after row, with only a deadline or two named in it.
    func testATableOfDatedRowsIsACoursesCalendar() throws {
        let rows = ["1\tTue\tAug 30\t1\tFirst class", "\tFri\tSep 2\t2\t", "2\tTue\tSep 6\t3\t", "\tFri\tSep 9\t4\tLaboratory I",
                    "3\tTue\tSep 13\t5\t", "\tFri\tSep 16\t6\tLab I Report Due", "4\tTue\tSep 20\t7\t"]
        let page = "Fall 2005 Class Schedule\nWeek\tDay\tDate\tClass\tNotes\n" + rows.joined(separator: "\n") + "\n"
        let classification = try classify(page)
        XCTAssertEqual(classification.documentType, .syllabus)
        XCTAssertTrue(classification.evidence.map(\.cue).contains("a table of dated rows"))
        XCTAssertEqual(try classify("Fall 2005 Class Schedule\n" + rows.prefix(3).joined(separator: "\n") + "\n").documentType, .other,
                       "three dated rows are too few to tell")
    }

    func testADateBulletOverItsDeliverablesCountsAsDated() throws {
        let days = (0..<4).map { "- **Tue, Jan \(14 + 4 * $0)**\n  - Mastery Quiz on C\($0 + 1)\n  - Cover C\($0 + 2)" }.joined(separator: "\n")
        let calendar = "MA 238 Course Calendar, Spring 2020\nDifferential equations\n\n## January\n" + days + "\n"
        let classification = try classify(calendar)
        XCTAssertEqual(classification.documentType, .syllabus, "\(classification.evidence.map(\.cue))")
        XCTAssertTrue(classification.evidence.map(\.cue).contains("4 dated deliverables"), "\(classification.evidence.map(\.cue))")
    }

    func testCalendarDataIsNoCourseDocument() throws {
        let calendar = "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20251003\nSUMMARY:Homework 1 due Oct 3\nEND:VEVENT\n"
            + "BEGIN:VEVENT\nDTSTART;VALUE=DATE:20251010\nSUMMARY:Quiz 1 on Oct 10\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Midterm exam Oct 17\nEND:VEVENT\nEND:VCALENDAR\n"
        XCTAssertEqual(try sees(CalendarDataSign(), calendar), "calendar data (iCalendar)")
        XCTAssertEqual(try classify(calendar).documentType, .other)
        XCTAssertNil(try sees(CalendarDataSign(), Self.syllabus))
    }

    func testTheEvidenceNamesTheShapeAndItsLine() throws {
        let classification = try classify("Reading group notes\nWe read chapter 3.\nNext time: chapter 4.\n")
        XCTAssertEqual(classification.documentType, .other)
        XCTAssertEqual(classification.evidence.map(\.cue), ["notes (titled so)"])
        XCTAssertEqual(classification.evidence.first?.line, 1)
    }
}
