import Docket
import FuzzSupport

/// The date-phrase parser: every date and time the scanners find in any text, then each date placed
/// on the calendar by a resolver whose settings (term, day/month order, week 1) come from the first
/// byte, so every resolution path is reachable.
private let terms: [Term?] = [nil, Term(season: .fall, year: 2025), Term(season: .spring, year: 2026),
                              Term(season: nil, year: 2024, endYear: 2025)]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDates(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let (selector, rest) = FuzzInput(data, size).selectorAndRest else { return 0 }
    let text = String(decoding: rest, as: UTF8.self)
    let resolver = DateResolver(
        term: terms[Int(selector) % terms.count],
        referenceDates: selector & 0x10 == 0 ? [] : [CivilDate(dayNumber: 20_340)],
        dayFirst: selector & 0x20 != 0,
        weekOneMonday: selector & 0x40 == 0 ? nil : CivilDate(dayNumber: 20_333),
        fallbackYear: 2025)
    for match in DateScanner().matches(in: text) {
        precondition(match.range.lowerBound >= text.startIndex && match.range.upperBound <= text.endIndex,
                     "a date match outside its text")
        _ = resolver.resolve(match.expression)
    }
    for match in TimeScanner().matches(in: text) {
        precondition(match.range.upperBound <= text.endIndex, "a time match outside its text")
    }
    _ = Term.find(in: text)
    return 0
}

/// The program's entry (see FuzzDriver): libFuzzer with this harness.
@_cdecl("fuzz_dates_main")
public func fuzzDatesMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in fuzzDates(data, size) }
}
