import CZip
import DocketCore
import Foundation

/// A ZIP archive opened from memory with libzip, read-only, whose entries are read with size bounds.
///
/// It owns a copy of the bytes and the `zip_t*` and releases both in `deinit`. Every read is bounded
/// twice: by the size the archive states (`zip_stat`) before anything is allocated, and by counting
/// the bytes that actually come out of `zip_fread`, since a header can lie about what a deflate
/// stream inflates to. Reads are also bounded in total across the archive.
///
/// Not thread-safe: make one per document.
package final class ZipArchive {
    /// The input's name, for messages.
    package let fileName: String
    /// The most one entry may inflate to.
    package let maximumEntrySize: Int
    /// The most all entries read from this archive may inflate to together.
    package let maximumTotalSize: Int
    /// Bytes inflated so far, over all reads.
    package private(set) var totalRead = 0

    private let archive: OpaquePointer
    private let buffer: UnsafeMutableRawBufferPointer
    private static let chunkSize = 64 << 10

    package init(data: Data, fileName: String, maximumEntrySize: Int, maximumTotalSize: Int) throws {
        guard !data.isEmpty else {
            throw DocketError.corruptArchive(file: fileName, reason: "no bytes")
        }
        // libzip reads from this buffer for as long as the archive is open; Data's storage has no
        // stable address outside a closure, so the archive keeps its own copy.
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        data.copyBytes(to: buffer)

        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_buffer_create(buffer.baseAddress, UInt64(buffer.count), 0, &error) else {
            buffer.deallocate()
            throw DocketError.corruptArchive(file: fileName, reason: String(cString: zip_error_strerror(&error)))
        }
        guard let archive = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) else {
            // On failure the source still belongs to the caller.
            zip_source_free(source)
            buffer.deallocate()
            throw DocketError.corruptArchive(file: fileName, reason: String(cString: zip_error_strerror(&error)))
        }
        self.archive = archive
        self.buffer = buffer
        self.fileName = fileName
        self.maximumEntrySize = maximumEntrySize
        self.maximumTotalSize = maximumTotalSize
    }

    deinit {
        // Read-only: nothing to write back; this closes and frees the archive and its source.
        zip_discard(archive)
        buffer.deallocate()
    }

    /// The names of all entries, in the order of the central directory.
    package var entryNames: [String] {
        let count = zip_get_num_entries(archive, 0)
        guard count > 0 else { return [] }
        return (0..<UInt64(count)).compactMap { index in
            zip_get_name(archive, index, 0).map { String(cString: $0) }
        }
    }

    /// Whether an entry has this name (compared exactly, then ignoring case, as OPC part names are).
    package func contains(_ name: String) -> Bool {
        index(of: name) != nil
    }

    private func index(of name: String) -> UInt64? {
        let exact = zip_name_locate(archive, name, 0)
        if exact >= 0 { return UInt64(exact) }
        let folded = zip_name_locate(archive, name, zip_flags_t(ZIP_FL_NOCASE))
        return folded >= 0 ? UInt64(folded) : nil
    }

    /// The inflated bytes of an entry, or nil when there is no such entry.
    ///
    /// Throws ``DocketError/decompressedTooLarge(file:part:bytes:limit:)`` when the entry states, or
    /// turns out to have, more than ``maximumEntrySize`` bytes, or would take the total past
    /// ``maximumTotalSize``; ``DocketError/corruptArchive(file:reason:)`` when libzip cannot inflate it.
    package func read(_ name: String) throws -> [UInt8]? {
        guard let index = index(of: name) else { return nil }

        var stat = zip_stat_t()
        zip_stat_init(&stat)
        guard zip_stat_index(archive, index, 0, &stat) == 0 else {
            throw DocketError.corruptArchive(file: fileName, reason: "\(name): \(archiveError)")
        }
        let remaining = max(0, maximumTotalSize - totalRead)
        if stat.valid & UInt64(ZIP_STAT_SIZE) != 0 {
            let stated = Int(clamping: stat.size)
            if stated > maximumEntrySize {
                throw DocketError.decompressedTooLarge(file: fileName, part: name, bytes: stated, limit: maximumEntrySize)
            }
            if stated > remaining {
                throw DocketError.decompressedTooLarge(file: fileName, part: name, bytes: totalRead + stated,
                                                       limit: maximumTotalSize)
            }
        }

        guard let file = zip_fopen_index(archive, index, 0) else {
            throw DocketError.corruptArchive(file: fileName, reason: "\(name): \(archiveError)")
        }
        defer { zip_fclose(file) }

        // Never trust the stated size: read in chunks and stop one byte past the bound.
        let bound = min(maximumEntrySize, remaining)
        var bytes: [UInt8] = []
        if stat.valid & UInt64(ZIP_STAT_SIZE) != 0 {
            bytes.reserveCapacity(min(Int(clamping: stat.size), bound))
        }
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let wanted = min(Self.chunkSize, bound + 1 - bytes.count)
            let got = chunk.withUnsafeMutableBytes { raw -> Int64 in
                guard let base = raw.baseAddress else { return -1 }
                return zip_fread(file, base, UInt64(wanted))
            }
            if got < 0 {
                throw DocketError.corruptArchive(file: fileName, reason: "\(name): \(String(cString: zip_file_strerror(file)))")
            }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[0..<Int(got)])
            if bytes.count > maximumEntrySize {
                throw DocketError.decompressedTooLarge(file: fileName, part: name, bytes: bytes.count, limit: maximumEntrySize)
            }
            if bytes.count > remaining {
                throw DocketError.decompressedTooLarge(file: fileName, part: name, bytes: totalRead + bytes.count,
                                                       limit: maximumTotalSize)
            }
        }
        totalRead += bytes.count
        return bytes
    }

    private var archiveError: String {
        zip_get_error(archive).map { String(cString: zip_error_strerror($0)) } ?? "unknown libzip error"
    }
}
