import Foundation

extension TaskReader {
    /// "Sep 9th, Sun: **Deadline @midnight:** Fill out the team assessment form.": a dated line whose
    /// "Deadline:" label names what is due in words no kind of work uses. The name is the label's
    /// sentence, its links read as their labels; the date is the line's last before the label.
    static func deadlineLabelled(_ line: DocumentLine) -> (name: String, date: DateExpression, time: TimeOfDay?)? {
        guard line.lower.includes("deadline"),
              let label = line.text.range(of: "\\bdeadline(?:\\s*(?:@|at)\\s*[a-z0-9: .]{1,12}?)?\\s*\\**\\s*:\\s*\\**\\s*",
                                          options: [.regularExpression, .caseInsensitive]),
              let date = line.dates.last(where: { $0.range.upperBound <= label.lowerBound }),
              !line.dates.contains(where: { $0.range.lowerBound >= label.upperBound }) else { return nil }
        let rest = linkLabels(in: String(line.text[label.upperBound...]))
        let name = rest.prefix { $0 != "." && $0 != ";" && $0 != "(" && $0 != "," }.trimming(charactersIn: " *_:")
        let words = name.split(separator: " ")
        guard (2...10).contains(words.count), name.first?.isUppercase ?? false, name.contains(where: \.isLetter),
              !administrative.contains(where: name.lowercased().includes) else { return nil }
        let time = line.times.first { $0.isExplicit && $0.range.lowerBound >= date.range.upperBound }?.time
        return (name, date.expression, time)
    }

    /// "**RQ1** - deadline: Sep. 4", "Team charter – due: 10/2": a short name, then a deadline or due label
    /// and the date. The label says the name is due whatever words the name uses; only a few words before
    /// it, and no other date, so a sentence that mentions a deadline is not read as a name.
    static func nameBeforeDeadline(_ line: DocumentLine) -> (name: String, date: DateExpression, time: TimeOfDay?)? {
        guard line.dates.count == 1, let date = line.dates.first,
              line.lower.includes("deadline") || line.lower.includes("due") else { return nil }
        let before = String(line.text[..<date.range.lowerBound])
        guard let match = nameAndLabel.firstMatch(in: before, range: NSRange(before.startIndex..., in: before)),
              let name = DateScanner.group(match, 1, before)?.trimming(charactersIn: " *_-") else { return nil }
        let words = name.split(separator: " ")
        guard (1...4).contains(words.count), name.contains(where: \.isLetter),
              !administrative.contains(where: name.lowercased().includes),
              !["deadline", "due", "due date", "date"].contains(name.lowercased()) else { return nil }
        let time = line.times.first { $0.isExplicit && $0.range.lowerBound >= date.range.upperBound }?.time
        return (name, date.expression, time)
    }

    // swiftlint:disable:next force_try
    private static let nameAndLabel = try! NSRegularExpression(
        pattern: "^\\W*?([A-Za-z][A-Za-z0-9.'&/ -]{0,40}?)[*_ ]*[-–—:][*_ ]*(?:deadline|due(?: date)?)[*_ ]*:?[*_ ]*$",
        options: [.caseInsensitive])

    /// The text with each Markdown link ("[team contract](./contract.md)") as its label.
    private static func linkLabels(in text: String) -> String {
        guard text.includes("](") else { return text }
        return markdownLink.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1")
    }

    // swiftlint:disable:next force_try
    private static let markdownLink = try! NSRegularExpression(pattern: "\\[([^\\]]*)\\]\\([^)]*\\)")
}
