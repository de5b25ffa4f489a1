/// What a course is called in task ids, calendar UIDs and the history: its code ("CS 101" → `cs101`),
/// else its title, else the name of its file; followed by its term when the document states one
/// (`cs101-fall-2025`), so the same course taught in two terms never shares an id.
///
/// Dates never enter it: a syllabus whose deadlines all moved is still the same course.
public struct CourseIdentity: Hashable, Sendable, CustomStringConvertible {
    public let key: String

    public init(course: Course, source: String) {
        var base = ""
        if let code = course.code {
            // Codes are written "CS 101", "CS-101" and "CS101": one key for all three.
            base = IdentitySlug.make(code).replacingOccurrences(of: "-", with: "")
        }
        if base.isEmpty, let title = course.title { base = IdentitySlug.make(title) }
        if base.isEmpty { base = IdentitySlug.make(Self.fileStem(source)) }
        if base.isEmpty { base = "course" }
        if let term = course.term.map({ IdentitySlug.make($0) }), !term.isEmpty { base += "-" + term }
        key = base
    }

    public init(_ document: UnderstoodDocument) {
        self.init(course: document.course, source: document.source)
    }

    public var description: String { key }

    /// "notes/syllabus-v2.pdf" → "syllabus-v2".
    public static func fileStem(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = last.lastIndex(of: "."), dot > last.startIndex { return String(last[..<dot]) }
        return last
    }
}
