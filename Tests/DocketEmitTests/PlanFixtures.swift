import DocketUnderstand
import Foundation
import XCTest
@testable import DocketEmit

/// Inputs for the week plan, JSONL and SVG tests: a realistic term and documents built by hand.
enum PlanFixtures {
    static func date(_ text: String) -> CivilDate {
        guard let date = CivilDate(iso: text) else {
            XCTFail("not a date: \(text)")
            return CivilDate(dayNumber: 0)
        }
        return date
    }

    static func options(today: String = "2025-08-25", from: String? = nil, until: String? = nil) -> EmitOptions {
        var options = EmitOptions(today: date(today), timeZone: "America/New_York", generatedAt: 0)
        options.from = from.map(date)
        options.until = until.map(date)
        return options
    }

    /// A student's Fall 2025 load of five courses, from the text fixtures: the two Fall 2025
    /// syllabi as they are, and the three Fall 2024 ones moved 52 weeks later (weekdays kept); the
    /// term starts Tuesday 2 September, as `--term-start 2025-09-02` would say.
    static func fallLoad() throws -> [UnderstoodDocument] {
        let all = try EmitFixtures.all()
        let fall2025 = all.filter { $0.course.term == "Fall 2025" }
        let fall2024 = all.filter { $0.course.term == "Fall 2024" }.map { shifted($0, days: 364, term: "Fall 2025") }
        let load = (fall2025 + fall2024).map { document -> UnderstoodDocument in
            var document = document
            document.course.termStart = document.course.termStart ?? date("2025-09-02")
            return document
        }
        XCTAssertEqual(load.count, 5, "five Fall syllabi among the fixtures: \(all.map(\.source))")
        return load
    }

    /// `document` with every date moved by `days` (`due` rewritten for the new day).
    static func shifted(_ document: UnderstoodDocument, days: Int, term: String) -> UnderstoodDocument {
        var copy = document
        copy.course.term = term
        copy.course.termStart = document.course.termStart?.adding(days: days)
        copy.course.termEnd = document.course.termEnd?.adding(days: days)
        copy.noClassDays = document.noClassDays.map { day in
            var day = day
            day.start = day.start.adding(days: days)
            day.end = day.end.adding(days: days)
            return day
        }
        let zone = TimeZone(identifier: document.timeZone)
        copy.tasks = document.tasks.map { task in
            var task = task
            task.dueDate = task.dueDate.adding(days: days)
            task.windowEnd = task.windowEnd?.adding(days: days)
            if let time = task.dueTime, let zone {
                task.due = RuleDeadlineNormalizer.iso8601(date: task.dueDate, time: time, zone: zone)
            }
            task.subtasks = task.subtasks?.map { part in
                var part = part
                part.date = part.date.adding(days: days)
                return part
            }
            return task
        }
        return copy
    }

    /// A document of one course with the given tasks and days without class, built on a fixture's
    /// shape (format, classification…).
    static func document(code: String?, title: String? = nil, source: String = "hand.txt", termStart: String? = nil,
                         termEnd: String? = nil, tasks: [DocketTask], noClassDays: [NoClassDay] = [],
                         type: DocumentType = .syllabus) throws -> UnderstoodDocument {
        var document = try base()
        document.source = source
        document.documentType = type
        document.course = Course(code: code, title: title, term: "Fall 2025", termStart: termStart.map(date),
                                 termEnd: termEnd.map(date))
        document.tasks = tasks
        document.noClassDays = noClassDays
        document.timeZone = "America/New_York"
        return document
    }

    static func task(_ title: String, _ type: TaskType, due: String, hours: Double, time: String? = nil,
                     weight: Double? = nil, subtasks: [Subtask]? = nil, line: String? = nil) -> DocketTask {
        let dueTime = time.flatMap { TimeOfDay(text: $0) }
        let zone = TimeZone(identifier: "America/New_York")
        let iso = dueTime.flatMap { time in zone.map { RuleDeadlineNormalizer.iso8601(date: date(due), time: time, zone: $0) } }
        return DocketTask(title: title, type: type, dueDate: date(due), dueTime: dueTime, due: iso, windowEnd: nil,
                          weight: weight, target: nil, estimatedHours: hours, priority: 3,
                          source: TaskSource(page: 1, line: 1, text: line ?? "\(title) due \(due)", dateText: due, extractor: "rules"),
                          confidence: 0.9, derived: false, subtasks: subtasks)
    }

    private static func base() throws -> UnderstoodDocument {
        try EmitFixtures.understood("01-geog1420-fall2025-syllabus.txt")
    }
}
