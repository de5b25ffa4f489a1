import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGTERM and SIGINT as a file descriptor for poll(). The signals are ignored as signals and
/// delivered by Dispatch, whose handler writes a byte to a pipe, so no work happens in a signal
/// handler and the watcher's loop sees the request the next time it wakes.
final class StopSignal {
    /// Readable once a stop was asked for; -1 when the pipe could not be made (stops then never come).
    let fd: Int32
    private let writeEnd: Int32
    private var sources: [any DispatchSourceSignal] = []
    private(set) var requested = false

    init() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            fd = -1
            writeEnd = -1
            return
        }
        fd = fds[0]
        writeEnd = fds[1]
        for end in fds {
            // Worker processes started by the watcher must not inherit the pipe; neither end may block.
            _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        let writeEnd = self.writeEnd
        for number in [SIGTERM, SIGINT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                var byte: UInt8 = 1
                _ = write(writeEnd, &byte, 1)
            }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        for source in sources { source.cancel() }
        if fd >= 0 { close(fd) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// Whether a stop has been asked for (reading what the handler wrote).
    func check() -> Bool {
        guard !requested, fd >= 0 else { return requested }
        var byte: UInt8 = 0
        if read(fd, &byte, 1) == 1 { requested = true }
        return requested
    }
}
