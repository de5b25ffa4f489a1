import Foundation

/// One line per watcher event on standard error: `docket watch: done a.txt → out/a.json`, or with
/// `json` one object per line: `{"event":"done","file":"a.txt","output":"out/a.json","time":"…"}`.
/// (Written here, not through swift-log: one line, one write, nothing else needed.)
public struct EventLog: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    public var format: Format
    /// Where lines go; standard error unless a test captures them.
    public var sink: @Sendable (String) -> Void

    public init(format: Format = .text, sink: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) {
        self.format = format
        self.sink = sink
    }

    /// `message` is the text form; `fields` go into the JSON form (with `event` and `time`).
    public func log(_ event: String, _ message: String, _ fields: [String: String] = [:]) {
        switch format {
        case .text:
            sink("docket watch: " + message)
        case .json:
            var object: [String: String] = fields
            object["event"] = event
            object["time"] = ISO8601DateFormatter().string(from: Date())
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let line = (try? encoder.encode(object)).map { String(decoding: $0, as: UTF8.self) } ?? "{\"event\":\"\(event)\"}"
            sink(line)
        }
    }
}
