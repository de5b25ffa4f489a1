import ArgumentParser
import Docket

/// A term given on the command line (`--term "Fall 2025"`) or in the config file (`"term"`),
/// checked as a usage error naming where it came from. The term itself (``WantedTerm``) and its
/// filter (``TermFilter``) live in DocketEmit, since `serve` applies them too.
enum TermArgument {
    static func parse(_ text: String, option: String = "--term") throws -> WantedTerm {
        guard let term = WantedTerm(text) else { throw ValidationError("\(option) '\(text)': give \(WantedTerm.example).") }
        return term
    }
}
