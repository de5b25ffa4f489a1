import XCTest
@testable import DocketUnderstand

/// Class meetings in the forms syllabi write them.
final class MeetingReaderTests: XCTestCase {
    private func meetings(_ line: String, after previous: String = "Course information") throws -> [String] {
        MeetingReader().read(try readLines(previous + "\n" + line + "\n")).map { meeting in
            meeting.days.map(\.rawValue).joined(separator: ",") + " " + meeting.start.description + "-" + (meeting.end?.description ?? "")
        }
    }

    func testSentencesEndAtFullStopsButNotAfterAbbreviations() {
        XCTAssertEqual(MeetingReader.sentences(of: "Lectures meet Mon. and Wed. at 10. Labs meet Fri. 2-4 pm. Dr. Lane. 12. 13. End"),
                       ["Lectures meet Mon. and Wed. at 10", "Labs meet Fri. 2-4 pm", "Dr. Lane", "12. 13. End"],
                       "a piece without a letter goes by the word before it")
        XCTAssertEqual(MeetingReader.lastWord(of: "due Oct 9"), "Oct")
        XCTAssertEqual(MeetingReader.lastWord(of: "12"), "")
    }

    func testOptionalAndSupplementarySessionsAreNoRegularMeetings() throws {
        XCTAssertEqual(try meetings("Tuesdays and Thursdays, 3:30 to 5:30, in room RLM 5.114.", after: "Regular lectures"), ["TU,TH 15:30-17:30"])
        XCTAssertEqual(try meetings("The supplementary lectures will be on Wednesdays, from 1 to 2 PM, in room RLM 9.222"), [])
        XCTAssertEqual(try meetings("Optional review lectures: Fridays 2-3 pm"), [])
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
        XCTAssertEqual(try meetings("Hours: Monday & Wednesday, 15h00-16h30. GLT 1.106"), ["MO,WE 15:00-16:30"])
        XCTAssertEqual(try meetings("Hours: Monday & Wednesday, 15-16 pages"), [])
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
    func testAWrappedSentenceKeepsItsOfficeHoursLabel() throws {
        XCTAssertEqual(try meetings("specifically for this class are MONDAY-FRIDAY, 4:00pm – 5:00pm, in Hall 1.312.",
                                    after: "To meet one-on-one outside of class, my office hours reserved"), [])
        XCTAssertEqual(try meetings("Lectures are MONDAY-FRIDAY, 4:00pm – 5:00pm, in Hall 1.312.",
                                    after: "To meet one-on-one outside of class, my office hours reserved"),
                       ["MO,TU,WE,TH,FR 16:00-17:00"], "a line that starts a sentence is not the one above going on")
        XCTAssertEqual(try meetings("in the evening. The class meets Tuesdays and Thursdays, 2:00 - 3:15.",
                                    after: "Office hours are held Monday"), ["TU,TH 14:00-15:15"],
                       "the label covers the wrapped sentence only")
    }

    func testDaysTimeAndRoomStackedInAHeaderColumn() throws {
        let lines = try readLines("""
            Introduction to Genetics\tMTWThF
            Summer Term – Second Session\t10:00-11:30am
            Prof. Dana Lee\tRLM 6.104
            Course policies
            """)
        let found = MeetingReader().read(lines)
        XCTAssertEqual(found.map { $0.days.map(\.rawValue).joined(separator: ",") }, ["MO,TU,WE,TH,FR"])
        XCTAssertEqual(found.first?.start.description, "10:00")
        XCTAssertEqual(found.first?.end?.description, "11:30")
        XCTAssertEqual(found.first?.location, "RLM 6.104")
        let office = try readLines("Office hours\tMW\nDr. Lee\t3:00-4:00pm\n")
        XCTAssertEqual(MeetingReader().read(office).count, 0)
        let notAColumn = try readLines("Schedule\tMTWThF\nWeek one reading\tchapters 1-2\tpages 10:00-11:30\n")
        XCTAssertEqual(MeetingReader().read(notAColumn).count, 0, "rows of different shapes are no column")
    }
    func testDiscussionSectionsListedUnderOfficeHoursAreMeetings() throws {
        let lines = try readLines("""
            Classes:\tTTh 4-6 pm, GDC 2.216
            Office Hours\tTTh 2:00-3:30, GDC 5.430
            Discussion Sections: 51880\tT 9-11am, GDC 6.202
            51885\tW 9-11am, GDC 2.210
            """)
        let found = MeetingReader().read(lines).map { "\($0.days.map(\.rawValue).joined(separator: ",")) \($0.start) \($0.kind ?? "-")" }
        XCTAssertEqual(found, ["TU,TH 16:00 lecture", "TU 09:00 discussion", "WE 09:00 discussion"])
    }
    func testAlternativesJoinedByOrKeepTheirOwnDays() throws {
        XCTAssertEqual(try meetings("Lab:\tMW 1-5 pm, TTH 2-6 pm, MW 5-9 pm, or TTH 6-10 pm; PAI 3.22"),
                       ["MO,WE 13:00-17:00", "TU,TH 14:00-18:00", "MO,WE 17:00-21:00", "TU,TH 18:00-22:00"])
    }
}
