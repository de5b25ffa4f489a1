import Foundation
import XCTest
@testable import DocketUnderstand

/// The byte-level shortcuts for ASCII lines against the general code or the pattern they stand for,
/// on many generated lines (ASCII and not): the same answer every time, and a gate that says "cannot
/// match" is never wrong.
final class ByteShortcutTests: XCTestCase {
    /// Pieces the other shortcuts look at: task words, item numbers, code marks, clock digits.
    static let pieces = ["(3) ", "12. ", " quiz", "hw", "Exams", "pset", "=", "`", "400-530", "1230", "e\u{301}", "\r\n",
                         "Problem sets", "(b) ", "  7) ", "\u{2003}(1) ", "10 Pages", "1,500 WORDS", "12 %", "pa ge", "wor-d"]

    static let lines = ScannerShortcutTests.lines(20_000) + ScannerShortcutTests.lines(4_000).enumerated().map { index, line in
        let first = pieces[index % pieces.count], second = pieces[(index * 7 + 3) % pieces.count]
        return index % 2 == 0 ? first + line + second : line + first
    }

    func testASCIITokensAreTheGeneralOnes() {
        for line in Self.lines {
            let lower = line.lowercased()
            let fast = LineTokens(lowercased: lower), general = LineTokens(anyLowercased: lower)
            XCTAssertEqual(fast.words, general.words, line)
            XCTAssertEqual(fast.hasDigit, general.hasDigit, line)
            XCTAssertEqual(fast.characters, general.characters, line)
        }
    }

    func testASCIILineMarksAreTheCharacterOnes() {
        for line in Self.lines + Self.lines.prefix(2_000).map({ $0 + ". Then (see p. 3); Due! ok? | x\t." })
        where line.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = LineMarks.asciiMarks(line), characters = LineMarks.characterMarks(line)
            XCTAssertEqual(bytes.tabs, characters.tabs, line)
            XCTAssertEqual(bytes.boundaries, characters.boundaries, line)
            XCTAssertEqual(bytes.opens, characters.opens, line)
            XCTAssertEqual(bytes.closes, characters.closes, line)
        }
    }

    func testTriggeredTermsAreTheWordsBeginnings() {
        for line in Self.lines {
            let tokens = LineTokens(line)
            let expected = TaskVocabulary.terms.map { term in
                term.triggers.contains { trigger in
                    trigger.hasPrefix("=") ? tokens.words.contains(Substring(trigger.dropFirst()))
                        : tokens.words.contains { $0.count >= trigger.count && $0.prefix(trigger.count) == Substring(trigger) }
                }
            }
            XCTAssertEqual(TaskVocabulary.triggeredTerms(tokens), expected, line)
        }
    }

    func testByteSearchesAnswerAsCharactersDo() {
        for line in Self.lines {
            XCTAssertEqual(line.hasNumberCharacter, line.contains(where: \.isNumber), line)
            for needle in ["due", "hw", "e", "é", "\r\n", "office hour", line.suffix(3).description] {
                XCTAssertEqual(line.includes(needle), Self.bytesInclude(line, needle), "\(line) / \(needle)")
            }
            XCTAssertEqual(SourceCodeSign.has(UInt8(ascii: "="), in: line, else: line.contains("=")), line.contains("="), line)
            XCTAssertEqual(SourceCodeSign.has(UInt8(ascii: "`"), in: line, else: line.contains("`")), line.contains("`"), line)
        }
    }

    func testGatesNeverSkipAMatch() {
        let itemCue = RuleClassifier.cues.first { $0.needsItemNumber }!
        for line in Self.lines {
            let whole = NSRange(line.startIndex..., in: line)
            if !RuleClassifier.mayOpenWithItemNumber(line) {
                XCTAssertNil(itemCue.pattern.firstMatch(in: line, range: whole), line)
            }
            if !line.utf8.contains(UInt8(ascii: "%")) {
                XCTAssertNil(TaskReader.percentPattern.firstMatch(in: line, range: whole), line)
            }
            if !TaskReader.mayHave("page", in: line) {
                XCTAssertNil(TaskReader.pagesPattern.firstMatch(in: line, range: whole), line)
            }
            if !TaskReader.mayHave("word", in: line) {
                XCTAssertNil(TaskReader.wordsPattern.firstMatch(in: line, range: whole), line)
            }
            if !line.hasASCIIDigitRun(3) {
                XCTAssertEqual(MeetingReader.compactRange.numberOfMatches(in: line, range: whole), 0, line)
            }
        }
    }

    static func bytesInclude(_ text: String, _ needle: String) -> Bool {
        let haystack = Array(text.utf8), word = Array(needle.utf8)
        guard !word.isEmpty else { return true }
        guard word.count <= haystack.count else { return false }
        return (0...(haystack.count - word.count)).contains { Array(haystack[$0..<($0 + word.count)]) == word }
    }
}
