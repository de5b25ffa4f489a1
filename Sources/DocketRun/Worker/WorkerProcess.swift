import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The pool's handle on one running worker: its process id and its end of the socket.
final class WorkerProcess {
    let pid: pid_t
    let channel: FrameChannel
    private var reaped = false

    enum SpawnError: Error, CustomStringConvertible {
        case socket(Int32)
        case spawn(String, Int32)

        var description: String {
            switch self {
            case .socket(let code): return "socketpair: \(String(cString: strerror(code)))"
            case .spawn(let path, let code): return "cannot start \(path): \(String(cString: strerror(code)))"
            }
        }
    }

    private init(pid: pid_t, channel: FrameChannel) {
        self.pid = pid
        self.channel = channel
    }

    /// Starts `executable worker --parent PID` with one end of a socket pair as its standard input
    /// and output. Call it from the pool's spawning thread: the worker's death signal is tied to the
    /// thread that spawned it.
    static func spawn(executable: String) throws -> WorkerProcess {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw SpawnError.socket(errno)
        }
        let (mine, theirs) = (ends[0], ends[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies; every other descriptor of ours stays behind.
        posix_spawn_file_actions_adddup2(&actions, theirs, 0)
        posix_spawn_file_actions_adddup2(&actions, theirs, 1)

        let arguments = ["docket", "worker", "--parent", String(getpid())]
        // A crash is reported in one line by the pool; Swift's backtracer would spend seconds on it.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(theirs)
        guard status == 0 else {
            close(mine)
            throw SpawnError.spawn(executable, status)
        }
        return WorkerProcess(pid: pid, channel: FrameChannel(descriptor: mine))
    }

    /// Resident memory in MB, from `/proc/PID/statm`; nil when it cannot be read.
    func residentMegabytes() -> Int? {
        let descriptor = open("/proc/\(pid)/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let fields = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return (pages * Int(sysconf(Int32(_SC_PAGESIZE)))) >> 20
    }

    /// SIGKILL, unless the process was already reaped (its id may belong to another process by then).
    func kill() {
        guard !reaped else { return }
        Glibc.kill(pid, SIGKILL)
    }

    enum Exit {
        case status(Int32)
        case signal(Int32)
    }

    /// Waits for the process to end, closes the socket, and says how it ended.
    @discardableResult
    func reap() -> Exit {
        close(channel.descriptor)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
        // WIFSIGNALED / WTERMSIG / WEXITSTATUS are macros; this is what they compute.
        let signal = status & 0x7f
        return signal != 0 ? .signal(signal) : .status((status >> 8) & 0xff)
    }
}
