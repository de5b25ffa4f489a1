#if DEBUG
import Docket
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A test-only way to make a worker misbehave on a chosen input; compiled into debug builds only,
/// so a release `docket` has no such switch.
///
/// `DOCKET_TEST_WORKER_FAULT` holds comma-separated `KIND:FILE` pairs, FILE being the input's last
/// path component: `hang:slow.txt,crash:bad.pdf,crash@2:scan.pdf`. Kinds:
/// - `crash`: raise SIGSEGV before reading; `crash@N`: raise it when the reader starts page N;
/// - `hang`: sleep forever; `memory`: touch memory 16 MB at a time until killed (at most 16 GB, then
///   sleep); `exit`: exit with status 3.
enum WorkerFault: Equatable {
    case crash
    case crashOnPage(Int)
    case hang
    case memory
    case exit

    static let variable = "DOCKET_TEST_WORKER_FAULT"

    /// The fault set for an input, if any.
    static func configured(for name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> WorkerFault? {
        guard let value = environment[variable] else { return nil }
        let file = (name as NSString).lastPathComponent
        for pair in value.split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[1] == file else { continue }
            return WorkerFault(kind: parts[0])
        }
        return nil
    }

    init?(kind: String) {
        switch kind {
        case "crash": self = .crash
        case "hang": self = .hang
        case "memory": self = .memory
        case "exit": self = .exit
        default:
            guard kind.hasPrefix("crash@"), let page = Int(kind.dropFirst("crash@".count)), page > 0 else { return nil }
            self = .crashOnPage(page)
        }
    }

    /// Strikes now, before the document is read (all kinds but `crash@N`).
    func strike() {
        switch self {
        case .crash: Self.segfault()
        case .crashOnPage: return
        case .hang: Self.sleepForever()
        case .memory: Self.eatMemory()
        case .exit: Glibc.exit(3)
        }
    }

    /// Strikes `crash@N` when page N starts, after the page was reported, as a crash inside a reader would.
    func strike(at event: ReadingProgress.Event) {
        if case .crashOnPage(let page) = self, event == .started(page: page) {
            Self.segfault()
        }
    }

    private static func segfault() {
        signal(SIGSEGV, SIG_DFL)
        raise(SIGSEGV)
    }

    private static func sleepForever() -> Never {
        while true { sleep(3600) }
    }

    private static func eatMemory() -> Never {
        let chunk = 16 << 20
        var held: [UnsafeMutableRawPointer] = []
        while held.count < 1024, let block = malloc(chunk) {
            memset(block, 1, chunk)
            held.append(block)
            usleep(5_000)
        }
        sleepForever()
    }
}
#endif
