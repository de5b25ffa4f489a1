import CPoppler
import DocketCore
import Foundation
import PopplerTextLayer

/// Owns one poppler-glib `PopplerDocument`, opened for the pages that need a picture check or OCR
/// (rendering lives in poppler-glib). Not thread-safe: each thread opens its own over the same bytes.
final class PopplerDocument {
    private let pointer: OpaquePointer
    private let bytes: OpaquePointer

    /// Opens a PDF from bytes that must outlive the document (Poppler reads them lazily).
    init(bytes base: UnsafeRawPointer, count: Int, name: String) throws {
        // Poppler's process-wide state is set up by the text-layer reader, before poppler-glib
        // would, so that the two never race to create it.
        docket_text_layer_initialize()
        guard let bytes = g_bytes_new_static(base, gsize(count)) else {
            throw DocketError.unreadable(file: name, reason: "out of memory")
        }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            g_bytes_unref(bytes)
            defer { if error != nil { g_error_free(error) } }
            if let error, error.pointee.domain == poppler_error_quark(),
               error.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue) {
                throw DocketError.encrypted(file: name)
            }
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "Poppler cannot open it"
            throw DocketError.damaged(file: name, reason: message)
        }
        self.pointer = document
        self.bytes = bytes
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
        g_bytes_unref(bytes)
    }

    /// The page at a 0-based index.
    func page(at index: Int) -> PopplerPage? {
        poppler_document_get_page(pointer, Int32(index)).map(PopplerPage.init(taking:))
    }
}
