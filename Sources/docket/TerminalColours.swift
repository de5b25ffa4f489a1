import Foundation

/// Whether standard output takes colours: a terminal, `NO_COLOR` unset or empty (https://no-color.org),
/// and `TERM` not `dumb`. A pipe or a file never gets escape codes.
enum TerminalColours {
    static func wanted(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard isatty(STDOUT_FILENO) == 1 else { return false }
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}
