import ArgumentParser
import Foundation

/// `docket agenda FILES…`: `docket ingest FILES… --format agenda`, the shortest way to see what is due.
///
/// Every option of `docket ingest` is taken as it is (the arguments are handed to it), so the two
/// never drift apart.
struct AgendaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "agenda",
        abstract: "Show what is due, week by week (docket ingest --format agenda).",
        discussion: """
        Takes the inputs and every option of `docket ingest` (see `docket ingest --help`): \
        --next 7d or 2w, --from/--until, --today, --tz, --out… A line per task: date, weekday, time, \
        course, title, type, weight and estimated hours, under a header per week with its hours of \
        work; "!" marks an overdue task and CRUNCH a crunch week. Colours only on a terminal, and \
        never with NO_COLOR set.

        When the inputs span several terms (last year's syllabi beside this year's), the agenda shows \
        the current term (else the next, else the latest) and says so on standard error; --term \
        "Fall 2024" picks another, and --from/--until/--next choose the days instead.

        Examples:
          docket agenda ~/syllabi --next 2w
          docket agenda syllabus.pdf hw4.docx --today 2025-10-01 --tz America/Chicago
          docket agenda ~/syllabi --term "Fall 2024"
        """
    )

    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("Inputs and `docket ingest` options.", valueName: "files-and-options"))
    var arguments: [String] = []

    func validate() throws {
        if arguments.contains(where: { $0 == "--format" || $0.hasPrefix("--format=") }) {
            throw ValidationError("docket agenda always prints an agenda: use docket ingest --format for other formats.")
        }
    }

    func run() throws {
        // The arguments are passed through, so `--help` arrives here rather than at the parser.
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(DocketCommand.helpMessage(for: Self.self))
            return
        }
        let ingest: IngestCommand
        do {
            ingest = try IngestCommand.parse(arguments + ["--format", "agenda"])
        } catch {
            // Said as `docket agenda`'s own error, not ingest's (whose usage would name the wrong command).
            Console.usageError("Error: \(IngestCommand.message(for: error))\n"
                + "Usage: \(DocketCommand.usageString(for: Self.self))\n  See 'docket agenda --help' for more information.")
            throw ExitCode.validationFailure
        }
        try ingest.run()
    }
}
