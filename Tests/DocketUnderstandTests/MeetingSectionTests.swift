import Foundation
import XCTest
@testable import DocketUnderstand

/// Sections: which group a meeting line is for, and choosing one.
final class MeetingSectionTests: XCTestCase {
    func section(_ text: String) -> String? { MeetingSection.number(in: text)?.number }

    func testNumberedSectionsAreRead() {
        XCTAssertEqual(section("Section 001 lecture — TR: 11:00-12:15, Hale 140"), "001")
        XCTAssertEqual(section("Sec. 2: MWF 9:00-9:50"), "2")
        XCTAssertEqual(section("Lecture section 002, Tuesdays and Thursdays 2–3:15pm"), "002")
        XCTAssertEqual(section("(Section A) MW 10:00"), "A")
        XCTAssertEqual(section("Section #3 – Fridays 1pm"), "3")
    }

    func testASectionWithoutANumberIsAKind() {
        XCTAssertNil(section("Discussion section: F 10:00-10:50"))
        XCTAssertNil(section("Sections meet Tuesdays 10:00"))
        XCTAssertNil(section("Section 10:00-10:50"))
    }

    func testTheKindIsWhatElseTheLineSays() throws {
        let lines = ["Section 001 lecture — TR: 11:00-12:15, Hale 140", "Section 002 — Tuesdays and Thursdays 2–3:15pm in ENG 205",
                     "Section 003 lab: W 2:00-4:50 pm"]
        let meetings = MeetingReader().read(try readLines(lines.joined(separator: "\n") + "\n"))
        XCTAssertEqual(meetings.map { "\($0.kind ?? "-") \($0.section ?? "-")" }, ["lecture 001", "lecture 002", "lab 003"])
    }

    func testChoosingASectionKeepsItAndTheMeetingsForEveryone() throws {
        var document = try JSONDecoder().decode(UnderstoodDocument.self, from: Data(Self.skeleton.utf8))
        let clock = { (text: String) in TimeOfDay(text: text)! }
        document.meetings = [Meeting(days: [.tuesday, .thursday], start: clock("11:00"), end: nil, kind: "lecture", section: "001"),
                             Meeting(days: [.tuesday, .thursday], start: clock("14:00"), end: nil, kind: "lecture", section: "002"),
                             Meeting(days: [.wednesday], start: clock("14:00"), end: nil, kind: "lab")]
        XCTAssertEqual(document.sections, ["001", "002"])
        let chosen = document.choosingSection("2")
        XCTAssertEqual(chosen.meetings.map(\.start.description), ["14:00", "14:00"])
        XCTAssertEqual(chosen.warnings, [])
        let all = document.choosingSection(nil)
        XCTAssertEqual(all.meetings.count, 3)
        XCTAssertEqual(all.warnings, ["2 sections meet (001, 002): none of them goes into the calendar; "
                                       + "--section 001 or --section 002 keeps one"])
        let missing = document.choosingSection("005")
        XCTAssertEqual(missing.meetings.count, 3)
        XCTAssertEqual(missing.warnings, ["no section 005 here (sections 001, 002): none of them goes into the calendar"])
    }

    static let skeleton = """
        {"source": "s.txt", "sha256": "", "format": "text", "documentType": "syllabus",
         "classification": {"documentType": "syllabus", "confidence": 1, "evidence": []},
         "course": {}, "meetings": [], "noClassDays": [], "tasks": [], "undated": [], "recurring": [],
         "warnings": [], "ocrPages": [], "timeZone": "UTC", "extractor": "rules"}
        """
}
