/// What changed between two versions of documents: their courses paired by ``CourseIdentity``, then
/// tasks and meetings paired by id, days without class by their dates.
///
/// Courses pair by key; when exactly one course on each side is left unpaired, those two are paired
/// too (the same syllabus whose file name was its only identity, "syllabus-v1.pdf" then
/// "syllabus-v2.pdf"). Within a course, items pair by the part of their id after the course. A task
/// left unpaired on both sides whose title still names the same deliverable (``TitleKey/sameTask(as:)``,
/// "Paper 1" → "Paper 1: Argument") is reported as retitled rather than as removed and added.
public enum CourseChanges {
    public static func between(old: [UnderstoodDocument], new: [UnderstoodDocument]) -> [Change] {
        let oldCourses = CourseVersion.group(old), newCourses = CourseVersion.group(new)
        var pairs: [(CourseVersion?, CourseVersion?)] = []
        var unpairedOld = oldCourses.filter { course in !newCourses.contains { $0.key == course.key } }
        var unpairedNew = newCourses.filter { course in !oldCourses.contains { $0.key == course.key } }
        if unpairedOld.count == 1, unpairedNew.count == 1 {
            pairs.append((unpairedOld[0], unpairedNew[0]))
            unpairedOld = []
            unpairedNew = []
        }
        for course in oldCourses {
            if let match = newCourses.first(where: { $0.key == course.key }) { pairs.append((course, match)) }
        }
        pairs += unpairedOld.map { ($0, nil) }
        pairs += unpairedNew.map { (nil, $0) }
        return pairs.flatMap { old, new in
            compare(old ?? CourseVersion(key: new?.key ?? ""), new ?? CourseVersion(key: old?.key ?? ""))
        }
    }

    static func compare(_ old: CourseVersion, _ new: CourseVersion) -> [Change] {
        let course = new.tasks.isEmpty && new.meetings.isEmpty && new.noClassDays.isEmpty ? old.key : new.key
        return TaskChanges.between(old.tasks, new.tasks, course: course)
            + MeetingChanges.between(old.meetings, new.meetings, course: course)
            + NoClassChanges.between(old.noClassDays, new.noClassDays, course: course)
    }
}
