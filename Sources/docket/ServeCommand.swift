import ArgumentParser
import Docket
import DocketRun
import DocketServe
import Foundation
import Logging

/// `docket serve`: the pipeline as an HTTP service on loopback (see DocketServe).
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the pipeline over HTTP: POST /v1/documents, a calendar feed, GET /healthz, /metrics, /openapi.json.",
        discussion: """
        POST /v1/documents takes a raw body (the file's name in X-Docket-Filename or \
        Content-Disposition) or multipart/form-data with one or more files, and answers what \
        `docket ingest` prints for them; ?format=json|jsonl|ics|plan|svg, tz, today, from, until, \
        extractor, default-due-time, term-start and term work as the flags do (extractor=llm or hybrid \
        only when this server has a model: --llm-url, --llm-model; the key from the environment or \
        the config, never a request). POST /v1/plan takes several syllabi (multipart) and answers \
        their week plan (JSON, or ?format=svg). Documents are read in worker processes under --doc-timeout and \
        --doc-memory (--in-process: threads, no limits), --jobs at a time; up to --queue more wait, \
        and past that a request gets 429 with Retry-After. Errors are application/problem+json \
        (RFC 9457) with the one line `docket ingest` prints: 400 a bad parameter, 401 no token, 413 a \
        body over --max-body (refused before it is read whole), 415 an unsupported type, 422 a \
        document that cannot be read (corrupt, encrypted, past --doc-timeout or --doc-memory, a \
        reader crash), 503 no reader process.

        Uploads go through the service's store: the result cache and history.sqlite in --cache-dir \
        (the folder `docket ingest` uses), so a document read before is answered from the cache, \
        and each upload is recorded as its course's latest version, with `changes` in its JSON as \
        ingest reports them. --no-store keeps uploads out of both (a stateless service); --no-cache \
        too, and the feed then has no history. Only Docket's own files are written.

        GET /v1/calendar.ics (and /v1/calendars/COURSE.ics, one course) is a calendar to subscribe \
        to: the documents of --inbox DIR (read through the workers and the cache when they appear or \
        change; the folder is never modified), else every course in the history (history.sqlite in \
        --cache-dir, filled by uploads and by `docket ingest`), so an uploaded syllabus appears in it \
        and a changed version uploaded again updates its events. Events carry SEQUENCE from the history, so a moved \
        deadline arrives as an update and a dropped task as CANCELLED; REFRESH-INTERVAL and \
        X-PUBLISHED-TTL ask clients to poll every --refresh-interval seconds, and ETag with \
        If-None-Match answers an unchanged feed with 304.

        --term "Fall 2025" (else the config's "term") keeps one term's documents, as ingest's --term \
        does: in the answers of requests that name no ?term=, and in the feed. A request whose \
        documents are all of other terms gets 422 naming the terms they are of. Without a term, the \
        plan and its SVG show the current (else the next, else the latest) term when the documents \
        span several, unless ?from= or ?until= chose the days.

        With DOCKET_SERVE_TOKEN set in the environment (never a flag), every route but /healthz \
        needs `Authorization: Bearer TOKEN`. SIGTERM or SIGINT finishes the requests in flight, then \
        exits 0. One log line per request goes to standard error.
        """
    )

    @Option(name: .long, help: ArgumentHelp("Address to listen on (default: loopback).", valueName: "host"))
    var host = "127.0.0.1"

    @Option(name: .long, help: ArgumentHelp("Port to listen on; 0: any free port (logged).", valueName: "port"))
    var port = 8080

    @Option(name: .customLong("max-body"), help: ArgumentHelp("Largest request body: bytes, or 64K, 25M, 1G.", valueName: "size"))
    var maxBody = "25M"

    @Option(name: .long, help: ArgumentHelp("Documents read at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("Documents that may wait for a reader before requests get 429 (default: 4 per job).", valueName: "n"))
    var queue: Int?

    @Option(name: .customLong("client-timeout"), help: ArgumentHelp("Seconds a client may send nothing mid-request before its connection is closed (0: no limit).", valueName: "seconds"))
    var clientTimeout: Double = 30

    @Option(name: .customLong("log-format"), help: ArgumentHelp("text or json (one object per line), on standard error.", valueName: "format"))
    var logFormat: ServeLogHandler.Format = .text

    @OptionGroup(title: "Limits and isolation") var isolation: IsolationOptions

    @OptionGroup(title: "Extractor (a request's ?extractor= picks among rules and, with a model here, llm or hybrid)")
    var extraction: ExtractorChoice

    @Option(name: .long, help: ArgumentHelp("IANA time zone of due times when a request names none (default: the config's, else UTC).", valueName: "zone"))
    var tz: String?

    @Option(name: .long, help: ArgumentHelp("A JSON config file (default: ~/.config/docket/config.json if present).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Keep one term's documents, e.g. \"Fall 2025\" or 2025-26, in answers and the feed when a request names none (?term=); default: the config's \"term\", else all.", valueName: "term"))
    var term: String?

    @Option(name: .long, help: ArgumentHelp("A folder whose documents make the calendar feed; read again when they change, never modified.", valueName: "dir"))
    var inbox: String?

    @Option(name: .long, help: ArgumentHelp("Seconds between looks at --inbox for new or changed files.", valueName: "seconds"))
    var poll: Double = 10

    @Option(name: .customLong("refresh-interval"), help: ArgumentHelp("Seconds calendar subscribers are asked to wait between fetches (REFRESH-INTERVAL).", valueName: "seconds"))
    var refreshInterval = CalendarFeed.defaultRefreshInterval

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp("The result cache and history.sqlite (default: $XDG_CACHE_HOME/docket or ~/.cache/docket).", valueName: "dir"))
    var cacheDir: String?

    @Flag(name: .customLong("no-cache"), help: "Neither the result cache nor the history: uploads are not kept, the feed has no revisions.")
    var noCache = false

    @Flag(name: .customLong("no-store"), help: "Uploads are neither cached nor recorded in the history (a stateless service); the feed is still read.")
    var noStore = false

    func validate() throws {
        if ServeConfiguration.byteCount(maxBody) == nil { throw ValidationError("--max-body takes a size: bytes, or 64K, 25M, 1G.") }
        if !(0...65_535).contains(port) { throw ValidationError("--port must be 0 to 65535.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
        if !(clientTimeout >= 0) || !clientTimeout.isFinite { throw ValidationError("--client-timeout takes a number of seconds, 0 or more (0: no limit).") }
        if let queue, queue < 0 { throw ValidationError("--queue must be 0 or more.") }
        if let tz, TimeZone(identifier: tz) == nil { throw ValidationError("--tz: '\(tz)' is not an IANA time zone (e.g. Europe/London).") }
        if let term { _ = try TermArgument.parse(term) }
        if let inbox {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: inbox, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--inbox: '\(inbox)' is not a folder.")
            }
        }
        if !(poll > 0) || !poll.isFinite { throw ValidationError("--poll takes a number of seconds above 0.") }
        if refreshInterval < 60 { throw ValidationError("--refresh-interval must be at least 60 seconds.") }
        if noCache && cacheDir != nil { throw ValidationError("--cache-dir and --no-cache do not go together.") }
    }

    func run() throws {
        let resolved = try ResolvedSettings(configPath: config, tz: tz)
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        var pipeline = PipelineOptions()
        pipeline.ocrWorkers = max(1, ProcessInfo.processInfo.activeProcessorCount / jobs)
        let settings = resolved.workerSettings(pipeline: pipeline, defaultDueTime: nil, termStart: nil, today: nil,
                                               extractor: extraction.workerSettings(apiKey: resolved.config.llmApiKey))
        var serve = ServeConfiguration()
        serve.host = host
        serve.port = port
        serve.maxBody = ServeConfiguration.byteCount(maxBody) ?? ServeConfiguration.defaultMaxBody
        serve.clientTimeout = clientTimeout > 0 ? clientTimeout : nil
        serve.token = ProcessInfo.processInfo.environment["DOCKET_SERVE_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        do {
            // The flag wins over the config, as in ingest.
            serve.term = try term.map { try TermArgument.parse($0) } ?? resolved.config.wantedTerm()
        } catch {
            Console.error("\(error)")
            throw ExitCode.failure
        }
        let format = logFormat
        let logger = Logger(label: "docket.serve") { ServeLogHandler(label: $0, format: format) }

        let reader: any DocumentReader
        if isolation.inProcess {
            reader = InProcessReader(settings: settings) { $0.makeExtractor() }
        } else {
            do {
                reader = try PooledReader(size: jobs, settings: settings, limits: isolation.limits)
            } catch {
                Console.error("cannot start worker processes: \(error) (--in-process reads without them)")
                throw ExitCode.failure
            }
        }
        defer { reader.shutdown() }
        let cacheDirectory = noCache ? nil : (cacheDir ?? ResultCache.defaultDirectory())
        let history = cacheDirectory.flatMap(IngestCommand.openHistory(directory:))
        let store = uploadStore(reader: reader, cacheDirectory: cacheDirectory, history: history, logger: logger)
        let service = DocumentService(reader: reader, admission: Admission(concurrent: jobs, queue: queue ?? 4 * jobs),
                                      metrics: ServeMetrics(), retryAfter: serve.retryAfter, store: store)
        let (feed, catalog) = calendarFeed(reader: reader, cacheDirectory: cacheDirectory, history: history, term: serve.term, logger: logger)
        let outcome = RunOutcome()
        let finished = DispatchSemaphore(value: 0)
        let poll = self.poll
        Task { [catalog] in
            // The inbox is read ahead of the first subscriber, and kept read.
            let polling = catalog.map { catalog in
                Task {
                    while !Task.isCancelled {
                        await catalog.refresh()
                        try? await Task.sleep(for: .seconds(poll))
                    }
                }
            }
            do {
                try await DocketServer.application(configuration: serve, service: service, feed: feed, logger: logger).runService()
            } catch {
                outcome.fail("\(error)")
            }
            polling?.cancel()
            finished.signal()
        }
        finished.wait()
        if let failure = outcome.failure {
            Console.error("serve: \(failure)")
            throw ExitCode.failure
        }
    }
}

extension ServeLogHandler.Format: ExpressibleByArgument {}

/// How the server's task ended, read on the main thread once it has.
private final class RunOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var message: String?
    func fail(_ text: String) { lock.lock(); message = text; lock.unlock() }
    var failure: String? { lock.lock(); defer { lock.unlock() }; return message }
}
