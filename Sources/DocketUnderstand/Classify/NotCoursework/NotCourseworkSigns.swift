/// The signs the classifier tries, in order, before it weighs coursework cues.
enum NotCourseworkSigns {
    static let standard: [any NotCourseworkSign] = [
        CalendarDataSign(), SourceCodeSign(), SoftwareDocumentationSign(), TranscriptSign(), BibliographySign(), NotesSign(),
    ]

    /// The first sign the document shows, unless the document presents itself as a course: a course
    /// code in its first lines and regular class meetings (a course's page kept as a repository
    /// README is still that course's syllabus).
    static func first(in lines: [DocumentLine], meetsRegularly: @autoclosure () -> Bool) -> NotCourseworkSighting? {
        guard let sighting = standard.lazy.compactMap({ $0.found(in: lines) }).first else { return nil }
        let titled = lines.prefix(5).contains { CourseReader.code(in: $0.text) != nil }
        return titled && meetsRegularly() ? nil : sighting
    }
}
