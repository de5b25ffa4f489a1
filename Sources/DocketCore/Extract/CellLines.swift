/// A table cell's lines, read as one: `<br>`, `<p>` and the like inside a cell break its text into lines
/// that are often separate items ("Python HW3<br>Thunkable Assignment 3"). Each line ends its clause
/// with "; " (the mark the understanding stage reads as a clause's end) unless it ends in punctuation
/// already or the next line goes on in lower case ("Napoleon<br>and the Empire" is one phrase wrapped).
public enum CellLines {
    /// The lines of one cell joined.
    public static func joined(_ lines: [String]) -> String {
        var text = ""
        for line in lines where !line.isEmpty {
            if let first = line.first, !text.isEmpty { text += separator(after: text, before: first) }
            text += line
        }
        return text
    }

    /// What goes between a cell's text so far and the first character of its next line.
    public static func separator(after text: String, before next: Character) -> String {
        guard let last = text.last(where: { !$0.isWhitespace }) else { return "" }
        return ".;:!?,".contains(last) || next.isLowercase ? " " : "; "
    }
}
