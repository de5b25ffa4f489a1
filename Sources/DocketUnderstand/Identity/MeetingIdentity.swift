/// A class meeting's id before disambiguation: its course, its kind and its days
/// (`cs101-fall-2025/lecture-mo-we-fr`).
///
/// The clock time and the room are left out: a lecture moved from 10:00 to 11:00 is the same lecture,
/// and `docket diff` reports it as moved. Two meetings of one kind on the same days (two sections)
/// are told apart by their order, like tasks.
public enum MeetingIdentity {
    public static func base(of meeting: Meeting, course: CourseIdentity) -> String {
        let kind = meeting.kind.map { IdentitySlug.make($0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "class"
        let days = Weekday.allCases.filter(meeting.days.contains).map { $0.rawValue.lowercased() }
        return course.key + "/" + ([kind] + days).joined(separator: "-")
    }
}
