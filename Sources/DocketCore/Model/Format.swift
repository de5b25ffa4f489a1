/// A document format Docket can read, as decided from the bytes by a ``Detector``.
public enum Format: String, Codable, Sendable, CaseIterable {
    case pdf
    case docx
    case png
    case jpeg
    case tiff
    case text

    /// Formats that hold a raster image and are read by OCR.
    public var isImage: Bool {
        switch self {
        case .png, .jpeg, .tiff: return true
        case .pdf, .docx, .text: return false
        }
    }
}
