import Foundation

/// The worker pool's shared state under one condition variable: free slots, idle workers, the
/// documents in hand and the watchdog that enforces their limits.
final class PoolState: @unchecked Sendable {
    /// One document in a worker's hands.
    final class Job: @unchecked Sendable {
        enum KillReason { case timeout, memory }

        let worker: WorkerProcess
        let deadline: TimeInterval?
        /// Set (under the pool's lock) by the watchdog when it kills the worker; read by the
        /// dispatching thread after ``PoolState/end(_:)``.
        fileprivate(set) var killReason: KillReason?

        init(worker: WorkerProcess, deadline: TimeInterval?) {
            self.worker = worker
            self.deadline = deadline
        }
    }

    enum Acquired {
        case closed
        case idle(WorkerProcess)
        /// A free slot without a running worker: the caller starts one.
        case empty
    }

    private let condition = NSCondition()
    private let limits: DocumentLimits
    private var freeSlots: Int
    private var slots: Int
    private var closed = false
    private var jobs: [ObjectIdentifier: Job] = [:]
    /// Started workers waiting for a document; only touched under the lock (and by `init` before
    /// any other thread can see it).
    var idle: [WorkerProcess] = []

    init(slots: Int, limits: DocumentLimits) {
        self.slots = slots
        freeSlots = slots
        self.limits = limits
    }

    var isClosed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return closed
    }

    var idleWorkerIDs: [pid_t] {
        condition.lock()
        defer { condition.unlock() }
        return idle.map(\.pid)
    }

    /// Waits for a free slot.
    func acquire() -> Acquired {
        condition.lock()
        defer { condition.unlock() }
        while freeSlots == 0 && !closed { condition.wait() }
        if closed { return .closed }
        freeSlots -= 1
        return idle.popLast().map(Acquired.idle) ?? .empty
    }

    /// Gives a slot back, with its worker when that is still alive.
    func release(_ worker: WorkerProcess?) {
        condition.lock()
        if let worker { idle.append(worker) }
        freeSlots += 1
        condition.broadcast()
        condition.unlock()
    }

    /// The document was sent: from now on the watchdog keeps an eye on it.
    func begin(_ worker: WorkerProcess) -> Job {
        let job = Job(worker: worker, deadline: limits.timeout.map { ProcessInfo.processInfo.systemUptime + $0 })
        condition.lock()
        jobs[ObjectIdentifier(job)] = job
        condition.broadcast()
        condition.unlock()
        return job
    }

    /// The worker answered or died: the watchdog lets go of it, so it can no longer kill it.
    func end(_ job: Job) {
        condition.lock()
        jobs[ObjectIdentifier(job)] = nil
        condition.broadcast()
        condition.unlock()
    }

    /// Refuses new documents, waits for those in hand, and hands back the idle workers to stop.
    func close() -> [WorkerProcess] {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
        while freeSlots < slots { condition.wait() }
        let workers = idle
        idle = []
        return workers
    }

    /// The watchdog's loop: every ``WorkerPool/watchInterval`` while documents are in hand, kill
    /// the workers over their limits; sleep while there are none. Ends when the pool closes.
    func watch() {
        condition.lock()
        defer { condition.unlock() }
        while !closed {
            if jobs.isEmpty {
                condition.wait()
                continue
            }
            let now = ProcessInfo.processInfo.systemUptime
            for job in jobs.values where job.killReason == nil {
                if let deadline = job.deadline, now >= deadline {
                    job.killReason = .timeout
                } else if let limit = limits.memoryMB, let resident = job.worker.residentMegabytes(), resident > limit {
                    job.killReason = .memory
                }
                if job.killReason != nil { job.worker.kill() }
            }
            _ = condition.wait(until: Date(timeIntervalSinceNow: WorkerPool.watchInterval))
        }
    }
}
