import Foundation

/// Where a line writes a web address ("https://example.edu/2019/10/24/story") or a Markdown link's
/// target ("[notes](refs/Smith_1989.pdf)"): its words there name a file or a page, so a year or a date
/// in them is not one the page states. A site generator's placeholder in a target ("({{ site.baseurl
/// }}/hw/Lab1.R)") is part of the address, spaces and all. So is an e-mail address ("jdoe2023@example.edu"):
/// the digits in it are someone's, not the page's year.
enum WebAddresses {
    static func ranges(in text: String) -> [Range<String.Index>] {
        guard text.includes("://") || text.includes("](") || text.includes("@") else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { Range($0.range, in: text) }
    }

    // swiftlint:disable:next force_try
    private static let pattern = try! NSRegularExpression(pattern: "\\]\\((?:\\{\\{[^}\\n]*\\}\\}|[^)\\s])*\\)|[a-z][a-z0-9+.-]*://\\S+|[a-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)+", options: [.caseInsensitive])
}
