/// What to do, at start-up, about a row a previous run left unfinished.
public enum RecoveryAction: Equatable, Sendable {
    /// Read it again (as if new), overwriting `outputs` if any; `attempts` readings were interrupted.
    case redo(name: String, outputs: [String], attempts: Int)
    /// Its reading was interrupted `attempts` times: move it into `.failed/` unread, so the files
    /// behind it get their turn.
    case setAside(name: String, attempts: Int)
    /// Outputs are complete: move the input into `.done/` (to `destination`), do not rewrite them.
    case finishDone(name: String, destination: String)
    /// The error report is written: move the input into `.failed/`.
    case finishFailed(name: String, destination: String, error: String)
    /// Nothing left to do on disk (the input already moved, or it is gone): mark the row finished.
    case markMoved(name: String)
    /// A file queued but never started: the start-up rescan queues it again if it is still there.
    case forget(name: String)
}

public enum WatchRecovery {
    /// Decides, from a row and whether its input is still in the inbox, what completes it. A file
    /// whose reading was interrupted `maximumInterruptions` times (the watcher crashed, was killed,
    /// ran out of memory or past a limit while reading it) is a poison pill: it is set aside.
    public static func action(for entry: WatchEntry, inputPresent: Bool, maximumInterruptions: Int) -> RecoveryAction {
        switch entry.state {
        case .seen where entry.attempts == 0:
            return .forget(name: entry.name)
        case .seen, .processing:
            // Being read, or queued again after an interrupted reading: nothing moved yet, and any
            // output written is redone (same paths, overwritten atomically).
            guard inputPresent else { return entry.state == .seen ? .forget(name: entry.name) : .markMoved(name: entry.name) }
            if entry.attempts >= maximumInterruptions { return .setAside(name: entry.name, attempts: entry.attempts) }
            return .redo(name: entry.name, outputs: entry.outputs, attempts: entry.attempts)
        case .outputWritten:
            guard inputPresent, let destination = entry.destination else { return .markMoved(name: entry.name) }
            return .finishDone(name: entry.name, destination: destination)
        case .failing:
            guard inputPresent, let destination = entry.destination else { return .markMoved(name: entry.name) }
            return .finishFailed(name: entry.name, destination: destination, error: entry.error ?? "failed")
        case .moved:
            return .markMoved(name: entry.name)
        }
    }

    /// The reason written into a set-aside file's `error.json`.
    public static func setAsideReason(attempts: Int) -> String {
        "reading was interrupted \(attempts) times (crash, kill or limit); set aside so the files behind it can be read"
    }
}
