import Foundation

/// Notes: a title that says so ("… notes", "Minutes of …", "Lecture 9: …") or a meeting's record
/// (an attendees line and action items), with no deliverable dated. Notes mention homework and exams
/// in passing; the course's deadlines are in its syllabus, and notes that do date one are left to
/// the coursework cues.
struct NotesSign: NotCourseworkSign {
    /// The title names notes or one lecture.
    static let title = pattern("\\bnotes\\b|\\bminutes\\b|^(?:lecture|class|session)\\s*\\d{1,2}\\b|[-–—:,]\\s*(?:lecture|class|session)\\s*\\d{1,2}\\b")
    static let attendees = pattern("^(?:attendees|attendance|present|participants)\\s*:")
    static let actions = pattern("^(?:action items|action points|actions|next steps)\\s*:?$")
    /// How far down a title is looked for.
    static let titleLines = 3

    func found(in lines: [DocumentLine]) -> NotCourseworkSighting? {
        guard !Self.namesDatedDeliverable(lines) else { return nil }
        // A table's header row ("Week | Dates | Topics | Notes") is no title.
        if let line = lines.prefix(Self.titleLines).first(where: { $0.segments.count <= 1 && Self.title.matches($0.text) }) {
            return NotCourseworkSighting(cue: "notes (titled so)", line: line)
        }
        // The patterns run on the few lines that start as the labels do.
        let attendees = lines.first { ["attend", "present", "particip"].contains(where: $0.lower.hasPrefix) && Self.attendees.matches($0.text) }
        if let line = attendees, lines.contains(where: { ["action", "next steps"].contains(where: $0.lower.hasPrefix) && Self.actions.matches($0.text) }) {
            return NotCourseworkSighting(cue: "notes of a meeting (attendees, action items)", line: line)
        }
        return nil
    }
}
