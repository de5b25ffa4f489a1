import Docket
import DocketRun
import DocketServe
import Foundation
import Logging

/// A real `docket serve` application on a free loopback port, inside the test process.
final class TestServer: @unchecked Sendable {
    let port: Int
    let service: DocumentService
    private let task: Task<Void, Error>

    /// Reads in-process unless another reader is given; port 0, so the system picks a free one.
    init(reader: any DocumentReader = InProcessReader(settings: TestServer.settings), maxBody: Int = ServeConfiguration.defaultMaxBody,
         token: String? = nil, concurrent: Int = 2, queue: Int = 8, clientTimeout: Double? = 30,
         feed: CalendarFeed = CalendarFeed(), store: UploadStore? = nil, term: WantedTerm? = nil, logger: Logger? = nil) async throws {
        var configuration = ServeConfiguration()
        configuration.port = 0
        configuration.maxBody = maxBody
        configuration.token = token
        configuration.clientTimeout = clientTimeout
        configuration.term = term
        let service = DocumentService(reader: reader, admission: Admission(concurrent: concurrent, queue: queue),
                                      metrics: ServeMetrics(), store: store)
        self.service = service
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        var quiet = Logger(label: "docket.serve.test")
        quiet.logLevel = .critical
        let logger = logger ?? quiet
        let application = DocketServer.application(configuration: configuration, service: service, feed: feed, logger: logger) { port in
            continuation.yield(port)
            continuation.finish()
        }
        task = Task { try await application.runService(gracefulShutdownSignals: []) }
        // Bounded: a server that never starts fails the test instead of hanging it.
        let port = await withTaskGroup(of: Int?.self) { group in
            group.addTask { for await port in ports { return port }; return nil }
            group.addTask { try? await Task.sleep(for: .seconds(60)); return nil }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let port else {
            task.cancel()
            throw TestServerError.didNotStart
        }
        self.port = port
    }

    var client: LoopbackHTTP { LoopbackHTTP(port: port) }

    func stop() async {
        task.cancel()
        _ = await task.result
    }

    /// Today and the zone fixed, so outputs do not depend on the day the tests run.
    static var settings: WorkerSettings {
        var settings = WorkerSettings()
        settings.timeZone = "America/Chicago"
        settings.today = CivilDate(iso: "2025-09-01")
        settings.ocrWorkers = 1
        return settings
    }
}

enum TestServerError: Error { case didNotStart }
