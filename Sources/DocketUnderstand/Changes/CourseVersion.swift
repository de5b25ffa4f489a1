/// One course's items on one side of a comparison, from all of that side's documents of the course
/// (a syllabus and its assignment sheets): the first of each id is kept, as the calendar keeps it.
struct CourseVersion {
    let key: String
    var tasks: [DocketTask] = []
    var meetings: [Meeting] = []
    var noClassDays: [NoClassDay] = []

    init(key: String) {
        self.key = key
    }

    static func group(_ documents: [UnderstoodDocument]) -> [CourseVersion] {
        var order: [String] = []
        var courses: [String: CourseVersion] = [:]
        for document in documents {
            let document = document.withIdentities()
            let key = CourseIdentity(document).key
            if courses[key] == nil { order.append(key) }
            var course = courses[key] ?? CourseVersion(key: key)
            for task in document.tasks where !course.tasks.contains(where: { $0.id == task.id }) { course.tasks.append(task) }
            for meeting in document.meetings where !course.meetings.contains(where: { $0.id == meeting.id }) {
                course.meetings.append(meeting)
            }
            for day in document.noClassDays where !course.noClassDays.contains(where: { $0.start == day.start && $0.end == day.end }) {
                course.noClassDays.append(day)
            }
            courses[key] = course
        }
        return order.compactMap { courses[$0] }
    }
}
