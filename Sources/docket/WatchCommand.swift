import ArgumentParser
import Docket
import DocketRun
import Foundation

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Watch a folder and turn each document dropped into it into deadlines.",
        discussion: """
        Each file that arrives in INBOX is read once it is complete (closed after writing, or renamed \
        in, and its size and mtime unchanged for half a second), its JSON (and with --format ics also \
        its calendar) is written atomically into OUTBOX as NAME.json, and the file moves into \
        INBOX/.done/. A file that cannot be read moves into INBOX/.failed/ beside NAME.error.json \
        ({"file", "error", "time"}). Hidden files and editors' and browsers' temporary files (~$*, *.tmp, \
        *.part, *.crdownload, *.swp, .#*, *~) are skipped.

        Changes are seen through inotify (Linux); --poll SECONDS scans the folder instead. Every file \
        already there is taken at start-up, and the folder is rescanned when inotify's queue overflows.

        --jobs N files are read at once (default: the number of cores), so one slow file never holds \
        up the rest of the inbox. Each is read in a worker process (the same docket, re-run) under \
        limits: a file that takes longer than --doc-timeout (default 300 s), uses more than \
        --doc-memory, or crashes its reader is killed and fails with one line saying which, and \
        the inbox carries on. --in-process reads on threads of the watcher itself, without limits.

        A journal (INBOX/.docket-journal.sqlite, or --journal) records each file's state, so after a \
        crash or kill -9 a restart finishes or redoes what was in flight without duplicate or partial \
        outputs. A file whose reading was interrupted twice (the watcher crashed, was killed or ran \
        out of memory while reading it) is not tried a third time: it moves into \
        INBOX/.failed/ with an error.json saying so, and the files behind it are read.

        Each course's previous results are kept in history.sqlite in $XDG_CACHE_HOME/docket (default \
        ~/.cache/docket), as `docket ingest` keeps them: a new version of a syllabus gets "changes" in \
        its JSON, calendars whose SEQUENCE rises when an event changes and whose removed tasks are \
        cancelled, and with --format changes also OUTBOX/NAME.changes.json ({"changes": [...]}, as \
        `docket diff --format json` prints them; [] for a first version).

        A document that is not coursework (a README, notes: "other") gets its JSON but no calendar, \
        as ingest writes none for it. --term "Fall 2025" (else the config's "term") keeps one term's \
        documents, as ingest's --term does: a document of another term is read and recorded in the \
        history, but nothing is written for it; it moves into INBOX/.done/ with a line saying which \
        term it is of. Documents that name no term and date nothing are kept.

        SIGTERM or SIGINT: the files in hand are finished, then docket exits 0. --once processes what \
        is there and exits (for cron and tests): 0 when every file was read, 1 when any failed. One \
        line per event goes to standard error (--log-format json: one JSON object per line).
        """
    )

    @Argument(help: ArgumentHelp("The folder to watch.", valueName: "inbox"))
    var inbox: String

    @Option(name: .long, help: ArgumentHelp("Folder for the outputs (created if needed).", valueName: "outbox"))
    var out: String

    @Option(name: .long, help: ArgumentHelp("json (always written); ics adds a calendar per input, changes NAME.changes.json. Repeatable.", valueName: "format"))
    var format: [WatchFormat] = [.json]

    @Flag(name: .long, help: "Also write a calendar (NAME.ics) per input; same as --format ics.")
    var ics = false

    @Option(name: .long, help: ArgumentHelp("Scan the folder every SECONDS instead of using inotify.", valueName: "seconds"))
    var poll: Double?

    @Option(name: .long, help: ArgumentHelp("IANA time zone of due times, e.g. America/Chicago (default: the config's, else UTC).", valueName: "zone"))
    var tz: String?

    @Option(name: .customLong("log-format"), help: ArgumentHelp("text or json (one object per line), on standard error.", valueName: "format"))
    var logFormat: LogFormat = .text

    @Option(name: .long, help: ArgumentHelp("The journal file (default: INBOX/.docket-journal.sqlite).", valueName: "file"))
    var journal: String?

    @Option(name: .long, help: ArgumentHelp("Today, YYYY-MM-DD, for overdue flags and priorities (default: today).", valueName: "date"))
    var today: String?

    @Option(name: .long, help: ArgumentHelp("A JSON config file (default: ~/.config/docket/config.json if present).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Keep one term's documents, e.g. \"Fall 2025\" or 2025-26: nothing is written for another term's (default: the config's \"term\", else all).", valueName: "term"))
    var term: String?

    @Flag(name: .customLong("no-ocr"), help: "Do not OCR images or PDF pages without a text layer.")
    var noOCR = false

    @Flag(name: .long, help: "Process what is in the folder now, then exit (1 when any file failed).")
    var once = false

    @Option(name: .long, help: ArgumentHelp("Files to read at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @OptionGroup(title: "Limits") var isolation: IsolationOptions

    enum WatchFormat: String, ExpressibleByArgument, CaseIterable {
        case json, ics, changes
    }

    enum LogFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
        if let poll, !(poll > 0) { throw ValidationError("--poll takes a number of seconds above 0.") }
        if let tz, TimeZone(identifier: tz) == nil { throw ValidationError("--tz: '\(tz)' is not an IANA time zone (e.g. Europe/London).") }
        if let today { _ = try DateArgument.parse(today, option: "--today") }
        if let term { _ = try TermArgument.parse(term) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: inbox, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("'\(inbox)' is not a folder.")
        }
    }

    func run() throws {
        let resolved = try ResolvedSettings(configPath: config, tz: tz)
        let wantedTerm: WantedTerm?
        do {
            // The flag wins over the config, as in ingest.
            wantedTerm = try term.map { try TermArgument.parse($0) } ?? resolved.config.wantedTerm()
        } catch {
            Console.error("watch: \(error)")
            throw ExitCode.failure
        }
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let calendar = ics || format.contains(.ics)
        var watch = WatchConfiguration(inbox: inbox, outbox: out)
        watch.journalPath = journal
        watch.pollInterval = poll
        watch.once = once
        watch.jobs = jobs
        let changes = format.contains(.changes)
        watch.extensions = ["json"] + (changes ? ["changes.json"] : []) + (calendar ? ["ics"] : [])
        let history = IngestCommand.openHistory(directory: ResultCache.defaultDirectory())
        var pipelineOptions = PipelineOptions()
        pipelineOptions.ocr = !noOCR
        // Files are read side by side: share the cores among them for OCR'd pages, as ingest does.
        pipelineOptions.ocrWorkers = max(1, ProcessInfo.processInfo.activeProcessorCount / jobs)
        // "Today" stays unset unless --today fixes it, so each document is read with the day it arrives on.
        let settings = resolved.workerSettings(pipeline: pipelineOptions, defaultDueTime: nil, termStart: nil,
                                               today: today.flatMap(CivilDate.init(iso:)))

        let log = EventLog(format: logFormat == .json ? .json : .text)
        let read: @Sendable (String) -> BatchItem
        var pool: WorkerPool?
        if isolation.inProcess {
            let pipeline = settings.pipeline(), extractor = settings.extractor.makeExtractor()
            read = { path in
                // Built per document: "today" moves on while a watcher runs across midnight.
                let job = DocumentJob(pipeline: pipeline, understanding: settings.understanding(extractor: extractor), cache: nil) {
                    try InputDocument.read(path: $0)
                }
                return job(path)
            }
        } else {
            let started: WorkerPool
            do {
                started = try WorkerPool(size: jobs, settings: settings, limits: isolation.limits)
            } catch {
                Console.error("watch: cannot start worker processes: \(error) (--in-process reads without them)")
                throw ExitCode.failure
            }
            pool = started
            read = { started.process($0) }
        }
        defer { pool?.shutdown() }

        let summary: WatchSummary
        do {
            let watcher = try FolderWatcher(configuration: watch, log: log) { path in
                var document: UnderstoodDocument
                switch read(path).outcome {
                case .understood(let understood, _): document = understood
                case .failed(let reason): throw WatchDocumentError(file: path, reason: reason)
                }
                var emit = EmitOptions(today: settings.normalizationOptions().today, timeZone: settings.timeZone,
                                       generatedAt: Int(Date().timeIntervalSince1970))
                if let history {
                    let version = history.record(document, now: emit.generatedAt)
                    document.changes = version.changes
                    emit.revisions = version.revisions
                    emit.cancelled[document.source] = version.cancelled
                }
                // Recorded first, then left out, as ingest does: nothing is written for another term's document.
                if let wantedTerm, let term = document.term, !wantedTerm.matches(term) {
                    let name = (path as NSString).lastPathComponent
                    log.log("term", "--term \(wantedTerm.name) leaves out \(name): it is of \(term.name)",
                            ["file": name, "term": term.name, "wanted": wantedTerm.name])
                    return [String?](repeating: nil, count: 1 + (changes ? 1 : 0) + (calendar ? 1 : 0))
                }
                var texts: [String?] = [try JSONEmitter().emit([document], options: emit) + "\n"]
                if changes { texts.append(try JSON.encode(ChangeList(changes: document.changes ?? [])) + "\n") }
                // Not coursework: nothing to put in a calendar, not even an empty one (as ingest's --format ics).
                if calendar { texts.append(document.documentType == .other ? nil : try ICSEmitter().emit([document], options: emit)) }
                return texts
            }
            summary = try watcher.run()
        } catch {
            Console.error("watch: \(error)")
            throw ExitCode.failure
        }
        // A cron job must be able to tell that something needs a look.
        if once && summary.failed > 0 { throw ExitCode.failure }
    }
}
