/// Choosing one section of a course whose syllabus lists several ("Section 001 … TR 11:00",
/// "Section 002 … TR 2–3:15pm"): a student attends one, and a calendar with both is wrong twice a week.
extension UnderstoodDocument {
    /// The sections its meetings name, in order of first mention.
    public var sections: [String] {
        var seen: [String] = []
        for section in meetings.compactMap(\.section) where !seen.contains(where: { Self.sameSection($0, section) }) {
            seen.append(section)
        }
        return seen
    }

    /// With `section`, only that section's meetings (and those that name no section, such as a lab
    /// for everyone); without one, all of them, and a warning when there are several to pick from:
    /// the calendar then leaves them all out (a student attends one), the JSON keeps them.
    public func choosingSection(_ section: String?) -> UnderstoodDocument {
        let sections = self.sections
        var copy = self
        guard let section else {
            if sections.count > 1 {
                let picks = sections.map { "--section \($0)" }
                let choices = picks.count == 2 ? picks.joined(separator: " or ") : "\(picks[0]) (or another)"
                copy.warnings.append("\(sections.count) sections meet (\(sections.joined(separator: ", "))): none of them goes into the "
                                     + "calendar; \(choices) keeps one")
            }
            return copy
        }
        guard !sections.isEmpty else { return copy }
        guard sections.contains(where: { Self.sameSection($0, section) }) else {
            copy.warnings.append("no section \(section) here (sections \(sections.joined(separator: ", "))): none of them goes into "
                                 + "the calendar")
            return copy
        }
        copy.meetings = meetings.filter { meeting in meeting.section.map { Self.sameSection($0, section) } ?? true }
        return copy
    }

    /// "002" is "2"; "a1" is "A1".
    static func sameSection(_ a: String, _ b: String) -> Bool {
        if let x = Int(a), let y = Int(b) { return x == y }
        return a.uppercased() == b.uppercased()
    }
}
