/// Where a page's text came from.
public enum TextOrigin: String, Codable, Sendable {
    /// The PDF's own text layer.
    case textLayer
    /// Optical character recognition of a rendered page or an image.
    case ocr
    /// The markup of a word-processor file (DOCX).
    case markup
    /// A plain text or Markdown file, as written.
    case plainText
}
