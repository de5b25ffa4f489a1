import ArgumentParser
import DocketRun

/// Per-document limits and the worker processes that enforce them, for `ingest` and `watch`.
struct IsolationOptions: ParsableArguments {
    @Option(name: .customLong("doc-timeout"), help: ArgumentHelp("Seconds one document may take before its reader is killed (0: no limit).", valueName: "seconds"))
    var docTimeout: Double = DocumentLimits.defaultTimeout

    @Option(name: .customLong("doc-memory"), help: ArgumentHelp("MB of memory one document's reader may use before it is killed (0: no limit).", valueName: "mb"))
    var docMemory: Int = DocumentLimits.defaultMemoryMB

    @Flag(name: .customLong("in-process"), help: "Read documents on threads of this process: no worker processes, so no limits.")
    var inProcess = false

    func validate() throws {
        if !(docTimeout >= 0) || !docTimeout.isFinite { throw ValidationError("--doc-timeout takes a number of seconds, 0 or more (0: no limit).") }
        if docMemory < 0 { throw ValidationError("--doc-memory takes a number of MB, 0 or more (0: no limit).") }
        if docMemory > 0 && docMemory < 64 { throw ValidationError("--doc-memory below 64 MB leaves a reader no room to start; give 64 or more.") }
    }

    var limits: DocumentLimits { .fromFlags(timeout: docTimeout, memoryMB: docMemory) }
}
