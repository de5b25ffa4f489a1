import ArgumentParser
import Docket
import Foundation

/// A term given on the command line (`--term "Fall 2025"`) or in the config file (`"term"`):
/// a season and a year, any case, or an academic year ("2025-26", "2025/2026"), which takes in the
/// terms inside it too (Fall 2025 and Spring 2026 for 2025-26).
struct TermArgument: Equatable {
    /// As Docket names terms: "Fall 2025", "2025/26".
    let name: String
    /// For an academic year: its days, August 1 to July 31.
    var academicYear: ClosedRange<CivilDate>?

    /// ``DocumentTerm/key``, to compare with each document's term.
    var key: String { DocumentTerm.key(name) }

    static let example = #"a season and a year, like "Fall 2025" (Spring, Summer, Fall, Autumn or Winter), or an academic year, like 2025-26"#

    static func parse(_ text: String, option: String = "--term") throws -> TermArgument {
        let words = text.trimmingCharacters(in: .whitespaces).split { $0 == " " || $0 == "\t" }
        if words.count == 2, let season = Term.Season(rawValue: words[0].prefix(1).uppercased() + words[0].dropFirst().lowercased()),
           let year = Self.year(words[1]) {
            return TermArgument(name: Term(season: season, year: year).name, academicYear: nil)
        }
        if words.count == 1, let years = academicYear(String(words[0])) {
            let days = CivilDate(year: years.first, month: 8, day: 1).flatMap { first in
                CivilDate(year: years.second, month: 7, day: 31).map { first...$0 }
            }
            return TermArgument(name: Term(season: nil, year: years.first, endYear: years.second).name, academicYear: days)
        }
        throw ValidationError("\(option) '\(text)': give \(example).")
    }

    /// Matches this term, "Autumn 2024" matching "Fall 2024"; an academic year matches the terms
    /// that start inside it.
    func matches(_ term: DocumentTerm?) -> Bool {
        guard let term else { return false }
        return term.key == key || academicYear.map { $0.contains(term.start) } ?? false
    }

    private static func year(_ text: Substring) -> Int? {
        guard text.count == 4, text.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(text), (1900...2199).contains(year) else {
            return nil
        }
        return year
    }

    /// "2025-26", "2025/26", "2025-2026": the two years, the second the year after the first.
    private static func academicYear(_ text: String) -> (first: Int, second: Int)? {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { "-/–".contains($0) })
        guard parts.count == 2, let first = year(parts[0]), parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
              let written = Int(parts[1]), parts[1].count == 2 || parts[1].count == 4 else { return nil }
        let second = parts[1].count == 2 ? first / 100 * 100 + written : written
        return second == first + 1 ? (first, second) : nil
    }
}
