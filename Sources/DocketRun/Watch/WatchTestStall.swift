#if DEBUG
import Foundation

/// Test-only, compiled into debug builds alone: `DOCKET_TEST_WATCH_STALL=NAME` makes the reading of
/// inbox file NAME sleep `DOCKET_TEST_WATCH_STALL_SECONDS` (default 3600) before it starts, standing
/// in for a document that hangs a reader, so tests can kill the watcher while it is on that file or
/// watch the rest of the inbox go past it.
enum WatchTestStall {
    static func pauseIfAsked(for name: String) {
        let environment = ProcessInfo.processInfo.environment
        guard let stalled = environment["DOCKET_TEST_WATCH_STALL"], stalled == name else { return }
        Thread.sleep(forTimeInterval: environment["DOCKET_TEST_WATCH_STALL_SECONDS"].flatMap(Double.init) ?? 3600)
    }
}
#endif
