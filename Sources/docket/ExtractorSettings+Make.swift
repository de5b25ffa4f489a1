import Docket
import DocketLLM
import DocketRun
import Foundation

extension ExtractorSettings {
    /// The structured extractor these settings name: the rules, or a language model (alone or with
    /// the rules). Built the same way in the command and in each worker process. The API key comes
    /// from `DOCKET_LLM_API_KEY`, else the config file's.
    func makeExtractor() -> any StructuredExtractor {
        guard kind != "rules", let url = url.flatMap(URL.init(string:)), let model else { return RuleExtractor() }
        let key = ProcessInfo.processInfo.environment["DOCKET_LLM_API_KEY"] ?? apiKey
        let client = OpenAIClient(baseURL: url, model: model, apiKey: key, timeout: timeout)
        let llm = LLMExtractor(client: client, budget: LLMBudget(contextTokens: contextTokens, replyTokens: replyTokens))
        return kind == "hybrid" ? HybridExtractor(llm: llm) : llm
    }
}
