import Foundation
import XCTest
@testable import DocketUnderstand

/// The native trimming helpers against Foundation's `trimmingCharacters(in:)`, which they replace on
/// the hot path: the same text for every generated line, ASCII or not.
final class TrimmingTests: XCTestCase {
    /// Ends made of what the sets hold and what they do not: tabs, no-break and ideographic spaces, line
    /// breaks (not whitespace here), dashes, bullets, combining marks, symbols that are not punctuation.
    static let ends = [" ", "\t", "\u{00A0}", "\u{3000}", "\u{2003}", "\n", "\r\n", "–", "—", "-", "•", "*", ":", "(", ")",
                       "|", "$", "+", "e\u{301}", "\u{301}", "x", "9", ".", ",", "¿", "«", "»", "_", "#", "†", ""]

    static let lines: [String] = ScannerShortcutTests.lines(3_000).enumerated().map { index, line in
        let count = ends.count
        let head = ends[index % count] + ends[(index / count) % count] + ends[(index * 7) % count]
        let tail = ends[(index * 3 + 1) % count] + ends[(index * 5 + 2) % count]
        return head + line + tail
    } + ends + ends.map { $0 + $0 }

    func testWhitespaceIsFoundationsWhitespaces() {
        for line in Self.lines {
            XCTAssertEqual(line.trimmingWhitespace(), line.trimmingCharacters(in: .whitespaces), line.debugDescription)
            let sub = line.dropFirst(0)
            XCTAssertEqual(sub.trimmingWhitespace(), sub.trimmingCharacters(in: .whitespaces), line.debugDescription)
        }
    }

    func testCharactersInAStringAreThatCharacterSet() {
        for set in [" :–—-,|\t*#", " •◦▪□■–—-*·○:()|\t", ".", " *_", "|"] {
            for line in Self.lines {
                XCTAssertEqual(line.trimming(charactersIn: set),
                               line.trimmingCharacters(in: CharacterSet(charactersIn: set)), "\(set): \(line.debugDescription)")
            }
        }
    }

    func testPunctuationAndLettersAreFoundationsSets() {
        for line in Self.lines {
            XCTAssertEqual(line.trimming { $0.isHorizontalSpace || $0.isPunctuation },
                           line.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)), line.debugDescription)
            XCTAssertEqual(line.trimming { !$0.isLetterOrMark },
                           line.trimmingCharacters(in: CharacterSet.letters.inverted), line.debugDescription)
        }
    }

    func testNothingToTrimGivesTheTextBack() {
        XCTAssertEqual("Homework 3".trimmingWhitespace(), "Homework 3")
        XCTAssertEqual("   ".trimmingWhitespace(), "")
        XCTAssertEqual("".trimming(charactersIn: " "), "")
    }
}
