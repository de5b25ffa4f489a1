import CHeif
import CLeptonica
import DocketCore
import Foundation

/// Decodes the primary image of a HEIC/HEIF photo (what an iPhone saves) with libheif into a
/// Leptonica image, checking its size before decoding.
///
/// libheif applies the photo's rotation and mirroring (`irot`, `imir`) as it decodes, so the
/// image comes out as the camera app shows it; the OCR's own orientation check still runs. Every
/// libheif object is released on every path.
enum HEIFDecoder {
    static func decode(_ input: InputDocument, limits: ImageLimits,
                       check: (Int, Int) throws -> Void) throws -> LeptonicaImage {
        guard let context = heif_context_alloc() else {
            throw DocketError.damaged(file: input.name, reason: "cannot create a HEIF decoder (out of memory)")
        }
        defer { heif_context_free(context) }
        let bytes = [UInt8](input.data)
        return try bytes.withUnsafeBytes { raw -> LeptonicaImage in
            var error = heif_context_read_from_memory_without_copy(context, raw.baseAddress, raw.count, nil)
            try Self.require(error, file: input.name, doing: "read the HEIF container")
            var handle: OpaquePointer?
            error = heif_context_get_primary_image_handle(context, &handle)
            try Self.require(error, file: input.name, doing: "find the primary image")
            guard let handle else { throw DocketError.damaged(file: input.name, reason: "HEIF file without a primary image") }
            defer { heif_image_handle_release(handle) }
            try check(Int(heif_image_handle_get_width(handle)), Int(heif_image_handle_get_height(handle)))

            var image: OpaquePointer?
            error = heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGB, nil)
            try Self.require(error, file: input.name, doing: "decode the image")
            guard let image else { throw DocketError.damaged(file: input.name, reason: "libheif decoded no image") }
            defer { heif_image_release(image) }
            let width = Int(heif_image_get_width(image, heif_channel_interleaved))
            let height = Int(heif_image_get_height(image, heif_channel_interleaved))
            try check(width, height)
            var stride: Int32 = 0
            guard let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride) else {
                throw DocketError.damaged(file: input.name, reason: "libheif gave no pixels")
            }
            return try Self.pix(from: plane, width: width, height: height, stride: Int(stride), file: input.name)
        }
    }

    /// Copies interleaved 8-bit RGB into a 32-bit Leptonica image (`0xRRGGBB00` words).
    private static func pix(from plane: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
                            file: String) throws -> LeptonicaImage {
        // Owned at once, so it is freed on every path.
        guard let image = LeptonicaImage(taking: pixCreate(Int32(width), Int32(height), 32)),
              let data = pixGetData(image.pointer) else {
            throw DocketError.damaged(file: file, reason: "cannot allocate a \(width)x\(height) image")
        }
        let wordsPerLine = Int(pixGetWpl(image.pointer))
        for y in 0..<height {
            let row = plane + y * stride
            let words = data + y * wordsPerLine
            for x in 0..<width {
                let red = UInt32(row[3 * x]), green = UInt32(row[3 * x + 1]), blue = UInt32(row[3 * x + 2])
                words[x] = red << 24 | green << 16 | blue << 8
            }
        }
        return image
    }

    private static func require(_ error: heif_error, file: String, doing what: String) throws {
        guard error.code != heif_error_Ok else { return }
        // libheif's messages may span lines; an error is one line.
        let message = (error.message.map { String(cString: $0) } ?? "error \(error.code.rawValue)")
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        throw DocketError.damaged(file: file, reason: "libheif cannot \(what): \(message)")
    }
}
