import Foundation

/// Cross-references of reStructuredText and MyST (the Markdown of Jupyter Book and Sphinx sites) read
/// as their labels: "{doc}`Lab 3 <../labs/lab3>`" is "Lab 3", ":ref:`grading`" is
/// "grading", "`Syllabus <syllabus.html>`_" is "Syllabus". The target is an address, not words of the
/// line; left in, it ends up in titles and hides the words around it ("Work on Lab 3").
enum CrossReferences {
    private static let labelled = pattern("(?:\\{[a-z][a-z-]*\\}|:[a-z][a-z-]*:)`([^`<]*?)\\s*<[^`>]*>`")
    private static let bare = pattern("(?:\\{[a-z][a-z-]*\\}|:[a-z][a-z-]*:)`([^`]*)`")
    private static let link = pattern("`([^`<]+?)\\s*<[^`>\\s]+>`_{1,2}")

    /// The text with each cross-reference replaced by its label (or, without one, its target's words).
    static func labels(in text: String) -> String {
        var result = text
        for expression in [labelled, bare, link] {
            guard let expression else { continue }
            result = expression.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "$1")
        }
        return result
    }

    private static func pattern(_ source: String) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: source, options: [])
    }
}
