import Foundation

/// The section a meeting line names: "Section 001 lecture — TR: 11:00-12:15", "Sec. 2: MWF 9:00",
/// "Lecture section 002", "(Section A)". A section is a number or a letter with at most three
/// digits after it; "section" without one ("Discussion section: F 10:00") names a kind, not a group.
enum MeetingSection {
    struct Found {
        /// As written, upper-cased ("001", "A1").
        var number: String
        /// The line without the section phrase, for reading the kind.
        var withoutSection: String
    }

    static func number(in text: String) -> Found? {
        let range = NSRange(text.startIndex..., in: text)
        guard let match = pattern.firstMatch(in: text, range: range), let whole = Range(match.range, in: text),
              let number = DateScanner.group(match, 1, text) else { return nil }
        var rest = text
        rest.replaceSubrange(whole, with: " ")
        return Found(number: number.uppercased(), withoutSection: rest)
    }

    // swiftlint:disable:next force_try
    private static let pattern = try! NSRegularExpression(
        pattern: "\\b(?:section|sect\\.|sec\\.)(?:\\s*(?:no\\.?|#)\\s*|\\s+)(\\d{1,4}|[A-Z]\\d{0,3})(?![\\w.-]|:\\d)", options: [.caseInsensitive])
}
