/// One difference between two versions of a course's documents, as `docket diff` and the history
/// report it.
public struct Change: Codable, Sendable, Equatable {
    public enum Subject: String, Codable, Sendable {
        case task, meeting, noClass
    }

    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// In the new version only.
        case added
        /// In the old version only.
        case removed
        /// Another date or time (a task), other days' times or room (a meeting).
        case moved
        /// The same task under another title ("HW 1" → "Homework 1").
        case retitled
        /// Another share of the grade.
        case reweighted
    }

    public var subject: Subject
    public var kind: Kind
    /// The course, as ``CourseIdentity`` names it.
    public var course: String
    /// The task's or meeting's id (the new one when both have one); nil for days without class.
    public var id: String?
    /// What changed, in words: the task's title, "Lecture MO/WE", a break's reason.
    public var title: String
    /// The value before and after: a date ("2025-09-09", "2025-09-09 17:00"), a title, a weight.
    public var old: String?
    public var new: String?

    public init(subject: Subject, kind: Kind, course: String, id: String?, title: String, old: String?, new: String?) {
        self.subject = subject
        self.kind = kind
        self.course = course
        self.id = id
        self.title = title
        self.old = old
        self.new = new
    }

    enum CodingKeys: String, CodingKey {
        case subject, kind, course, id, title, old, new
    }

    // Every key is written, nulls included, like the rest of Docket's JSON.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(subject, forKey: .subject)
        try container.encode(kind, forKey: .kind)
        try container.encode(course, forKey: .course)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(old, forKey: .old)
        try container.encode(new, forKey: .new)
    }

    /// One line for a person: "CS 101: Homework 1 moved 2025-09-09 → 2025-09-11".
    public var line: String {
        let subjectWord = subject == .noClass ? "no class" : (subject == .meeting ? "meeting" : "")
        var text = "\(course): \(title)"
        if !subjectWord.isEmpty, !title.lowercased().hasPrefix(subjectWord) { text += " (\(subjectWord))" }
        text += " \(kind.rawValue)"
        switch (old, new) {
        case let (old?, new?): text += " \(old) → \(new)"
        case let (old?, nil): text += " (was \(old))"
        case let (nil, new?): text += " (\(new))"
        case (nil, nil): break
        }
        return text
    }
}
