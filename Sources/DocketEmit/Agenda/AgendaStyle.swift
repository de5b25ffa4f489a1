/// How the agenda marks what matters: ANSI colours on a terminal, plain text everywhere else.
///
/// The marks themselves ("!" before an overdue task, "CRUNCH" on a crunch week) are written in both
/// styles, so nothing depends on colour alone (a pipe, `NO_COLOR`, a colour-blind reader).
public enum AgendaStyle: Sendable, Equatable {
    case plain
    case ansi

    /// Overdue tasks.
    func overdue(_ text: String) -> String { paint(text, "31") }
    /// A crunch week's header.
    func crunch(_ text: String) -> String { paint(text, "1;31") }
    /// The header of the week that holds today.
    func current(_ text: String) -> String { paint(text, "1") }
    /// Week headers and the column header.
    func heading(_ text: String) -> String { paint(text, "1") }
    /// Notes that matter less (hours of work, the legend).
    func quiet(_ text: String) -> String { paint(text, "2") }

    private func paint(_ text: String, _ code: String) -> String {
        self == .ansi ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
