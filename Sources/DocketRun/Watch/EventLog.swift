import Foundation
import Logging

/// One line per watcher event on standard error, through swift-log: `docket watch: done a.txt →
/// out/a.json`, or with `json` one object per line:
/// `{"event":"done","file":"a.txt","level":"info","output":"out/a.json","time":"…"}`.
public struct EventLog: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    public var format: Format
    private let logger: Logger

    /// `sink` receives each finished line; standard error unless a test captures them.
    public init(format: Format = .text, sink: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) {
        self.format = format
        self.logger = Logger(label: "docket.watch") { _ in LineLogHandler(format: format, sink: sink) }
    }

    /// `message` is the text form; `fields` go into the JSON form (with `event`, `level` and `time`).
    public func log(_ event: String, _ message: String, _ fields: [String: String] = [:], level: Logger.Level = .info) {
        var metadata: Logger.Metadata = fields.mapValues { .string($0) }
        metadata["event"] = .string(event)
        logger.log(level: level, "\(message)", metadata: metadata)
    }
}

/// A swift-log handler that writes each record as one line: plain text or a JSON object.
struct LineLogHandler: LogHandler {
    let format: EventLog.Format
    let sink: @Sendable (String) -> Void
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        switch format {
        case .text:
            sink("docket watch: \(event.message)")
        case .json:
            var object: [String: String] = [:]
            for (key, value) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 }) {
                object[key] = "\(value)"
            }
            object["level"] = event.level.rawValue
            object["time"] = ISO8601DateFormatter().string(from: Date())
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let line = (try? encoder.encode(object)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"event":"log"}"#
            sink(line)
        }
    }
}
