import Foundation

/// One long-lived thread that starts every worker of a pool.
///
/// Linux delivers a child's death signal (`PR_SET_PDEATHSIG`) when the *thread* that spawned it
/// exits, not the process. Batch and watcher threads come and go, so spawning from them would kill
/// healthy workers; spawning from this thread ties each worker's life to the pool's.
final class SpawnThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var stopped = false

    init() {
        let thread = Thread { [self] in serve() }
        thread.name = "docket-worker-spawner"
        thread.start()
    }

    /// Starts a worker on the spawning thread and waits for it.
    func spawn(executable: String) throws -> WorkerProcess {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        condition.lock()
        guard !stopped else {
            condition.unlock()
            throw StoppedError()
        }
        jobs.append {
            outcome.result = Result { try WorkerProcess.spawn(executable: executable) }
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        guard let result = outcome.result else { throw StoppedError() }
        return try result.get()
    }

    /// Ends the thread once the jobs queued so far are done.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func serve() {
        condition.lock()
        while true {
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty { break }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
            condition.lock()
        }
        condition.unlock()
    }

    private final class Outcome: @unchecked Sendable {
        var result: Result<WorkerProcess, any Error>?
    }

    struct StoppedError: Error, CustomStringConvertible {
        var description: String { "the worker pool was shut down" }
    }
}
