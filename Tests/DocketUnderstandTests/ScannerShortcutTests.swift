import Foundation
import XCTest
@testable import DocketUnderstand

/// The scanners' shortcuts against the regular expressions they stand for, on many generated lines:
/// a hand-written search finds exactly what its expression finds, and a gate that says "cannot
/// match" is never wrong.
final class ScannerShortcutTests: XCTestCase {
    /// Pieces that the date and time patterns care about, joined at random.
    static let pieces = ["Sept", "sep", "Oct", "MAY", "march", "Dec.", "jul", "Monday", "Tue", "thurs", "the", "of", "OF",
                         "week", "W", "noon", "NOON", "midnight", "am", "a.m.", "PM", "p", "m", "P.M", "h", "to", "TO",
                         "through", "and", "&", "st", "nd", "rd", "th", "TH", "^(th)", "1", "9", "12", "31", "5", "2019",
                         "'24", "00", "30", "59", "111", ":", ".", ",", "-", "–", "—", "/", "(", ")", " ", " ", "  ", "\t",
                         "\u{00a0}", "_", "x", "Homework", "due", "at", "é", "٣"]

    static func lines(_ count: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in (0..<(1 + next(12))).map { _ in pieces[next(pieces.count)] }.joined() }
    }

    func regexRange(_ pattern: String, _ text: String) -> Range<String.Index>? {
        text.range(of: pattern, options: [.regularExpression, .caseInsensitive])
    }

    func testRangeEndSearchesMatchTheirExpressions() {
        for line in Self.lines(20_000) {
            XCTAssertEqual(TimeScanner.rangeEndPhrase(in: line),
                           regexRange("(?:-|–|—|to)\\s*(?:noon|\\d{1,2}(?::\\d{2})?(?:\\s*[ap]\\.?\\s?m)?)", line), line)
            XCTAssertEqual(TimeScanner.rangeEndMeridiem(in: line),
                           regexRange("(?:-|–|—|to)\\s*(\\d{1,2})(?::(\\d{2}))?\\s*([ap])", line), line)
            XCTAssertEqual(TimeScanner.hasClockRangeEnd(line),
                           line.range(of: "[-–—]\\s*\\d{1,2}:\\d{2}", options: .regularExpression) != nil, line)
            if !TimeScanner.mayHaveRangeEnd(line) { XCTAssertNil(TimeScanner.rangeEndPhrase(in: line), line) }
        }
    }

    func testClockGateNeverSkipsAKeptTime() {
        for line in Self.lines(20_000) where !TimeScanner.mayHaveClock(LineTokens(line)) {
            let whole = NSRange(line.startIndex..., in: line)
            for result in TimeScanner.clock.matches(in: line, range: whole) {
                // Without a colon, an am/pm, noon or "h", the scanner drops the match.
                for group in 2...7 { XCTAssertEqual(result.range(at: group).location, NSNotFound, line) }
            }
        }
    }

    func testDateGatesNeverSkipAMatch() {
        for line in Self.lines(20_000) {
            let whole = NSRange(line.startIndex..., in: line)
            for pattern in DateScanner.patterns {
                if let mayMatch = pattern.mayMatch, !mayMatch(line) {
                    XCTAssertEqual(pattern.regex.numberOfMatches(in: line, range: whole), 0, line)
                }
            }
        }
    }

    func testGatedScannersFindTheSame() {
        XCTAssertEqual(DateScanner().matches(in: "Quiz 2 due 3rd of May; 01Feb; Oct 14-16, 2019; 12th Oct").map(\.expression.text),
                       ["3rd of May", "01Feb", "Oct 14-16, 2019", "12th Oct"])
        XCTAssertEqual(TimeScanner().matches(in: "due 5 p.m. or 17h, 10-noon").count, 3)
    }

    /// The generated lines, and the same with the words the task reader's and StatedEnd's gates look for.
    static func readerLines(_ count: Int) -> [String] {
        lines(count).flatMap { line in
            [line, line.replacingOccurrences(of: "to", with: "till"), line.replacingOccurrences(of: "through", with: "UNTIL on "),
             line.replacingOccurrences(of: "the", with: "thru"), line.replacingOccurrences(of: "x", with: "Fri"),
             line.replacingOccurrences(of: "Homework", with: "Sun on wed")]
        }
    }

    func testTaskReaderGatesNeverSkipAMatch() {
        for line in Self.readerLines(5_000) {
            if !TaskReader.mayStartWithDue(line) {
                XCTAssertNil(regexRange("^[^A-Za-z0-9]*due\\s*:\\s*", line), line)
            }
            let lower = String(line.prefix(14)).lowercased()
            if !TaskReader.mayHaveWeekdayStem(lower) {
                XCTAssertNil(lower.range(of: "^\\s*(?:on\\s+)?(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?(?![a-z])", options: .regularExpression), line)
            }
        }
        XCTAssertTrue(TaskReader.mayStartWithDue("- DUE: HW 2"))
        XCTAssertFalse(TaskReader.mayStartWithDue("HW 2 due: Fri"))
    }

    func testStatedEndGateNeverSkipsAJoiner() {
        for line in Self.readerLines(5_000) where !StatedEnd.mayHaveJoiner(line) {
            let lower = line.lowercased()
            for joiner in ["till", "until", "to", "through", "thru"] { XCTAssertFalse(lower.includes(joiner), line) }
        }
        XCTAssertEqual(StatedEnd.end(of: TimeOfDay(hour: 14, minute: 5), in: "Quiz at 2:05pm (till 3:05pm)"), TimeOfDay(hour: 15, minute: 5))
    }

    func testMonthHeadingReadsAsTheSplitWords() {
        func reference(_ text: String) -> (month: Int, year: Int?)? {
            let words = text.lowercased().split(whereSeparator: { !$0.isWordCharacter })
            guard let first = words.first, (1...2).contains(words.count), LineTokens.months.contains(String(first)),
                  let month = DateScanner.monthNumber(String(first)) else { return nil }
            if words.count == 2 {
                guard let year = Int(words[1]), (1900...2199).contains(year) else { return nil }
                return (month, year)
            }
            return (month, nil)
        }
        let extra = ["FEBRUARY", "March 2011", "Oct.", "  Sept 2025  ", "may", "May 3 2025", "é may", "Dec 2019 x"]
        for line in Self.lines(20_000) + extra {
            let expected = reference(line), found = ScheduleDates.monthHeading(line)
            XCTAssertEqual(found?.month, expected?.month, line)
            XCTAssertEqual(found?.year, expected?.year, line)
        }
    }
}
