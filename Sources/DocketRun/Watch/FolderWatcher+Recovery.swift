import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Start-up: finishing what a previous run left in flight.
extension FolderWatcher {
    /// Completes what a previous run left in flight (see `WatchRecovery`).
    func recover() throws {
        for entry in try journal.unfinished() {
            let present = WatchFiles.signature(path(entry.name)) != nil
            switch WatchRecovery.action(for: entry, inputPresent: present, maximumInterruptions: configuration.maximumInterruptions) {
            case .redo(let name, let outputs, let attempts):
                interrupted[name] = (outputs, attempts)
                log.log("recover", "recover \(name): was being read, reading it again", ["file": name, "action": "redo"])
            case .setAside(let name, let attempts):
                log.log("recover", "recover \(name): reading was interrupted \(attempts) times, setting it aside",
                        ["file": name, "action": "set-aside"])
                // Outputs a killed reading wrote before the others belong to no finished file.
                for output in entry.outputs { unlink(output) }
                try fail(name, reason: WatchRecovery.setAsideReason(attempts: attempts), attempts: attempts)
            case .finishDone(let name, let destination):
                log.log("recover", "recover \(name): output written, moving it to .done", ["file": name, "action": "move"])
                try finishDone(name, destination: destination, outputs: entry.outputs, attempts: entry.attempts)
            case .finishFailed(let name, let destination, let error):
                log.log("recover", "recover \(name): failed, moving it to .failed", ["file": name, "action": "move"])
                try fail(name, reason: error, destination: destination, attempts: entry.attempts)
            case .markMoved:
                var finished = entry
                finished.state = .moved
                try journal.set(finished)
            case .forget(let name):
                try journal.forget(name)
            }
        }
    }
}
