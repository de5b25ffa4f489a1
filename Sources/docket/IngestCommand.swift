import ArgumentParser
import Docket
import DocketRun
import Foundation

struct IngestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ingest",
        abstract: "Read syllabi and assignment sheets and report their deadlines.",
        discussion: """
        Each input is classified (syllabus, assignment or other), its course, class meetings, days \
        without class and dated tasks are extracted offline by rules, and every date is placed on the \
        calendar: the year from the term or the document's full dates, the day/month order from the \
        document, "Week 5 Friday" from the term's first day (stated, or --term-start).

        --format agenda prints what is due as a table, week by week (overdue tasks marked "!", crunch \
        weeks named), in colour on a terminal unless NO_COLOR is set; --next 7d or 2w keeps the days \
        ahead of --today. --format json prints {"documents": [...]}; with --out DIR each input gets its own file \
        (syllabus.pdf → DIR/syllabus.json). Folders are read recursively; '-' reads standard input. \
        The output's shape is published as schemas/docket-output.schema.json.

        Each document's term is named by it ("Fall 2025", "Autumn 2024", "2025/26") or inferred from its \
        dates, and reported as "term" in the JSON. When the documents span several terms, --format plan, svg \
        and agenda show the current term (else the next, else the latest) relative to --today, and say so \
        in one line; --from, --until or --next choose the days instead. --term "Fall 2025" keeps one term's \
        documents in every format (json, jsonl and ics otherwise keep them all), with a line naming those \
        left out.

        Due times are never invented: a task has one when the document states it (beside the task \
        or as a rule like "all homework is due at 5 pm"), or when --default-due-time is given. Time \
        zones come from --tz or the config file, never from the machine.

        Documents are read --jobs at a time; output keeps the inputs' order (folders sorted by path) and \
        --format jsonl writes each document's lines as soon as it and the ones before it are done. \
        Progress goes to standard error (a bar on a terminal, a "[3/20] path" line otherwise), then a \
        summary: processed, cached, failed with each reason, tasks, model tokens, elapsed time. --quiet leaves only \
        failures and warnings.

        Each document is read in a worker process (--jobs of them, started once and reused), so one \
        that hangs, eats memory or crashes a reader costs only its own result: past --doc-timeout \
        seconds (default 300) or --doc-memory MB of resident memory (default 2048) its worker is \
        killed and replaced, and the document fails with one line ("took longer than 300 s \
        (--doc-timeout)", "used more than 2048 MB (--doc-memory)", "the reader crashed (signal 11) \
        on page 14"). 0 turns a limit off. Workers die with docket. --in-process reads on threads of \
        this process instead: no limits, no isolation.

        Results are cached by the input's SHA-256, Docket's version and the settings that change them \
        (time zone, default due time, term start, today, hours, unavailable days, OCR and its language) \
        in $XDG_CACHE_HOME/docket/cache.sqlite (default ~/.cache/docket); --cache-dir moves it, \
        --no-cache bypasses it. A damaged cache is deleted and rebuilt, with a warning.

        Beside it, history.sqlite keeps each course's previous results (by course, not by file), so a \
        new version of a syllabus reports what changed: "changes" in the JSON (as `docket diff` \
        reports them; [] for a first version, null with --no-cache), a line per change on standard \
        error (not with --quiet), and calendars whose SEQUENCE rises when an event changes and whose \
        removed tasks come back as STATUS:CANCELLED. Each task and meeting has an "id" that the \
        date never enters, which is also its calendar UID.

        --extractor llm or hybrid also asks a language model behind an OpenAI-compatible server \
        (--llm-url, --llm-model; the API key from $DOCKET_LLM_API_KEY or the config's "llmApiKey", \
        never a flag). Only then does document text leave the machine: the lines near dates and task \
        words, sent to that server. A task the model reports is kept only when its quote is found in \
        the document and the quote carries its date and names the deliverable; the summary adds the \
        tokens spent. scripts/llm-server starts a small local model for trying it.

        Exit status: 0 when every input was read; 1 when any input failed (one line each on standard \
        error: the file, then the reason) or there was nothing to read (a folder with no documents: one \
        line saying so); 64 for a usage error.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: ArgumentHelp("agenda (a table to read), json, jsonl (a line per task), ics (calendar), plan (week plan, JSON) or svg (its heat map).", valueName: "format"))
    var format: OutputFormat = .json

    @OptionGroup(title: "Output choices") var emit: EmitChoices

    @OptionGroup(title: "Extractor") var extraction: ExtractorChoice

    @OptionGroup(title: "Limits and isolation") var isolation: IsolationOptions

    @Option(name: .long, help: ArgumentHelp("Write one file per input into this folder instead of standard output.", valueName: "dir"))
    var out: String?

    @Option(name: .long, help: ArgumentHelp("IANA time zone of due times, e.g. America/Chicago (default: the config's, else UTC).", valueName: "zone"))
    var tz: String?

    @Option(name: .customLong("default-due-time"), help: ArgumentHelp("Due time for tasks whose document states none, HH:MM.", valueName: "time"))
    var defaultDueTime: String?

    @Option(name: .customLong("term-start"), help: ArgumentHelp("First day of term, YYYY-MM-DD, for 'Week 5 Friday' dates.", valueName: "date"))
    var termStart: String?

    @Option(name: .long, help: ArgumentHelp("Today, YYYY-MM-DD, for overdue flags, priorities and subtask plans (default: today).", valueName: "date"))
    var today: String?

    @Option(name: .long, help: ArgumentHelp("Weekdays you do not work on, for subtask plans: e.g. SA,SU.", valueName: "days"))
    var unavailable: String?

    @Option(name: .long, help: ArgumentHelp("A JSON config file (default: ~/.config/docket/config.json if present).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Documents to read at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Flag(name: .long, help: "No progress or summary on standard error; failures and warnings only.")
    var quiet = false

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp("Keep the result cache in this folder (default: $XDG_CACHE_HOME/docket or ~/.cache/docket).", valueName: "dir"))
    var cacheDir: String?

    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the result cache.")
    var noCache = false

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case json, jsonl, ics, plan, svg, agenda
    }

    func validate() throws {
        if let defaultDueTime, TimeOfDay(text: defaultDueTime) == nil {
            throw ValidationError("--default-due-time must be HH:MM (24-hour), e.g. 23:59.")
        }
        if let termStart { _ = try DateArgument.parse(termStart, option: "--term-start") }
        if let today { _ = try DateArgument.parse(today, option: "--today") }
        if let tz, TimeZone(identifier: tz) == nil { throw ValidationError("--tz: '\(tz)' is not an IANA time zone (e.g. Europe/London).") }
        if let unavailable { _ = try ResolvedSettings.weekdays(unavailable) }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
        if noCache && cacheDir != nil { throw ValidationError("--cache-dir and --no-cache do not go together.") }
        if emit.split == .course && (format != .ics || out == nil) {
            throw ValidationError("--split course writes one calendar file per course: use it with --format ics --out DIR.")
        }
    }

    func run() throws {
        let resolved = try ResolvedSettings(configPath: config, tz: tz, unavailableFlag: unavailable)
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let settings = workerSettings(resolved, jobs: jobs)
        let options = settings.normalizationOptions()
        let emitOptions = try emit.options(today: options.today, timeZone: settings.timeZone, generatedAt: Int(Date().timeIntervalSince1970))
        let wantedTerm: WantedTerm?
        do {
            wantedTerm = try emit.term.map { try TermArgument.parse($0) } ?? resolved.config.wantedTerm()
        } catch {
            Console.error("\(error)")
            throw ExitCode.failure
        }
        var termFilter = wantedTerm.map { TermFilter(wanted: $0) }
        if let out {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        }
        let (files, problems) = input.paths()
        if files.isEmpty && problems.isEmpty {
            Console.error(input.nothingToRead())
            throw ExitCode.failure
        }
        let progress = BatchProgress(total: files.count, style: BatchProgress.style(quiet: quiet))
        problems.forEach(progress.failedBeforeStart)
        var cache: ResultCache?
        if !noCache {
            do {
                cache = try ResultCache(directory: cacheDir ?? ResultCache.defaultDirectory(), version: Self.buildVersion,
                                        configuration: ResultCache.configurationHash(settings.cacheFields)) { Console.error("warning: \($0)") }
            } catch {
                Console.error("warning: cannot use the cache: \(error); reading without it")
            }
        }
        let history = noCache ? nil : Self.openHistory(directory: cacheDir ?? ResultCache.defaultDirectory())
        let now = emitOptions.generatedAt
        let work: @Sendable (String) -> BatchItem
        var pool: WorkerPool?
        if isolation.inProcess || files.isEmpty {
            let input = self.input
            let job = DocumentJob(pipeline: settings.pipeline(), understanding: settings.understanding(extractor: settings.extractor.makeExtractor()),
                                  cache: cache) { try input.read($0) }
            work = { job($0) }
        } else {
            let started: WorkerPool
            do {
                started = try WorkerPool(size: min(jobs, files.count), settings: settings, limits: isolation.limits)
            } catch {
                Console.error("cannot start worker processes: \(error) (--in-process reads without them)")
                throw ExitCode.failure
            }
            pool = started
            let job = IsolatedDocumentJob(pool: started, cache: cache)
            work = { job($0) }
        }
        defer { pool?.shutdown() }
        // The views pick a term only when the user picked neither a term nor the days.
        var sink = makeSink(emitOptions, choosesTerm: wantedTerm == nil && !emit.givesWindow)
        try BatchRunner(jobs: jobs).run(count: files.count, work: { work(files[$0]) }) { _, read in
            var item = read
            if case .understood(let document, let cached) = item.outcome {
                let section = emit.section ?? resolved.config.section(forCourse: document.course.code)
                item.outcome = .understood(document.choosingSection(section), cached: cached)
            }
            progress.record(item)
            guard case .understood(var document, _) = item.outcome else { return }
            if let history {
                let version = history.record(document, now: now)
                document.changes = version.changes
                sink.options.revisions.merge(version.revisions) { $1 }
                sink.options.cancelled[document.source] = version.cancelled
                if !quiet { for change in version.changes { progress.message("\(item.name): \(change.line)") } }
            }
            // Left out before any sink sees it, so every format (and every --out file) agrees.
            if let keeps = termFilter?.keeps(document, input: item.name), !keeps { return }
            try sink.add(document, input: item.name)
        }
        // Nothing of the term asked for: an empty agenda would read as "nothing due", so it is an error.
        if let termFilter, termFilter.matchedNone {
            progress.finish()
            Console.error(termFilter.noneMessage)
            throw ExitCode.failure
        }
        try sink.finish()
        if let note = termFilter?.leftOutNote { Console.note(note) }
        progress.finish()
        if !progress.failures.isEmpty { throw ExitCode.failure }
    }

    /// The history beside the cache; without it (it cannot be opened) documents are read as with
    /// --no-cache, with a warning.
    static func openHistory(directory: String) -> CourseHistory? {
        do {
            return try CourseHistory(directory: directory) { Console.error("warning: \($0)") }
        } catch {
            Console.error("warning: cannot keep the history of results: \(error); reading without it")
            return nil
        }
    }

    /// The stages' settings from the flags and the config, as one value the worker processes (and
    /// the cache key) share.
    private func workerSettings(_ resolved: ResolvedSettings, jobs: Int) -> WorkerSettings {
        var pipeline = input.pipelineOptions
        // Documents already run side by side: share the cores among them for OCR'd pages.
        pipeline.ocrWorkers = input.ocrJobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount / jobs)
        return resolved.workerSettings(pipeline: pipeline, defaultDueTime: defaultDueTime, termStart: termStart.flatMap(CivilDate.init(iso:)),
                                       today: today.flatMap(CivilDate.init(iso:)) ?? .today(in: resolved.timeZone),
                                       extractor: extraction.workerSettings(apiKey: resolved.config.llmApiKey))
    }

    /// Docket's version and this build's executable (its size and time), so a rebuilt Docket never
    /// reads results an older build cached.
    static var buildVersion: String {
        var version = DocketVersion.current
        if let path = Bundle.main.executablePath, let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            version += "+\(size).\(Int64(modified))"
        }
        return version
    }

    private func makeSink(_ options: EmitOptions, choosesTerm: Bool) -> any OutputSink {
        switch format {
        case .json: return JSONSink(out: out, options: options)
        case .jsonl: return JSONLSink(out: out, options: options)
        case .ics: return CalendarSink(out: out, options: options)
        case .plan: return PlanSink(out: out, options: options, emitter: WeekPlanEmitter(), fileName: "plan.json", choosesTerm: choosesTerm)
        case .svg: return PlanSink(out: out, options: options, emitter: SVGEmitter(), fileName: "plan.svg", choosesTerm: choosesTerm)
        case .agenda:
            let style: AgendaStyle = out == nil && TerminalColours.wanted() ? .ansi : .plain
            return PlanSink(out: out, options: options, emitter: AgendaEmitter(style: style), fileName: "agenda.txt", choosesTerm: choosesTerm)
        }
    }
}

