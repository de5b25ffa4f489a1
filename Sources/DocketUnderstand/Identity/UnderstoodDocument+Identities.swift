extension UnderstoodDocument {
    /// Gives every task and meeting its `id`: ``TaskIdentity`` or ``MeetingIdentity``, and when two
    /// share one, the second in the document gets `.2`, the third `.3`, and so on.
    ///
    /// "In the document" is page and line order, not date order, so the disambiguation does not
    /// depend on dates either: two "Quiz" rows keep their ids when one of them moves past the other.
    /// Only items read from the very same line fall back on the order they are listed in.
    /// Deterministic: the same document always gets the same ids.
    public mutating func assignIdentities() {
        let course = CourseIdentity(self)
        let taskIDs = Self.disambiguated(
            tasks.map { TaskIdentity.base(of: $0, course: course) },
            order: tasks.map { ($0.source.page, $0.source.line) })
        for index in tasks.indices { tasks[index].id = taskIDs[index] }
        let meetingIDs = Self.disambiguated(
            meetings.map { MeetingIdentity.base(of: $0, course: course) },
            order: meetings.map { ($0.source?.page ?? 0, $0.source?.line ?? 0) })
        for index in meetings.indices { meetings[index].id = meetingIDs[index] }
    }

    /// The same document with ids given (see ``assignIdentities()``).
    public func withIdentities() -> UnderstoodDocument {
        var copy = self
        copy.assignIdentities()
        return copy
    }

    /// `bases` with `.2`, `.3`… added to repeats, counted in `order` (page, line), then list order.
    static func disambiguated(_ bases: [String], order: [(Int, Int)]) -> [String] {
        let sequence = bases.indices.sorted { a, b in
            order[a] != order[b] ? order[a] < order[b] : a < b
        }
        var seen: [String: Int] = [:]
        var result = bases
        for index in sequence {
            let count = seen[bases[index], default: 0] + 1
            seen[bases[index]] = count
            if count > 1 { result[index] = bases[index] + ".\(count)" }
        }
        return result
    }
}
