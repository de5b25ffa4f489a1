import Foundation
import DocketUnderstand

/// The term a run keeps (`--term "Fall 2025"`, the config's `"term"`, serve's `?term=`): a season
/// and a year, any case, or an academic year ("2025-26", "2025/2026"), which takes in the terms
/// inside it too (Fall 2025 and Spring 2026 for 2025-26). Here, not in the command line, because
/// `ingest`, `watch` and `serve` apply it alike.
public struct WantedTerm: Sendable, Equatable {
    /// As Docket names terms: "Fall 2025", "2025/26".
    public let name: String
    /// For an academic year: its days, August 1 to July 31.
    public var academicYear: ClosedRange<CivilDate>?

    /// ``DocumentTerm/key``, to compare with each document's term.
    public var key: String { DocumentTerm.key(name) }

    public static let example = #"a season and a year, like "Fall 2025" (Spring, Summer, Fall, Autumn or Winter), or an academic year, like 2025-26"#

    /// The term `text` names; nil when it names none (the caller says so in its own words: a flag,
    /// a config key, a query parameter).
    public init?(_ text: String) {
        let words = text.trimmingCharacters(in: .whitespaces).split { $0 == " " || $0 == "\t" }
        if words.count == 2, let season = Term.Season(rawValue: words[0].prefix(1).uppercased() + words[0].dropFirst().lowercased()),
           let year = Self.year(words[1]) {
            name = Term(season: season, year: year).name
            academicYear = nil
            return
        }
        if words.count == 1, let years = Self.academicYear(String(words[0])) {
            name = Term(season: nil, year: years.first, endYear: years.second).name
            academicYear = CivilDate(year: years.first, month: 8, day: 1).flatMap { first in
                CivilDate(year: years.second, month: 7, day: 31).map { first...$0 }
            }
            return
        }
        return nil
    }

    /// Matches this term, "Autumn 2024" matching "Fall 2024"; an academic year matches the terms
    /// that start inside it.
    public func matches(_ term: DocumentTerm?) -> Bool {
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

/// A ``WantedTerm`` applied to a run: documents of other terms are left out of every format, and
/// the run ends with a line saying which, or with an error naming the terms found when none is of
/// the one asked for.
///
/// Documents without a term (they name none and date nothing) are of no other term, so they stay.
public struct TermFilter: Sendable {
    public let wanted: WantedTerm
    /// The term of every document seen with one, kept or not: for the closing line.
    public private(set) var seen: [UnderstoodDocument] = []
    /// Those left out, by input name.
    public private(set) var leftOut: [(name: String, document: UnderstoodDocument)] = []
    /// How the choice was made, for the messages: "--term", "term" (a query parameter).
    public let option: String

    public init(wanted: WantedTerm, option: String = "--term") {
        self.wanted = wanted
        self.option = option
    }

    /// Whether the document goes on to the output; records it either way.
    public mutating func keeps(_ document: UnderstoodDocument, input name: String) -> Bool {
        guard let term = document.term else { return true }
        seen.append(document)
        if wanted.matches(term) { return true }
        leftOut.append((name, document))
        return false
    }

    /// Every document with a term was of another: nothing matched, so say what there is instead.
    public var matchedNone: Bool { !seen.isEmpty && leftOut.count == seen.count }

    /// "--term Fall 2023: no document is of that term; they are of Fall 2024 and Fall 2025 (pick one of those)".
    public var noneMessage: String {
        "\(option) \(wanted.name): no document is of that term; they are of \(TermSpan.list(TermSpan.of(seen))) (pick one of those)"
    }

    /// "--term Fall 2025 leaves out 2 documents of other terms (Fall 2024): old/a.txt, old/b.txt"; nil when none is.
    public var leftOutNote: String? {
        guard !leftOut.isEmpty else { return nil }
        let others = TermSpan.of(leftOut.map(\.document))
        let count = leftOut.count == 1 ? "1 document" : "\(leftOut.count) documents"
        return "\(option) \(wanted.name) leaves out \(count) of \(TermSpan.list(others)): \(leftOut.map(\.name).joined(separator: ", "))"
    }
}
