import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the folder watch reports.
public enum FolderEvent: Equatable, Sendable {
    /// A file was closed after writing, or renamed into the folder.
    case arrived(String)
    /// The kernel's event queue overflowed: events were lost, rescan.
    case overflow
}

#if os(Linux)
/// An inotify watch on one folder for IN_CLOSE_WRITE | IN_MOVED_TO (and IN_Q_OVERFLOW), non-blocking:
/// `fd` goes into poll(), `read()` drains what is queued.
public final class InotifyWatch {
    public let fd: Int32
    private let watch: Int32

    public init?(folder: String) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_Q_OVERFLOW)
        let watch = inotify_add_watch(fd, folder, mask)
        guard watch >= 0 else { close(fd); return nil }
        self.fd = fd
        self.watch = watch
    }

    deinit {
        close(fd)
    }

    /// Every event queued now (none when the queue is empty).
    public func read() -> [FolderEvent] {
        var events: [FolderEvent] = []
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = Glibc.read(fd, buffer, size)
            if count <= 0 { break }  // EAGAIN: drained
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    events.append(.overflow)
                } else if event.len > 0 {
                    let namePointer = (buffer + offset + header).assumingMemoryBound(to: CChar.self)
                    events.append(.arrived(String(cString: namePointer)))
                }
                offset += header + Int(event.len)
            }
        }
        return events
    }
}
#endif
