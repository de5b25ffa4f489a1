/// A course's days without class added or removed, compared by their dates (a reworded reason is no
/// change).
enum NoClassChanges {
    static func between(_ old: [NoClassDay], _ new: [NoClassDay], course: String) -> [Change] {
        func same(_ a: NoClassDay, _ b: NoClassDay) -> Bool { a.start == b.start && a.end == b.end }
        let removed = old.filter { day in !new.contains { same($0, day) } }
            .map { Change(subject: .noClass, kind: .removed, course: course, id: nil, title: $0.reason, old: span($0), new: nil) }
        let added = new.filter { day in !old.contains { same($0, day) } }
            .map { Change(subject: .noClass, kind: .added, course: course, id: nil, title: $0.reason, old: nil, new: span($0)) }
        return removed + added
    }

    static func span(_ day: NoClassDay) -> String {
        day.start == day.end ? day.start.description : "\(day.start) to \(day.end)"
    }
}
