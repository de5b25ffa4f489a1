/// Finding a document's term: the one it names ("Fall 2025", "Autumn 2024", "2025/26 academic
/// year"), else the season and year most of its dated items fall in.
///
/// A folder often holds last year's syllabi beside this year's; the term is what lets the views
/// show one of them instead of a plan that runs for two years.
extension DocumentTerm {
    /// The term of a document with this course and these dated items; nil when it names no term and
    /// dates nothing (a README, an undated handout).
    public static func of(course: Course, tasks: [DocketTask], noClassDays: [NoClassDay]) -> DocumentTerm? {
        let dated = (tasks.map(\.dueDate) + noClassDays.flatMap { [$0.start, $0.end] }).sorted()
        // `course.term` keeps an academic year as "2018/19", without the word that marked it ("academic year").
        let named = course.term.flatMap { written in
            (Term.find(in: written) ?? Term.find(in: written + " academic year")).map { (term: $0.term, written: written) }
        }
        if let named {
            let usual = usualSpan(of: named.term)
            let start = course.termStart ?? dated.first ?? usual?.lowerBound
            let end = course.termEnd ?? dated.last ?? usual?.upperBound
            let name = named.term.season != nil || named.term.endYear != nil ? named.term.name : named.written
            guard let start, let end else { return nil }
            return DocumentTerm(name: name, start: min(start, end), end: max(start, end), stated: true)
        }
        guard let season = mostCommonSeason(dated) else { return nil }
        let start = course.termStart ?? dated.first ?? season.start
        let end = course.termEnd ?? dated.last ?? season.start
        return DocumentTerm(name: season.name, start: min(start, end), end: max(start, end), stated: false)
    }

    /// The season a date falls in when a document names none: January to May is Spring, June and
    /// July Summer, August to December Fall (a Winter quarter is only known when named).
    static func season(of date: CivilDate) -> Term.Season {
        switch date.month {
        case 1...5: return .spring
        case 6...7: return .summer
        default: return .fall
        }
    }

    /// The season and year most dates fall in; a tie goes to the earlier term.
    private static func mostCommonSeason(_ dates: [CivilDate]) -> (name: String, start: CivilDate)? {
        var counts: [String: (count: Int, first: CivilDate)] = [:]
        for date in dates {
            let name = Term(season: season(of: date), year: date.year).name
            counts[name, default: (0, date)].count += 1
        }
        let best = counts.max { a, b in
            a.value.count != b.value.count ? a.value.count < b.value.count : a.value.first > b.value.first
        }
        return best.map { ($0.key, $0.value.first) }
    }

    /// Where a named term usually falls, for a document that names its term but dates nothing.
    static func usualSpan(of term: Term) -> ClosedRange<CivilDate>? {
        func day(_ year: Int, _ month: Int, _ day: Int) -> CivilDate? { CivilDate(year: year, month: month, day: day) }
        let bounds: (CivilDate?, CivilDate?)
        switch term.season {
        case .spring?: bounds = (day(term.year, 1, 1), day(term.year, 5, 31))
        case .summer?: bounds = (day(term.year, 6, 1), day(term.year, 8, 15))
        case .fall?, .autumn?: bounds = (day(term.year, 8, 16), day(term.year, 12, 31))
        case .winter?: bounds = (day(term.year, 1, 1), day(term.year, 3, 31))
        case nil:
            guard let endYear = term.endYear else { return nil }
            bounds = (day(term.year, 8, 16), day(endYear, 6, 30))
        }
        guard let start = bounds.0, let end = bounds.1 else { return nil }
        return start...end
    }
}
