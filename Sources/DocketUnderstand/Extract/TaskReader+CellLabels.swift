import Foundation

extension TaskReader {
    /// Where a line sorts its items under labels ("Assign: ● HW 3  Due: ● HW 1 ● HW 2"): each label's
    /// place and whether it says due (`true`) or handed out (`false`), in the order they stand.
    /// Found once a line, so a line of many names is read once, not once a name.
    static func cellLabels(in text: String, lower: String) -> [(at: String.Index, due: Bool)] {
        // Most lines have no label: a byte search of the lower-cased line first.
        guard lower.includes(":"), cellLabelWords.contains(where: { lower.includes($0.0) }) else { return [] }
        var found: [(at: String.Index, due: Bool)] = []
        for (label, due) in cellLabelWords {
            var from = text.startIndex
            while let range = text.range(of: label, options: .caseInsensitive, range: from..<text.endIndex) {
                from = range.upperBound
                // A label is a word of its own: "Readings due:" is one, "Timeout:" is not "out:".
                if range.lowerBound > text.startIndex, text[text.index(before: range.lowerBound)].isLetter { continue }
                found.append((range.lowerBound, due))
            }
        }
        return found.sorted { $0.at < $1.at }
    }

    /// What the nearest label before a name in its cell says of it: `true` under a due label, `false`
    /// under one that hands work out, nil where no label stands before the name in its cell.
    static func cellLabel(before name: Range<String.Index>, labels: [(at: String.Index, due: Bool)], marks: LineMarks) -> Bool? {
        guard !labels.isEmpty else { return nil }
        let cell = marks.segment(around: name)
        return labels.last { $0.at < name.lowerBound && $0.at >= cell.lowerBound }?.due
    }

    /// Labels that sort a cell's items into what is handed out and what is due.
    static let cellLabelWords: [(String, Bool)] = [
        ("assign:", false), ("assigned:", false), ("out:", false), ("released:", false), ("posted:", false),
        ("handed out:", false), ("due:", true), ("due date:", true), ("deadline:", true), ("due by:", true), ("submit:", true),
    ]
}
