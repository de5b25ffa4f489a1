/// Calendar data (iCalendar, as Docket itself writes): dated events, one property a line. Its
/// deadlines are another program's copy of some syllabus, not a course document; reading them would
/// put every task in a folder's calendar twice.
struct CalendarDataSign: NotCourseworkSign {
    func found(in lines: [DocumentLine]) -> NotCourseworkSighting? {
        guard let first = lines.first(where: { !$0.text.allSatisfy(\.isWhitespace) }),
              first.text.trimmingWhitespace().uppercased() == "BEGIN:VCALENDAR" else { return nil }
        return NotCourseworkSighting(cue: "calendar data (iCalendar)", line: first)
    }
}
