import DocketUnderstand
import Foundation

/// JSON Lines: one task a line, each a self-contained compact JSON object (``JSONLRecord``, keys
/// sorted), for `grep`, `jq -c` and spreadsheets.
///
/// Lines are sorted by due date, then time (a task without a time after the timed ones that day: it
/// is due by the end of the day), course code (none last), title, file and source line. Only tasks
/// inside `--from` / `--until` are written. The output is nothing but those lines, each ended by a
/// newline; no tasks, no output.
public struct JSONLEmitter: Emitter {
    public init() {}

    public func emit(_ documents: [UnderstoodDocument], options: EmitOptions) throws -> String {
        let all = documents.flatMap { records(for: $0, options: options) }.sorted(by: JSONLRecord.lineOrder)
        return try all.map { try $0.line() + "\n" }.joined()
    }

    /// One document's lines (no newlines), sorted: for writing documents as they are read.
    public func lines(for document: UnderstoodDocument, options: EmitOptions) throws -> [String] {
        try records(for: document, options: options).sorted(by: JSONLRecord.lineOrder).map { try $0.line() }
    }

    /// One document's kept tasks as records, in the document's order.
    public func records(for document: UnderstoodDocument, options: EmitOptions) -> [JSONLRecord] {
        let document = document.tasks.contains { $0.id.isEmpty } ? document.withIdentities() : document
        return document.tasks.filter { options.keeps($0.dueDate) }.map { JSONLRecord(task: $0, document: document, today: options.today) }
    }
}

/// One line of ``JSONLEmitter``'s output. Every key is written, nulls included.
public struct JSONLRecord: Codable, Sendable, Equatable {
    /// The task's id: the same in every version of its syllabus (see ``TaskIdentity``).
    public var id: String
    /// The course code, or nil (the JSON's `course.code`; `course` there is the whole object).
    public var courseCode: String?
    public var courseTitle: String?
    /// The name of the document's term ("Fall 2025"; the JSON's `term.name`), or nil.
    public var term: String?
    public var title: String
    public var type: TaskType
    /// As in the JSON: ISO 8601 with the zone's offset when a time is known ("2025-10-03T23:59:00-04:00"),
    /// without one when the zone is unknown, null without a time (`dueDate` is the day).
    public var due: String?
    /// `due` in UTC with a `Z` ("2025-10-04T03:59:00Z"), for jq's `fromdateiso8601`; null without an offset.
    public var dueUTC: String?
    public var dueDate: CivilDate
    public var dueTime: TimeOfDay?
    /// The end of a span the document states ("8:00–10:00 am"), as in the JSON's task.
    public var endTime: TimeOfDay?
    /// The IANA zone `dueDate` and `dueTime` are in (the document's).
    public var timeZone: String
    /// The input the task was read from.
    public var sourceFile: String
    /// The line the task was read from, as written.
    public var sourceLine: String
    /// Nil only when the estimate is not a finite number.
    public var estimatedHours: Double?
    public var priority: Int
    public var weight: Double?
    /// Due before `--today`.
    public var overdue: Bool
    public var derived: Bool
    public var documentType: DocumentType

    public init(task: DocketTask, document: UnderstoodDocument, today: CivilDate) {
        id = task.id
        courseCode = document.course.code
        courseTitle = document.course.title
        term = document.term?.name
        title = task.title
        type = task.type
        dueDate = task.dueDate
        dueTime = task.dueTime
        endTime = task.endTime
        timeZone = document.timeZone
        if let written = task.due {
            due = written
        } else if let time = task.dueTime {
            if let zone = TimeZone(identifier: document.timeZone) {
                due = RuleDeadlineNormalizer.iso8601(date: task.dueDate, time: time, zone: zone)
            } else {
                due = "\(task.dueDate)T\(time):00"
            }
        } else {
            due = nil
        }
        dueUTC = due.flatMap(DueUTC.from(iso:))
        sourceFile = document.source
        sourceLine = task.source.text
        estimatedHours = task.estimatedHours.isFinite ? task.estimatedHours : nil
        priority = task.priority
        weight = task.weight.flatMap { $0.isFinite ? $0 : nil }
        overdue = task.dueDate < today
        derived = task.derived
        documentType = document.documentType
    }

    enum CodingKeys: String, CodingKey {
        case id, courseCode, courseTitle, term, title, type, due, dueUTC, dueDate, dueTime, endTime, timeZone, sourceFile, sourceLine, estimatedHours,
             priority, weight, overdue, derived, documentType
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(courseCode, forKey: .courseCode)
        try container.encode(courseTitle, forKey: .courseTitle)
        try container.encode(term, forKey: .term)
        try container.encode(title, forKey: .title)
        try container.encode(type, forKey: .type)
        try container.encode(due, forKey: .due)
        try container.encode(dueUTC, forKey: .dueUTC)
        try container.encode(dueDate, forKey: .dueDate)
        try container.encode(dueTime, forKey: .dueTime)
        try container.encode(endTime, forKey: .endTime)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(sourceFile, forKey: .sourceFile)
        try container.encode(sourceLine, forKey: .sourceLine)
        try container.encode(estimatedHours, forKey: .estimatedHours)
        try container.encode(priority, forKey: .priority)
        try container.encode(weight, forKey: .weight)
        try container.encode(overdue, forKey: .overdue)
        try container.encode(derived, forKey: .derived)
        try container.encode(documentType, forKey: .documentType)
    }

    /// The compact JSON line, without its newline. JSON escapes control characters inside strings;
    /// the other characters some readers take for line breaks (NEL, LINE and PARAGRAPH SEPARATOR) are
    /// escaped too, so a record is always one line whoever splits it.
    public func line() throws -> String {
        var text = try JSON.encode(self, pretty: false)
        for (character, escape) in [("\u{85}", "\\u0085"), ("\u{2028}", "\\u2028"), ("\u{2029}", "\\u2029")]
        where text.contains(character) {
            text = text.replacingOccurrences(of: character, with: escape)
        }
        return text
    }

    /// Due date, time (untimed last), course (none last), title, file, source line.
    public static func lineOrder(_ a: JSONLRecord, _ b: JSONLRecord) -> Bool {
        if a.dueDate != b.dueDate { return a.dueDate < b.dueDate }
        let aTime = a.dueTime?.minutes ?? 24 * 60, bTime = b.dueTime?.minutes ?? 24 * 60
        if aTime != bTime { return aTime < bTime }
        if a.courseCode != b.courseCode {
            guard let aCourse = a.courseCode else { return false }
            guard let bCourse = b.courseCode else { return true }
            return aCourse < bCourse
        }
        if a.title != b.title { return a.title < b.title }
        if a.sourceFile != b.sourceFile { return a.sourceFile < b.sourceFile }
        return a.sourceLine < b.sourceLine
    }
}
