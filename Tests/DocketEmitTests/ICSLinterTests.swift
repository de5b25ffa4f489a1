import DocketUnderstand
import Foundation
import XCTest
@testable import DocketEmit

final class ICSLinterTests: XCTestCase {
    private let linter = ICSLinter()

    /// A valid calendar; each test breaks one thing in it. Line numbers are the array's, from 1.
    private let good = [
        "BEGIN:VCALENDAR",                                         // 1
        "VERSION:2.0",                                             // 2
        "PRODID:-//Test//Test//EN",                                // 3
        "BEGIN:VTIMEZONE",                                         // 4
        "TZID:America/Chicago",                                    // 5
        "BEGIN:STANDARD",                                          // 6
        "DTSTART:20251102T020000",                                 // 7
        "TZOFFSETFROM:-0500",                                      // 8
        "TZOFFSETTO:-0600",                                        // 9
        "END:STANDARD",                                            // 10
        "END:VTIMEZONE",                                           // 11
        "BEGIN:VEVENT",                                            // 12
        "UID:a@test",                                              // 13
        "DTSTAMP:20250101T000000Z",                                // 14
        "DTSTART;TZID=America/Chicago:20250901T090000",            // 15
        "DTEND;TZID=America/Chicago:20250901T095000",              // 16
        "RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20251215T000000Z",       // 17
        "EXDATE;TZID=America/Chicago:20251013T090000",             // 18
        "SUMMARY:Lecture\\, room 1",                               // 19
        "END:VEVENT",                                              // 20
        "END:VCALENDAR",                                           // 21
    ]

    private func ics(_ lines: [String]) -> String { lines.joined(separator: "\r\n") + "\r\n" }

    private func replacing(_ line: Int, with text: String...) -> [String] {
        var lines = good
        lines.replaceSubrange((line - 1)...(line - 1), with: text)
        return lines
    }

    /// Lints and checks the problems are exactly these (line, part of the message).
    private func expect(_ lines: [String], _ expected: [(Int, String)], file: StaticString = #filePath, line: UInt = #line) {
        let problems = linter.lint(ics(lines))
        XCTAssertEqual(problems.count, expected.count, "\(problems)", file: file, line: line)
        for (number, part) in expected where !problems.contains(where: { $0.line == number && $0.message.contains(part) }) {
            XCTFail("no problem '\(part)' at line \(number) in \(problems)", file: file, line: line)
        }
    }

    func testAGoodCalendarPasses() {
        expect(good, [])
        XCTAssertEqual(ICSProblem(line: 3, message: "x").description, "line 3: x")
    }

    func testDocketOutputPasses() throws {
        let emitter = ICSEmitter()
        var documents = try EmitFixtures.all()
        documents.append(try ICSDocs.fallMWF())
        for zone in ["America/New_York", "UTC", "America/Los_Angeles", "Asia/Kolkata"] {
            for tasksAs in TaskComponent.allCases {
                var options = ICSDocs.options(zone)
                options.tasksAs = tasksAs
                options.reminders = [1440, 90]
                XCTAssertEqual(linter.lint(try emitter.emit(documents, options: options)), [], "\(zone) \(tasksAs)")
                for document in documents {
                    XCTAssertEqual(linter.lint(try emitter.emit([document], options: options)), [], document.source)
                }
            }
        }
    }

    func testLineEnds() {
        let lf = good.joined(separator: "\n") + "\n"
        let problems = linter.lint(lf)
        XCTAssertEqual(problems, [ICSProblem(line: 1, message: "line ends with LF alone, not CRLF (so do 20 more lines)")])
        let mixed = ics(Array(good.prefix(5))) + good[5...].joined(separator: "\r\n")
        XCTAssertEqual(linter.lint(mixed).map(\.description), ["line 21: the last line does not end with CRLF"])
        XCTAssertEqual(linter.lint(ics(Array(good.prefix(2))) + "PRODID:x\r" + ics(Array(good[3...]))).map(\.line), [3])
    }

    func testLongLinesAndFolding() {
        let long = "SUMMARY:" + String(repeating: "x", count: 70)
        expect(replacing(19, with: long), [(19, "78 octets long, more than 75")])
        // Folded it is fine, and problems after it still name physical lines.
        expect(replacing(19, with: "SUMMARY:" + String(repeating: "x", count: 60), " " + String(repeating: "y", count: 20) + ", z"),
               [(19, "unescaped ','")])
        var lines = replacing(19, with: "SUMMARY:a", " b", " c")
        lines.insert("X-BROKEN", at: 21)   // physical line 22, after two continuation lines
        XCTAssertEqual(linter.lint(ics(lines)), [ICSProblem(line: 22, message: "not a content line: no ':' after the property name")])
    }

    func testAMultiOctetCharacterSplitByAFoldIsJoinedAgain() {
        // "é" is C3 A9: a byte-wise fold between the two is reported, and unfolding joins them again.
        var bytes = Array(ics(Array(good.prefix(18))).utf8)
        bytes += Array("SUMMARY:caf".utf8) + [0xC3, 0x0D, 0x0A, 0x20, 0xA9] + Array(" au lait\r\n".utf8)
        bytes += Array(ics(Array(good[19...])).utf8)
        XCTAssertEqual(linter.lint(Data(bytes)), [ICSProblem(line: 20, message: "a fold splits a multi-octet UTF-8 character (fold between characters)")])
        // Read into a String first, the halves are already replacement characters.
        let decoded = linter.lint(String(decoding: bytes, as: UTF8.self))
        XCTAssertEqual(decoded.map(\.line), [19])
        XCTAssertTrue(decoded.allSatisfy { $0.message.contains("U+FFFD") }, "\(decoded)")
        // Bytes that are not UTF-8 at all.
        var latin1 = Array(ics(Array(good.prefix(18))).utf8)
        latin1 += Array("SUMMARY:caf".utf8) + [0xE9] + Array("\r\n".utf8) + Array(ics(Array(good[19...])).utf8)
        XCTAssertEqual(linter.lint(Data(latin1)), [ICSProblem(line: 19, message: "not valid UTF-8")])
    }

    func testNesting() {
        expect(replacing(20, with: "END:VTODO"), [(20, "END:VTODO does not match BEGIN:VEVENT"), (12, "BEGIN:VEVENT is not closed before END:VCALENDAR")])
        expect(Array(good.dropLast()), [(1, "BEGIN:VCALENDAR is never closed")])
        expect(good + ["END:VCALENDAR"], [(22, "END:VCALENDAR without a BEGIN:VCALENDAR")])
        expect(replacing(10, with: "END:VTIMEZONE"), [(6, "BEGIN:STANDARD is not closed before END:VTIMEZONE"),
                                                      (11, "END:VTIMEZONE does not match BEGIN:VCALENDAR")])
        expect(replacing(12, with: "BEGIN:VALARM"), [(12, "BEGIN:VALARM inside VCALENDAR"), (20, "END:VEVENT does not match BEGIN:VALARM"),
                                                     (12, "BEGIN:VALARM is not closed before END:VCALENDAR")])
        expect(["VERSION:2.0"] + good, [(1, "VERSION outside any component")])
    }

    func testCalendarNeedsVersionAndProdid() {
        expect(good.filter { !$0.hasPrefix("VERSION") }, [(1, "VCALENDAR has no VERSION")])
        expect(good.filter { !$0.hasPrefix("PRODID") }, [(1, "VCALENDAR has no PRODID")])
        expect(replacing(2, with: "VERSION:1.0"), [(2, "VERSION is '1.0', not 2.0")])
    }

    func testEventsNeedUIDStampAndStart() {
        expect(good.filter { !$0.hasPrefix("UID") }, [(12, "VEVENT has no UID")])
        expect(good.filter { !$0.hasPrefix("DTSTAMP") }, [(12, "VEVENT has no DTSTAMP")])
        expect(replacing(14, with: "DTSTAMP:20250101T000000"), [(14, "DTSTAMP must be a UTC time")])
        let noStart = good.filter { !$0.hasPrefix("DTSTART;") }
        expect(noStart, [(12, "VEVENT has no DTSTART")])
        let todo = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:x", "BEGIN:VTODO", "UID:t", "DTSTAMP:20250101T000000Z", "SUMMARY:x",
                    "END:VTODO", "END:VCALENDAR"]
        expect(todo, [(4, "VTODO has neither DTSTART nor DUE")])
        var withDue = todo
        withDue.insert("DUE;VALUE=DATE:20250101", at: 6)
        expect(withDue, [])
        expect(replacing(13, with: "UID:a@test", "UID:b@test"), [(14, "VEVENT has 2 UID properties")])
    }

    func testEveryTZIDNeedsAVTIMEZONE() {
        expect(replacing(16, with: "DTEND;TZID=Europe/Paris:20250901T165000"), [(16, "TZID=Europe/Paris has no VTIMEZONE")])
        expect(Array(good[0..<3]) + Array(good[11...]), [(7, "TZID=America/Chicago has no VTIMEZONE")])
        // A VTIMEZONE after its first use still counts.
        expect(Array(good[0..<3]) + Array(good[11..<20]) + Array(good[3..<11]) + ["END:VCALENDAR"], [])
    }

    func testRecurrenceRules() {
        expect(replacing(17, with: "RRULE:FREQ=WEEKLY;BYDAY=MO"), [(17, "RRULE has neither UNTIL nor COUNT")])
        expect(replacing(17, with: "RRULE:FREQ=WEEKLY;COUNT=10"), [])
        expect(replacing(17, with: "RRULE:FREQ=WEEKLY;UNTIL=20251215T000000"), [(17, "UNTIL must be a UTC time (ending in Z) when DTSTART is TZID=America/Chicago")])
        expect(replacing(17, with: "RRULE:FREQ=WEEKLY;UNTIL=20251215"), [(17, "UNTIL must be a UTC time")])
        expect(replacing(17, with: "RRULE:BYDAY=MO;COUNT=3;UNTIL=20251215T000000Z"), [(17, "RRULE has no FREQ"), (17, "both UNTIL and COUNT")])
    }

    func testExceptionsMatchTheStart() {
        expect(replacing(18, with: "EXDATE;VALUE=DATE:20251013"), [(18, "EXDATE is a DATE but DTSTART is a DATE-TIME")])
        expect(replacing(18, with: "EXDATE:20251013T140000Z"), [(18, "EXDATE is in UTC but DTSTART is in TZID=America/Chicago")])
        expect(replacing(18, with: "EXDATE:20251013T090000"), [(18, "EXDATE is in floating time but DTSTART is in TZID=America/Chicago")])
        expect(replacing(18, with: "EXDATE;TZID=America/Chicago:20251013T090000,20251020T090000"), [])
        expect(replacing(18, with: "EXDATE;TZID=America/Chicago:20251013"), [(18, "EXDATE value 20251013 is a DATE: it needs VALUE=DATE")])
    }

    func testAllDayEventsEndAfterTheyStart() {
        let allDay = replacing(15, with: "DTSTART;VALUE=DATE:20250901").filter { !$0.hasPrefix("RRULE") && !$0.hasPrefix("EXDATE") }
        var sameDay = allDay
        XCTAssertTrue(sameDay[15].hasPrefix("DTEND"))
        sameDay[15] = "DTEND;VALUE=DATE:20250901"
        expect(sameDay, [(16, "all-day DTEND is not after DTSTART")])
        sameDay[15] = "DTEND;VALUE=DATE:20250902"
        expect(sameDay, [])
        sameDay[15] = "DTEND;TZID=America/Chicago:20250902T000000"
        expect(sameDay, [(16, "DTEND is a DATE-TIME but DTSTART is a DATE")])
        expect(replacing(16, with: "DTEND;TZID=America/Chicago:20250901T080000"), [(16, "DTEND is before DTSTART")])
        expect(replacing(15, with: "DTSTART;TZID=America/Chicago;VALUE=DATE:20250901"),
               [(15, "TZID on a DATE value"), (16, "DTEND is a DATE-TIME but DTSTART is a DATE"),
                (17, "UNTIL must be a DATE"), (18, "EXDATE is a DATE-TIME but DTSTART is a DATE")])
    }

    func testUnescapedText() {
        expect(replacing(19, with: "SUMMARY:Lecture, room 1; bring notes"), [(19, "unescaped ','"), (19, "unescaped ';'")])
        expect(replacing(19, with: "DESCRIPTION:a\\tb"), [(19, "'\\t' in DESCRIPTION is not an escape")])
        expect(replacing(19, with: "LOCATION:Hall\\, Room 2\\; back\\\\side\\nfloor 2"), [])
        expect(replacing(19, with: "LOCATION;ALTREP=\"http://x.test/a,b;c\":Hall"), [])
        expect(replacing(19, with: "CATEGORIES:EXAM,QUIZ"), [])
    }

    func testDuplicateUIDs() {
        let event = Array(good[11..<20])
        expect(Array(good[0..<20]) + event + ["END:VCALENDAR"], [(22, "duplicate UID a@test (also at line 13)")])
        // A recurrence override shares its UID.
        var override = event
        override.insert("RECURRENCE-ID;TZID=America/Chicago:20250908T090000", at: 2)
        override.removeAll { $0.hasPrefix("RRULE") || $0.hasPrefix("EXDATE") }
        expect(Array(good[0..<20]) + override + ["END:VCALENDAR"], [])
    }

    func testGarbage() {
        XCTAssertEqual(linter.lint("").map(\.message), ["empty file: no VCALENDAR"])
        let problems = linter.lint("hello\r\n\r\n BEGIN\r\n")
        XCTAssertEqual(problems.map(\.line), [1, 2])
        XCTAssertFalse(linter.lint("BEGIN:VCALENDAR\r\n;x=\"\r\nEND:VCALENDAR\r\n").isEmpty)
        XCTAssertEqual(linter.lint("\u{FEFF}" + ics(good)).map(\.description),
                       ["line 1: the file starts with a byte-order mark (U+FEFF) before BEGIN:VCALENDAR"])
    }
}
