import Docket
import Foundation

/// How `docket serve` listens and what it lets in.
public struct ServeConfiguration: Sendable {
    public var host = "127.0.0.1"
    /// 0: any free port (the one chosen is logged and given to `onRunning`).
    public var port = 8080
    /// Largest request body, in bytes.
    public var maxBody = 25 * 1024 * 1024
    /// When set, every route but /healthz needs `Authorization: Bearer TOKEN`.
    public var token: String?
    /// Seconds a client is told to wait after a 429.
    public var retryAfter = 1
    /// Seconds a connection may send nothing while its request is being read (or before one
    /// starts) before it is closed, so a stalled upload cannot hold a reading slot. A document being
    /// read is not cut short by it. nil: no limit.
    public var clientTimeout: Double? = 30
    /// The term whose documents are answered and put in the feed when a request names none
    /// (`--term`, else the config's `"term"`); nil: every term.
    public var term: WantedTerm?

    public static let defaultMaxBody = 25 * 1024 * 1024

    public init() {}
}

extension ServeConfiguration {
    /// "25M", "64K", "1G" (binary units) or a plain number of bytes; nil for anything else.
    public static func byteCount(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = Substring(trimmed)
        var unit = 1
        if let last = digits.last, let scale = units[last] {
            unit = scale
            digits = digits.dropLast()
        }
        guard let value = Int(digits), value > 0 else { return nil }
        let (bytes, overflow) = value.multipliedReportingOverflow(by: unit)
        return overflow ? nil : bytes
    }
}
