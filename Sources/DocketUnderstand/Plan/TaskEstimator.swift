/// Estimated hours of work and a priority for each task.
///
/// Hours: a default per type (below, overridable in the config file), scaled by the task's weight
/// against the type's usual weight (between half and three times) and, for a stated size, at least
/// 1.5 hours a page or per 250 words.
///
/// Priority, 1 (least) to 5 (most pressing): a type score (exam 3, project 2.5, paper and
/// presentation 2, quiz and assignment 1.5, lab 1, reading and other 0.5), plus 1.5 for a weight of
/// 25% or more (1 for 10%, 0.5 for 5%), plus nearness to `--today` (1.5 within 3 days, 1 within a
/// week, 0.5 within two), rounded and kept within 1…5.
public struct TaskEstimator: Sendable {
    public static let defaultHours: [TaskType: Double] = [
        .exam: 10, .quiz: 2, .assignment: 5, .project: 15, .paper: 8, .presentation: 6, .lab: 4, .reading: 2, .other: 2,
    ]
    static let usualWeight: [TaskType: Double] = [
        .exam: 25, .quiz: 5, .assignment: 5, .project: 20, .paper: 15, .presentation: 10, .lab: 5, .reading: 2, .other: 5,
    ]
    static let typeScore: [TaskType: Double] = [
        .exam: 3, .project: 2.5, .paper: 2, .presentation: 2, .quiz: 1.5, .assignment: 1.5, .lab: 1, .reading: 0.5, .other: 0.5,
    ]

    public var hours: [TaskType: Double]

    public init(hours: [TaskType: Double] = [:]) {
        self.hours = Self.defaultHours.merging(hours) { _, override in override }
    }

    public func estimatedHours(type: TaskType, weight: Double?, target: Target?) -> Double {
        var estimate = hours[type] ?? 2
        if let weight, let usual = Self.usualWeight[type] {
            estimate *= min(3, max(0.5, weight / usual))
        }
        if let target {
            switch target.unit {
            case "pages": estimate = max(estimate, 1.5 * target.value)
            case "words": estimate = max(estimate, 1.5 * target.value / 250)
            default: break
            }
        }
        return (estimate * 2).rounded() / 2
    }

    public func priority(type: TaskType, weight: Double?, dueDate: CivilDate, today: CivilDate) -> Int {
        var score = Self.typeScore[type] ?? 0.5
        if let weight { score += weight >= 25 ? 1.5 : weight >= 10 ? 1 : weight >= 5 ? 0.5 : 0 }
        let days = today.days(to: dueDate)
        if days >= 0 { score += days <= 3 ? 1.5 : days <= 7 ? 1 : days <= 14 ? 0.5 : 0 }
        return min(5, max(1, Int(score.rounded())))
    }
}
