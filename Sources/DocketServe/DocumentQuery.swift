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

    public init() {}

    /// Parses `format`, `tz`, `today`, `from` and `until`; any other parameter is refused, so a
    /// misspelt one does not pass silently.
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
            default:
                throw Problem(.badRequest, "unknown query parameter '\(key)' (known: format, tz, today, from, until).")
            }
        }
        if let from, let until, until < from { throw Problem(.badRequest, "until is before from.") }
    }

    private static func date(_ text: String, _ name: String) throws(Problem) -> CivilDate {
        guard let date = CivilDate(iso: text) else { throw Problem(.badRequest, "\(name) must be YYYY-MM-DD.") }
        return date
    }

    /// The emitted text for the documents read.
    public func emit(_ documents: [UnderstoodDocument], today defaultToday: CivilDate, timeZone defaultZone: String,
                     generatedAt: Int) throws -> String {
        var options = EmitOptions(today: today ?? defaultToday, timeZone: timeZone ?? defaultZone, generatedAt: generatedAt)
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
