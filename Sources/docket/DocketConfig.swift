import Docket
import Foundation

/// Settings from a JSON config file: `--config FILE`, else `$XDG_CONFIG_HOME/docket/config.json`
/// (or `~/.config/docket/config.json`) when it exists. Flags override it.
///
///     {"timeZone": "America/New_York", "defaultDueTime": "23:59",
///      "estimatedHours": {"exam": 12, "paper": 10}, "unavailable": ["SA", "SU"], "llmApiKey": "sk-…",
///      "sections": {"CIVE 2310": "002"}, "term": "Fall 2025"}
struct DocketConfig: Decodable {
    var timeZone: String?
    var defaultDueTime: String?
    var estimatedHours: [String: Double]?
    var unavailable: [String]?
    /// For `--extractor llm|hybrid` when `DOCKET_LLM_API_KEY` is not set: keeps the key out of shell history.
    var llmApiKey: String?
    /// The section attended in each course, by course code: `--section` per course.
    var sections: [String: String]?
    /// The term to keep: `--term` for every run (the flag wins), for a folder that keeps old syllabi.
    var term: String?

    /// The config's term, checked as `--term` is.
    func wantedTerm() throws -> WantedTerm? {
        do {
            return try term.map { try TermArgument.parse($0, option: "term") }
        } catch {
            throw ConfigError(path: "config", reason: "\(error)")
        }
    }

    /// The section the config names for a course code, matched without case or spacing ("cive2310").
    func section(forCourse code: String?) -> String? {
        guard let code, let sections else { return nil }
        let key = { (text: String) in text.lowercased().filter { $0.isLetter || $0.isNumber } }
        return sections.first { key($0.key) == key(code) }?.value
    }

    static func load(explicit path: String?) throws -> DocketConfig {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        let url = path.map { URL(fileURLWithPath: $0) } ?? base.appendingPathComponent("docket/config.json")
        guard FileManager.default.fileExists(atPath: url.path) else {
            if let path { throw ConfigError(path: path, reason: "no such file") }
            return DocketConfig()
        }
        do {
            return try JSONDecoder().decode(DocketConfig.self, from: Data(contentsOf: url))
        } catch {
            throw ConfigError(path: url.path, reason: "not a valid config: \(error)")
        }
    }

    init() {}

    /// Hours per task type, validated.
    func hours() throws -> [TaskType: Double] {
        var result: [TaskType: Double] = [:]
        for (name, value) in estimatedHours ?? [:] {
            guard let type = TaskType(rawValue: name), value > 0 else {
                throw ConfigError(path: "config", reason: "estimatedHours: '\(name)' is not a task type with positive hours")
            }
            result[type] = value
        }
        return result
    }
}

struct ConfigError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }
}
