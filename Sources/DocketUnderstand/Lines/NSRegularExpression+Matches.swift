import Foundation

extension NSRegularExpression {
    /// Whether the pattern matches anywhere in `text`.
    func matches(_ text: String) -> Bool {
        firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
