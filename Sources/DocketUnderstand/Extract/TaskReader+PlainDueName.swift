/// A deliverable the vocabulary does not know, named only by the "due" after it in a list item
/// under a dated heading: "- Friday: Observation plan due (one page)" in "## Week 5 (Feb 9–13)".
extension TaskReader {
    /// The name before "due" in such a line: capitalised, at most five words, and nothing after
    /// "due" but a parenthesis or a time.
    static func plainDueName(_ text: String) -> String? {
        guard text.count <= 80, text.lowercased().includes(" due") else { return nil }
        var rest = Substring(text).drop { "-•*–◦▪ ".contains($0) }
        // "Friday: …" — the weekday is the date's; the name follows it.
        if let colon = rest.firstIndex(of: ":"), leadingWeekday(String(rest[..<colon])) != nil,
           rest[..<colon].split(separator: " ").count == 1 {
            rest = rest[rest.index(after: colon)...].drop { $0 == " " }
        }
        guard let due = rest.range(of: " due", options: .caseInsensitive) else { return nil }
        let name = rest[..<due.lowerBound]
        var after = rest[due.upperBound...].drop { $0 == " " || $0 == "." }
        if after.first == "(" { after = after.drop { $0 != ")" }.dropFirst().drop { $0 == " " || $0 == "." } }
        let words = name.split(separator: " ")
        guard after.isEmpty, (1...5).contains(words.count), let first = name.first, first.isUppercase,
              name.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" || $0 == "'" }) else { return nil }
        let lower = name.lowercased()
        if administrative.contains(where: lower.includes) || notDeliverable.contains(where: lower.includes)
            || ["tuition", "fee", "payment", "rent"].contains(where: lower.includes) { return nil }
        return String(name)
    }
}
