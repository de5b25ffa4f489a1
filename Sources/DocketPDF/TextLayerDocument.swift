import DocketCore
import Foundation
import PopplerTextLayer

/// Owns one document opened by the text-layer reader (`PopplerTextLayer`, over Poppler's core): page
/// sizes, each page's characters with their boxes, the creation date. Not thread-safe: each thread
/// opens its own over the same bytes.
final class TextLayerDocument {
    private let pointer: OpaquePointer

    /// Opens a PDF from bytes that must outlive the document (Poppler reads them lazily).
    init(bytes base: UnsafeRawPointer, count: Int, name: String) throws {
        var result = DocketTextLayerOpened
        guard let document = docket_text_layer_open(base, count, &result) else {
            // The reasons poppler-glib gives for the same failures.
            switch result {
            case DocketTextLayerEncrypted: throw DocketError.encrypted(file: name)
            case DocketTextLayerDamaged: throw DocketError.damaged(file: name, reason: "PDF document is damaged")
            case DocketTextLayerBadCatalog: throw DocketError.damaged(file: name, reason: "Failed to read the document catalog")
            default: throw DocketError.damaged(file: name, reason: "Failed to load document")
            }
        }
        pointer = document
    }

    deinit {
        docket_text_layer_close(pointer)
    }

    var pageCount: Int { Int(docket_text_layer_page_count(pointer)) }

    /// The document information's creation date; nil when the file states none.
    var creationDate: Date? {
        let seconds = docket_text_layer_creation_date(pointer)
        return seconds > 0 ? Date(timeIntervalSince1970: TimeInterval(seconds)) : nil
    }

    /// Width and height in points of the page at a 0-based index; nil when its page object cannot be loaded.
    func pageSize(at index: Int) -> (width: Double, height: Double)? {
        var width = 0.0, height = 0.0
        guard docket_text_layer_page_size(pointer, Int32(index), &width, &height) != 0 else { return nil }
        return (width, height)
    }

    /// The page's text layer in reading order with the box of each Unicode scalar, top-left origin;
    /// nil when its page object cannot be loaded.
    func glyphs(at index: Int) -> (text: String, boxes: [BoundingBox])? {
        var page = DocketTextLayerPage()
        guard docket_text_layer_read_page(pointer, Int32(index), &page) != 0 else { return nil }
        defer { docket_text_layer_free_page(&page) }
        guard page.count > 0, let scalars = page.scalars, let boxes = page.boxes else { return ("", []) }
        var text = String.UnicodeScalarView()
        var read: [BoundingBox] = []
        read.reserveCapacity(page.count)
        for index in 0..<page.count {
            // The reader gives valid scalars only (U+FFFD for the rest).
            text.append(Unicode.Scalar(scalars[index]) ?? "\u{FFFD}")
            let box = boxes[index]
            read.append(BoundingBox(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1))
        }
        return (String(text), read)
    }
}
