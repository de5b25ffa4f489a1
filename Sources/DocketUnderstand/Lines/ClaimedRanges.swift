import Foundation

/// Which UTF-16 positions of a text earlier matches took, so that a later, overlapping match is
/// dropped in time proportional to its own length rather than to the number of matches kept.
struct ClaimedRanges {
    private var taken: [Bool]

    init(length: Int) {
        taken = Array(repeating: false, count: max(0, length))
    }

    /// Takes `range` and returns true when none of it was taken; otherwise takes nothing.
    mutating func claim(_ range: NSRange) -> Bool {
        let lower = max(0, range.location), upper = min(taken.count, range.location + range.length)
        guard lower < upper else { return true }
        for position in lower..<upper where taken[position] { return false }
        for position in lower..<upper { taken[position] = true }
        return true
    }
}
