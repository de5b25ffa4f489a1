import Foundation

/// Counters for `GET /metrics`, in Prometheus' text format (0.0.4).
public final class ServeMetrics: @unchecked Sendable {
    private struct Key: Hashable, Comparable {
        var method: String, route: String, status: Int
        static func < (a: Key, b: Key) -> Bool { (a.route, a.method, a.status) < (b.route, b.method, b.status) }
    }

    private let lock = NSLock()
    private var requests: [Key: Int] = [:]
    private var latencySum: [String: Double] = [:]
    private var latencyCount: [String: Int] = [:]
    private var documents = 0
    private var failures = 0
    private var cacheHits = 0

    public init() {}

    public func request(method: String, route: String, status: Int, seconds: Double) {
        lock.lock()
        defer { lock.unlock() }
        requests[Key(method: method, route: route, status: status), default: 0] += 1
        latencySum[route, default: 0] += seconds
        latencyCount[route, default: 0] += 1
    }

    public func documentRead(failed: Bool) {
        lock.lock()
        defer { lock.unlock() }
        documents += 1
        if failed { failures += 1 }
    }

    /// An upload answered from the result cache, without a reader.
    public func cacheHit() {
        lock.lock()
        defer { lock.unlock() }
        cacheHits += 1
    }

    /// The exposition text; `running`/`waiting` are the admission's gauges.
    public func text(running: Int, waiting: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        var lines = ["# HELP docket_http_requests_total HTTP requests by method, route and status.",
                     "# TYPE docket_http_requests_total counter"]
        for (key, count) in requests.sorted(by: { $0.key < $1.key }) {
            lines.append("docket_http_requests_total{method=\"\(key.method)\",route=\"\(key.route)\",status=\"\(key.status)\"} \(count)")
        }
        lines += ["# HELP docket_http_request_duration_seconds Time to answer a request, by route.",
                  "# TYPE docket_http_request_duration_seconds summary"]
        for route in latencyCount.keys.sorted() {
            lines.append("docket_http_request_duration_seconds_sum{route=\"\(route)\"} \(latencySum[route] ?? 0)")
            lines.append("docket_http_request_duration_seconds_count{route=\"\(route)\"} \(latencyCount[route] ?? 0)")
        }
        lines += ["# HELP docket_documents_total Documents read (understood or failed).", "# TYPE docket_documents_total counter",
                  "docket_documents_total \(documents)",
                  "# HELP docket_document_failures_total Documents that failed.", "# TYPE docket_document_failures_total counter",
                  "docket_document_failures_total \(failures)",
                  "# HELP docket_cache_hits_total Uploads answered from the result cache.", "# TYPE docket_cache_hits_total counter",
                  "docket_cache_hits_total \(cacheHits)",
                  "# HELP docket_documents_in_progress Documents being read now.", "# TYPE docket_documents_in_progress gauge",
                  "docket_documents_in_progress \(running)",
                  "# HELP docket_documents_waiting Documents waiting for a reading slot.", "# TYPE docket_documents_waiting gauge",
                  "docket_documents_waiting \(waiting)"]
        return lines.joined(separator: "\n") + "\n"
    }
}
