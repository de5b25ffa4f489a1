import DocketUnderstand
import Foundation
import XCTest
@testable import DocketEmit

/// Docket's calendars read by real parsers: Python's icalendar (expanded with recurring_ical_events
/// and with dateutil.rrule), libical (a C program compiled here, expanding with
/// icalcomponent_foreach_recurrence) and calcurse's importer. A test is skipped, saying what to
/// install, only when its tool is missing.
final class ICSRealParserTests: XCTestCase {
    private let emitter = ICSEmitter()

    // MARK: (a) a Fall term's MWF class with Thanksgiving off

    /// Mon Aug 25 – Fri Dec 12, 2025 is 16 weeks of MWF: 48 days; Wed Nov 26 and Fri Nov 28 are off
    /// (Thu Nov 27 is not a class day), leaving 46.
    static let fallCount = 46

    /// 10:00 in New York: 14:00 UTC until DST ends on Nov 2, 15:00 UTC after.
    private func fallExpected() -> [String] {
        let dates = ICSDocs.meetingDates(from: "2025-08-25", to: "2025-12-12", days: [.monday, .wednesday, .friday],
                                         except: ["2025-11-26", "2025-11-28"])
        return dates.map { "\($0)T" + ($0 < ICSDocs.date("2025-11-02") ? "14:00:00Z" : "15:00:00Z") }
    }

    private func fallCalendar() throws -> (file: URL, uid: String, directory: URL) {
        let ics = try emitter.emit([try ICSDocs.fallMWF()], options: ICSDocs.options())
        XCTAssertEqual(ICSLinter().lint(ics), [])
        let directory = try ICSTools.temporaryDirectory("fall")
        let uid = try XCTUnwrap(ICSDocs.value("UID", in: ICSDocs.contentLines(ics)))
        return (try ICSTools.write(ics, named: "fall.ics", in: directory), uid, directory)
    }

    func testFallTermExpectationIsRight() {
        let expected = fallExpected()
        XCTAssertEqual(expected.count, Self.fallCount)
        XCTAssertEqual(expected.first, "2025-08-25T14:00:00Z")
        XCTAssertEqual(expected.last, "2025-12-12T15:00:00Z")
        for day in ["2025-11-26", "2025-11-27", "2025-11-28"] { XCTAssertFalse(expected.contains { $0.hasPrefix(day) }) }
        XCTAssertTrue(expected.contains("2025-11-24T15:00:00Z") && expected.contains("2025-12-01T15:00:00Z"))
    }

    func testFallTermInPythonICalendar() throws {
        try ICSTools.requirePythonICalendar()
        let (file, uid, directory) = try fallCalendar()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = try XCTUnwrap(try ICSTools.pythonCheck([file])[file.path])
        XCTAssertEqual(report.VEVENT, 1)
        XCTAssertEqual(report.VTIMEZONE, 1)
        XCTAssertEqual(report.zoneProblems, [])
        XCTAssertEqual(report.occurrences[uid]?.count, Self.fallCount, report.expander)
        XCTAssertEqual(report.occurrences[uid], fallExpected(), report.expander)
        XCTAssertEqual(report.dateutil[uid]?.count, Self.fallCount, "dateutil.rrule")
        XCTAssertEqual(report.dateutil[uid], fallExpected(), "dateutil.rrule")
    }

    func testFallTermInLibical() throws {
        let (file, uid, directory) = try fallCalendar()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = try ICSTools.libical(file)
        XCTAssertEqual(report.errors, 0)
        XCTAssertEqual(report.counts, ["VEVENT": 1, "VTODO": 0, "VTIMEZONE": 1])
        XCTAssertEqual(report.zonesNotInFile, [])
        XCTAssertEqual(report.occurrences[uid]?.count, Self.fallCount)
        XCTAssertEqual(report.occurrences[uid], fallExpected())
    }

    func testFallTermInCalcurse() throws {
        _ = try ICSTools.requireCalcurse()
        let (file, _, directory) = try fallCalendar()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ICSTools.calcurse(file, zone: "America/New_York", from: "2025-08-01", to: "2026-01-31")
        XCTAssertTrue(result.imported.contains("1 app"), result.imported)
        XCTAssertEqual(result.items.count, Self.fallCount, "\(result.items)")
        let expected = ICSDocs.meetingDates(from: "2025-08-25", to: "2025-12-12", days: [.monday, .wednesday, .friday],
                                            except: ["2025-11-26", "2025-11-28"]).map { "\($0) 10:00 [GEOG 1420] Lecture" }
        XCTAssertEqual(result.items, expected)
    }

    /// The GEOG 1420 fixture as Docket reads it. It states no term, so the class runs from the Monday
    /// of the week of its first date to the Sunday of the week of its last: today Mon Sep 8 (HW 1 is
    /// due Sep 9) to Fri Dec 19 (the final exam's week), 45 MWF days less the fall recess (Mon Oct 13)
    /// and Thanksgiving (Wed Nov 26, Fri Nov 28): 42. The expectation is worked out from the document,
    /// so a change in what the extractor reads moves it with it.
    func testGEOG1420FixtureMeetsOnTheSameDaysInEveryParser() throws {
        let document = try EmitFixtures.understood("01-geog1420-fall2025-syllabus.txt")
        let ics = try emitter.emit([document], options: ICSDocs.options())
        XCTAssertEqual(ICSLinter().lint(ics), [])
        let meeting = try XCTUnwrap(ICSDocs.components("VEVENT", in: ics).first { $0.contains { $0.hasPrefix("RRULE") } })
        let uid = try XCTUnwrap(ICSDocs.value("UID", in: meeting))
        let expectedDates = try XCTUnwrap(ICSDocs.expectedMeetingDates(document).first)
        for day in ["2025-10-13", "2025-11-26", "2025-11-27", "2025-11-28"] { XCTAssertFalse(expectedDates.contains(ICSDocs.date(day))) }
        print("GEOG 1420 meets \(expectedDates.count) times, \(expectedDates.first.map { "\($0)" } ?? "-") to \(expectedDates.last.map { "\($0)" } ?? "-")")
        let expected = expectedDates.map { "\($0)T" + ($0 < ICSDocs.date("2025-11-02") ? "14:00:00Z" : "15:00:00Z") }
        let directory = try ICSTools.temporaryDirectory("geog")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try ICSTools.write(ics, named: "geog.ics", in: directory)

        var ran: [String] = []
        do {
            let report = try ICSTools.libical(file)
            XCTAssertEqual(report.occurrences[uid], expected, "libical")
            ran.append("libical")
        } catch let skip as XCTSkip { print("skipped libical: \(skip.message ?? "")") }
        do {
            try ICSTools.requirePythonICalendar()
            let report = try XCTUnwrap(try ICSTools.pythonCheck([file])[file.path])
            XCTAssertEqual(report.occurrences[uid], expected, report.expander)
            XCTAssertEqual(report.dateutil[uid], expected, "dateutil")
            ran.append("python")
        } catch let skip as XCTSkip { print("skipped python: \(skip.message ?? "")") }
        do {
            let result = try ICSTools.calcurse(file, zone: "America/New_York", from: "2025-08-01", to: "2026-01-31")
            XCTAssertEqual(result.items.filter { $0.hasSuffix("] Class") || $0.hasSuffix("] Lecture") }.map { String($0.prefix(10)) },
                           expectedDates.map(\.description), "calcurse")
            ran.append("calcurse")
        } catch let skip as XCTSkip { print("skipped calcurse: \(skip.message ?? "")") }
        if ran.isEmpty { throw XCTSkip("none of libical, Python icalendar or calcurse is installed") }
    }

    // MARK: (b) a deadline at 23:59 on the day DST ends

    private func dstDeadline(_ tasksAs: TaskComponent) throws -> (file: URL, uid: String, directory: URL) {
        let document = try ICSDocs.document(code: "PHIL 2030", tasks: [ICSDocs.task("Paper 2", .paper, "2025-11-02", at: "23:59")],
                                            timeZone: "America/Los_Angeles")
        var options = ICSDocs.options("America/Los_Angeles")
        options.tasksAs = tasksAs
        let ics = try emitter.emit([document], options: options)
        XCTAssertEqual(ICSLinter().lint(ics), [])
        XCTAssertTrue(ICSDocs.contentLines(ics).contains((tasksAs == .todo ? "DUE" : "DTSTART") + ";TZID=America/Los_Angeles:20251102T235900"))
        let directory = try ICSTools.temporaryDirectory("dst")
        let uid = try XCTUnwrap(ICSDocs.value("UID", in: ICSDocs.contentLines(ics)))
        return (try ICSTools.write(ics, named: "dst.ics", in: directory), uid, directory)
    }

    func testDeadlineWhenDSTEndsInLibical() throws {
        let (file, uid, directory) = try dstDeadline(.event)
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = try ICSTools.libical(file)
        XCTAssertEqual(report.errors, 0)
        XCTAssertEqual(report.zonesNotInFile, [])
        XCTAssertEqual(report.occurrences[uid], ["2025-11-03T07:59:00Z"])

        let (todoFile, todoUID, todoDirectory) = try dstDeadline(.todo)
        defer { try? FileManager.default.removeItem(at: todoDirectory) }
        let todo = try ICSTools.libical(todoFile)
        XCTAssertEqual(todo.counts["VTODO"], 1)
        XCTAssertEqual(todo.due[todoUID], "2025-11-03T07:59:00Z")
    }

    func testDeadlineWhenDSTEndsInPythonICalendar() throws {
        try ICSTools.requirePythonICalendar()
        let (file, uid, directory) = try dstDeadline(.event)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (todoFile, todoUID, todoDirectory) = try dstDeadline(.todo)
        defer { try? FileManager.default.removeItem(at: todoDirectory) }
        let reports = try ICSTools.pythonCheck([file, todoFile])
        let event = try XCTUnwrap(reports[file.path])
        XCTAssertEqual(event.zoneProblems, [])
        XCTAssertEqual(event.occurrences[uid], ["2025-11-03T07:59:00Z"])
        XCTAssertEqual(try XCTUnwrap(reports[todoFile.path]).due[todoUID], "2025-11-03T07:59:00Z")
    }

    func testDeadlineWhenDSTEndsInCalcurse() throws {
        let (file, _, directory) = try dstDeadline(.event)
        defer { try? FileManager.default.removeItem(at: directory) }
        let local = try ICSTools.calcurse(file, zone: "America/Los_Angeles", from: "2025-11-01", to: "2025-11-05")
        XCTAssertEqual(local.items, ["2025-11-02 23:59 [PHIL 2030] Paper 2 due"])
        let utc = try ICSTools.calcurse(file, zone: "UTC", from: "2025-11-01", to: "2025-11-05")
        XCTAssertEqual(utc.items, ["2025-11-03 07:59 [PHIL 2030] Paper 2 due"])
    }

    // MARK: (c) every fixture's calendar

    private struct Calendar {
        var name: String
        var file: URL
        var text: String
        var events: Int
        var todos: Int
    }

    /// One calendar per fixture document and one for all of them, as events and as to-dos, plus the
    /// per-course split; with the VEVENT and VTODO counts each must have: a task each, and a meeting
    /// each for documents that have any date to bound their term.
    private func fixtureCalendars(in directory: URL) throws -> [Calendar] {
        let documents = try EmitFixtures.all()
        XCTAssertEqual(documents.count, 9, "the text and Markdown coursework fixtures")
        func meetings(_ document: UnderstoodDocument) -> Int {
            let hasDates = !document.tasks.isEmpty || !document.noClassDays.isEmpty
                || (document.course.termStart != nil && document.course.termEnd != nil)
            return hasDates ? ICSDocs.calendarMeetings(document).count : 0
        }
        var calendars: [Calendar] = []
        for tasksAs in TaskComponent.allCases {
            var options = ICSDocs.options()
            options.tasksAs = tasksAs
            options.reminders = [1440, 90]
            func add(_ name: String, _ text: String, _ group: [UnderstoodDocument]) throws {
                let tasks = group.reduce(0) { $0 + $1.tasks.count }
                let meetingCount = group.reduce(0) { $0 + meetings($1) }
                calendars.append(Calendar(name: "\(tasksAs)-\(name)", file: try ICSTools.write(text, named: "\(tasksAs)-\(name).ics", in: directory),
                                          text: text, events: meetingCount + (tasksAs == .event ? tasks : 0),
                                          todos: tasksAs == .todo ? tasks : 0))
            }
            for document in documents { try add(document.source, try emitter.emit([document], options: options), [document]) }
            try add("all", try emitter.emit(documents, options: options), documents)
            for calendar in try emitter.emitPerCourse(documents, options: options) {
                let group = documents.filter { ICSEmitter.fileName($0.course.code ?? "") == calendar.name }
                XCTAssertEqual(group.count, 1, calendar.name)
                try add("course-" + calendar.name, calendar.ics, group)
            }
        }
        // Read and written in UTC: no VTIMEZONE at all.
        let utcDocuments = try EmitFixtures.all(timeZone: "UTC")
        var utc = ICSDocs.options("UTC")
        utc.reminders = [60]
        let utcText = try emitter.emit(utcDocuments, options: utc)
        calendars.append(Calendar(name: "utc-all", file: try ICSTools.write(utcText, named: "utc-all.ics", in: directory), text: utcText,
                                  events: utcDocuments.reduce(0) { $0 + $1.tasks.count + meetings($1) }, todos: 0))
        return calendars
    }

    func testFixtureCalendarsPassTheLinterWithTheRightCounts() throws {
        let directory = try ICSTools.temporaryDirectory("fixtures")
        defer { try? FileManager.default.removeItem(at: directory) }
        let calendars = try fixtureCalendars(in: directory)
        XCTAssertEqual(calendars.count, 2 * (9 + 1 + 9) + 1)
        for calendar in calendars {
            XCTAssertEqual(ICSLinter().lint(calendar.text), [], calendar.name)
            XCTAssertEqual(ICSDocs.components("VEVENT", in: calendar.text).count, calendar.events, calendar.name)
            XCTAssertEqual(ICSDocs.components("VTODO", in: calendar.text).count, calendar.todos, calendar.name)
        }
    }

    func testFixtureCalendarsParseInPythonICalendar() throws {
        try ICSTools.requirePythonICalendar()
        let directory = try ICSTools.temporaryDirectory("fixtures-py")
        defer { try? FileManager.default.removeItem(at: directory) }
        let calendars = try fixtureCalendars(in: directory)
        let reports = try ICSTools.pythonCheck(calendars.map(\.file))
        for calendar in calendars {
            let report = try XCTUnwrap(reports[calendar.file.path], calendar.name)
            XCTAssertEqual(report.VEVENT, calendar.events, calendar.name)
            XCTAssertEqual(report.VTODO, calendar.todos, calendar.name)
            XCTAssertEqual(report.VTIMEZONE, calendar.name.hasPrefix("utc") ? 0 : 1, calendar.name)
            XCTAssertEqual(report.zoneProblems, [], calendar.name)
            XCTAssertEqual(report.occurrences, report.dateutil, "\(calendar.name): \(report.expander) and dateutil.rrule disagree")
            XCTAssertEqual(report.occurrences.count, calendar.events, calendar.name)
        }
    }

    func testFixtureCalendarsParseInLibicalAndAgreeWithPython() throws {
        let directory = try ICSTools.temporaryDirectory("fixtures-libical")
        defer { try? FileManager.default.removeItem(at: directory) }
        let calendars = try fixtureCalendars(in: directory)
        var libical: [String: ICSTools.LibicalReport] = [:]
        for calendar in calendars {
            let report = try ICSTools.libical(calendar.file)
            XCTAssertEqual(report.errors, 0, calendar.name)
            XCTAssertEqual(report.counts["VEVENT"], calendar.events, calendar.name)
            XCTAssertEqual(report.counts["VTODO"], calendar.todos, calendar.name)
            XCTAssertEqual(report.zonesNotInFile, [], calendar.name)
            XCTAssertEqual(report.occurrences.count, calendar.events, calendar.name)
            XCTAssertEqual(report.due.count, calendar.todos, calendar.name)
            libical[calendar.name] = report
        }
        let all = try XCTUnwrap(libical["event-all"])
        let expected = ICSDocs.expectedOccurrences(try EmitFixtures.all())
        XCTAssertEqual(all.occurrences.values.reduce(0) { $0 + $1.count }, expected, "a deadline each and every class day")
        print("all fixtures: \(expected) occurrences")

        // The same instants in Python, where it is installed.
        guard (try? ICSTools.requirePythonICalendar()) != nil else { return }
        let reports = try ICSTools.pythonCheck(calendars.map(\.file))
        for calendar in calendars {
            let python = try XCTUnwrap(reports[calendar.file.path])
            let report = try XCTUnwrap(libical[calendar.name])
            XCTAssertEqual(python.occurrences, report.occurrences, "\(calendar.name): Python and libical disagree")
            XCTAssertEqual(python.due, report.due, calendar.name)
        }
    }

    func testAllFixturesLandOnTheSameDaysInCalcurse() throws {
        _ = try ICSTools.requireCalcurse()
        let documents = try EmitFixtures.all()
        let ics = try emitter.emit(documents, options: ICSDocs.options())
        let directory = try ICSTools.temporaryDirectory("fixtures-calcurse")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try ICSTools.write(ics, named: "all.ics", in: directory)
        let result = try ICSTools.calcurse(file, zone: "America/New_York", from: "2024-01-01", to: "2026-12-31")
        XCTAssertTrue(result.imported.contains("0 skipped"), result.imported)
        XCTAssertEqual(result.items.count, ICSDocs.expectedOccurrences(documents))
        // Each deadline on its due date, at its due time when it has one.
        for document in documents {
            let prefix = ICSEmitter.clean(document.course.code).map { "[\($0)] " } ?? ""
            for task in document.tasks {
                let summary = prefix + ICSEmitter.squeezed(task.title)
                let expected = "\(task.dueDate) " + (task.dueTime.map { "\($0) " } ?? "all-day ")
                XCTAssertTrue(result.items.contains { $0.hasPrefix(expected + summary) }, "\(expected)\(summary) not in calcurse")
            }
        }
    }
}
