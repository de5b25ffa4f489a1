import XCTest
@testable import DocketCore

/// A page of comma- or semicolon-separated values reads as a table, a record a line.
final class DelimitedRecordsTests: XCTestCase {
    private func lines(_ text: String) throws -> [[String]] {
        let document = try PlainTextExtractor().extract(InputDocument(name: "schedule.csv", data: Data(text.utf8)),
                                                        as: .supported(.text, encoding: .utf8))
        return document.pages[0].lines.map { $0.segments.map(\.text) }
    }

    func testRecordsAreRowsWithEmptyFieldsKept() throws {
        XCTAssertEqual(try lines("""
            Date,Day,Topic,Assignment
            1/20/2022,TH,Introduction,
            1/25/2022,T,Genes,Homework 1 due
            1/27/2022,TH,Discussion,Annotation Due
            """), [
                ["Date", "Day", "Topic", "Assignment"],
                ["1/20/2022", "TH", "Introduction", ""],
                ["1/25/2022", "T", "Genes", "Homework 1 due"],
                ["1/27/2022", "TH", "Discussion", "Annotation Due"],
            ])
    }

    func testQuotedFieldsHoldCommasQuotesAndLineBreaks() throws {
        let read = try lines(#"""
            Week,Date,Reading,Due
            1,3-Sep,"The Gene, the Central Dogma",–
            2,10-Sep,"He said ""read it""","Lab 1
            Quiz 1"
            3,17-Sep,Chapter 3,Lab 2
            """#)
        XCTAssertEqual(read[1], ["1", "3-Sep", "The Gene, the Central Dogma", "–"])
        XCTAssertEqual(read[2], ["2", "10-Sep", "He said \"read it\"", "Lab 1; Quiz 1"])
        // The record over two lines is followed by an empty one: the next record keeps its line number.
        XCTAssertEqual(read[3], [""])
        XCTAssertEqual(read[4], ["3", "17-Sep", "Chapter 3", "Lab 2"])
    }

    func testSemicolonsSeparateWhereTheyAreTheDelimiter() throws {
        XCTAssertEqual(try lines("""
            Datum;Thema;Abgabe
            12.10.2025;Einführung;Blatt 1
            19.10.2025;Methoden, Teil 1;Blatt 2
            """)[2], ["19.10.2025", "Methoden, Teil 1", "Blatt 2"])
    }

    func testProseWithCommasIsNoTable() throws {
        let prose = """
            Welcome to the course, everyone, and thanks for coming.
            Homework is due Fridays, at noon.
            Exams are in class, closed book, with one page of notes, as announced.
            """
        XCTAssertEqual(try lines(prose).map { $0.count }, [1, 1, 1])
    }

    func testTooFewFieldsOrRecordsAreNoTable() throws {
        XCTAssertEqual(try lines("a,b\nc,d\ne,f\n").map { $0.count }, [1, 1, 1])
        XCTAssertEqual(try lines("Date,Topic,Due\n1/20,Intro,\n").map { $0.count }, [1, 1])
    }

    func testAnExportOfHundredsOfColumnsStaysAsWritten() throws {
        let row = (0..<500).map(String.init).joined(separator: ",")
        XCTAssertEqual(try lines([row, row, row].joined(separator: "\n")).map { $0.count }, [1, 1, 1])
    }

    func testATabSeparatedPageStaysAsTabsReadIt() throws {
        XCTAssertEqual(try lines("Date\tTopic, part\tDue\n1/20\tIntro\tHW 1\n1/22\tMore\tHW 2\n")[0], ["Date", "Topic, part", "Due"])
    }
}
