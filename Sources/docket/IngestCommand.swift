import ArgumentParser
import Docket
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

        --format json prints {"documents": [...]}; with --out DIR each input gets its own file \
        (syllabus.pdf → DIR/syllabus.json). Folders are read recursively; '-' reads standard input. \
        The output's shape is published as schemas/docket-output.schema.json.

        Due times are never invented: a task has one when the document states it (beside the task \
        or as a rule like "all homework is due at 5 pm"), or when --default-due-time is given. Time \
        zones come from --tz or the config file, never from the machine.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: ArgumentHelp("json, jsonl (a line per task), ics (calendar), plan (week plan, JSON) or svg (its heat map).", valueName: "format"))
    var format: OutputFormat = .json

    @OptionGroup(title: "Output choices") var emit: EmitChoices

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

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case json, jsonl, ics, plan, svg
    }

    func validate() throws {
        if let defaultDueTime, TimeOfDay(text: defaultDueTime) == nil {
            throw ValidationError("--default-due-time must be HH:MM (24-hour), e.g. 23:59.")
        }
        if let termStart, CivilDate(iso: termStart) == nil { throw ValidationError("--term-start must be YYYY-MM-DD.") }
        if let today, CivilDate(iso: today) == nil { throw ValidationError("--today must be YYYY-MM-DD.") }
        if let tz, TimeZone(identifier: tz) == nil { throw ValidationError("--tz: '\(tz)' is not an IANA time zone (e.g. Europe/London).") }
        if let unavailable { _ = try Self.weekdays(unavailable) }
        if emit.split == .course && (format != .ics || out == nil) {
            throw ValidationError("--split course writes one calendar file per course: use it with --format ics --out DIR.")
        }
    }

    static func weekdays(_ text: String) throws -> Set<Weekday> {
        var days = Set<Weekday>()
        for piece in text.split(separator: ",") {
            guard let day = Weekday(rawValue: piece.trimmingCharacters(in: .whitespaces).uppercased().prefix(2).description) else {
                throw ValidationError("--unavailable takes two-letter days separated by commas, e.g. SA,SU.")
            }
            days.insert(day)
        }
        return days
    }

    func run() throws {
        let settings: DocketConfig
        do { settings = try DocketConfig.load(explicit: config) } catch {
            Console.error("\(error)")
            throw ExitCode.failure
        }
        let zone = tz ?? settings.timeZone ?? "UTC"
        guard let timeZone = TimeZone(identifier: zone) else {
            Console.error("config: '\(zone)' is not an IANA time zone")
            throw ExitCode.failure
        }
        var options = NormalizationOptions(today: today.flatMap(CivilDate.init(iso:)) ?? .today(in: timeZone))
        options.timeZone = zone
        options.defaultDueTime = (defaultDueTime ?? settings.defaultDueTime).flatMap(TimeOfDay.init(text:))
        options.termStart = termStart.flatMap(CivilDate.init(iso:))
        let hours: [TaskType: Double]
        let skip: Set<Weekday>
        do {
            hours = try settings.hours()
            skip = try unavailable.map(Self.weekdays) ?? Self.weekdays((settings.unavailable ?? []).joined(separator: ","))
        } catch {
            Console.error("\(error)")
            throw ExitCode.failure
        }
        let understanding = DocumentUnderstanding(estimator: TaskEstimator(hours: hours), subtasks: SubtaskPlanner(unavailable: skip),
                                                  options: options)
        let emitOptions = try emit.options(today: options.today, timeZone: zone, generatedAt: Int(Date().timeIntervalSince1970))
        let pipeline = Pipeline.standard(input.pipelineOptions)
        if let out {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        }
        var sink = makeSink(emitOptions)
        let failed = input.forEachDocument(pipeline) { name, bytes, document, _, _ in
            let understood = try understanding.understand(document, sha256: SHA256.hex(bytes.data))
            for warning in understood.warnings { Console.error("\(name): warning: \(warning)") }
            try sink.add(understood, input: name)
        }
        try sink.finish()
        if failed { throw ExitCode.failure }
    }

    private func makeSink(_ options: EmitOptions) -> any OutputSink {
        switch format {
        case .json: return JSONSink(out: out, options: options)
        case .jsonl: return JSONLSink(out: out, options: options)
        case .ics: return CalendarSink(out: out, options: options)
        case .plan: return PlanSink(out: out, options: options, emitter: WeekPlanEmitter(), fileName: "plan.json")
        case .svg: return PlanSink(out: out, options: options, emitter: SVGEmitter(), fileName: "plan.svg")
        }
    }
}

