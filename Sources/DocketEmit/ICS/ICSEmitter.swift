import DocketCore
import DocketUnderstand
import Foundation

/// An iCalendar (RFC 5545) file: a VEVENT (or VTODO) per deadline and a weekly recurring VEVENT per
/// class meeting, written so that Google Calendar, Apple Calendar, Outlook, libical, Python's
/// icalendar and calcurse all place them on the same days and times.
///
/// Choices that keep importers in step:
/// - Timed values carry `TZID=` and a VTIMEZONE built from Foundation's rules (no floating times);
///   in UTC they are written with `Z` and no VTIMEZONE.
/// - A timed deadline is one minute from its due time, an exam starts at its time and ends at
///   its stated end (``TaskEventSpan``); a deadline without a time is all-day, DTEND the next day
///   (DTEND of a DATE is exclusive).
/// - A weekly rule always has UNTIL, in UTC, at the last day of classes (``ClassPeriod``: never past the
///   final exam); EXDATE has DTSTART's value type, TZID and clock time,
///   one date per property; the first and last occurrences are real class days, never excluded ones.
/// - A syllabus with several sections (``UnderstoodDocument/sections``) puts none of their meetings
///   in the calendar until one is chosen (`--section`); meetings for everyone (a lab) stay.
/// - UIDs are the items' ids (``TaskIdentity``, ``MeetingIdentity``: the course and the deliverable,
///   never the date), so importing an updated syllabus again replaces its events instead of
///   duplicating them. SEQUENCE, DTSTAMP and LAST-MODIFIED come from ``EventRevision``s (the
///   history), never from the clock, so two runs over the same input write the same bytes.
public struct ICSEmitter: Emitter {
    public init() {}

    /// One VCALENDAR for all documents.
    public func emit(_ documents: [UnderstoodDocument], options: EmitOptions) throws -> String {
        let codes = Self.courseCodes(documents)
        return try render(documents, name: options.calendarName ?? (codes.isEmpty ? "Docket" : codes.joined(separator: ", ")),
                          options: options)
    }

    /// One VCALENDAR per course (documents grouped by course code), for `options.split == .course`.
    /// `name` is safe as a file name (no extension): "GEOG-1420". Documents without a course code
    /// are grouped by course title, else each is its own calendar named after its file.
    public func emitPerCourse(_ documents: [UnderstoodDocument], options: EmitOptions) throws -> [(name: String, ics: String)] {
        var order: [String] = []
        var groups: [String: [UnderstoodDocument]] = [:]
        var labels: [String: String] = [:]
        for document in documents {
            let key: String
            let label: String
            if let code = Self.clean(document.course.code) {
                key = "code:" + Self.squeezed(code).uppercased()
                label = code
            } else if let title = Self.clean(document.course.title) {
                key = "title:" + Self.squeezed(title).lowercased()
                label = title
            } else {
                let file = Self.fileStem(document.source)
                key = "file:" + document.source
                label = file
            }
            if groups[key] == nil { order.append(key); labels[key] = label }
            groups[key, default: []].append(document)
        }
        var used = Set<String>()
        var result: [(name: String, ics: String)] = []
        for key in order {
            let label = labels[key] ?? "Docket"
            let calendarName = options.calendarName.map { "\($0): \(label)" } ?? label
            var name = Self.fileName(label)
            if used.contains(name.lowercased()) {
                var number = 2
                while used.contains("\(name)-\(number)".lowercased()) { number += 1 }
                name = "\(name)-\(number)"
            }
            used.insert(name.lowercased())
            result.append((name: name, ics: try render(groups[key] ?? [], name: calendarName, options: options)))
        }
        return result
    }

    // MARK: - The calendar

    private func render(_ documents: [UnderstoodDocument], name: String, options: EmitOptions) throws -> String {
        guard let zone = ICSZone(identifier: options.timeZone) else { throw ICSEmitError.unknownTimeZone(options.timeZone) }
        var builder = CalendarBuilder(zone: zone, options: options)
        for document in documents { builder.add(document) }

        var calendar = ICSComponent("VCALENDAR")
        calendar.add("PRODID", raw: "-//Docket//Docket 0.1//EN")
        calendar.add("VERSION", raw: "2.0")
        calendar.add("CALSCALE", raw: "GREGORIAN")
        calendar.add("METHOD", raw: "PUBLISH")
        calendar.add("X-WR-CALNAME", text: name)
        if let seconds = options.refreshInterval {
            let duration = ICSFormat.duration(seconds: seconds)
            calendar.add("REFRESH-INTERVAL", [("VALUE", "DURATION")], raw: duration)
            calendar.add("X-PUBLISHED-TTL", raw: duration)
        }
        let zones = builder.zonesUsed
        if let shown = zones.first(where: { $0.zone == zone }) ?? zones.first {
            calendar.add("X-WR-TIMEZONE", text: shown.zone.identifier)
        }
        for used in zones {
            if let vtimezone = used.zone.vtimezone(years: (used.years.lowerBound - 1)...(used.years.upperBound + 1)) {
                calendar.components.append(vtimezone)
            }
        }
        calendar.components += builder.components
        var out = ""
        calendar.render(into: &out)
        return out
    }

    // MARK: - Names

    static func clean(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = squeezed(text)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Whitespace runs collapsed to one space, ends trimmed.
    static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static func courseCodes(_ documents: [UnderstoodDocument]) -> [String] {
        var seen = Set<String>()
        var codes: [String] = []
        for document in documents {
            guard let code = clean(document.course.code), seen.insert(code.uppercased()).inserted else { continue }
            codes.append(code)
        }
        return codes
    }

    static func fileStem(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = last.lastIndex(of: "."), dot > last.startIndex { return String(last[..<dot]) }
        return last
    }

    /// Letters, digits, `-`, `_` and `.` kept (ASCII); anything else becomes one `-`.
    static func fileName(_ label: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in label.unicodeScalars {
            let keep = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == ".")
            if keep {
                if pendingDash, !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        while out.hasPrefix(".") || out.hasPrefix("-") { out.removeFirst() }
        while out.hasSuffix(".") || out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "calendar" : String(out.prefix(100))
    }
}

/// Why a calendar could not be written.
public enum ICSEmitError: Error, Equatable, CustomStringConvertible {
    case unknownTimeZone(String)

    public var description: String {
        switch self {
        case .unknownTimeZone(let zone): return "unknown time zone '\(zone)'"
        }
    }
}

/// Collects the components of one calendar and the zones (and years) they use.
private struct CalendarBuilder {
    let zone: ICSZone
    let options: EmitOptions
    var components: [ICSComponent] = []
    private var uids = Set<String>()
    /// Where each task's component is, and whether it has a time.
    private var taskSlots: [String: (index: Int, timed: Bool)] = [:]
    private var years: [ICSZone: ClosedRange<Int>] = [:]
    private var zoneOrder: [ICSZone] = []

    /// Longest stretch a weekly rule is written for: a bad term date never gives years of classes.
    static let maxTermDays = 400

    init(zone: ICSZone, options: EmitOptions) {
        self.zone = zone
        self.options = options
    }

    /// UID, DTSTAMP, SEQUENCE and LAST-MODIFIED of the item with this id.
    private func addIdentity(_ id: String, to component: inout ICSComponent) {
        let revision = options.revisions[id] ?? .unknown
        let stamp = ICSFormat.utc(revision.modified)
        component.add("UID", raw: Self.uid(id))
        component.add("DTSTAMP", raw: stamp)
        component.add("SEQUENCE", raw: String(revision.sequence))
        component.add("LAST-MODIFIED", raw: stamp)
    }

    var zonesUsed: [(zone: ICSZone, years: ClosedRange<Int>)] {
        zoneOrder.compactMap { zone in years[zone].map { (zone: zone, years: $0) } }
    }

    /// Records a wall-clock value written in `zone`, so its VTIMEZONE covers the year.
    private mutating func use(_ zone: ICSZone, _ value: LocalDateTime) {
        guard !zone.isUTC else { return }
        if let range = years[zone] {
            years[zone] = min(range.lowerBound, value.date.year)...max(range.upperBound, value.date.year)
        } else {
            years[zone] = value.date.year...value.date.year
            zoneOrder.append(zone)
        }
    }

    private mutating func property(_ name: String, _ value: LocalDateTime, in zone: ICSZone) -> ICSProperty {
        use(zone, value)
        return zone.property(name, value)
    }

    mutating func add(_ document: UnderstoodDocument) {
        // Documents built by hand (or read from an older Docket's JSON) may have no ids yet.
        let unnamed = document.tasks.contains { $0.id.isEmpty } || document.meetings.contains { $0.id.isEmpty }
        let document = unnamed ? document.withIdentities() : document
        let documentZone = ICSZone(identifier: document.timeZone) ?? zone
        let course = CourseLabel(document)
        addMeetings(document, course: course, zone: documentZone)
        for task in document.tasks where options.keeps(task.dueDate) {
            addTask(task, document: document, course: course, zone: documentZone)
        }
        // After the live tasks: a task cancelled here but still read in another document stays.
        for task in options.cancelled[document.source] ?? [] where options.keeps(task.dueDate) && taskSlots[Self.uid(task.id)] == nil {
            addTask(task, document: document, course: course, zone: documentZone, cancelled: true)
        }
    }

    // MARK: Tasks

    /// A cancelled task keeps its UID with `STATUS:CANCELLED` and a higher SEQUENCE (RFC 5545 §3.8.1.11):
    /// importers that follow updates remove or strike it instead of keeping the old event.
    private mutating func addTask(_ task: DocketTask, document: UnderstoodDocument, course: CourseLabel, zone documentZone: ICSZone,
                                  cancelled: Bool = false) {
        let uid = Self.uid(task.id)
        // The same deadline read twice (a syllabus and its assignment sheet) is one item: the first,
        // unless only the later one knows the time.
        var replacing: Int?
        if let earlier = taskSlots[uid] {
            guard task.dueTime != nil, !earlier.timed else { return }
            replacing = earlier.index
        }
        uids.insert(uid)

        let todo = options.tasksAs == .todo
        var component = ICSComponent(todo ? "VTODO" : "VEVENT")
        addIdentity(task.id, to: &component)
        if let time = task.dueTime {
            let instant = documentZone.instant(LocalDateTime(date: task.dueDate, time: time))
            if todo {
                component.add(property("DUE", zone.local(at: instant), in: zone))
            } else {
                let span = TaskEventSpan.of(task.type, due: instant,
                                            statedEnd: task.endTime.map { documentZone.instant(LocalDateTime(date: task.dueDate, time: $0)) })
                component.add(property("DTSTART", zone.local(at: span.start), in: zone))
                if let end = span.end { component.add(property("DTEND", zone.local(at: end), in: zone)) }
            }
        } else {
            component.add(todo ? "DUE" : "DTSTART", [("VALUE", "DATE")], raw: ICSFormat.date(task.dueDate))
            if !todo { component.add("DTEND", [("VALUE", "DATE")], raw: ICSFormat.date(task.dueDate.adding(days: 1))) }
        }
        let summary = course.prefix + Self.title(of: task)
        component.add("SUMMARY", text: summary)
        if options.includeDescription { component.add("DESCRIPTION", text: Self.description(of: task, document: document)) }
        component.add("CATEGORIES", text: task.type.rawValue.uppercased())
        if cancelled {
            component.add("STATUS", raw: "CANCELLED")
            if !todo { component.add("TRANSP", raw: "TRANSPARENT") }
        } else if todo {
            component.add("STATUS", raw: "NEEDS-ACTION")
            component.add("PRIORITY", raw: String(Self.icalPriority(task.priority)))
        } else {
            component.add("STATUS", raw: "CONFIRMED")
            component.add("TRANSP", raw: "TRANSPARENT")
        }
        var seen = Set<Int>()
        for minutes in options.reminders where !cancelled && seen.insert(minutes).inserted {
            var alarm = ICSComponent("VALARM")
            alarm.add("ACTION", raw: "DISPLAY")
            // A VTODO with only DUE: the trigger must be relative to its end (RFC 5545 §3.8.6.3).
            alarm.add("TRIGGER", todo ? [("RELATED", "END")] : [], raw: ICSFormat.trigger(minutesBefore: minutes))
            alarm.add("DESCRIPTION", text: summary)
            component.components.append(alarm)
        }
        if let replacing {
            components[replacing] = component
        } else {
            taskSlots[uid] = (components.count, task.dueTime != nil)
            components.append(component)
        }
    }

    /// "Homework 1 due" for deliverables; exams, quizzes and presentations keep their title.
    static func title(of task: DocketTask) -> String {
        let title = ICSEmitter.squeezed(task.title)
        switch task.type {
        case .exam, .quiz, .presentation:
            return title
        case .assignment, .project, .paper, .lab, .reading, .other:
            let lower = title.lowercased()
            return lower == "due" || lower.hasSuffix(" due") || lower.hasPrefix("due ") ? title : title + " due"
        }
    }

    static func description(of task: DocketTask, document: UnderstoodDocument) -> String {
        var lines: [String] = []
        let written = ICSEmitter.squeezed(task.source.text)
        if !written.isEmpty { lines.append(task.source.text.trimmingCharacters(in: .whitespacesAndNewlines)) }
        lines.append("Type: \(task.type.rawValue)")
        if let weight = task.weight { lines.append("Weight: \(number(weight))%") }
        if let end = task.windowEnd, end != task.dueDate { lines.append("Window: \(task.dueDate) to \(end)") }
        lines.append("Estimated hours: \(number(task.estimatedHours))")
        lines.append("Priority: \(task.priority) of 5")
        if let subtasks = task.subtasks, !subtasks.isEmpty {
            lines.append("Plan:")
            for subtask in subtasks { lines.append("\(subtask.date) \(subtask.title) (\(number(subtask.estimatedHours)) h)") }
        }
        lines.append("Source: \(document.source), page \(task.source.page), line \(task.source.line)")
        return lines.joined(separator: "\n")
    }

    /// 2 → "2", 2.5 → "2.5", 1.25 → "1.25".
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Docket's 5 (most pressing) … 1 as RFC 5545 PRIORITY 1 (highest) … 9.
    static func icalPriority(_ priority: Int) -> Int {
        let clamped = min(5, max(1, priority))
        return 1 + (5 - clamped) * 2
    }

    /// The id as written in UID: globally unique by the `@docket` domain part (RFC 5545 §3.8.4.7).
    static func uid(_ id: String) -> String {
        id + "@docket"
    }

    // MARK: Meetings

    /// The days classes run (see ``ClassPeriod``); nil without dates.
    static func term(of document: UnderstoodDocument) -> ClosedRange<CivilDate>? {
        ClassPeriod.of(document)
    }

    private mutating func addMeetings(_ document: UnderstoodDocument, course: CourseLabel, zone meetingZone: ICSZone) {
        guard !document.meetings.isEmpty, let term = Self.term(of: document) else { return }
        var first = term.lowerBound
        var last = min(term.upperBound, first.adding(days: Self.maxTermDays))
        if let from = options.from, from > first { first = from }
        if let until = options.until, until < last { last = until }
        guard first <= last else { return }

        var noClass: [Int: String] = [:]
        for day in document.noClassDays where day.start <= day.end {
            let from = max(day.start, first), to = min(day.end, last)
            guard from <= to else { continue }
            for number in from.dayNumber...to.dayNumber where noClass[number] == nil { noClass[number] = day.reason }
        }

        // Several sections and none chosen: a student attends one, so none goes in (the warning says how to pick).
        let severalSections = document.sections.count > 1
        for meeting in document.meetings where !(severalSections && meeting.section != nil) {
            let days = Set(meeting.days)
            guard !days.isEmpty else { continue }
            let kind = ICSEmitter.clean(meeting.kind).map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "Class"
            let dayCodes = Weekday.allCases.filter(days.contains).map(\.rawValue)
            let uid = Self.uid(meeting.id)
            guard !uids.contains(uid) else { continue }

            let meetingDays = (first.dayNumber...last.dayNumber).map(CivilDate.init(dayNumber:)).filter { days.contains($0.weekday) }
            let held = meetingDays.filter { noClass[$0.dayNumber] == nil }
            guard let firstDay = held.first, let lastDay = held.last else { continue }
            uids.insert(uid)
            let skipped = meetingDays.filter { noClass[$0.dayNumber] != nil && $0 > firstDay && $0 < lastDay }

            let startMinutes = meeting.start.minutes
            var endMinutes = startMinutes + 50
            if let end = meeting.end, end != meeting.start {
                endMinutes = end > meeting.start ? end.minutes : end.minutes + 1440
            }
            var component = ICSComponent("VEVENT")
            addIdentity(meeting.id, to: &component)
            component.add(property("DTSTART", LocalDateTime(date: firstDay, minutes: startMinutes), in: meetingZone))
            component.add(property("DTEND", LocalDateTime(date: firstDay, minutes: endMinutes), in: meetingZone))
            // UNTIL: the end of the last class day (23:59:59 there, or the class's end if later), in
            // UTC. Any instant from the last class to the next weekday of the rule means the same;
            // this one leaves expanders that slip by a DST hour (Python's recurring_ical_events 2.0
            // with pytz) no room to drop the last class of a term that runs into summer time.
            let lastEnd = max(LocalDateTime(date: lastDay, minutes: endMinutes), LocalDateTime(date: lastDay, minutes: 1439))
            use(meetingZone, lastEnd)
            let until = ICSFormat.utc(meetingZone.instant(lastEnd) + (lastEnd.minutes == 1439 ? 59 : 0))
            component.add("RRULE", raw: "FREQ=WEEKLY;BYDAY=\(dayCodes.joined(separator: ","));UNTIL=\(until)")
            for day in skipped {
                component.add(property("EXDATE", LocalDateTime(date: day, minutes: startMinutes), in: meetingZone))
            }
            // Two sections of one course stay apart: "[CIVE 2310] Lecture (section 002)".
            component.add("SUMMARY", text: course.prefix + kind + (meeting.section.map { " (section \($0))" } ?? ""))
            if options.includeLocation, let location = ICSEmitter.clean(meeting.location) {
                component.add("LOCATION", text: location)
            }
            if options.includeDescription {
                var lines = ["\(kind), \(dayCodes.joined(separator: "/")) \(meeting.start)" + (meeting.end.map { "–\($0)" } ?? "")]
                if let title = ICSEmitter.clean(document.course.title) { lines.append(title) }
                if !skipped.isEmpty {
                    lines.append("No class: " + skipped.map { "\($0) (\(noClass[$0.dayNumber] ?? ""))" }.joined(separator: ", "))
                }
                if let source = meeting.source {
                    lines.append("Source: \(document.source), page \(source.page), line \(source.line): \(source.text)")
                } else {
                    lines.append("Source: \(document.source)")
                }
                component.add("DESCRIPTION", text: lines.joined(separator: "\n"))
            }
            component.add("CATEGORIES", text: "CLASS")
            component.add("STATUS", raw: "CONFIRMED")
            components.append(component)
        }
    }
}

/// How a document's course shows in summaries ("[GEOG 1420] "). UIDs come from ``CourseIdentity``.
private struct CourseLabel {
    let prefix: String

    init(_ document: UnderstoodDocument) {
        prefix = ICSEmitter.clean(document.course.code).map { "[\($0)] " } ?? ""
    }
}
