/// What a document is.
public enum DocumentType: String, Codable, Sendable, CaseIterable {
    /// A course-level document: schedule, policies, grading.
    case syllabus
    /// One deliverable or one sheet: homework, problem set, project handout.
    case assignment
    /// Not coursework: a receipt, a novel chapter, a CV.
    case other
}
