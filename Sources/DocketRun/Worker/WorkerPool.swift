import Docket
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Long-lived `docket worker` processes that read documents under per-document limits, so a file
/// that hangs, eats memory or crashes a C library costs its own result and nothing else.
///
/// Each call to ``process(_:)-(String)`` takes a free worker (blocking while all are busy), sends
/// it the document, and waits for the result. A watchdog thread SIGKILLs a worker that runs past
/// ``DocumentLimits/timeout`` or whose resident memory passes ``DocumentLimits/memoryMB`` (read
/// from `/proc/PID/statm` every 25 ms); a worker that dies for any reason is replaced by a fresh
/// one. Workers die with this process (see ``WorkerService``).
public final class WorkerPool: @unchecked Sendable {
    public let size: Int
    public let settings: WorkerSettings
    public let limits: DocumentLimits
    private let executable: String
    private let spawner = SpawnThread()
    private let state: PoolState

    /// How often the watchdog looks at the busy workers.
    static let watchInterval: TimeInterval = 0.025

    /// Starts `size` workers.
    /// - Parameter executable: the `docket` binary to run as `docket worker`; nil: this process's own
    ///   (`/proc/self/exe`), which is what the command line wants and a test process does not.
    public init(size: Int, settings: WorkerSettings, limits: DocumentLimits, executable: String? = nil) throws {
        self.size = max(1, size)
        self.settings = settings
        self.limits = limits
        self.executable = executable ?? "/proc/self/exe"
        state = PoolState(slots: self.size, limits: limits)
        do {
            for _ in 0..<self.size { state.idle.append(try spawner.spawn(executable: self.executable)) }
        } catch {
            shutdown()
            throw error
        }
        let state = self.state
        let watchdog = Thread { state.watch() }
        watchdog.name = "docket-worker-watchdog"
        watchdog.start()
    }

    deinit { shutdown() }

    /// Reads and understands the named input ("-": standard input, read here and sent along) in a
    /// worker. Thread-safe; blocks until a worker is free and has answered.
    public func process(_ name: String) -> BatchItem {
        guard name == "-" else { return dispatch(name: name, bytes: nil) }
        do {
            return process(try InputDocument.read(handle: .standardInput))
        } catch let error as DocketError {
            return BatchItem(name: name, outcome: .failed(error.description))
        } catch {
            return BatchItem(name: name, outcome: .failed("\(name): \(error)"))
        }
    }

    /// Reads and understands input the caller already holds (it read the bytes to hash them).
    public func process(_ input: InputDocument) -> BatchItem {
        dispatch(name: input.name, bytes: input.data)
    }

    /// Lets the documents in hand finish, then stops every worker. Later calls fail their document.
    public func shutdown() {
        for worker in state.close() {
            worker.kill()
            worker.reap()
        }
        spawner.stop()
    }

    /// The process ids of the workers waiting for a document.
    var idleWorkerIDs: [pid_t] { state.idleWorkerIDs }

    private func dispatch(name: String, bytes: Data?) -> BatchItem {
        let request = WorkerRequest(name: name, bytesAttached: bytes != nil, settings: settings)
        guard let message = try? JSONEncoder().encode(request) else {
            return failed(.garbled(file: name, reason: "the request could not be encoded"))
        }
        switch send(message, bytes: bytes ?? Data(), name: name) {
        case .sent(let worker, let job): return awaitReply(from: worker, job: job, name: name)
        case .notSent(let item): return item
        }
    }

    private enum Sending {
        case sent(WorkerProcess, PoolState.Job)
        case notSent(BatchItem)
    }

    /// Takes a free worker (starting one when its slot has none) and hands it the request.
    private func send(_ message: Data, bytes: Data, name: String) -> Sending {
        var worker: WorkerProcess
        switch state.acquire() {
        case .closed:
            return .notSent(failed(.unavailable(file: name, reason: "the worker pool was shut down")))
        case .idle(let idle):
            worker = idle
        case .empty:
            switch startWorker() {
            case .success(let fresh): worker = fresh
            case .failure(let error):
                state.release(nil)
                return .notSent(failed(.unavailable(file: name, reason: "\(error)")))
            }
        }
        // The clock starts before the send: a worker that stops reading would block it.
        var job = state.begin(worker)
        if (try? worker.channel.send(message: message, payload: bytes)) != nil { return .sent(worker, job) }
        state.end(job)
        if job.killReason != nil { return .notSent(finishAfterDeath(worker, name: name, pages: [], garbled: nil, job: job)) }
        // The worker died while idle (killed from outside): replace it, once.
        worker.kill()
        worker.reap()
        switch startWorker() {
        case .success(let fresh): worker = fresh
        case .failure(let error):
            state.release(nil)
            return .notSent(failed(.unavailable(file: name, reason: "\(error)")))
        }
        job = state.begin(worker)
        if (try? worker.channel.send(message: message, payload: bytes)) != nil { return .sent(worker, job) }
        state.end(job)
        return .notSent(finishAfterDeath(worker, name: name, pages: [], garbled: nil, job: job))
    }

    /// Reads the worker's frames until its answer, noting the pages it is on; or until it dies.
    private func awaitReply(from worker: WorkerProcess, job: PoolState.Job, name: String) -> BatchItem {
        var pages = Set<Int>()
        while true {
            let frame: FrameChannel.Frame?
            do {
                frame = try worker.channel.receive()
            } catch {
                state.end(job)
                return finishAfterDeath(worker, name: name, pages: pages, garbled: job.killReason == nil ? "\(error)" : nil, job: job)
            }
            guard let frame else {
                state.end(job)
                return finishAfterDeath(worker, name: name, pages: pages, garbled: nil, job: job)
            }
            guard let reply = try? JSONDecoder().decode(WorkerReply.self, from: frame.message) else {
                state.end(job)
                return finishAfterDeath(worker, name: name, pages: pages, garbled: "a frame that does not decode", job: job)
            }
            switch reply {
            case .pageStarted(let page):
                pages.insert(page)
            case .pageFinished(let page):
                pages.remove(page)
            case .understood(let document):
                state.end(job)
                return finish(worker, job: job, BatchItem(name: name, outcome: .understood(document, cached: false)))
            case .failed(let message):
                state.end(job)
                return finish(worker, job: job, BatchItem(name: name, outcome: .failed(message)))
            }
        }
    }

    /// A worker answered; it goes back to the free list unless the watchdog killed it meanwhile.
    private func finish(_ worker: WorkerProcess, job: PoolState.Job, _ item: BatchItem) -> BatchItem {
        guard job.killReason == nil else {
            return finishAfterDeath(worker, name: item.name, pages: [], garbled: nil, job: job)
        }
        state.release(worker)
        return item
    }

    /// The worker died or misbehaved: collect it, free its slot (a new worker starts on the next
    /// document) and say why, in the watchdog's words when it was the one that killed it.
    private func finishAfterDeath(_ worker: WorkerProcess, name: String, pages: Set<Int>, garbled: String?,
                                  job: PoolState.Job? = nil) -> BatchItem {
        worker.kill()
        let exit = worker.reap()
        state.release(nil)
        let page = pages.count == 1 ? pages.first : nil
        switch job?.killReason {
        case .timeout?:
            return failed(.timedOut(file: name, seconds: limits.timeout ?? 0))
        case .memory?:
            return failed(.overMemory(file: name, megabytes: limits.memoryMB ?? 0))
        case nil:
            if let garbled { return failed(.garbled(file: name, reason: garbled)) }
            switch exit {
            case .signal(let signal): return failed(.crashed(file: name, signal: signal, page: page))
            case .status(let status): return failed(.exited(file: name, status: status, page: page))
            }
        }
    }

    private func startWorker() -> Result<WorkerProcess, any Error> {
        Result { try spawner.spawn(executable: executable) }
    }

    private func failed(_ failure: WorkerFailure) -> BatchItem {
        BatchItem(name: failure.file, outcome: .failed(failure.description))
    }
}
