/// The kinds of task Docket reports (the labelling rules' vocabulary).
public enum TaskType: String, Codable, Sendable, CaseIterable {
    case exam, quiz, assignment, project, paper, presentation, lab, reading, other
}
