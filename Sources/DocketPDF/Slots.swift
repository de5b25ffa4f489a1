import Foundation

/// One result slot per item, filled from several threads.
final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}

/// Hands a value that is not `Sendable` to exactly one other thread, which is then its only user.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
