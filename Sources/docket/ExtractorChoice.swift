import ArgumentParser
import Docket
import DocketLLM
import DocketRun
import Foundation

/// Which structured extractor reads the documents: the offline rules (default), a language model
/// over an OpenAI-compatible endpoint, or both merged. Document text leaves the machine only for
/// `llm` and `hybrid`, and only to the `--llm-url` given.
struct ExtractorChoice: ParsableArguments {
    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case rules, llm, hybrid
    }

    @Option(name: .long, help: ArgumentHelp("rules (offline, default), llm or hybrid (both, LLM tasks only when grounded).", valueName: "kind"))
    var extractor: Kind = .rules

    @Option(name: .customLong("llm-url"), help: ArgumentHelp("Base URL of an OpenAI-compatible server, e.g. http://127.0.0.1:8080 (Ollama: http://127.0.0.1:11434).", valueName: "url"))
    var llmURL: String?

    @Option(name: .customLong("llm-model"), help: ArgumentHelp("Model name the server knows.", valueName: "name"))
    var llmModel: String?

    @Option(name: .customLong("llm-timeout"), help: ArgumentHelp("Seconds to wait for each reply.", valueName: "seconds"))
    var llmTimeout: Double = 120

    @Option(name: .customLong("llm-context"), help: ArgumentHelp("The server's context size in tokens; the document is sent in chunks that fit.", valueName: "tokens"))
    var llmContext: Int = 4096

    @Option(name: .customLong("llm-max-reply"), help: ArgumentHelp("The most tokens one reply may have; a reply cut off there keeps its complete tasks.", valueName: "tokens"))
    var llmMaxReply: Int = 1024

    func validate() throws {
        guard extractor != .rules else { return }
        guard let llmURL, let url = URL(string: llmURL), url.scheme == "http" || url.scheme == "https", url.host != nil else {
            throw ValidationError("--extractor \(extractor.rawValue) needs --llm-url http(s)://HOST[:PORT].")
        }
        guard llmModel?.isEmpty == false else { throw ValidationError("--extractor \(extractor.rawValue) needs --llm-model NAME.") }
        if llmTimeout <= 0 { throw ValidationError("--llm-timeout must be positive.") }
        if llmContext < 1024 { throw ValidationError("--llm-context must be at least 1024 tokens.") }
        if llmMaxReply < 128 || llmMaxReply > llmContext / 2 {
            throw ValidationError("--llm-max-reply must be between 128 and half of --llm-context (\(llmContext / 2)).")
        }
    }

    /// The extractor to use; the API key comes from `DOCKET_LLM_API_KEY` or the config file, never a flag.
    func make(apiKey configKey: String?) -> any StructuredExtractor {
        workerSettings(apiKey: configKey).makeExtractor()
    }

    /// The choice as a value a worker process can rebuild it from.
    func workerSettings(apiKey configKey: String?) -> ExtractorSettings {
        var settings = ExtractorSettings()
        settings.kind = extractor.rawValue
        settings.url = llmURL
        settings.model = llmModel
        settings.timeout = llmTimeout
        settings.contextTokens = llmContext
        settings.replyTokens = llmMaxReply
        settings.apiKey = configKey
        return settings
    }
}
