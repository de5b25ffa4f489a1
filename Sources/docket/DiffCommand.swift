import ArgumentParser
import Docket
import DocketRun
import Foundation

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two versions of syllabi: tasks, meetings, days without class.",
        discussion: """
        OLD and NEW are each a document, a folder (read recursively), or Docket's JSON output (what \
        `docket ingest` prints, or writes per input with --out). Documents are read as `docket ingest` \
        reads them, with the rules, in this process (no worker limits, no cache, no history).

        Courses are paired by their identity (code, else title, else file name; with the term), or, \
        when each side has one course left over, with each other. Tasks are paired by their id, which \
        comes from the course and the deliverable (its type and title: "HW 1" and "Homework 1" are \
        one task), never from the date. Reported: a task added, removed, moved (another date or \
        time), retitled, reweighted; a meeting added, removed or moved (another time or room); a day \
        without class added or removed. A task whose title changed beyond that, but still names the \
        same deliverable ("Paper 1" → "Paper 1: Argument"), is retitled, not removed and added.

        --format table (default) prints a row per change and a count; --format json prints \
        {"changes": [{"subject", "kind", "course", "id", "title", "old", "new"}]}.

        Exit status (as diff(1)): 0 when nothing changed, 1 when something did, 2 when an input could \
        not be read (one line each on standard error: the file, then the reason; no comparison is \
        printed), 64 for a usage error.
        """
    )

    @Argument(help: ArgumentHelp("The earlier version: a document, a folder, or Docket's JSON output.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The later version, in any of the same forms.", valueName: "new"))
    var new: String

    @Option(name: .long, help: ArgumentHelp("table (default) or json.", valueName: "format"))
    var format: DiffFormat = .table

    @Option(name: .long, help: ArgumentHelp("IANA time zone documents are read in (default: the config's, else UTC).", valueName: "zone"))
    var tz: String?

    @Option(name: .customLong("term-start"), help: ArgumentHelp("First day of term, YYYY-MM-DD, for 'Week 5 Friday' dates.", valueName: "date"))
    var termStart: String?

    @Option(name: .long, help: ArgumentHelp("A JSON config file (default: ~/.config/docket/config.json if present).", valueName: "file"))
    var config: String?

    enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    /// diff(1)'s statuses.
    static let changed: Int32 = 1
    static let trouble: Int32 = 2

    func validate() throws {
        if let termStart, CivilDate(iso: termStart) == nil { throw ValidationError("--term-start must be YYYY-MM-DD.") }
        if let tz, TimeZone(identifier: tz) == nil { throw ValidationError("--tz: '\(tz)' is not an IANA time zone (e.g. Europe/London).") }
    }

    func run() throws {
        let resolved: ResolvedSettings
        do {
            resolved = try ResolvedSettings(configPath: config, tz: tz)
        } catch {
            throw ExitCode(Self.trouble)
        }
        let settings = resolved.workerSettings(pipeline: PipelineOptions(), defaultDueTime: nil,
                                               termStart: termStart.flatMap(CivilDate.init(iso:)), today: nil)
        // Rules only, no cache: a comparison should not depend on a server or on what an older build stored.
        let job = DocumentJob(pipeline: settings.pipeline(), understanding: settings.understanding(extractor: RuleExtractor()),
                              cache: nil) { try InputDocument.read(path: $0) }
        let before = DiffSide(path: old, job: job), after = DiffSide(path: new, job: job)
        let failures = before.failures + after.failures
        guard failures.isEmpty else {
            failures.forEach { Console.error($0) }
            throw ExitCode(Self.trouble)
        }
        let changes = CourseChanges.between(old: before.documents, new: after.documents)
        switch format {
        case .table: Console.output(ChangeTable.render(changes))
        case .json: Console.output(try JSON.encode(ChangeList(changes: changes)))
        }
        if !changes.isEmpty { throw ExitCode(Self.changed) }
    }
}

/// `{"changes": [...]}`.
struct ChangeList: Codable {
    var changes: [Change]
}
