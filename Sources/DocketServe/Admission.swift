/// How many documents are read at once, and how many more may wait: past both, a request is
/// turned away at once (429) instead of piling up.
public actor Admission {
    public let concurrent: Int
    public let queue: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init(concurrent: Int, queue: Int) {
        self.concurrent = max(1, concurrent)
        self.queue = max(0, queue)
    }

    /// Takes a slot, waiting in line when all are busy; false when the line is full too.
    public func enter() async -> Bool {
        if running < concurrent {
            running += 1
            return true
        }
        guard waiting.count < queue else { return false }
        await withCheckedContinuation { waiting.append($0) }
        return true
    }

    /// Gives the slot to the first in line, or frees it.
    public func leave() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// Documents being read and documents waiting, for /metrics.
    public var load: (running: Int, waiting: Int) { (running, waiting.count) }
}
