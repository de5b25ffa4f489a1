import ArgumentParser
import Docket

/// Options for what `docket ingest` writes, shared by every format.
struct EmitChoices: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Keep only tasks due on or after this day, YYYY-MM-DD.", valueName: "date"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("Keep only tasks due on or before this day, YYYY-MM-DD.", valueName: "date"))
    var until: String?

    @Option(name: .long, help: ArgumentHelp("Keep only the days ahead: 7d or 2w from --from, else from --today (today included).", valueName: "span"))
    var next: String?

    @Option(name: .long, help: ArgumentHelp("Keep one term's documents, e.g. \"Fall 2025\" or 2025-26, in every format (default: all; the plan, SVG and agenda show the current or next term when documents span several, and say so).", valueName: "term"))
    var term: String?

    @Option(name: .long, help: ArgumentHelp("Keep one section's class meetings, e.g. 002, when a syllabus lists several (per course: the config's \"sections\").", valueName: "section"))
    var section: String?

    @Option(name: .customLong("calendar-name"), help: ArgumentHelp("Name of the calendar (ICS); default: the course codes.", valueName: "name"))
    var calendarName: String?

    @Option(name: .long, help: ArgumentHelp("ICS: 'course' writes one calendar per course (needs --out).", valueName: "how"))
    var split: CalendarSplit = .none

    @Option(name: .customLong("tasks-as"), help: ArgumentHelp("ICS: tasks as 'event' (VEVENT) or 'todo' (VTODO with DUE).", valueName: "kind"))
    var tasksAs: TaskComponent = .event

    @Option(name: .long, help: ArgumentHelp("ICS: reminders before each task, e.g. 1d,2h,30m (none by default).", valueName: "list"))
    var remind: String?

    @Flag(name: .customLong("no-location"), help: "ICS: leave out class locations.")
    var noLocation = false

    @Flag(name: .customLong("no-description"), help: "ICS: leave out descriptions (source line, weight, hours).")
    var noDescription = false

    func validate() throws {
        if let from { _ = try DateArgument.parse(from, option: "--from") }
        if let until { _ = try DateArgument.parse(until, option: "--until") }
        if let next {
            _ = try Self.days(next)
            if until != nil { throw ValidationError("--next and --until both end the window: give one of them.") }
        }
        if let from = from.flatMap(CivilDate.init(iso:)), let until = until.flatMap(CivilDate.init(iso:)), until < from {
            throw ValidationError("--until is before --from.")
        }
        if let remind { _ = try Self.reminders(remind) }
        if let term { _ = try TermArgument.parse(term) }
    }

    /// Whether the user chose the days to show (--from, --until or --next): then no term is chosen for them.
    var givesWindow: Bool { from != nil || until != nil || next != nil }

    /// "7d" → 7, "2w" → 14: how many days `--next` keeps, today included.
    static func days(_ text: String) throws -> Int {
        let item = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let unit = item.last, let value = Int(item.dropLast()), value > 0, value <= 3660,
              let days = ["d": 1, "w": 7][unit] else {
            throw ValidationError("--next takes a number of days or weeks, like 7d or 2w.")
        }
        return value * days
    }

    /// "1d,2h,30m" → minutes before: [1440, 120, 30].
    static func reminders(_ text: String) throws -> [Int] {
        try text.split(separator: ",").map { piece in
            let item = piece.trimmingCharacters(in: .whitespaces).lowercased()
            guard let unit = item.last, let value = Int(item.dropLast()), value > 0,
                  let minutes = ["w": 10_080, "d": 1_440, "h": 60, "m": 1][unit] else {
                throw ValidationError("--remind takes amounts like 1d, 2h or 30m, separated by commas.")
            }
            return value * minutes
        }
    }

    func options(today: CivilDate, timeZone: String, generatedAt: Int) throws -> EmitOptions {
        var options = EmitOptions(today: today, timeZone: timeZone, generatedAt: generatedAt)
        options.from = from.flatMap(CivilDate.init(iso:))
        options.until = until.flatMap(CivilDate.init(iso:))
        if let next {
            let first = options.from ?? today
            options.from = first
            options.until = first.adding(days: try Self.days(next) - 1)
        }
        options.calendarName = calendarName
        options.split = split
        options.tasksAs = tasksAs
        options.reminders = try remind.map(Self.reminders) ?? []
        options.includeLocation = !noLocation
        options.includeDescription = !noDescription
        return options
    }
}

extension CalendarSplit: ExpressibleByArgument {}
extension TaskComponent: ExpressibleByArgument {}
