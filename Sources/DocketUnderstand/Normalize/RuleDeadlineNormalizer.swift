import Foundation

/// Docket's deadline normalizer: resolves every date phrase against one term context, applies the
/// document's rules for due times, and writes `due` with the time zone's real offset for that day.
public struct RuleDeadlineNormalizer: DeadlineNormalizer {
    public init() {}

    public func normalize(_ extraction: Extraction, options: NormalizationOptions) -> NormalizedPlan {
        var warnings = extraction.warnings
        var resolver = makeResolver(extraction, options: options)
        var course = extraction.course

        if let start = options.termStart ?? extraction.termStart.flatMap({ resolver.resolve($0)?.date }) {
            course.termStart = start
            resolver.weekOneMonday = start.adding(days: -start.weekday.index)
        }
        if let end = extraction.termEnd.flatMap({ resolver.resolve($0)?.date }) { course.termEnd = end }

        var noClassDays: [NoClassDay] = []
        for mention in extraction.noClassDays {
            guard let resolution = resolver.resolve(mention.date) else { continue }
            let day = NoClassDay(start: resolution.date, end: resolution.end ?? resolution.date, reason: mention.reason,
                                 source: mention.source)
            if !noClassDays.contains(where: { $0.start == day.start && $0.end == day.end }) { noClassDays.append(day) }
        }

        let zone = TimeZone(identifier: options.timeZone)
        if zone == nil { warnings.append("unknown time zone '\(options.timeZone)': due times are given without an offset") }

        var tasks: [ResolvedTask] = []
        var undated = extraction.undated
        for mention in extraction.tasks {
            guard let resolution = resolver.resolve(mention.date) else {
                if case .week = mention.date.value {
                    warnings.append("'\(mention.date.text)' needs the term's first day (--term-start): '\(mention.title)' is undated")
                }
                if !undated.contains(mention.title) { undated.append(mention.title) }
                continue
            }
            warnings += resolution.warnings.filter { !warnings.contains($0) }
            var date = resolution.date
            switch mention.shift {
            case .onOrAfter(let weekday)?:
                date = date.adding(days: (weekday.index - date.weekday.index + 7) % 7)
            case .after(let weekday)?:
                date = date.adding(days: (weekday.index - date.weekday.index + 6) % 7 + 1)
            case .days(let count)?:
                date = date.adding(days: count)
            case nil:
                break
            }
            // "Week 1 (March 31 - April 6)" over "Lab 1", and "labs are due Sundays": due that day of the week.
            var ruled: DueDayRule?
            if let placed = Self.ruledDay(for: mention, date: date, end: resolution.end, rules: extraction.dueDayRules) {
                date = placed.day
                ruled = placed.rule
            }
            let time = mention.time
                ?? ruled?.time
                ?? extraction.dueTimeRules.first(where: { $0.type == mention.type })?.time
                ?? extraction.dueTimeRules.first(where: { $0.type == nil })?.time
                ?? options.defaultDueTime
            let due = time.flatMap { time in zone.map { Self.iso8601(date: date, time: time, zone: $0) } }
            // A week's range that a weekday narrowed to one day ("Week 6 (Feb 16–20)", "Wednesday: Midterm") is no window.
            let windowEnd = mention.shift == nil && ruled == nil ? resolution.end : nil
            var placed = mention
            if ruled != nil { placed.derived = true }
            tasks.append(ResolvedTask(mention: placed, date: date, windowEnd: windowEnd, time: time, due: due))
        }
        return NormalizedPlan(course: course, meetings: extraction.meetings, noClassDays: noClassDays.sorted { $0.start < $1.start },
                              tasks: Self.firstPresentationSlots(Self.deduplicated(Self.withoutPostedBeforeDue(Self.withoutScopedDatesBeforeStated(Self.withoutSupersededWeekDates(Self.oneWeeklyPiecePerDay(tasks)))))), undated: undated, recurring: extraction.recurring,
                              warnings: warnings, releaseDate: extraction.releaseDate.flatMap { resolver.resolve($0)?.date })
    }

    func makeResolver(_ extraction: Extraction, options: NormalizationOptions) -> DateResolver {
        var term = extraction.course.term.flatMap { Term.find(in: $0)?.term }
        let dayFirst = Self.isDayFirst(extraction.allDates, term: extraction.course.term)
        // A term named for another year than the dates (a site's header kept from the year before)
        // gives way to the year the weekdays written beside the dates agree on, when the document
        // writes that year too.
        if let named = term, named.endYear == nil,
           let voted = Self.yearFromWeekdays(extraction.allDates, dayFirst: dayFirst, around: named.year, season: named.season),
           voted != named.year,
           extraction.yearsMentioned.contains(voted) || extraction.allDates.contains(where: { $0.writtenYear == voted }) {
            term = Term(season: named.season, year: voted)
        }
        // A fall term over a schedule that runs January to May (or a spring one over September to
        // December) is a template's leftover: the dates are another term's, and their own years decide.
        if let named = term, Self.contradicts(named, extraction.allDates, dayFirst: dayFirst) { term = nil }
        // A document that names no term and writes no year anywhere ("Sep 12", "Week 3") is in the term its
        // file's name states ("CS101_Fall2019.pdf"), unless its dates do not fit that term's months.
        if term == nil, extraction.yearsMentioned.isEmpty, !extraction.allDates.contains(where: { $0.writtenYear != nil }),
           let named = options.namedByFile, !Self.contradicts(named, extraction.allDates, dayFirst: dayFirst) {
            term = named
        }
        let provisional = DateResolver(term: term, referenceDates: [], dayFirst: dayFirst, weekOneMonday: nil,
                                       fallbackYear: options.today.year)
        var reference = extraction.allDates.filter { $0.writtenYear != nil }.compactMap { provisional.resolve($0)?.date }
        // The year a document without one is weighed around: when it was made (its file's date, else its
        // copyright line's year), else today's.
        let anchor = options.written?.year ?? extraction.copyrightYears.max() ?? options.today.year
        // A page that does not say when it was made but cites works up to a year is no older than that.
        // Only the weekdays written beside its dates choose the year from then on: class days and working
        // days fit too many years for the earliest of them to be the likeliest.
        let cited = options.written == nil ? extraction.newestReferenceYear : nil
        // Full dates a reading list quotes ("Sept 6, 1990", "Feb 20, 2020") are when works appeared. When
        // the page's own weekdays ("Monday, January 22", "Wednesday, January 24", ...) agree on another year
        // clearly better than on the one those dates would give, or the dates are of many years
        // ("ProfHacker, February 14, 2011", "Time, March 26, 2018") where a course's fall within one, the
        // weekdays tell the course's year, from the newest of them on.
        var outvoted: Int?
        if term == nil, !reference.isEmpty {
            let written = reference.map(\.year)
            let newest = (written + [cited].compactMap { $0 }).filter { $0 <= anchor + 1 }.max()
            let agreement = { (year: Int) in Self.weekdayAgreement(extraction.allDates, dayFirst: dayFirst, year: year) }
            if let voted = Self.yearFromWeekdays(extraction.allDates, dayFirst: dayFirst, around: anchor, minimumPairs: 5, notBefore: newest),
               agreement(Self.mostCommon(written)) < agreement(voted) - 0.25
                || (Self.isScattered(written) && agreement(Self.mostCommon(written)) <= agreement(voted)) {
                reference = []
                outvoted = voted
            }
        }
        let years = extraction.yearsMentioned + reference.map(\.year)
        var fallback = outvoted ?? (years.isEmpty ? anchor : Self.mostCommon(years))
        // With neither a term nor full dates, the weekdays written beside dates tell the year.
        // One weekday beside one date is enough when the document writes no year at all ("Mid-sem: 16/9
        // (Saturday)"); against a year it does write, it takes two.
        if term == nil, reference.isEmpty, let voted = Self.yearFromWeekdays(extraction.allDates, dayFirst: dayFirst,
                                                                            around: years.isEmpty ? anchor : fallback,
                                                                            minimumPairs: years.isEmpty ? 1 : 2, notBefore: cited) {
            fallback = voted
        } else if term == nil, reference.isEmpty,
                  let voted = Self.yearFromWeekdays(Self.workWeeks(extraction.allDates, dayFirst: dayFirst) + Self.mondays(extraction.weekBeginnings),
                                                    dayFirst: dayFirst, around: years.isEmpty ? anchor : fallback, minimumPairs: 3,
                                                    notBefore: cited) {
            // "Week 1: 9/1 - 9/5", "Week 2: 9/8 - 9/12": a schedule's five-day weeks run Monday to Friday;
            // so does a "Week Beginning" column's week.
            fallback = voted
        } else if term == nil, reference.isEmpty, extraction.yearsMentioned.isEmpty,
                  let voted = Self.yearFromMeetingDays(extraction.allDates, meetings: extraction.meetings, dayFirst: dayFirst,
                                                       around: anchor) {
            // No year anywhere and no weekdays beside dates: a schedule's dates fall on its class days.
            fallback = voted
        } else if term == nil, reference.isEmpty, extraction.yearsMentioned.isEmpty, extraction.meetings.isEmpty,
                  Self.weekdayPairs(extraction.allDates, dayFirst: dayFirst).isEmpty,
                  let voted = Self.yearOnWeekdays(extraction.allDates, dayFirst: dayFirst, around: anchor) {
            // Nor class days: a schedule's sessions fall on working days, not on a weekend.
            fallback = voted
        }
        return DateResolver(term: term, referenceDates: reference, dayFirst: dayFirst, weekOneMonday: nil, fallbackYear: fallback)
    }

    /// Whether full dates' years are spread over several years with none holding half of them: not the
    /// dates of one course, whose fall within a year or across one new year.
    static func isScattered(_ years: [Int]) -> Bool {
        guard years.count >= 3, Set(years).count >= 3 else { return false }
        return years.filter { $0 == mostCommon(years) }.count * 2 < years.count
    }

    /// Whether most of a document's dates without a year fall in the other half of the year from its
    /// named term's season: at least six such dates, four in five of them outside the term's months.
    static func contradicts(_ term: Term, _ dates: [DateExpression], dayFirst: Bool) -> Bool {
        let months = dates.filter { $0.writtenYear == nil }.compactMap { yearlessMonthDay($0.value, dayFirst: dayFirst)?.month }
        guard months.count >= 6 else { return false }
        let outside: (Int) -> Bool
        switch term.season {
        case .fall?, .autumn?: outside = { (1...5).contains($0) }
        case .spring?: outside = { (8...12).contains($0) }
        default: return false
        }
        return months.filter(outside).count * 5 >= months.count * 4
    }

    /// The month and day of a date written without a year, numeric ones in the document's order.
    static func yearlessMonthDay(_ value: DateExpression.Value, dayFirst: Bool) -> (month: Int, day: Int)? {
        switch value {
        case .named(let month, let day, nil): return (month, day)
        case .numeric(let first, let second, nil, let stated): return (stated ?? dayFirst) ? (second, first) : (first, second)
        default: return nil
        }
    }

    /// The days a schedule says its weeks begin on, each said to be a Monday, unless it writes a weekday.
    static func mondays(_ beginnings: [DateExpression]) -> [DateExpression] {
        beginnings.compactMap { date in
            guard date.weekday == nil else { return nil }
            var week = date
            week.weekday = .monday
            return week
        }
    }

    /// The ranges of five days written without a year ("9/1 - 9/5", "Jan 18–22"), each as its first
    /// day said to be a Monday: a school week, which tells the year as a weekday beside a date does.
    static func workWeeks(_ dates: [DateExpression], dayFirst: Bool) -> [DateExpression] {
        dates.compactMap { date in
            guard date.weekday == nil, let endValue = date.end, let start = yearlessMonthDay(date.value, dayFirst: dayFirst),
                  let end = yearlessMonthDay(endValue, dayFirst: dayFirst) else { return nil }
            // Measured in a year without a leap day; a week across the end of February is left out.
            guard start.month != 2 || end.month != 3, let first = CivilDate(year: 2001, month: start.month, day: start.day),
                  let last = CivilDate(year: 2001, month: end.month, day: end.day), first.days(to: last) == 4 else { return nil }
            var week = date
            week.weekday = .monday
            return week
        }
    }

    /// Whether the document writes numeric dates day first: decided by dates that can only be read
    /// one way ("23/09/2025", "9/23"), then by British term names.
    static func isDayFirst(_ dates: [DateExpression], term: String?) -> Bool {
        var dayFirstVotes = 0, monthFirstVotes = 0
        for date in dates {
            guard case .numeric(let first, let second, _, let stated) = date.value else { continue }
            if stated == true { dayFirstVotes += 1; continue }
            if first > 12 && second <= 12 { dayFirstVotes += 1 }
            if second > 12 && first <= 12 { monthFirstVotes += 1 }
        }
        if dayFirstVotes != monthFirstVotes { return dayFirstVotes > monthFirstVotes }
        return term?.lowercased().includes("autumn") ?? false
    }

    /// The year (within a dozen before `around`, or the next) in which most of the dates fall on the
    /// class meeting days, when nearly all of them do; of years that fit equally well, the nearest to
    /// `around`, then the later (a syllabus made in December is for the next spring).
    static func yearFromMeetingDays(_ dates: [DateExpression], meetings: [Meeting], dayFirst: Bool, around: Int) -> Int? {
        let days = Set(meetings.flatMap(\.days))
        guard !days.isEmpty, days.count <= 4 else { return nil }
        let pairs: [(month: Int, day: Int)] = dates.compactMap { date in
            date.weekday == nil ? yearlessMonthDay(date.value, dayFirst: dayFirst) : nil
        }
        guard pairs.count >= 6 else { return nil }
        let autumn = pairs.contains { $0.month >= 7 }
        var best: (year: Int, agree: Int)?
        let candidates = CandidateYears(around: around, notBefore: nil)
        for year in candidates.years {
            // A page is written for its term or the next: a year ahead is a spring schedule's (written
            // in the fall before), not an autumn one's a year off.
            if year > around, autumn { continue }
            let agree = pairs.filter { pair in CivilDate(year: year, month: pair.month, day: pair.day).map { days.contains($0.weekday) } ?? false }.count
            if let current = best, agree < current.agree || (agree == current.agree && candidates.isFarther(year, than: current.year)) {
                continue
            }
            best = (year, agree)
        }
        guard let best, Double(best.agree) >= 0.75 * Double(pairs.count) else { return nil }
        return best.year
    }

    /// The year (within a dozen before `around`, or the next) in which the fewest of the dates written
    /// without a year fall on a Saturday or a Sunday, when `around` itself puts some there and the year
    /// puts almost none; of years that fit equally well, the nearest to `around`, then the later.
    static func yearOnWeekdays(_ dates: [DateExpression], dayFirst: Bool, around: Int) -> Int? {
        var seen = Set<Int>()
        let pairs: [(month: Int, day: Int)] = dates.compactMap { date in
            guard date.weekday == nil, date.end == nil, let pair = yearlessMonthDay(date.value, dayFirst: dayFirst),
                  seen.insert(pair.month * 100 + pair.day).inserted else { return nil }
            return pair
        }
        guard pairs.count >= 8 else { return nil }
        let autumn = pairs.contains { $0.month >= 7 }
        func weekend(_ year: Int) -> Int {
            pairs.filter { pair in
                // A term spans a new year at most: January after an autumn is in the next year.
                let inYear = pair.month <= 6 && autumn ? year + 1 : year
                guard let date = CivilDate(year: inYear, month: pair.month, day: pair.day) else { return true }
                return date.weekday == .saturday || date.weekday == .sunday
            }.count
        }
        let here = weekend(around)
        guard here * 10 > pairs.count else { return nil }
        var best: (year: Int, weekend: Int)?
        let candidates = CandidateYears(around: around, notBefore: nil)
        for year in candidates.years {
            if year > around, autumn { continue }
            let count = weekend(year)
            if let current = best, count > current.weekend || (count == current.weekend && candidates.isFarther(year, than: current.year)) {
                continue
            }
            best = (year, count)
        }
        guard let best, best.weekend * 20 <= pairs.count else { return nil }
        return best.year
    }

    /// The month, day and weekday of each date written with a weekday and without a year ("Monday, January 22").
    static func weekdayPairs(_ dates: [DateExpression], dayFirst: Bool) -> [(month: Int, day: Int, weekday: Weekday)] {
        dates.compactMap { date in
            guard let weekday = date.weekday, let written = yearlessMonthDay(date.value, dayFirst: dayFirst) else { return nil }
            return (written.month, written.day, weekday)
        }
    }

    /// The share of the dates written with a weekday and without a year ("Monday, January 22") whose
    /// weekday they have in `year` (a January date after the summer's in the next); 1 when none has one.
    static func weekdayAgreement(_ dates: [DateExpression], dayFirst: Bool, year: Int) -> Double {
        let pairs = weekdayPairs(dates, dayFirst: dayFirst)
        guard !pairs.isEmpty else { return 1 }
        let crossesNewYear = pairs.contains { $0.month >= 7 }
        let agree = pairs.filter { pair in
            [year, pair.month <= 6 && crossesNewYear ? year + 1 : year].contains { CivilDate(year: $0, month: pair.month, day: pair.day)?.weekday == pair.weekday }
        }.count
        return Double(agree) / Double(pairs.count)
    }

    /// The year (within a dozen before `around`, or the next) in which most "weekday + date" pairs agree.
    /// With a `season`, a year is that season's term and its dates fall where the term puts them (January
    /// in the Fall of 2017 is 2018).
    static func yearFromWeekdays(_ dates: [DateExpression], dayFirst: Bool, around: Int, minimumPairs: Int = 2,
                                 season: Term.Season? = nil, notBefore: Int? = nil) -> Int? {
        let pairs = weekdayPairs(dates, dayFirst: dayFirst)
        guard pairs.count >= minimumPairs else { return nil }
        let crossesNewYear = pairs.contains { $0.month >= 7 }
        var best: (year: Int, agree: Int)?
        let candidates = CandidateYears(around: around, notBefore: notBefore)
        for year in candidates.years {
            // A page is written for its term or the next: a year ahead is a spring schedule's (written
            // in the fall before), not an autumn one's a year off.
            if year > around, crossesNewYear { continue }
            // A term spans a new year at most: in a document with dates in the second half of a year, a
            // date in the first half may fall in the next one (January in a Fall syllabus); a spring
            // schedule's dates are all in one year.
            let agree = pairs.filter { pair in
                let years = season.map { [Term(season: $0, year: year).year(forMonth: pair.month)] }
                    ?? (pair.month <= 6 && crossesNewYear ? [year, year + 1] : [year])
                return years.contains {
                    CivilDate(year: $0, month: pair.month, day: pair.day)?.weekday == pair.weekday
                }
            }.count
            if let current = best, agree < current.agree || (agree == current.agree && !candidates.isNearer(year, than: current.year)) {
                continue
            }
            best = (year, agree)
        }
        guard let best, Double(best.agree) >= 0.8 * Double(pairs.count) else { return nil }
        return best.year
    }

    /// Two exams of one day that may be the same: their numbers agree (or one has none) and so do
    /// their times.
    private static func sameExam(_ one: ExamFacts, _ oneKey: TitleKey, _ other: ExamFacts, _ otherKey: TitleKey) -> Bool {
        guard one.isExam, other.isExam, oneKey.numbersAgree(with: otherKey) else { return false }
        if let first = one.time, let second = other.time { return first == second }
        return true
    }

    /// `one`, when it is an exam whose written time range ends at the time `other` gives.
    private static func startEndingAt(_ one: ResolvedTask, _ other: ResolvedTask) -> ResolvedTask? {
        guard one.mention.type == .exam, let start = one.time, let otherTime = other.time, start < otherTime else { return nil }
        return StatedEnd.endOfRange(of: start, in: one.mention.source.text) == otherTime ? one : nil
    }

    /// A day and the numbers of a title: where a numbered task's possible duplicates are kept.
    private struct DayNumbers: Hashable {
        var date: CivilDate
        var numbers: Set<String>
    }

    /// What ``sameExam(_:_:_:_:)`` reads of a task.
    private struct ExamFacts {
        var isExam: Bool
        var time: TimeOfDay?
        init(_ task: ResolvedTask) {
            isExam = task.mention.type == .exam
            time = task.time
        }
    }

    static func mostCommon(_ values: [Int]) -> Int {
        var counts: [Int: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }?.key ?? values[0]
    }

    /// A numbered deliverable dated only by its week of term ("Week 10: Midterm 2", counted from the
    /// term's first day, which a break shifts) gives way to the same deliverable with a calendar date
    /// ("Midterm 2 (Assembly), March 30").
    static func withoutSupersededWeekDates(_ tasks: [ResolvedTask]) -> [ResolvedTask] {
        func key(_ task: ResolvedTask) -> TitleKey {
            var words = task.mention.title.split(separator: " ")
            if words.count > 2, words[0].lowercased() == "week", words[1].allSatisfy(\.isNumber) { words.removeFirst(2) }
            return TitleKey(words.joined(separator: " "))
        }
        let calendarDated = tasks.filter { !$0.mention.date.isWeekOfTerm }.map(key).filter(\.hasNumber)
        guard !calendarDated.isEmpty else { return tasks }
        return tasks.filter { task in
            guard task.mention.date.isWeekOfTerm else { return true }
            let own = key(task)
            return !(own.hasNumber && calendarDated.contains { $0.sameTask(as: own) })
        }
    }

    /// An unnumbered deliverable dated only by the heading or section it sits under ("Slide project due
    /// on", its date cut off, in the week of Oct 9) gives way to the same deliverable dated by its own
    /// words up to a week later ("Slide project due THIS WEEK Monday Oct. 16"): the heading gave the
    /// week, the statement the day. A later heading's is another instance of a recurring deliverable.
    /// Only names of two words or more that say which piece of work they are: a bare "Report" or
    /// "Assignment" under each week is a series, numbered ones are told apart by their numbers, and an
    /// exam is held on its heading's day whatever is due elsewhere.
    static func withoutScopedDatesBeforeStated(_ tasks: [ResolvedTask]) -> [ResolvedTask] {
        let scoped: Set<TaskCue> = [.headingDate, .sectionDate]
        let stated = tasks.filter { $0.mention.cues.isDisjoint(with: scoped) && $0.mention.type != .exam }
        guard !stated.isEmpty, stated.count < tasks.count else { return tasks }
        let statedKeys = stated.map { TitleKey($0.mention.title) }
        return tasks.filter { task in
            guard !task.mention.cues.isDisjoint(with: scoped), task.mention.type != .exam else { return true }
            let own = TitleKey(task.mention.title)
            guard !own.hasNumber, own.words.count >= 2 else { return true }
            return !zip(stated, statedKeys).contains { other, key in
                !key.hasNumber && (1...7).contains(task.date.days(to: other.date)) && key.sameTask(as: own)
            }
        }
    }

    /// A numbered deliverable that a schedule lists under an earlier day without saying it is due
    /// ("**** Homework 1:" under Thursday's material) gives way to the same deliverable that the
    /// document says is due later, within four weeks ("+ Homework 1 is due" under the next Thursday):
    /// the earlier listing is when it was handed out. Not exams, which are held on the day they are listed.
    static func withoutPostedBeforeDue(_ tasks: [ResolvedTask]) -> [ResolvedTask] {
        let scoped: Set<TaskCue> = [.headingDate, .sectionDate, .rowDate, .adjacentRowDate]
        let due = tasks.filter { $0.mention.cues.contains(.dueWord) && $0.mention.type != .exam }
        guard !due.isEmpty, due.count < tasks.count else { return tasks }
        // Each due item by its numbers: only one with the same numbers can be the same item, so a long
        // schedule's items are not all compared with each other.
        var dueByNumbers: [Set<String>: [(date: CivilDate, key: TitleKey)]] = [:]
        for task in due {
            let key = TitleKey(task.mention.title)
            guard key.hasNumber else { continue }
            dueByNumbers[key.numbers, default: []].append((task.date, key))
        }
        // A line that says "due" of it ("Essay 1 draft due") is a deadline of its own, whatever its cues; a
        // line that says it of another piece ("Homework 1 due/Graphing - Homework 2") does not.
        func saysItsDue(_ task: ResolvedTask) -> Bool {
            let own = TitleKey(task.mention.title)
            guard own.hasNumber, let said = Self.saysDue(of: own, in: task.mention.source.text) else { return task.mention.cues.contains(.dueWord) }
            return said
        }
        let posted = tasks.indices.filter { index in
            let task = tasks[index]
            guard task.mention.type != .exam, !task.mention.cues.isDisjoint(with: scoped) else { return false }
            let own = TitleKey(task.mention.title)
            // Whether its line says it is due is read only of an item due again later: the line's pieces are costly.
            guard own.hasNumber, dueByNumbers[own.numbers, default: []].contains(where: { other in
                (1...28).contains(task.date.days(to: other.date)) && other.key.sameTask(as: own)
            }) else { return false }
            return !saysItsDue(task)
        }
        guard !posted.isEmpty else { return tasks }
        // The other names of the same listing go with it ("**Assignment 01:** [Problem Set 01](…)").
        let postedLines = Set(posted.map { "\(tasks[$0].mention.source.page):\(tasks[$0].mention.source.line)|\(tasks[$0].date)" })
        return tasks.filter { task in
            !postedLines.contains("\(task.mention.source.page):\(task.mention.source.line)|\(task.date)") || saysItsDue(task)
        }
    }

    /// Whether the line says "due" of the numbered item itself: in the piece of it (between tabs,
    /// slashes, commas and semicolons) that writes the item's numbers, or anywhere when no piece does;
    /// nil when the line does not say "due". "Homework 1 due/Graphing - Homework 2" says it of
    /// Homework 1, not of Homework 2.
    static func saysDue(of item: TitleKey, in line: String) -> Bool? {
        let wanted = item.numbers.compactMap { Int($0) }
        // One pass over the bytes: each piece's numbers and whether it writes "due".
        var anyDue = false, ownPiece = false, ownDue = false
        var numbers: [Int] = [], number: Int?, pieceDue = false
        var previous: [UInt8] = [0, 0]
        func endPiece() {
            if let value = number { numbers.append(value) }
            if !numbers.isEmpty, wanted.allSatisfy(numbers.contains) {
                ownPiece = true
                if pieceDue { ownDue = true }
            }
            numbers.removeAll(keepingCapacity: true)
            number = nil
            pieceDue = false
        }
        for byte in line.utf8 {
            switch byte {
            case UInt8(ascii: "\t"), UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "|"):
                // A cell, slash, comma, semicolon or pipe ends a piece.
                endPiece()
                continue
            default:
                break
            }
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                number = min((number ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
            } else if let value = number {
                numbers.append(value)
                number = nil
            }
            let lower = byte | 0x20
            if lower == UInt8(ascii: "e"), previous[1] == UInt8(ascii: "u"), previous[0] == UInt8(ascii: "d") {
                pieceDue = true
                anyDue = true
            }
            previous[0] = previous[1]
            previous[1] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }
        endPiece()
        guard anyDue else { return nil }
        return ownPiece ? ownDue : true
    }

    /// A presentation given on one of several listed days, the student's own not stated ("Group
    /// Presentations" on four schedule rows), is one task on the first of them. Numbered ones
    /// ("Presentation 1", "Presentation 2") are different presentations, and one its clause says is due
    /// ("upload your final presentation" by June 21) is handed in, not given in a slot.
    static func firstPresentationSlots(_ tasks: [ResolvedTask]) -> [ResolvedTask] {
        var seen: Set<[String]> = []
        return tasks.filter { task in
            guard task.mention.type == .presentation, !task.mention.cues.contains(.dueWord) else { return true }
            let key = TitleKey(task.mention.title)
            guard !key.hasNumber else { return true }
            return seen.insert(key.words).inserted
        }
    }

    /// One task per title and date: the same deadline is often written twice (schedule and list).
    /// Two exams on one day are one exam written twice ("Exam 1: 2/17" in the grading list, "2/17
    /// In-class Exam" in the schedule) unless their numbers or their times differ.
    static func deduplicated(_ tasks: [ResolvedTask]) -> [ResolvedTask] {
        var kept: [ResolvedTask] = []
        // The kept tasks of each day, so a task is compared only with those on its own date; a numbered
        // task only with those of its day that have its numbers or none (two numbers never merge), so
        // that a schedule of thousands of numbered items on one day is read in linear time.
        var onDate: [CivilDate: [Int]] = [:]
        var numberedOnDate: [DayNumbers: [Int]] = [:]
        var unnumberedOnDate: [CivilDate: [Int]] = [:]
        var keys: [TitleKey] = []  // of the kept tasks, each worked out once
        var exams: [ExamFacts] = []  // of the kept tasks, so that comparing does not copy a task
        var keyOf: [String: TitleKey] = [:]  // a schedule writes one title on many rows
        func titleKey(_ title: String) -> TitleKey {
            if let known = keyOf[title] { return known }
            let key = TitleKey(title)
            keyOf[title] = key
            return key
        }
        func file(_ index: Int, date: CivilDate, key: TitleKey) {
            if key.hasNumber {
                numberedOnDate[DayNumbers(date: date, numbers: key.numberSet), default: []].insertSorted(index)
            } else {
                unnumberedOnDate[date, default: []].insertSorted(index)
            }
        }
        func unfile(_ index: Int, date: CivilDate, key: TitleKey) {
            if key.hasNumber {
                numberedOnDate[DayNumbers(date: date, numbers: key.numberSet)]?.removeAll { $0 == index }
            } else {
                unnumberedOnDate[date]?.removeAll { $0 == index }
            }
        }
        for task in tasks {
            let key = titleKey(task.mention.title)
            let exam = ExamFacts(task)
            let matches = { (candidate: Int) in keys[candidate].sameTask(as: key) || sameExam(exams[candidate], keys[candidate], exam, key) }
            // The first kept task of the day that matches, as a scan of the whole day would find it.
            let found: Int?
            if key.hasNumber {
                let same = numberedOnDate[DayNumbers(date: task.date, numbers: key.numberSet)]?.first(where: matches)
                let unnumbered = unnumberedOnDate[task.date]?.first(where: matches)
                found = [same, unnumbered].compactMap { $0 }.min()
            } else {
                found = onDate[task.date]?.first(where: matches)
            }
            if let index = found {
                let existing = kept[index]
                // Keep the more confident one, but never lose a stated time or weight.
                // The numbered title ("Exam 1" over "In-class Exam"), the fuller title ("Reflection 1"
                // over "Reflection"), then the more confident.
                let taskWords = key.words.count, existingWords = keys[index].words.count
                var better = key.hasNumber != keys[index].hasNumber ? (key.hasNumber ? task : existing)
                    : taskWords != existingWords ? (taskWords > existingWords ? task : existing)
                    : (task.mention.confidence > existing.mention.confidence ? task : existing)
                // "at 2:05pm (till 3:05pm)" in one place, "due by 3:05pm" in another: the exam starts at
                // the first; the second is when it ends.
                if let starting = startEndingAt(existing, task) ?? startEndingAt(task, existing) { better = starting }
                better.time = better.time ?? existing.time ?? task.time
                better.due = better.due ?? existing.due ?? task.due
                better.mention.weight = better.mention.weight ?? existing.mention.weight ?? task.mention.weight
                kept[index] = better
                let betterKey = titleKey(better.mention.title)
                if betterKey.numberSet != keys[index].numberSet {
                    unfile(index, date: existing.date, key: keys[index])
                    file(index, date: existing.date, key: betterKey)
                }
                keys[index] = betterKey
                exams[index] = ExamFacts(better)
            } else {
                onDate[task.date, default: []].append(kept.count)
                file(kept.count, date: task.date, key: key)
                kept.append(task)
                keys.append(key)
                exams.append(exam)
            }
        }
        // Untimed tasks sort after timed ones on the same day.
        return kept.sorted { ($0.date, $0.time?.minutes ?? 24 * 60) < ($1.date, $1.time?.minutes ?? 24 * 60) }
    }

    /// "2019-09-12T23:59:00-07:00": the offset is the zone's on that day (DST included).
    public static func iso8601(date: CivilDate, time: TimeOfDay, zone: TimeZone) -> String {
        let localSeconds = Double(date.dayNumber * 86_400 + time.minutes * 60)
        var offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: localSeconds))
        offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: localSeconds - Double(offset)))
        let sign = offset < 0 ? "-" : "+"
        let hours = abs(offset) / 3600, minutes = abs(offset) % 3600 / 60
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(date)T\(time):00\(sign)\(pad(hours)):\(pad(minutes))"
    }
}

private extension Array where Element == Int {
    /// Inserts a value into a rising list where it belongs (indices of kept tasks mostly come in order,
    /// so this is an append).
    mutating func insertSorted(_ value: Int) {
        if let last, last < value { append(value); return }
        let position = firstIndex { $0 > value } ?? endIndex
        insert(value, at: position)
    }
}
