import Foundation

extension TaskReader {
    /// What the nearest label before a name in its cell says of it, in a cell that sorts its items
    /// under labels ("Assign: ● HW 3  Due: ● HW 1 ● HW 2"): `true` under a due label, `false` under
    /// one that hands work out, nil where no label stands before the name in its cell.
    static func cellLabel(before name: Range<String.Index>, in text: String, marks: LineMarks) -> Bool? {
        let cell = marks.segment(around: name)
        guard cell.lowerBound <= name.lowerBound else { return nil }
        let before = text[cell.lowerBound..<name.lowerBound].lowercased()
        guard before.includes(":") else { return nil }
        var nearest: (at: String.Index, due: Bool)?
        for (label, due) in cellLabels {
            guard let found = before.range(of: label, options: .backwards) else { continue }
            // A label is a word of its own: "Readings due:" is one, "Timeout:" is not "out:".
            if found.lowerBound > before.startIndex, before[before.index(before: found.lowerBound)].isLetter { continue }
            if nearest.map({ found.lowerBound > $0.at }) ?? true { nearest = (found.lowerBound, due) }
        }
        return nearest?.due
    }

    /// Labels that sort a cell's items into what is handed out and what is due.
    static let cellLabels: [(String, Bool)] = [
        ("assign:", false), ("assigned:", false), ("out:", false), ("released:", false), ("posted:", false),
        ("handed out:", false), ("due:", true), ("due date:", true), ("deadline:", true), ("due by:", true), ("submit:", true),
    ]
}
