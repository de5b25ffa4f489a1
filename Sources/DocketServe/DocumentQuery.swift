import Docket
import Foundation

/// What a document request asks for, from its query string, checked as `docket ingest` checks
/// the same flags (and answered 400 with the same words).
public struct DocumentQuery: Sendable, Equatable {
    public enum Format: String, Sendable, CaseIterable {
        case json, jsonl, ics, plan, svg

        public var contentType: String {
            switch self {
            case .json, .plan: return "application/json"
            case .jsonl: return "application/jsonl"
            case .ics: return "text/calendar; charset=utf-8"
            case .svg: return "image/svg+xml"
            }
        }
    }

    public var format: Format = .json
    /// IANA zone the document is read and emitted in; nil: the server's.
    public var timeZone: String?
    /// Today for overdue flags, priorities and plans; nil: the server's (or today in the zone).
    public var today: CivilDate?
    public var from: CivilDate?
    public var until: CivilDate?
    /// rules, llm or hybrid; nil: the server's `--extractor`.
    public var extractor: String?
    /// Due time of tasks whose document states none; nil: the server's (config file).
    public var defaultDueTime: TimeOfDay?
    /// First day of term, for "Week 5 Friday" dates.
    public var termStart: CivilDate?
    /// The term whose documents are kept (`--term`); nil: the server's (`--term` or the config's).
    public var term: WantedTerm?

    /// The parameters this query takes, in the order error messages list them.
    public static let names = ["format", "tz", "today", "from", "until", "extractor", "default-due-time", "term-start", "term"]

    public init() {}

    /// What the query changes of the server's reading settings.
    public var overrides: ReadingOverrides {
        ReadingOverrides(timeZone: timeZone, today: today, extractor: extractor, defaultDueTime: defaultDueTime, termStart: termStart)
    }

    /// Parses the parameters ``names`` lists, as `docket ingest` checks the flags of the same
    /// names; any other parameter is refused, so a misspelt one does not pass silently.
    public init(parameters: [(String, String)]) throws(Problem) {
        for (key, value) in parameters {
            switch key {
            case "format":
                guard let format = Format(rawValue: value) else {
                    throw Problem(.badRequest, "format must be one of json, jsonl, ics, plan, svg.")
                }
                self.format = format
            case "tz":
                guard TimeZone(identifier: value) != nil else {
                    throw Problem(.badRequest, "tz: '\(value)' is not an IANA time zone (e.g. Europe/London).")
                }
                timeZone = value
            case "today": today = try Self.date(value, "today")
            case "from": from = try Self.date(value, "from")
            case "until": until = try Self.date(value, "until")
            case "extractor":
                guard ["rules", "llm", "hybrid"].contains(value) else { throw Problem(.badRequest, "extractor must be one of rules, llm, hybrid.") }
                extractor = value
            case "default-due-time":
                guard let time = TimeOfDay(text: value) else {
                    throw Problem(.badRequest, "default-due-time must be HH:MM (24-hour), e.g. 23:59.")
                }
                defaultDueTime = time
            case "term-start": termStart = try Self.date(value, "term-start")
            case "term":
                // "Fall+2025": a form-encoded space (HTML forms, Python's urlencode) arrives as "+",
                // which the URI leaves as it is; no term has a "+" of its own.
                let text = value.replacingOccurrences(of: "+", with: " ")
                guard let wanted = WantedTerm(text) else { throw Problem(.badRequest, "term '\(text)': give \(WantedTerm.example).") }
                term = wanted
            default:
                throw Problem(.badRequest, "unknown query parameter '\(key)' (known: \(Self.names.joined(separator: ", "))).")
            }
        }
        if let from, let until, until < from { throw Problem(.badRequest, "until is before from.") }
    }

    private static func date(_ text: String, _ name: String) throws(Problem) -> CivilDate {
        guard let date = CivilDate(iso: text) else { throw Problem(.badRequest, "\(name) must be YYYY-MM-DD.") }
        return date
    }

    /// The documents of the term asked for (`term`, else the server's `defaultTerm`), as `docket
    /// ingest --term` keeps them: those of other terms left out, those without a term kept; a 422
    /// naming the terms there are when every document with a term is of another (an empty answer
    /// would read as "nothing due"). Without a term asked for, the plan and its SVG show one term
    /// when the documents span several, as ingest's do (``TermChoice``), unless `from` or `until`
    /// chose the days.
    public func chosen(_ read: [FeedDocument], defaultTerm: WantedTerm?, today defaultToday: CivilDate) throws(Problem) -> [FeedDocument] {
        if let wanted = term ?? defaultTerm {
            var filter = TermFilter(wanted: wanted, option: "term")
            let kept = read.filter { filter.keeps($0.document, input: $0.document.source) }
            if filter.matchedNone { throw Problem(.unprocessableContent, filter.noneMessage) }
            return kept
        }
        guard format == .plan || format == .svg, from == nil, until == nil,
              let choice = TermChoice.among(TermSpan.of(read.map(\.document)), today: today ?? defaultToday) else { return read }
        return read.filter { $0.document.term.map { $0.key == choice.term.key } ?? true }
    }

    /// The emitted text for the documents read, with their history's revisions and cancelled tasks.
    public func emit(_ read: [FeedDocument], today defaultToday: CivilDate, timeZone defaultZone: String,
                     generatedAt: Int) throws -> String {
        var options = EmitOptions(today: today ?? defaultToday, timeZone: timeZone ?? defaultZone, generatedAt: generatedAt)
        for entry in read {
            options.revisions.merge(entry.version.revisions) { $1 }
            options.cancelled[entry.document.source, default: []] += entry.version.cancelled
        }
        let documents = read.map(\.document)
        options.from = from
        options.until = until
        let text: String
        switch format {
        case .json: text = try JSONEmitter().emit(documents, options: options)
        case .jsonl: text = try JSONLEmitter().emit(documents, options: options)
        case .ics: text = try ICSEmitter().emit(documents, options: options)
        case .plan: text = try WeekPlanEmitter().emit(documents, options: options)
        case .svg: text = try SVGEmitter().emit(documents, options: options)
        }
        return text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
    }
}
