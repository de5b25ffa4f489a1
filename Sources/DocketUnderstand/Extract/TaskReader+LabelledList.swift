extension TaskReader {
    /// Whether a line is an item of a list that describes the numbered deliverable the line above the
    /// list names and ends with a colon:
    ///
    ///     Homework #7 due:
    ///     - Submit an annotated bibliography of 12-20 papers
    ///
    /// The items say what Homework 7 is; "an annotated bibliography" in them is no deliverable of its own.
    static func describesLabelAbove(_ index: Int, in lines: [DocumentLine]) -> Bool {
        guard isListItem(lines[index].text) else { return false }
        var above = index - 1
        while above >= 0, index - above <= listItemsLookedOver, isListItem(lines[above].text) { above -= 1 }
        guard above >= 0, index - above <= listItemsLookedOver else { return false }
        let label = lines[above]
        let text = label.text.trimmingCharacters(in: .whitespaces)
        return text.hasSuffix(":") && text.split(separator: " ").count <= labelWords && label.hits.contains(where: \.hasNumber)
    }

    /// "- item", "* item", "• item", "+ item": a list item as plain text and Markdown write one.
    static func isListItem(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard let first = trimmed.first, "-*•+".contains(first) else { return false }
        return trimmed.dropFirst().first == " "
    }

    /// How far above a list item its label may be: a label's list is short.
    static let listItemsLookedOver = 6
    /// The most words a label line has ("Homework #9 due:").
    static let labelWords = 6
}
