/// A document format Docket can read, as decided from the bytes by a ``Detector``.
public enum Format: String, Codable, Sendable, CaseIterable {
    case pdf
    case docx
    /// OpenDocument text (LibreOffice's `.odt`).
    case odt
    /// A web page: a saved course site or LMS page.
    case html
    /// A web archive (MHTML): a saved page and its resources in one MIME message.
    case mhtml
    /// Rich Text Format.
    case rtf
    /// PowerPoint (`.pptx`): a page per slide.
    case pptx
    /// Legacy Word 97–2003 (`.doc`), an OLE2 compound file with a `WordDocument` stream.
    case doc
    case png
    case jpeg
    case tiff
    case webp
    case gif
    case bmp
    /// HEIC/HEIF, what an iPhone saves a photo as.
    case heic
    case text

    /// Formats that hold a raster image and are read by OCR.
    public var isImage: Bool {
        switch self {
        case .png, .jpeg, .tiff, .webp, .gif, .bmp, .heic: return true
        case .pdf, .docx, .odt, .html, .mhtml, .rtf, .doc, .pptx, .text: return false
        }
    }
}
