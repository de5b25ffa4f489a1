import Docket
import DocketRun

/// What one request changes of the server's reading settings, from its query string; nil keeps
/// the server's. The LLM's URL, model and key are never among them: a request may pick `llm` or
/// `hybrid` only when the server was started with a model (`--llm-url`, `--llm-model`).
public struct ReadingOverrides: Sendable, Hashable {
    public var timeZone: String?
    public var today: CivilDate?
    /// "rules", "llm" or "hybrid".
    public var extractor: String?
    public var defaultDueTime: TimeOfDay?
    public var termStart: CivilDate?

    public init(timeZone: String? = nil, today: CivilDate? = nil, extractor: String? = nil, defaultDueTime: TimeOfDay? = nil,
                termStart: CivilDate? = nil) {
        self.timeZone = timeZone
        self.today = today
        self.extractor = extractor
        self.defaultDueTime = defaultDueTime
        self.termStart = termStart
    }

    /// 400 when the request asks for a language model the server has none of.
    public func check(against settings: WorkerSettings) throws(Problem) {
        guard let extractor, extractor != "rules" else { return }
        if settings.extractor.url == nil || settings.extractor.model == nil {
            throw Problem(.badRequest, "extractor=\(extractor) needs a language model, and this server was started without one (--llm-url, --llm-model).")
        }
    }
}

extension WorkerSettings {
    /// These settings with a request's overrides.
    func overriding(_ overrides: ReadingOverrides) -> WorkerSettings {
        var settings = self
        if let timeZone = overrides.timeZone { settings.timeZone = timeZone }
        if let today = overrides.today { settings.today = today }
        if let kind = overrides.extractor { settings.extractor.kind = kind }
        if let time = overrides.defaultDueTime { settings.defaultDueTime = time }
        if let start = overrides.termStart { settings.termStart = start }
        return settings
    }
}
