import Docket

/// What a calendar item's content is, as one string: when it changes, so does the item's SEQUENCE.
///
/// A task: its title, type, date, time, window and weight (what an event shows and what it is about);
/// not its priority or overdue flag, which move with `--today`. A meeting: its days, times, room and
/// kind, and the document's days without class and term (they set the rule's EXDATEs and UNTIL).
enum ItemFingerprint {
    static func of(_ task: DocketTask) -> String {
        [task.title, task.type.rawValue, task.dueDate.description, task.dueTime?.description ?? "",
         task.windowEnd?.description ?? "", task.weight.map { String($0) } ?? ""].joined(separator: "\u{1F}")
    }

    static func of(_ meeting: Meeting, in document: UnderstoodDocument) -> String {
        let days = meeting.days.map(\.rawValue).sorted().joined(separator: ",")
        let breaks = document.noClassDays.map { "\($0.start)/\($0.end)" }.sorted().joined(separator: ",")
        let term = [document.course.termStart?.description ?? "", document.course.termEnd?.description ?? ""].joined(separator: "/")
        return [days, meeting.start.description, meeting.end?.description ?? "", meeting.location ?? "", meeting.kind ?? "",
                breaks, term].joined(separator: "\u{1F}")
    }

    /// Every item's id and fingerprint, and the days without class: equal for two versions that
    /// differ in nothing the history tracks.
    static func of(_ document: UnderstoodDocument) -> String {
        let items = document.tasks.map { "\($0.id)=\(of($0))" } + document.meetings.map { "\($0.id)=\(of($0, in: document))" }
        let breaks = document.noClassDays.map { "\($0.start)/\($0.end)" }
        return SHA256.hex(Array((items.sorted() + breaks.sorted()).joined(separator: "\n").utf8))
    }
}
