import DocketUnderstand

/// The days a course's classes run, for its weekly meeting events: from the first day of classes to
/// the last, never to an assumed end of term, so a lecture or a recitation does not go on after the
/// final exam.
///
/// **First day:** the stated first day of classes, else the Monday of the week of the document's
/// earliest date.
///
/// **Last day**, the first of these that applies:
/// 1. the stated last day of classes ("Classes end December 5");
/// 2. the day before the final exam, when one is dated ("Final exam: Tuesday, December 10");
/// 3. the document's last dated item (a task, its window's end, a day without class).
///
/// A stated last day after the final exam is the end of the exam period ("Term ends December 19"),
/// so the day before the final wins then too.
public enum ClassPeriod {
    public static func of(_ document: UnderstoodDocument) -> ClosedRange<CivilDate>? {
        var dates: [CivilDate] = []
        for task in document.tasks where !isFinalExam(task) {
            dates.append(task.dueDate)
            if let end = task.windowEnd { dates.append(end) }
        }
        for day in document.noClassDays { dates += [day.start, day.end] }
        let finals = document.tasks.filter(isFinalExam).map(\.dueDate)
        let earliest = (dates + finals).min()
        let start = document.course.termStart ?? earliest.map { $0.adding(days: -$0.weekday.index) }
        let dayBeforeFinal = finals.min()?.adding(days: -1)
        var end = document.course.termEnd ?? dayBeforeFinal ?? dates.max()
        if let stated = end, let dayBeforeFinal, dayBeforeFinal < stated { end = dayBeforeFinal }
        guard let start, let end, start <= end else { return nil }
        return start...end
    }

    /// An exam whose title names it final ("Final exam", "Final Examination", "FINAL").
    static func isFinalExam(_ task: DocketTask) -> Bool {
        task.type == .exam && task.title.lowercased().split(whereSeparator: { !$0.isLetter }).contains("final")
    }
}
