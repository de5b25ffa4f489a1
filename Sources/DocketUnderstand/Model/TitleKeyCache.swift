import Foundation

/// Title keys already worked out, by title. The same few titles ("Homework 3", "Quiz 2") are keyed
/// again and again as tasks are merged, filtered and given ids, and a key depends on its title only.
/// Bounded: past `capacity` titles it starts over, so a long-running process does not grow with it.
final class TitleKeyCache: @unchecked Sendable {
    static let shared = TitleKeyCache()
    static let capacity = 4096

    private let lock = NSLock()
    private var keys: [String: TitleKey] = [:]

    func key(for title: String, _ make: () -> TitleKey) -> TitleKey {
        // Strings are equal when canonically equivalent ("é" written as one scalar or two), yet the
        // key keeps the title's own scalars: only ASCII titles, equal exactly when their bytes are,
        // are shared.
        guard title.utf8.allSatisfy({ $0 < 0x80 }) else { return make() }
        lock.lock()
        if let key = keys[title] {
            lock.unlock()
            return key
        }
        lock.unlock()
        let key = make()
        lock.lock()
        if keys.count >= Self.capacity { keys.removeAll(keepingCapacity: true) }
        keys[title] = key
        lock.unlock()
        return key
    }
}
