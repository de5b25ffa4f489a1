import ArgumentParser
import DocketRun
import Foundation

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
        // Stopping a worker is its parent's call (SIGKILL, closing the socket, or dying and taking
        // it along): Ctrl-C in a terminal or a service manager's SIGTERM reaches the whole process
        // group, and must not kill the documents `watch` is finishing before it exits.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        // A worker says everything over its socket; what reaches its standard error is C libraries'
        // own printing (libjpeg's "Corrupt JPEG data…", libpng's "IDAT: incorrect data check"),
        // which would stand beside the one line the parent prints for a bad document.
        if let null = fopen("/dev/null", "w") {
            dup2(fileno(null), STDERR_FILENO)
            fclose(null)
        }
        let status = WorkerService.run(parent: parent) { $0.makeExtractor() }
        if status != 0 { throw ExitCode(status) }
    }
}
