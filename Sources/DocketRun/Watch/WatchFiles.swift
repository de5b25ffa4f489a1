import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File operations the watcher needs: which names count, stat, atomic writes, moves without clobbering.
public enum WatchFiles {
    /// Prefix of the watcher's own temporary files (in OUTBOX and `.failed/`), removed at start-up.
    public static let temporaryPrefix = ".docket-tmp-"

    /// Hidden files (`.done/`, `.failed/`, the journal among them) and editors' and browsers'
    /// temporary files are not documents.
    public static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasPrefix("~$") || name.hasSuffix("~") || name.hasSuffix(".swp")
            || name.hasSuffix(".tmp") || name.hasSuffix(".part") || name.hasSuffix(".crdownload")
    }

    /// Size and modification time (ns) of a regular file; nil when it is gone or not a regular file.
    public struct Signature: Equatable, Sendable {
        public var size: Int64
        public var mtime: Int64
    }

    public static func signature(_ path: String) -> Signature? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        let mtime = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        let mtime = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        return Signature(size: Int64(info.st_size), mtime: mtime)
    }

    /// The document names now in `folder` (not recursive), sorted.
    public static func scan(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { !isIgnored($0) && signature((folder as NSString).appendingPathComponent($0)) != nil }
            .sorted()
    }

    /// Writes `data` to a temporary name in the target's folder, fsyncs it, renames it over the
    /// target and fsyncs the folder: readers see the old file or the whole new one, never a part.
    public static func writeAtomically(_ data: Data, to path: String) throws(WatchFileError) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(temporaryPrefix + UUID().uuidString)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WatchFileError(path: temporary, operation: "create", code: errno) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw WatchFileError(path: path, operation: "write", code: failure)
        }
        syncFolder(folder)
    }

    /// Renames `source` to `destination` (same file system) and fsyncs both folders.
    public static func move(_ source: String, to destination: String) throws {
        guard rename(source, destination) == 0 else { throw WatchFileError(path: source, operation: "move", code: errno) }
        syncFolder((destination as NSString).deletingLastPathComponent)
        syncFolder((source as NSString).deletingLastPathComponent)
    }

    static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd >= 0 { fsync(fd); close(fd) }
    }

    /// `folder/name`, or `folder/stem-2.ext`, `-3`, … when that is taken (by a file or by `reserved`).
    public static func unique(_ name: String, in folder: String, reserved: Set<String> = []) -> String {
        let stem = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        var candidate = name
        var counter = 2
        while true {
            let path = (folder as NSString).appendingPathComponent(candidate)
            if !reserved.contains(path) && !FileManager.default.fileExists(atPath: path) { return path }
            candidate = ext.isEmpty ? "\(stem)-\(counter)" : "\(stem)-\(counter).\(ext)"
            counter += 1
        }
    }

    /// Deletes the watcher's temporary files left in `folder` by a crash; returns how many.
    @discardableResult
    public static func removeTemporaries(in folder: String) -> Int {
        var count = 0
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(temporaryPrefix) {
            if unlink((folder as NSString).appendingPathComponent(name)) == 0 { count += 1 }
        }
        return count
    }
}

public struct WatchFileError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var operation: String
    public var code: Int32
    public var description: String { "\(path): cannot \(operation): \(String(cString: strerror(code)))" }
}
