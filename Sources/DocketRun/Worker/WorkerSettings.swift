import Docket
import Foundation

/// Everything a worker needs to build the same `Pipeline` and `DocumentUnderstanding` as its parent,
/// as a value that crosses the pipe. `ingest` and `watch` both describe their stages with it, and the
/// result cache's key comes from it (``cacheFields``), so the key cannot drift from the stages.
public struct WorkerSettings: Codable, Sendable, Equatable {
    /// Read pages without a usable text layer, and images, by OCR.
    public var ocr = true
    /// Pages OCR'd at once within one document.
    public var ocrWorkers = 1
    public var ocrResolution = 300
    public var ocrLanguage = "eng"
    /// IANA time zone of due times.
    public var timeZone = "UTC"
    public var defaultDueTime: TimeOfDay?
    public var termStart: CivilDate?
    /// Fixed "today"; nil: today in ``timeZone`` when each document is read (a watcher runs across midnight).
    public var today: CivilDate?
    /// Estimated hours per task type, overriding the defaults.
    public var hours: [TaskType: Double] = [:]
    /// Weekdays subtask plans skip.
    public var unavailable: Set<Weekday> = []
    public var extractor = ExtractorSettings()

    public init() {}

    public var pipelineOptions: PipelineOptions {
        var options = PipelineOptions()
        options.ocr = ocr
        options.ocrWorkers = ocrWorkers
        options.ocrResolution = ocrResolution
        options.ocrLanguage = ocrLanguage
        return options
    }

    public func pipeline() -> Pipeline { Pipeline.standard(pipelineOptions) }

    /// The normalization options for a document read now.
    public func normalizationOptions() -> NormalizationOptions {
        var options = NormalizationOptions(today: today ?? .today(in: TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .current))
        options.timeZone = timeZone
        options.defaultDueTime = defaultDueTime
        options.termStart = termStart
        return options
    }

    /// The understanding stages, with the structured extractor the caller built from ``extractor``
    /// (DocketRun does not link the LLM client).
    public func understanding(extractor structured: any StructuredExtractor) -> DocumentUnderstanding {
        DocumentUnderstanding(extractor: structured, estimator: TaskEstimator(hours: hours),
                              subtasks: SubtaskPlanner(unavailable: unavailable), options: normalizationOptions())
    }

    /// The settings that change results, for `ResultCache.configurationHash`.
    public var cacheFields: [String: String] {
        let options = normalizationOptions()
        return [
            "timeZone": timeZone, "defaultDueTime": defaultDueTime.map { "\($0)" } ?? "",
            "termStart": termStart?.description ?? "", "today": options.today.description,
            "hours": hours.map { "\($0.key.rawValue):\($0.value)" }.sorted().joined(separator: ","),
            "unavailable": unavailable.map(\.rawValue).sorted().joined(separator: ","),
            "ocr": ocr ? "on" : "off", "ocrLanguage": ocrLanguage, "ocrResolution": "\(ocrResolution)",
        ].merging(extractor.cacheFields) { $1 }
    }
}

/// Which structured extractor a worker builds: the rules, or a language model (alone or merged
/// with the rules) behind an OpenAI-compatible server.
public struct ExtractorSettings: Codable, Sendable, Equatable {
    /// "rules", "llm" or "hybrid".
    public var kind = "rules"
    public var url: String?
    public var model: String?
    public var timeout: Double = 120
    public var contextTokens = 4096
    public var replyTokens = 1024
    /// The config file's key; never part of the cache key. (`DOCKET_LLM_API_KEY` reaches a worker
    /// through its environment.)
    public var apiKey: String?

    public init() {}

    /// What changes results; the same keys `ingest` has always used, so existing caches stay valid.
    public var cacheFields: [String: String] {
        let rules = kind == "rules"
        return ["extractor": kind, "llmURL": url ?? "", "llmModel": model ?? "",
                "llmContext": rules ? "" : String(contextTokens), "llmMaxReply": rules ? "" : String(replyTokens)]
    }
}
