import Foundation

/// A document's text in one model whatever its format: pages of lines in reading order.
///
/// Every stage after text extraction reads this and nothing else, so it is format-blind.
public struct Document: Codable, Sendable, Equatable {
    /// What the user called the input (a path, or "-" for standard input).
    public var source: String
    public var format: Format
    public var pages: [Page]
    /// Things the reader should know that did not stop extraction (a page that could not be OCR'd…).
    public var warnings: [String]
    /// When the file says it was made (a PDF's metadata), if it says. Only a hint, for the year of a
    /// document whose dates are written without one: a syllabus is made shortly before its term.
    public var created: Date?

    public init(source: String, format: Format, pages: [Page], warnings: [String] = [], created: Date? = nil) {
        self.source = source
        self.format = format
        self.pages = pages
        self.warnings = warnings
        self.created = created
    }

    /// The pages' text, separated by form feeds as `pdftotext` does.
    public var text: String { pages.map(\.text).joined(separator: "\n\u{0C}") }

    /// Numbers of the pages read by OCR.
    public var ocrPages: [Int] { pages.filter { $0.origin == .ocr }.map(\.number) }
}
