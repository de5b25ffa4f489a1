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
}
