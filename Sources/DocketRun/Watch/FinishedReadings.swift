import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Readings finished on the watcher's reading threads, handed to its loop: a locked list, plus a
/// pipe whose read end (`fd`) is readable while something waits, so the loop's poll() wakes at once.
final class FinishedReadings: @unchecked Sendable {
    /// One file's reading: its outputs written, or why not.
    struct Reading: Sendable {
        enum Result: Sendable {
            /// Every output is written (atomically).
            case written
            /// The document could not be read: the one-line reason.
            case unreadable(String)
            /// An output could not be written (OUTBOX full or gone): not the document's fault.
            case outputFailed(WatchFileError)
        }

        var name: String
        var result: Result
    }

    let fd: Int32
    private let writeEnd: Int32
    private let lock = NSLock()
    private var waiting: [Reading] = []

    init() throws {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw WatchFileError(path: "pipe", operation: "create", code: errno) }
        fd = fds[0]
        writeEnd = fds[1]
        for end in fds {
            _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
    }

    deinit {
        close(fd)
        close(writeEnd)
    }

    /// Called on a reading thread.
    func post(_ reading: Reading) {
        lock.lock()
        waiting.append(reading)
        lock.unlock()
        // A full pipe already holds a wake-up: nothing is lost when this write fails.
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Everything finished so far, in the order it finished.
    func take() -> [Reading] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(fd, &buffer, buffer.count) > 0 {}
        lock.lock()
        defer { lock.unlock() }
        let readings = waiting
        waiting.removeAll()
        return readings
    }
}
