extension String {
    /// Whether `end` lies at most `count` characters after `start`: `distance(from:to:) <= count`
    /// without walking a long line to its end.
    func isWithin(_ count: Int, from start: Index, to end: Index) -> Bool {
        guard end > start else { return true }
        guard let limit = index(start, offsetBy: count, limitedBy: endIndex) else { return true }
        return end <= limit
    }
}
