import ArgumentParser
import DocketRun

/// `docket worker`: the process the worker pool starts (the same binary, re-executed). It reads
/// documents sent over its standard input and answers on its standard output; see `WorkerService`.
/// Not for people, so hidden from --help.
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: "Read documents for a parent docket process (internal).",
        shouldDisplay: false
    )

    @Option(name: .long, help: "The parent's process id; the worker exits if that process is gone.")
    var parent: Int32

    func run() throws {
        let status = WorkerService.run(parent: parent) { $0.makeExtractor() }
        if status != 0 { throw ExitCode(status) }
    }
}
