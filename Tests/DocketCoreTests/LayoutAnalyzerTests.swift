import XCTest
@testable import DocketCore

/// Lays words out the way a page would: a line of words at a given baseline, 10-unit high glyphs,
/// 6 units a character, one 3-unit space between words.
enum Typeset {
    static let height = 10.0
    static let advance = 6.0

    static func words(_ text: String, x: Double, y: Double) -> [Word] {
        var cursor = x
        return text.split(separator: " ").map { piece in
            let width = Double(piece.count) * advance
            defer { cursor += width + 3 }
            return Word(text: String(piece), box: BoundingBox(x0: cursor, y0: y, x1: cursor + width, y1: y + height))
        }
    }

    /// A row of cells, each starting at its column's x.
    static func row(_ cells: [(String, Double)], y: Double) -> [Word] {
        cells.flatMap { words($0.0, x: $0.1, y: y) }
    }
}

final class LayoutAnalyzerTests: XCTestCase {
    let analyzer = LayoutAnalyzer()

    func testTableRowIsOneLineWithCells() {
        let words = Typeset.row([("Week 3", 50), ("Tue 9/16", 150), ("Homework 1 due", 260)], y: 100)
            + Typeset.row([("Week 4", 50), ("Tue 9/23", 150), ("Quiz 1", 260)], y: 115)
        let lines = analyzer.lines(from: words.shuffled())
        XCTAssertEqual(lines.map(\.text), ["Week 3\tTue 9/16\tHomework 1 due", "Week 4\tTue 9/23\tQuiz 1"])
        XCTAssertEqual(lines[0].segments.count, 3)
        XCTAssertNotNil(lines[0].box)
    }

    func testSlightlyOffsetBaselinesStillShareALine() {
        let words = Typeset.words("Oct 14", x: 50, y: 100) + Typeset.words("Midterm exam", x: 200, y: 102)
        XCTAssertEqual(analyzer.lines(from: words).map(\.text), ["Oct 14\tMidterm exam"])
    }

    func testTwoColumnsOfProseAreReadColumnByColumn() {
        // A title across the page, then two columns of 6 filled lines each, 20 units apart.
        var words = Typeset.words("A Title Across The Whole Page", x: 50, y: 40)
        let leftLines = (1...6).map { "left line \($0) filled with words" }
        let rightLines = (1...6).map { "right line \($0) has words too" }
        for (index, text) in leftLines.enumerated() {
            words += Typeset.words(text, x: 50, y: 70 + Double(index) * 14)
        }
        for (index, text) in rightLines.enumerated() {
            words += Typeset.words(text, x: 270, y: 70 + Double(index) * 14)
        }
        let lines = analyzer.lines(from: words)
        XCTAssertEqual(lines.map(\.text), ["A Title Across The Whole Page"] + leftLines + rightLines)
    }

    func testATwoColumnTableIsNotReadAsColumns() {
        // Narrow date column, ragged items: a table, so each row stays one line.
        var words: [Word] = []
        let items = ["Intro", "Homework 1 due today", "Quiz", "Project proposal", "Reading week", "Final exam"]
        for (index, item) in items.enumerated() {
            words += Typeset.row([("Sep \(index + 1)", 50), (item, 200)], y: 70 + Double(index) * 14)
        }
        XCTAssertEqual(analyzer.lines(from: words).map(\.text), items.enumerated().map { "Sep \($0.offset + 1)\t\($0.element)" })
    }

    func testWrappedCellJoinsItsRowWhenTopAligned() {
        let words = Typeset.row([("1", 50), ("Jul 7", 100), ("Intro to housing and", 200)], y: 100)
            + Typeset.words("displacement; setup", x: 200, y: 112)
            + Typeset.words("AI", x: 200, y: 124)
            + Typeset.row([("2", 50), ("Jul 14", 100), ("Racial inequality", 200)], y: 140)
        XCTAssertEqual(analyzer.lines(from: words).map(\.text), [
            "1\tJul 7\tIntro to housing and displacement; setup AI",
            "2\tJul 14\tRacial inequality",
        ])
    }

    func testCentredDateJoinsTheItemAboveAndBelow() {
        // Row 1: the item wraps onto two lines and the date sits between them.
        let words = Typeset.words("Introduction and Measurement,", x: 200, y: 100)
            + Typeset.row([("1", 50), ("03.09.2018", 100)], y: 106)
            + Typeset.words("Reliability", x: 200, y: 112)
            + Typeset.words("Research Design:", x: 200, y: 130)
            + Typeset.row([("2", 50), ("10.09.2018", 100)], y: 136)
            + Typeset.words("External Validity", x: 200, y: 142)
        XCTAssertEqual(analyzer.lines(from: words).map(\.text), [
            "1\t03.09.2018\tIntroduction and Measurement, Reliability",
            "2\t10.09.2018\tResearch Design: External Validity",
        ])
    }

    func testProseBelowATableIsNotJoinedToIt() {
        let words = Typeset.row([("Sep 3", 50), ("Quiz 1", 200)], y: 100)
            + Typeset.words("Late work loses ten percent a day.", x: 50, y: 114)
        XCTAssertEqual(analyzer.lines(from: words).map(\.text), ["Sep 3\tQuiz 1", "Late work loses ten percent a day."])
    }

    func testGroupsKeepAnOCREngineLineTogether() {
        // A skewed line: each word a little lower than the last, further than the row tolerance.
        let skewed = (0..<8).map { index in
            Word(text: "w\(index)", box: BoundingBox(x0: Double(index) * 30, y0: 100 + Double(index) * 3,
                                                     x1: Double(index) * 30 + 20, y1: 110 + Double(index) * 3))
        }
        XCTAssertEqual(analyzer.lines(fromGroups: [skewed]).map(\.text), ["w0 w1 w2 w3 w4 w5 w6 w7"])
        XCTAssertGreaterThan(analyzer.lines(from: skewed).count, 1, "without the group the skew splits the line")
    }

    func testConfidenceIsTheMeanOfTheWords() {
        let words = [Word(text: "Quiz", box: BoundingBox(x0: 0, y0: 0, x1: 24, y1: 10), confidence: 90),
                     Word(text: "2", box: BoundingBox(x0: 27, y0: 0, x1: 33, y1: 10), confidence: 80)]
        XCTAssertEqual(analyzer.lines(from: words).first?.confidence, 85)
    }

    func testEmptyInput() {
        XCTAssertEqual(analyzer.lines(from: []), [])
    }
}
