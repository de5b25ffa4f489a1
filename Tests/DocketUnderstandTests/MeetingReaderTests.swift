import XCTest
@testable import DocketUnderstand

/// Class meetings in the forms syllabi write them.
final class MeetingReaderTests: XCTestCase {
    private func meetings(_ line: String, after previous: String = "Course information") throws -> [String] {
        MeetingReader().read(try readLines(previous + "\n" + line + "\n")).map { meeting in
            meeting.days.map(\.rawValue).joined(separator: ",") + " " + meeting.start.description + "-" + (meeting.end?.description ?? "")
        }
    }

    func testDayLettersSpacedLikeWordsBeforeATime() throws {
        XCTAssertEqual(try meetings("• Class time: T R 8:30-9:50; no class on 11/27 (Thanksgiving)"), ["TU,TH 08:30-09:50"])
        XCTAssertEqual(try meetings("Lectures\tM W, 12:00 – 01:30, B040 Science Library"), ["MO,WE 12:00-13:30"])
        XCTAssertEqual(try meetings("Class Hours : Mo We 2:30- 3:45 P.M\tLocation: Olmsted E330"), ["MO,WE 14:30-15:45"])
    }

    func testTwoLetterWordsAloneAreNoDays() throws {
        XCTAssertEqual(try meetings("We 10 students will meet in groups"), [])
        XCTAssertEqual(try meetings("Fr 3-4 pm"), [])
    }

    func testSeveralWeekdaysRightBeforeAClockRangeNeedNoOtherCue() throws {
        XCTAssertEqual(try meetings("Prerequisites\tCS 210 or equivalent. Tuesday and Thursday, 10:00 - 11:20."), ["TU,TH 10:00-11:20"])
        XCTAssertEqual(try meetings("Mon. & Wed., 3:30 – 5:00"), ["MO,WE 15:30-17:00"])
        XCTAssertEqual(try meetings("Monday, 3-5"), [], "one weekday and a bare range in a schedule row is no meeting")
    }

    func testOfficeHoursListedBelowTheirUnfinishedLabelAreNoMeetings() throws {
        XCTAssertEqual(try meetings("Anming: Mo-We 4:30 - 6 (CDS 362)",
                                    after: "• Teaching Assistants’ Office Hours: Jason: Mon: 12:30 - 2:30; Fri: 2:30 - 3:30 (CDS 362)"), [])
        XCTAssertEqual(try meetings("Section/TALC: W 10:00-11:00a", after: "GSI: Office Hours: Th 11:00a – 12:00p Campbell 233."),
                       ["WE 10:00-11:00"])
    }

    func testOptionalSessionsAreNoMeetings() throws {
        XCTAssertEqual(try meetings("Optional TA-led writing sections: Fridays 9-9:50 a.m. (Ames 112)"), [])
    }
}
