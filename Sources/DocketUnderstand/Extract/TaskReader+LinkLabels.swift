import Foundation

extension TaskReader {
    /// Markdown links read as their labels: "[Week 2](#week-2)" is "Week 2". A due-dates table's row
    /// and column names and a "HW:" label's items are written as links to their pages.
    static func linkLabels(_ text: String) -> String {
        guard text.includes("](") else { return text }
        return text.replacingOccurrences(of: "\\[([^\\]]*)\\]\\([^)]*\\)", with: "$1", options: .regularExpression)
    }
}
