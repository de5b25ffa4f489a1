import DocketUnderstand
import Foundation
import XCTest
@testable import DocketEmit

final class ICSEmitterTests: XCTestCase {
    private let emitter = ICSEmitter()

    // MARK: Calendar and lines

    func testCalendarHeaderAndCRLF() throws {
        let ics = try emitter.emit([try ICSDocs.fallMWF()], options: ICSDocs.options())
        let lines = ICSDocs.contentLines(ics)
        XCTAssertEqual(Array(lines.prefix(7)), ["BEGIN:VCALENDAR", "PRODID:-//Docket//Docket 0.1//EN", "VERSION:2.0", "CALSCALE:GREGORIAN",
                                               "METHOD:PUBLISH", "X-WR-CALNAME:GEOG 1420", "X-WR-TIMEZONE:America/New_York"])
        XCTAssertEqual(lines.last, "END:VCALENDAR")
        XCTAssertTrue(ics.hasSuffix("END:VCALENDAR\r\n"))
        let bytes = Array(ics.utf8)
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            XCTAssertTrue(index > 0 && bytes[index - 1] == 0x0D, "LF without CR at byte \(index)")
        }
    }

    func testCalendarNameDefaults() throws {
        let a = try ICSDocs.document(code: "CS 101")
        let b = try ICSDocs.document(code: "MATH 2240")
        XCTAssertEqual(ICSDocs.value("X-WR-CALNAME", in: ICSDocs.contentLines(try emitter.emit([a, b, a], options: ICSDocs.options()))),
                       "CS 101\\, MATH 2240")
        XCTAssertEqual(ICSDocs.value("X-WR-CALNAME", in: ICSDocs.contentLines(try emitter.emit([try ICSDocs.document(code: nil)], options: ICSDocs.options()))),
                       "Docket")
        var options = ICSDocs.options()
        options.calendarName = "Fall; 2025"
        XCTAssertEqual(ICSDocs.value("X-WR-CALNAME", in: ICSDocs.contentLines(try emitter.emit([a], options: options))), "Fall\\; 2025")
    }

    func testFoldingKeepsLinesShortAndNeverSplitsACharacter() throws {
        let title = String(repeating: "Überprüfung des Schnees ❄️ 日本語の課題 🎓 e\u{301}", count: 6)
        let document = try ICSDocs.document(tasks: [ICSDocs.task(title, .paper, "2025-10-01", at: "17:00", text: title + " — due 10/1")])
        let ics = try emitter.emit([document], options: ICSDocs.options())
        let physical = ICSDocs.physicalLines(ics)
        XCTAssertGreaterThan(physical.count, 20)
        var folded = 0
        for line in physical {
            XCTAssertLessThanOrEqual(line.utf8.count, 75, line)
            XCTAssertNotNil(String(validating: Array(line.utf8), as: UTF8.self), "a physical line is not valid UTF-8 on its own: \(line)")
            if line.hasPrefix(" ") { folded += 1 }
        }
        XCTAssertGreaterThan(folded, 10)
        let summary = try XCTUnwrap(ICSDocs.value("SUMMARY", in: ICSDocs.contentLines(ics)))
        XCTAssertEqual(summary, "[CS 101] " + title + " due")
    }

    func testFoldDirectly() {
        let line = "DESCRIPTION:" + String(repeating: "é", count: 100)
        let folded = ICSText.fold(line)
        let physical = folded.components(separatedBy: "\r\n").dropLast()
        // "DESCRIPTION:" is 12 octets and "é" 2: 31 of them fill 74, a 32nd would make 76.
        XCTAssertEqual(physical.first?.utf8.count, 74)
        XCTAssertTrue(physical.allSatisfy { $0.utf8.count <= 75 })
        XCTAssertEqual(folded.replacingOccurrences(of: "\r\n ", with: ""), line + "\r\n")
        // An escape is never cut in two.
        let escapes = "SUMMARY:" + String(repeating: "a\\,", count: 40)
        for piece in ICSText.fold(escapes).components(separatedBy: "\r\n ") {
            XCTAssertFalse(piece.hasSuffix("\\") && !piece.hasSuffix("\\\\"), "fold after a backslash: \(piece)")
        }
        XCTAssertEqual(ICSText.fold("SHORT:x"), "SHORT:x\r\n")
    }

    func testTextIsEscaped() throws {
        let task = ICSDocs.task("Essay: cause, effect; \\ and more", .paper, "2025-10-01",
                                text: "Essay: cause, effect; \\ and more\r\nsecond line\nthird\u{0C}page")
        let ics = try emitter.emit([try ICSDocs.document(tasks: [task])], options: ICSDocs.options())
        let lines = ICSDocs.contentLines(ics)
        XCTAssertEqual(ICSDocs.value("SUMMARY", in: lines), "[CS 101] Essay: cause\\, effect\\; \\\\ and more due")
        let description = try XCTUnwrap(ICSDocs.value("DESCRIPTION", in: lines))
        XCTAssertTrue(description.hasPrefix("Essay: cause\\, effect\\; \\\\ and more\\nsecond line\\nthird page\\nType: paper"), description)
        XCTAssertEqual(ICSText.escape("a\r\nb\rc\nd"), "a\\nb\\nc\\nd")
        XCTAssertEqual(ICSProperty("LOCATION", [("ALTREP", "cid:x;y")], text: "A, B").line, "LOCATION;ALTREP=\"cid:x;y\":A\\, B")
    }

    // MARK: Tasks

    func testTimedDeadlineIsAMinuteFromItsDueTimeInItsZone() throws {
        // A minute, not an instant: khal gives an event without DTEND an hour, so 23:59 spilled into the next day.
        let task = ICSDocs.task("Homework 1", .assignment, "2025-09-09", at: "23:59", weight: 10)
        let ics = try emitter.emit([try ICSDocs.document(tasks: [task])], options: ICSDocs.options())
        let event = try XCTUnwrap(ICSDocs.components("VEVENT", in: ics).first)
        XCTAssertTrue(event.contains("DTSTART;TZID=America/New_York:20250909T235900"), "\(event)")
        XCTAssertTrue(event.contains("DTEND;TZID=America/New_York:20250910T000000"), "\(event)")
        XCTAssertEqual(ICSDocs.value("SUMMARY", in: event), "[CS 101] Homework 1 due")
        XCTAssertEqual(ICSDocs.value("CATEGORIES", in: event), "ASSIGNMENT")
        XCTAssertEqual(ICSDocs.value("STATUS", in: event), "CONFIRMED")
        XCTAssertEqual(ICSDocs.value("SEQUENCE", in: event), "0")
        // No history: a fixed DTSTAMP (see EventRevision.unknown), not the run's time.
        XCTAssertEqual(ICSDocs.value("DTSTAMP", in: event), "20000101T000000Z")
        XCTAssertEqual(ICSDocs.value("LAST-MODIFIED", in: event), "20000101T000000Z")
        let description = try XCTUnwrap(ICSDocs.value("DESCRIPTION", in: event))
        for part in ["Homework 1 — 2025-09-09", "Type: assignment", "Weight: 10%", "Estimated hours: 5", "Priority: 3 of 5",
                     "Source: hand.txt\\, page 1\\, line 1"] {
            XCTAssertTrue(description.contains(part), "\(part) missing from \(description)")
        }
        XCTAssertEqual(ICSDocs.components("VTIMEZONE", in: ics).count, 1)
    }

    func testAllDayDeadlineEndsTheNextDay() throws {
        let task = ICSDocs.task("Midterm", .exam, "2025-12-31")
        let event = try XCTUnwrap(ICSDocs.components("VEVENT", in: try emitter.emit([try ICSDocs.document(tasks: [task])],
                                                                                        options: ICSDocs.options())).first)
        XCTAssertTrue(event.contains("DTSTART;VALUE=DATE:20251231"))
        XCTAssertTrue(event.contains("DTEND;VALUE=DATE:20260101"))
        XCTAssertEqual(ICSDocs.value("SUMMARY", in: event), "[CS 101] Midterm")
    }

    func testDueOnlyForDeliverables() throws {
        let tasks: [(TaskType, String)] = [(.exam, "Final exam"), (.quiz, "Quiz 2"), (.presentation, "Talk"), (.assignment, "HW 3"),
                                           (.project, "Milestone"), (.paper, "Essay"), (.lab, "Lab 1"), (.reading, "Response"),
                                           (.other, "Poster"), (.lab, "Lab report 2 due")]
        let document = try ICSDocs.document(code: nil, tasks: tasks.enumerated().map { ICSDocs.task($1.1, $1.0, "2025-10-0\($0 % 9 + 1)") })
        let summaries = ICSDocs.components("VEVENT", in: try emitter.emit([document], options: ICSDocs.options())).compactMap { ICSDocs.value("SUMMARY", in: $0) }
        XCTAssertEqual(summaries, ["Final exam", "Quiz 2", "Talk", "HW 3 due", "Milestone due", "Essay due", "Lab 1 due", "Response due",
                                   "Poster due", "Lab report 2 due"])
    }

    func testUTCWritesZAndNoVTIMEZONE() throws {
        let document = try ICSDocs.fallMWF(timeZone: "UTC")
        var copy = document
        copy.tasks = [ICSDocs.task("Paper", .paper, "2025-11-02", at: "23:59")]
        let ics = try emitter.emit([copy], options: ICSDocs.options("UTC"))
        XCTAssertFalse(ics.contains("VTIMEZONE"))
        XCTAssertFalse(ics.contains("TZID"))
        XCTAssertFalse(ics.contains("X-WR-TIMEZONE"))
        let events = ICSDocs.components("VEVENT", in: ics)
        XCTAssertTrue(events[0].contains("DTSTART:20250825T100000Z"))
        XCTAssertTrue(events[0].contains("EXDATE:20251126T100000Z"))
        XCTAssertTrue(events[0].contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20251212T235959Z"))
        XCTAssertTrue(events[1].contains("DTSTART:20251102T235900Z"))
        XCTAssertEqual(ICSLinter().lint(ics), [])
    }

    func testDeadlinesMoveIntoTheCalendarZone() throws {
        // Read in New York, written in UTC: 23:59 EST on Nov 2 is 04:59 UTC on Nov 3.
        let document = try ICSDocs.document(tasks: [ICSDocs.task("Paper", .paper, "2025-11-02", at: "23:59")])
        let event = try XCTUnwrap(ICSDocs.components("VEVENT", in: try emitter.emit([document], options: ICSDocs.options("UTC"))).first)
        XCTAssertTrue(event.contains("DTSTART:20251103T045900Z"), "\(event)")
    }

    func testMeetingsKeepTheirDocumentsZone() throws {
        // A class at 10:00 in New York stays a New York rule in a UTC calendar (a weekly rule in UTC
        // would drift by an hour when DST ends); deadlines move into the calendar's zone.
        var document = try ICSDocs.fallMWF()
        document.tasks = [ICSDocs.task("HW", .assignment, "2025-09-09", at: "23:59")]
        let ics = try emitter.emit([document], options: ICSDocs.options("UTC"))
        let events = ICSDocs.components("VEVENT", in: ics)
        XCTAssertTrue(events[0].contains("DTSTART;TZID=America/New_York:20250825T100000"))
        XCTAssertTrue(events[1].contains("DTSTART:20250910T035900Z"))
        XCTAssertEqual(ICSDocs.value("X-WR-TIMEZONE", in: ICSDocs.contentLines(ics)), "America/New_York")
        XCTAssertEqual(ICSDocs.components("VTIMEZONE", in: ics).count, 1)
        XCTAssertEqual(ICSLinter().lint(ics), [])
    }

    func testTodoMode() throws {
        var options = ICSDocs.options()
        options.tasksAs = .todo
        options.reminders = [60]
        let document = try ICSDocs.document(tasks: [ICSDocs.task("HW 1", .assignment, "2025-09-09", at: "17:00"),
                                                    ICSDocs.task("Reading", .reading, "2025-09-10")])
        let ics = try emitter.emit([document], options: options)
        XCTAssertEqual(ICSDocs.components("VEVENT", in: ics).count, 0)
        let todos = ICSDocs.components("VTODO", in: ics)
        XCTAssertEqual(todos.count, 2)
        XCTAssertTrue(todos[0].contains("DUE;TZID=America/New_York:20250909T170000"))
        XCTAssertTrue(todos[1].contains("DUE;VALUE=DATE:20250910"))
        for todo in todos {
            XCTAssertNil(ICSDocs.value("DTSTART", in: todo))
            XCTAssertNil(ICSDocs.value("DTEND", in: todo))
            XCTAssertEqual(ICSDocs.value("STATUS", in: todo), "NEEDS-ACTION")
            XCTAssertEqual(ICSDocs.value("PRIORITY", in: todo), "5")
            XCTAssertTrue(todo.contains("TRIGGER;RELATED=END:-PT1H"), "\(todo)")
        }
        XCTAssertEqual(ICSLinter().lint(ics), [])
    }

    func testReminders() throws {
        let document = try ICSDocs.document(tasks: [ICSDocs.task("HW 1", .assignment, "2025-09-09", at: "17:00")])
        XCTAssertFalse(try emitter.emit([document], options: ICSDocs.options()).contains("VALARM"), "no reminders by default")
        var options = ICSDocs.options()
        options.reminders = [1440, 120, 90, 10_080, 120]
        let ics = try emitter.emit([document], options: options)
        let alarms = ICSDocs.components("VALARM", in: ics)
        XCTAssertEqual(alarms.map { ICSDocs.value("TRIGGER", in: $0) }, ["-P1D", "-PT2H", "-PT90M", "-P1W"])
        for alarm in alarms {
            XCTAssertEqual(ICSDocs.value("ACTION", in: alarm), "DISPLAY")
            XCTAssertEqual(ICSDocs.value("DESCRIPTION", in: alarm), "[CS 101] HW 1 due")
        }
        XCTAssertEqual(ICSFormat.trigger(minutesBefore: 0), "PT0M")
        XCTAssertEqual(ICSLinter().lint(ics), [])
    }

    func testWindowKeepsTasksAndClipsMeetings() throws {
        var document = try ICSDocs.fallMWF()
        document.tasks = [ICSDocs.task("HW 1", .assignment, "2025-09-30"), ICSDocs.task("HW 2", .assignment, "2025-10-01"),
                          ICSDocs.task("HW 3", .assignment, "2025-10-31"), ICSDocs.task("HW 4", .assignment, "2025-11-01")]
        var options = ICSDocs.options()
        options.from = ICSDocs.date("2025-10-01")
        options.until = ICSDocs.date("2025-10-31")
        let ics = try emitter.emit([document], options: options)
        let events = ICSDocs.components("VEVENT", in: ics)
        XCTAssertEqual(events.compactMap { ICSDocs.value("SUMMARY", in: $0) }, ["[GEOG 1420] Lecture", "[GEOG 1420] HW 2 due", "[GEOG 1420] HW 3 due"])
        XCTAssertTrue(events[0].contains("DTSTART;TZID=America/New_York:20251001T100000"))
        XCTAssertTrue(events[0].contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20251101T035959Z"), "\(events[0])")
        XCTAssertFalse(events[0].contains { $0.hasPrefix("EXDATE") })
    }

    func testSplitPerCourse() throws {
        let geog = try ICSDocs.fallMWF()
        var sheet = try ICSDocs.document(source: "hw4.pdf", code: "geog  1420", tasks: [ICSDocs.task("HW 4", .assignment, "2025-10-02")])
        sheet.course.code = "geog  1420"
        let cs = try ICSDocs.document(source: "cs.txt", code: "CS/101 (Sec. 2)", tasks: [ICSDocs.task("HW 1", .assignment, "2025-09-09")])
        let loose = try ICSDocs.document(source: "notes/plan.v2.txt", code: nil, tasks: [ICSDocs.task("Essay", .paper, "2025-09-20")])
        var options = ICSDocs.options()
        options.split = .course
        let calendars = try emitter.emitPerCourse([geog, cs, sheet, loose], options: options)
        XCTAssertEqual(calendars.map(\.name), ["GEOG-1420", "CS-101-Sec.-2", "plan.v2"])
        let names = calendars.map { ICSDocs.value("X-WR-CALNAME", in: ICSDocs.contentLines($0.ics)) }
        XCTAssertEqual(names, ["GEOG 1420", "CS/101 (Sec. 2)", "plan.v2"])
        XCTAssertEqual(ICSDocs.components("VEVENT", in: calendars[0].ics).count, 2, "the syllabus's meeting and the sheet's task")
        XCTAssertEqual(ICSDocs.components("VEVENT", in: calendars[1].ics).count, 1)
        XCTAssertFalse(calendars[1].ics.contains("GEOG"))
        for calendar in calendars {
            XCTAssertFalse(calendar.name.contains("/") || calendar.name.contains(" ") || calendar.name.hasPrefix("."))
            XCTAssertEqual(ICSLinter().lint(calendar.ics), [])
        }
        XCTAssertEqual(ICSEmitter.fileName("../..//"), "calendar")
        XCTAssertEqual(ICSEmitter.fileName("Café 101"), "Caf-101")
    }

    func testUIDsAreStableAcrossRuns() throws {
        let documents = try EmitFixtures.all()
        let first = try emitter.emit(documents, options: ICSDocs.options(generatedAt: 1_756_080_000))
        let second = try emitter.emit(documents, options: ICSDocs.options(generatedAt: 1_767_225_600))
        let uids = ICSDocs.values("UID", in: ICSDocs.contentLines(first))
        XCTAssertEqual(uids, ICSDocs.values("UID", in: ICSDocs.contentLines(second)))
        XCTAssertEqual(Set(uids).count, uids.count, "UIDs are unique")
        XCTAssertTrue(uids.allSatisfy { $0.hasSuffix("@docket") && $0.contains("/") }, "\(uids)")
        // Without a history, DTSTAMP is a fixed instant, never the clock: two runs give the same bytes.
        XCTAssertEqual(Set(ICSDocs.values("DTSTAMP", in: ICSDocs.contentLines(first))), ["20000101T000000Z"])
        XCTAssertEqual(Set(ICSDocs.values("LAST-MODIFIED", in: ICSDocs.contentLines(first))), ["20000101T000000Z"])
        XCTAssertEqual(Set(ICSDocs.values("SEQUENCE", in: ICSDocs.contentLines(first))), ["0"])
        XCTAssertEqual(first, second)

        // An updated syllabus: one task moved, one added; the others keep their UIDs.
        var document = try ICSDocs.document(tasks: [ICSDocs.task("HW 1", .assignment, "2025-09-09", dateText: "Sep 9"),
                                                     ICSDocs.task("HW 2", .assignment, "2025-09-16", dateText: "Sep 16")])
        let before = ICSDocs.values("UID", in: ICSDocs.contentLines(try emitter.emit([document], options: ICSDocs.options())))
        document.tasks[1].dueTime = TimeOfDay(hour: 17, minute: 0)
        document.tasks[1].estimatedHours = 8
        document.tasks.append(ICSDocs.task("HW 3", .assignment, "2025-09-23", dateText: "Sep 23"))
        let after = ICSDocs.values("UID", in: ICSDocs.contentLines(try emitter.emit([document], options: ICSDocs.options())))
        XCTAssertEqual(Array(after.prefix(2)), before)
        XCTAssertEqual(after.count, 3)

        // Moved to another day and renamed "HW 1" → "Homework 1": still the same event.
        document.tasks[0] = ICSDocs.task("Homework 1", .assignment, "2025-09-11", dateText: "Thu 9/11")
        let moved = ICSDocs.values("UID", in: ICSDocs.contentLines(try emitter.emit([document], options: ICSDocs.options())))
        XCTAssertEqual(moved, after)
    }

    func testACancelledTaskKeepsItsUIDAndIsMarkedCancelled() throws {
        let document = try ICSDocs.document(tasks: [ICSDocs.task("HW 1", .assignment, "2025-09-09", dateText: "Sep 9")])
        let gone = ICSDocs.task("Quiz 1", .quiz, "2025-10-03", dateText: "Oct 3").withID("cs101/quiz-1")
        var options = ICSDocs.options()
        options.reminders = [60]
        options.cancelled = [document.source: [gone]]
        options.revisions = ["cs101/quiz-1": EventRevision(sequence: 2, modified: 1_767_225_600)]
        let ics = try emitter.emit([document], options: options)
        let events = ICSDocs.components("VEVENT", in: ics)
        XCTAssertEqual(events.count, 2)
        let cancelled = try XCTUnwrap(events.first { $0.contains("UID:cs101/quiz-1@docket") })
        XCTAssertEqual(ICSDocs.value("STATUS", in: cancelled), "CANCELLED")
        XCTAssertEqual(ICSDocs.value("SEQUENCE", in: cancelled), "2")
        XCTAssertFalse(cancelled.contains("BEGIN:VALARM"), "no reminder for what is cancelled")
        XCTAssertTrue(try XCTUnwrap(events.first { $0.contains("STATUS:CONFIRMED") }).contains("BEGIN:VALARM"))
        XCTAssertEqual(ICSLinter().lint(ics), [])
        // A task cancelled in one document but still read in another stays live.
        options.cancelled = [document.source: [ICSDocs.task("HW 1", .assignment, "2025-09-09").withID(document.withIdentities().tasks[0].id)]]
        XCTAssertFalse(try emitter.emit([document], options: options).contains("CANCELLED"))
    }

    func testRevisionsFromTheHistoryAreWritten() throws {
        let document = try ICSDocs.document(tasks: [ICSDocs.task("HW 1", .assignment, "2025-09-09", dateText: "Sep 9")])
        var options = ICSDocs.options()
        let id = document.withIdentities().tasks[0].id
        options.revisions = [id: EventRevision(sequence: 3, modified: 1_767_225_600)]
        let lines = ICSDocs.contentLines(try emitter.emit([document], options: options))
        XCTAssertEqual(ICSDocs.values("SEQUENCE", in: lines), ["3"])
        XCTAssertEqual(ICSDocs.values("DTSTAMP", in: lines), ["20260101T000000Z"])
        XCTAssertEqual(ICSDocs.values("LAST-MODIFIED", in: lines), ["20260101T000000Z"])
        XCTAssertEqual(ICSDocs.values("UID", in: lines), [id + "@docket"])
    }

    func testTheSameDeadlineReadTwiceIsOneEvent() throws {
        let syllabus = try ICSDocs.document(source: "syllabus.txt", tasks: [ICSDocs.task("Homework 4", .assignment, "2026-03-05", dateText: "Mar 5")])
        let sheet = try ICSDocs.document(source: "hw4.pdf", tasks: [ICSDocs.task("Homework 4", .assignment, "2026-03-05", at: "23:59", dateText: "Mar 5")])
        let ics = try emitter.emit([syllabus, sheet], options: ICSDocs.options())
        let events = ICSDocs.components("VEVENT", in: ics)
        XCTAssertEqual(events.count, 1)
        XCTAssertTrue(events[0].contains("DTSTART;TZID=America/New_York:20260305T235900"), "the one that knows the time: \(events[0])")
        XCTAssertTrue(try XCTUnwrap(ICSDocs.value("DESCRIPTION", in: events[0])).contains("hw4.pdf"))
        XCTAssertEqual(ICSLinter().lint(ics), [])
        let reversed = try emitter.emit([sheet, syllabus], options: ICSDocs.options())
        XCTAssertEqual(ICSDocs.values("DTSTART", in: ICSDocs.contentLines(reversed)).suffix(1), ["20260305T235900"])
    }

    // MARK: Meetings

    func testMeetingRecurrenceSkipsTheBreak() throws {
        let ics = try emitter.emit([try ICSDocs.fallMWF()], options: ICSDocs.options())
        let event = try XCTUnwrap(ICSDocs.components("VEVENT", in: ics).first)
        XCTAssertTrue(event.contains("DTSTART;TZID=America/New_York:20250825T100000"))
        XCTAssertTrue(event.contains("DTEND;TZID=America/New_York:20250825T105000"))
        // The last class is Fri Dec 12; UNTIL is the end of that day in New York (EST), in UTC.
        XCTAssertTrue(event.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20251213T045959Z"), "\(event)")
        XCTAssertEqual(ICSDocs.values("EXDATE", in: event), ["20251126T100000", "20251128T100000"])
        XCTAssertTrue(event.contains("EXDATE;TZID=America/New_York:20251126T100000"))
        XCTAssertEqual(ICSDocs.value("SUMMARY", in: event), "[GEOG 1420] Lecture")
        XCTAssertEqual(ICSDocs.value("LOCATION", in: event), "Room 101\\, Hall B")
        XCTAssertEqual(ICSDocs.value("CATEGORIES", in: event), "CLASS")
        XCTAssertTrue(try XCTUnwrap(ICSDocs.value("DESCRIPTION", in: event)).contains("No class: 2025-11-26 (Thanksgiving break)\\, 2025-11-28"))
        var options = ICSDocs.options()
        options.includeLocation = false
        options.includeDescription = false
        let bare = try XCTUnwrap(ICSDocs.components("VEVENT", in: try emitter.emit([try ICSDocs.fallMWF()], options: options)).first)
        XCTAssertNil(ICSDocs.value("LOCATION", in: bare))
        XCTAssertNil(ICSDocs.value("DESCRIPTION", in: bare))
    }

    func testAnExamLastsFromItsTimeToItsStatedEnd() throws {
        var exam = ICSDocs.task("Final exam", .exam, "2025-12-15", at: "08:00")
        exam.endTime = TimeOfDay(hour: 10, minute: 0)
        let quiz = ICSDocs.task("Quiz 3", .quiz, "2025-11-03", at: "10:00")
        let ics = try emitter.emit([try ICSDocs.document(tasks: [exam, quiz])], options: ICSDocs.options())
        XCTAssertEqual(ICSLinter().lint(ics), [])
        let events = ICSDocs.components("VEVENT", in: ics)
        let final = try XCTUnwrap(events.first { ICSDocs.value("SUMMARY", in: $0)?.contains("Final") == true })
        XCTAssertTrue(final.contains("DTSTART;TZID=America/New_York:20251215T080000"), "\(final)")
        XCTAssertTrue(final.contains("DTEND;TZID=America/New_York:20251215T100000"), "\(final)")
        let quizEvent = try XCTUnwrap(events.first { ICSDocs.value("SUMMARY", in: $0)?.contains("Quiz") == true })
        XCTAssertTrue(quizEvent.contains("DTSTART;TZID=America/New_York:20251103T100000"), "\(quizEvent)")
        XCTAssertNil(ICSDocs.value("DTEND", in: quizEvent), "no end stated: an instant at its start")
    }

    func testMeetingWithoutEndOrKindAndTermFromDates() throws {
        // No term dates: from the Monday of the earliest date's week to the day before the final.
        let meeting = Meeting(days: [.tuesday, .thursday], start: try ICSDocs.clock("14:00"), end: nil)
        let document = try ICSDocs.document(meetings: [meeting],
                                            noClass: [NoClassDay(start: ICSDocs.date("2025-10-14"), end: ICSDocs.date("2025-10-14"), reason: "Fall break")],
                                            tasks: [ICSDocs.task("Quiz", .quiz, "2025-09-11"), ICSDocs.task("Final", .exam, "2025-12-09")])
        let event = try XCTUnwrap(ICSDocs.components("VEVENT", in: try emitter.emit([document], options: ICSDocs.options())).first)
        XCTAssertEqual(ICSDocs.value("SUMMARY", in: event), "[CS 101] Class")
        XCTAssertTrue(event.contains("DTSTART;TZID=America/New_York:20250909T140000"), "Tue of the week of Sep 11: \(event)")
        XCTAssertTrue(event.contains("DTEND;TZID=America/New_York:20250909T145000"), "50 minutes when the end is unknown")
        XCTAssertTrue(event.contains("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20251205T045959Z"), "the last Thursday before the final on Tue Dec 9: \(event)")
        XCTAssertEqual(ICSDocs.values("EXDATE", in: event), ["20251014T140000"])
    }

    func testNoRuleWithoutUntil() throws {
        // Meetings but not a single date: no recurring event at all.
        let undated = try ICSDocs.document(meetings: [Meeting(days: [.monday], start: try ICSDocs.clock("09:00"), end: nil)])
        XCTAssertFalse(try emitter.emit([undated], options: ICSDocs.options()).contains("RRULE"))
        // A term start without an end or any other date: still none.
        let startOnly = try ICSDocs.document(termStart: "2025-09-01", meetings: undated.meetings)
        XCTAssertFalse(try emitter.emit([startOnly], options: ICSDocs.options()).contains("RRULE"))
        // Every rule Docket writes for the fixtures ends.
        let ics = try emitter.emit(try EmitFixtures.all(), options: ICSDocs.options())
        let rules = ICSDocs.values("RRULE", in: ICSDocs.contentLines(ics))
        XCTAssertFalse(rules.isEmpty)
        for rule in rules { XCTAssertTrue(rule.contains(";UNTIL=") && rule.hasSuffix("Z"), rule) }
    }

    func testBreakOnTheFirstOrLastClassDayMovesTheEnds() throws {
        var document = try ICSDocs.fallMWF()
        document.noClassDays += [NoClassDay(start: ICSDocs.date("2025-08-25"), end: ICSDocs.date("2025-08-25"), reason: "Orientation"),
                                 NoClassDay(start: ICSDocs.date("2025-12-12"), end: ICSDocs.date("2025-12-14"), reason: "Reading days")]
        let event = try XCTUnwrap(ICSDocs.components("VEVENT", in: try emitter.emit([document], options: ICSDocs.options())).first)
        XCTAssertTrue(event.contains("DTSTART;TZID=America/New_York:20250827T100000"))
        XCTAssertTrue(event.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20251211T045959Z"), "\(event)")
        XCTAssertEqual(ICSDocs.values("EXDATE", in: event), ["20251126T100000", "20251128T100000"])
    }

    // MARK: Time zones

    func testVTIMEZONEHasEveryTransition() throws {
        let zone = try XCTUnwrap(ICSZone(identifier: "America/New_York"))
        let vtimezone = try XCTUnwrap(zone.vtimezone(years: 2024...2026))
        XCTAssertEqual(vtimezone.properties.map(\.line), ["TZID:America/New_York"])
        let observances = vtimezone.components.map { component in
            ([component.name] + component.properties.map(\.line)).joined(separator: " ")
        }
        XCTAssertEqual(observances, [
            "DAYLIGHT DTSTART:20240310T020000 TZOFFSETFROM:-0500 TZOFFSETTO:-0400 TZNAME:EDT",
            "STANDARD DTSTART:20241103T020000 TZOFFSETFROM:-0400 TZOFFSETTO:-0500 TZNAME:EST",
            "DAYLIGHT DTSTART:20250309T020000 TZOFFSETFROM:-0500 TZOFFSETTO:-0400 TZNAME:EDT",
            "STANDARD DTSTART:20251102T020000 TZOFFSETFROM:-0400 TZOFFSETTO:-0500 TZNAME:EST",
            "DAYLIGHT DTSTART:20260308T020000 TZOFFSETFROM:-0500 TZOFFSETTO:-0400 TZNAME:EDT",
            "STANDARD DTSTART:20261101T020000 TZOFFSETFROM:-0400 TZOFFSETTO:-0500 TZNAME:EST",
        ])
        // Southern hemisphere, half-hour DST.
        let lordHowe = try XCTUnwrap(ICSZone(identifier: "Australia/Lord_Howe")?.vtimezone(years: 2025...2025))
        XCTAssertEqual(lordHowe.components.map { ICSDocs.values("TZOFFSETTO", in: $0.properties.map(\.line)) }, [["+1030"], ["+1100"]])
        XCTAssertEqual(lordHowe.components.map(\.name), ["STANDARD", "DAYLIGHT"])
        // No DST: one STANDARD.
        let kolkata = try XCTUnwrap(ICSZone(identifier: "Asia/Kolkata")?.vtimezone(years: 2024...2026))
        XCTAssertEqual(kolkata.components.map { ([$0.name] + $0.properties.map(\.line)).joined(separator: " ") },
                       ["STANDARD DTSTART:20240101T000000 TZOFFSETFROM:+0530 TZOFFSETTO:+0530 TZNAME:GMT+5:30"])
        XCTAssertNil(ICSZone(identifier: "UTC")?.vtimezone(years: 2025...2025))
        XCTAssertEqual(ICSZone(identifier: "Etc/UTC")?.isUTC, true)
    }

    func testVTIMEZONECoversTheYearsInUse() throws {
        var document = try ICSDocs.document(tasks: [ICSDocs.task("A", .paper, "2025-12-20", at: "12:00")])
        let one = try emitter.emit([document], options: ICSDocs.options())
        XCTAssertEqual(ICSDocs.values("DTSTART", in: ICSDocs.components("STANDARD", in: one).flatMap { $0 }).first, "20241103T020000")
        XCTAssertEqual(ICSDocs.components("DAYLIGHT", in: one).count + ICSDocs.components("STANDARD", in: one).count, 6)
        document.tasks.append(ICSDocs.task("B", .paper, "2027-01-05", at: "12:00"))
        let two = try emitter.emit([document], options: ICSDocs.options())
        XCTAssertEqual(ICSDocs.components("DAYLIGHT", in: two).count + ICSDocs.components("STANDARD", in: two).count, 10)
    }

    func testLocalTimesInDSTGapsAndOverlaps() throws {
        let zone = try XCTUnwrap(ICSZone(identifier: "America/New_York"))
        // 02:30 does not exist on 2025-03-09: read with the offset before the change (EST).
        XCTAssertEqual(ICSFormat.utc(zone.instant(LocalDateTime(date: ICSDocs.date("2025-03-09"), minutes: 150))), "20250309T073000Z")
        // 01:30 happens twice on 2025-11-02: the first (EDT).
        XCTAssertEqual(ICSFormat.utc(zone.instant(LocalDateTime(date: ICSDocs.date("2025-11-02"), minutes: 90))), "20251102T053000Z")
        XCTAssertEqual(ICSFormat.utc(zone.instant(LocalDateTime(date: ICSDocs.date("2025-11-02"), minutes: 1439))), "20251103T045900Z")
        XCTAssertEqual(ICSFormat.offset(19_800), "+0530")
        XCTAssertEqual(ICSFormat.offset(-12_600), "-0330")
        XCTAssertEqual(ICSFormat.utc(-1), "19691231T235959Z")
    }

    func testUnknownZoneThrows() throws {
        XCTAssertThrowsError(try emitter.emit([], options: ICSDocs.options("Mars/Olympus_Mons"))) { error in
            XCTAssertEqual(error as? ICSEmitError, .unknownTimeZone("Mars/Olympus_Mons"))
        }
    }

    func testEmptyInputIsAValidCalendar() throws {
        let ics = try emitter.emit([], options: ICSDocs.options())
        XCTAssertEqual(ICSDocs.contentLines(ics), ["BEGIN:VCALENDAR", "PRODID:-//Docket//Docket 0.1//EN", "VERSION:2.0", "CALSCALE:GREGORIAN",
                                                   "METHOD:PUBLISH", "X-WR-CALNAME:Docket", "END:VCALENDAR"])
        XCTAssertEqual(ICSLinter().lint(ics), [])
    }
}

private extension DocketTask {
    func withID(_ id: String) -> DocketTask {
        var copy = self
        copy.id = id
        return copy
    }
}
