/// A course's meeting changes: a meeting added or removed, or moved (another time or room) under the
/// same id (course, kind, days).
enum MeetingChanges {
    static func between(_ old: [Meeting], _ new: [Meeting], course: String) -> [Change] {
        var changes: [Change] = []
        for meeting in old where !new.contains(where: { localID($0.id) == localID(meeting.id) }) {
            changes.append(Change(subject: .meeting, kind: .removed, course: course, id: meeting.id, title: label(meeting),
                                  old: slot(meeting), new: nil))
        }
        for meeting in new {
            guard let before = old.first(where: { localID($0.id) == localID(meeting.id) }) else {
                changes.append(Change(subject: .meeting, kind: .added, course: course, id: meeting.id, title: label(meeting),
                                      old: nil, new: slot(meeting)))
                continue
            }
            if slot(before) != slot(meeting) {
                changes.append(Change(subject: .meeting, kind: .moved, course: course, id: meeting.id, title: label(meeting),
                                      old: slot(before), new: slot(meeting)))
            }
        }
        return changes
    }

    /// "Lecture MO/WE/FR".
    static func label(_ meeting: Meeting) -> String {
        let kind = (meeting.kind ?? "class")
        let days = Weekday.allCases.filter(meeting.days.contains).map(\.rawValue).joined(separator: "/")
        return kind.prefix(1).uppercased() + kind.dropFirst() + " " + days
    }

    /// "10:00–10:50, Room 101".
    static func slot(_ meeting: Meeting) -> String {
        var text = meeting.start.description + (meeting.end.map { "–\($0)" } ?? "")
        if let location = meeting.location, !location.isEmpty { text += ", " + TaskChanges.squeezed(location) }
        return text
    }
}
