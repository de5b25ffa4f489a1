import Foundation

/// Decides which candidate tasks are deadlines: a logistic function of their cues. Every number lives
/// here and in `TaskScorer+Fitted.swift`, which `scripts/fit-scorer` writes from labelled documents
/// (logistic regression, with leave-one-document-out figures printed beside the in-sample ones).
public struct TaskScorer: Sendable {
    public var bias: Double
    public var weights: [TaskCue: Double]
    /// Candidates scoring below this are dropped.
    public var threshold: Double

    public init(bias: Double, weights: [TaskCue: Double], threshold: Double) {
        self.bias = bias
        self.weights = weights
        self.threshold = threshold
    }

    /// The probability that a candidate with these cues is a task a careful student would list.
    public func score(_ cues: Set<TaskCue>) -> Double {
        let sum = cues.reduce(bias) { $0 + (weights[$1] ?? 0) }
        return 1 / (1 + exp(-sum))
    }

    public func keeps(_ cues: Set<TaskCue>) -> Bool { score(cues) >= threshold }
}
