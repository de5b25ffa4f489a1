/// A task's id before disambiguation: its course, its kind and its title's key
/// (`cs101-fall-2025/assignment-homework-1`).
///
/// The title's key is ``TitleKey``: the normalizer's own reduction, so "HW 1", "Homework #1" and
/// "Homework 1 due" have one id, as they are one task to the normalizer. The date and the time are
/// never part of it (a moved deadline keeps its id), nor is the line the task was read from (a
/// reordered schedule keeps its ids).
public enum TaskIdentity {
    /// At most this many words of the title's key: enough to tell deliverables apart, short enough
    /// for a UID.
    static let titleWords = 8

    public static func base(of task: DocketTask, course: CourseIdentity) -> String {
        var words = TitleKey(task.title).words.prefix(titleWords).map { IdentitySlug.make($0) }.filter { !$0.isEmpty }
        // "Quiz 1" is `quiz-1`, not `quiz-quiz-1`.
        if words.first == task.type.rawValue { words.removeFirst() }
        return course.key + "/" + ([task.type.rawValue] + words).joined(separator: "-")
    }
}
