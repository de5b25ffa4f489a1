import CPoppler
import DocketCore
import DocketOCR

/// Owns one poppler-glib `PopplerPage`: whether it shows pictures, and rendering for OCR. (Its text
/// layer is read through ``TextLayerDocument``.)
final class PopplerPage {
    private let pointer: OpaquePointer

    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Width and height in points.
    var size: (width: Double, height: Double) {
        var width = 0.0, height = 0.0
        poppler_page_get_size(pointer, &width, &height)
        return (width, height)
    }

    /// Whether the page draws any raster image (a scan, or text pasted as a picture).
    var hasImages: Bool {
        guard let mapping = poppler_page_get_image_mapping(pointer) else { return false }
        poppler_page_free_image_mapping(mapping)
        return true
    }

    /// Renders the page on white at `resolution` dots per inch into an 8-bit gray raster.
    func render(resolution: Int) -> GrayImage? {
        let (widthPoints, heightPoints) = size
        let scale = Double(resolution) / 72
        let width = Int((widthPoints * scale).rounded(.up)), height = Int((heightPoints * scale).rounded(.up))
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else { return nil }
        // Cairo starts transparent (black in RGB24); paint the paper white before the page.
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        cairo_scale(context, scale, scale)
        poppler_page_render_for_printing(pointer, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 255, count: width * height)
        pixels.withUnsafeMutableBufferPointer { gray in
            data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { argb in
                for y in 0..<height {
                    let row = y * stride / 4
                    for x in 0..<width {
                        // RGB24 is native-endian 0x00RRGGBB.
                        let pixel = argb[row + x]
                        let red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
                        gray[y * width + x] = UInt8((red * 299 + green * 587 + blue * 114) / 1000)
                    }
                }
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels, resolution: resolution)
    }
}
