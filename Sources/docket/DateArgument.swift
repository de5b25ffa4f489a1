import ArgumentParser
import Docket

/// A day given on the command line (`--from`, `--until`, `--today`, `--term-start`), checked so the
/// error says what is wrong: the shape ("must be YYYY-MM-DD"), the month ("month 13 is out of
/// range") or the day ("February 2025 has 28 days").
enum DateArgument {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]

    static func parse(_ text: String, option: String) throws -> CivilDate {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            throw ValidationError("\(option) must be YYYY-MM-DD, e.g. 2025-09-02 (got '\(text)').")
        }
        guard (1...12).contains(month) else {
            throw ValidationError("\(option) \(text): month \(month) is out of range (01 to 12).")
        }
        let days = CivilDate.daysIn(month: month, year: year)
        guard let date = CivilDate(year: year, month: month, day: day), (1...days).contains(day) else {
            throw ValidationError("\(option) \(text): \(monthNames[month - 1]) \(year) has \(days) days.")
        }
        return date
    }
}
