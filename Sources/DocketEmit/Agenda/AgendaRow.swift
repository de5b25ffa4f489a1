import DocketUnderstand

/// One line of the agenda: a task with its course, as a student reads it.
public struct AgendaRow: Sendable, Equatable {
    public var course: String
    public var task: DocketTask

    public init(course: String, task: DocketTask) {
        self.course = course
        self.task = task
    }

    /// Past: due before `today`, or for a window ("Oct 14-16") its last day is.
    public func isOverdue(today: CivilDate) -> Bool {
        (task.windowEnd.map { max($0, task.dueDate) } ?? task.dueDate) < today
    }

    /// Every task inside the window, each once (a syllabus and an assignment sheet may both list it,
    /// as ``WeekPlanner`` also counts it once), by due date, time (untimed last), course and title.
    public static func rows(of documents: [UnderstoodDocument], options: EmitOptions) -> [AgendaRow] {
        var rows: [AgendaRow] = []
        var seen = Set<String>()
        for document in documents {
            let course = WeekPlanner.courseLabel(document)
            for task in document.tasks where options.keeps(task.dueDate) {
                let key = [course, task.type.rawValue, task.dueDate.description, task.title.lowercased()].joined(separator: "\u{1F}")
                if seen.insert(key).inserted { rows.append(AgendaRow(course: course, task: task)) }
            }
        }
        return rows.sorted { WeekPlanner.dueOrder(($0.course, $0.task), ($1.course, $1.task)) }
    }
}
