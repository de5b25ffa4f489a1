import Foundation

/// Runs one piece of work per input on a bounded number of worker threads and hands the results
/// back in input order, each as soon as it and every earlier one are done, whatever order the
/// workers finish in. Workers run at most `window` inputs ahead of the oldest result not yet handed
/// back, so memory stays bounded by the worker count, not the number of inputs.
public struct BatchRunner: Sendable {
    /// Worker threads.
    public var jobs: Int
    /// Results computed ahead of delivery, at most (at least `jobs`).
    public var window: Int

    public init(jobs: Int, window: Int? = nil) {
        self.jobs = max(1, jobs)
        self.window = max(self.jobs, window ?? self.jobs * 2)
    }

    /// Calls `work` for each index in `0..<count` on the workers and `deliver` for each result, in
    /// index order, on the calling thread. When `deliver` throws, no new work starts, the workers
    /// finish what they hold, and the error is rethrown.
    public func run<Output: Sendable>(count: Int, work: @escaping @Sendable (Int) -> Output,
                                      deliver: (Int, Output) throws -> Void) throws {
        guard count > 0 else { return }
        let state = BatchState<Output>(count: count, window: window)
        let finished = DispatchGroup()
        for _ in 0..<min(jobs, count) {
            finished.enter()
            let thread = Thread {
                while let index = state.claim() { state.finish(index, work(index)) }
                finished.leave()
            }
            thread.stackSize = 8 << 20  // as the main thread: parsers recurse
            thread.start()
        }
        defer {
            state.cancel()
            finished.wait()
        }
        for index in 0..<count {
            try deliver(index, state.take(index))
        }
    }
}

/// The runner's shared state, guarded by one condition variable.
private final class BatchState<Output>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var nextToClaim = 0
    private var delivered = 0
    private var cancelled = false
    private var results: [Int: Output] = [:]

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
    }

    /// The next index to work on, waiting while the workers are a full window ahead; nil when done.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled && nextToClaim < count && nextToClaim >= delivered + window { condition.wait() }
        guard !cancelled, nextToClaim < count else { return nil }
        nextToClaim += 1
        return nextToClaim - 1
    }

    func finish(_ index: Int, _ output: Output) {
        condition.lock()
        results[index] = output
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for the result at `index` and removes it.
    func take(_ index: Int) -> Output {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let position = results.index(forKey: index) {
                let output = results.remove(at: position).value
                delivered = index + 1
                condition.broadcast()
                return output
            }
            condition.wait()
        }
    }

    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
