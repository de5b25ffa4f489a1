import ArgumentParser
import Docket
import Foundation

struct ICSCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ics",
        abstract: "Work with calendar (ICS) files.",
        subcommands: [LintCommand.self]
    )

    struct LintCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lint",
            abstract: "Check ICS files against RFC 5545 and the rules calendar importers trip on.",
            discussion: """
            Checks line ends (CRLF), folding (75 octets), nesting, the properties each component needs, \
            time zones used but not defined, recurrence rules without an end, UNTIL in UTC, EXDATE of the \
            same kind as DTSTART, all-day events that end where they start, unescaped text, duplicate UIDs. \
            Each problem prints as FILE:LINE: problem ('-' for standard input: docket ingest --format ics \
            | docket ics lint -). Exit status 1 when any file has a problem.
            """
        )

        @Argument(help: ArgumentHelp("ICS files to check; '-' reads standard input.", valueName: "file"))
        var files: [String]

        func run() throws {
            var failed = false
            for file in files {
                // Bytes, not a String: a fold that splits a UTF-8 character is itself a problem to report.
                let data: Data
                do {
                    data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
                } catch {
                    Console.error("\(file): cannot read: \(error.localizedDescription)")
                    failed = true
                    continue
                }
                let problems = ICSLinter().lint(data)
                for problem in problems { Console.output("\(file):\(problem.line): \(problem.message)") }
                if problems.isEmpty { Console.error("\(file): ok") } else { failed = true }
            }
            if failed { throw ExitCode.failure }
        }
    }
}
