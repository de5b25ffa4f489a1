import DocketCore
import DocketUnderstand
import Foundation
import XCTest
@testable import DocketEmit

/// Documents built by hand for exact ICS cases, and small readers of ICS text.
enum ICSDocs {
    static func date(_ text: String) -> CivilDate {
        CivilDate(iso: text) ?? CivilDate(dayNumber: 0)
    }

    static func clock(_ text: String) throws -> TimeOfDay { try XCTUnwrap(TimeOfDay(text: text), "not HH:MM: \(text)") }

    static func task(_ title: String, _ type: TaskType, _ date: String, at time: String? = nil, dateText: String? = nil,
                     weight: Double? = nil, line: Int = 1, text: String? = nil) -> DocketTask {
        DocketTask(title: title, type: type, dueDate: ICSDocs.date(date), dueTime: time.flatMap(TimeOfDay.init(text:)), due: nil,
                   windowEnd: nil, weight: weight, target: nil, estimatedHours: 5, priority: 3,
                   source: TaskSource(page: 1, line: line, text: text ?? "\(title) — \(dateText ?? date)", dateText: dateText ?? date,
                                      extractor: "rules"),
                   confidence: 0.9, derived: false)
    }

    /// An understood document with only what a test gives it.
    static func document(source: String = "hand.txt", code: String? = "CS 101", title: String? = nil,
                         termStart: String? = nil, termEnd: String? = nil, meetings: [Meeting] = [],
                         noClass: [NoClassDay] = [], tasks: [DocketTask] = [], timeZone: String = "America/New_York") throws -> UnderstoodDocument {
        let skeleton: [String: Any] = [
            "source": source, "sha256": "", "format": "text", "documentType": "syllabus",
            "classification": ["documentType": "syllabus", "confidence": 1.0, "evidence": [] as [Any]],
            "course": [:] as [String: Any], "meetings": [] as [Any], "noClassDays": [] as [Any], "tasks": [] as [Any],
            "undated": [] as [Any], "recurring": [] as [Any], "warnings": [] as [Any], "ocrPages": [] as [Any],
            "timeZone": timeZone, "extractor": "test",
        ]
        var document = try JSONDecoder().decode(UnderstoodDocument.self, from: JSONSerialization.data(withJSONObject: skeleton))
        document.course = Course(code: code, title: title, term: nil, instructor: nil,
                                 termStart: termStart.map(date), termEnd: termEnd.map(date))
        document.meetings = meetings
        document.noClassDays = noClass
        document.tasks = tasks
        return document
    }

    /// MWF 10:00–10:50 over Fall 2025 (Mon Aug 25 – Fri Dec 12), no class Wed–Fri Nov 26–28.
    static func fallMWF(timeZone: String = "America/New_York") throws -> UnderstoodDocument {
        try document(code: "GEOG 1420", termStart: "2025-08-25", termEnd: "2025-12-12",
                     meetings: [Meeting(days: [.monday, .wednesday, .friday], start: try clock("10:00"),
                                        end: TimeOfDay(hour: 10, minute: 50), location: "Room 101, Hall B", kind: "lecture")],
                     noClass: [NoClassDay(start: date("2025-11-26"), end: date("2025-11-28"), reason: "Thanksgiving break")],
                     timeZone: timeZone)
    }

    static func options(_ zone: String = "America/New_York", generatedAt: Int = 1_756_080_000) -> EmitOptions {
        EmitOptions(today: EmitFixtures.today, timeZone: zone, generatedAt: generatedAt)
    }

    /// Physical lines, split on CRLF.
    static func physicalLines(_ ics: String) -> [String] {
        var lines = ics.components(separatedBy: "\r\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Unfolded content lines.
    static func contentLines(_ ics: String) -> [String] {
        ics.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    /// The unfolded content lines of each component named `name`.
    static func components(_ name: String, in ics: String) -> [[String]] {
        var result: [[String]] = []
        var current: [String]?
        var depth = 0
        for line in contentLines(ics) {
            if line == "BEGIN:\(name)" { current = []; depth = 0; continue }
            if line == "END:\(name)", depth == 0, let done = current { result.append(done); current = nil; continue }
            if current != nil {
                if line.hasPrefix("BEGIN:") { depth += 1 }
                if line.hasPrefix("END:") { depth -= 1 }
                current?.append(line)
            }
        }
        return result
    }

    static func value(_ property: String, in lines: [String]) -> String? {
        values(property, in: lines).first
    }

    /// Values of a property (its parameters ignored).
    static func values(_ property: String, in lines: [String]) -> [String] {
        lines.compactMap { line in
            guard line.hasPrefix(property + ":") || line.hasPrefix(property + ";") else { return nil }
            return line.firstIndex(of: ":").map { String(line[line.index(after: $0)...]) }
        }
    }

    /// Each meeting's class days as the emitter should write them, worked out here on their own: the
    /// stated term, else the Monday of the week of the document's first date to the Sunday of the week
    /// of its last; every day on one of the meeting's weekdays, less the no-class days.
    /// The meetings a calendar holds: with several sections and none chosen, only those for everyone.
    static func calendarMeetings(_ document: UnderstoodDocument) -> [Meeting] {
        document.sections.count > 1 ? document.meetings.filter { $0.section == nil } : document.meetings
    }

    static func expectedMeetingDates(_ document: UnderstoodDocument) -> [[CivilDate]] {
        // Classes stop before the final exam (the first exam titled "Final…"), else on the stated
        // last day, else on the last dated item.
        let isFinal = { (task: DocketTask) in task.type == .exam && task.title.lowercased().hasPrefix("final") }
        let dates = document.tasks.filter { !isFinal($0) }.flatMap { [$0.dueDate] + ($0.windowEnd.map { [$0] } ?? []) }
            + document.noClassDays.flatMap { [$0.start, $0.end] }
        let finals = document.tasks.filter(isFinal).map(\.dueDate)
        let lastBeforeFinal = finals.min()?.adding(days: -1)
        guard let start = document.course.termStart ?? (dates + finals).min().map({ $0.adding(days: -$0.weekday.index) }),
              let stated = document.course.termEnd ?? lastBeforeFinal ?? dates.max() else { return [] }
        let end = min(stated, lastBeforeFinal ?? stated)
        guard start <= end else { return [] }
        let off = Set(document.noClassDays.flatMap { day in (day.start.dayNumber...max(day.start.dayNumber, day.end.dayNumber)).map { $0 } })
        return calendarMeetings(document).map { meeting in
            (start.dayNumber...end.dayNumber).filter { !off.contains($0) }.map(CivilDate.init(dayNumber:))
                .filter { meeting.days.contains($0.weekday) }
        }.filter { !$0.isEmpty }
    }

    /// Every occurrence a calendar of these documents holds: a deadline each, and each class day.
    static func expectedOccurrences(_ documents: [UnderstoodDocument]) -> Int {
        documents.reduce(0) { $0 + $1.tasks.count + expectedMeetingDates($1).reduce(0) { $0 + $1.count } }
    }

    /// The dates an MWF-style meeting really meets on, counted by hand: every day of the term on one
    /// of its weekdays, less the no-class days.
    static func meetingDates(from start: String, to end: String, days: Set<Weekday>, except skipped: [String]) -> [CivilDate] {
        let skip = Set(skipped.map(date))
        return (date(start).dayNumber...date(end).dayNumber).map(CivilDate.init(dayNumber:))
            .filter { days.contains($0.weekday) && !skip.contains($0) }
    }
}

/// Runs the outside tools the real-parser tests use, and knows whether each is installed.
enum ICSTools {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    in directory: URL? = nil) throws -> Output {
        let scratch = try temporaryDirectory("run")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-ics-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ ics: String, named name: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(ics.utf8).write(to: url)
        return url
    }

    static func executable(_ candidates: [String]) -> String? {
        candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    // MARK: Python icalendar

    static let python = "/usr/bin/python3"

    /// Skips unless /usr/bin/python3 can import icalendar (Debian: python3-icalendar).
    static func requirePythonICalendar() throws {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw XCTSkip("/usr/bin/python3 is not installed (Debian: python3 and python3-icalendar)")
        }
        let probe = try run(python, ["-c", "import icalendar, dateutil.rrule"])
        guard probe.status == 0 else {
            throw XCTSkip("Python icalendar is not installed for /usr/bin/python3 (Debian: python3-icalendar)")
        }
    }

    /// Parses each file with Python's icalendar, expands every event (recurring_ical_events when
    /// installed, and dateutil.rrule always) and checks each TZID's VTIMEZONE against the tz database.
    static func pythonCheck(_ files: [URL]) throws -> [String: PythonReport] {
        let directory = try temporaryDirectory("py")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = try write(pythonScript, named: "check.py", in: directory)
        let output = try run(python, [script.path] + files.map(\.path))
        guard output.status == 0 else {
            throw ToolFailure(message: "python icalendar failed (\(output.status)): \(output.stderr)")
        }
        return try JSONDecoder().decode([String: PythonReport].self, from: Data(output.stdout.utf8))
    }

    struct PythonReport: Decodable {
        var VEVENT: Int
        var VTODO: Int
        var VTIMEZONE: Int
        var expander: String
        /// UID → sorted occurrences (`YYYY-MM-DDTHH:MM:SSZ`, or `YYYY-MM-DD` for all-day).
        var occurrences: [String: [String]]
        var dateutil: [String: [String]]
        var due: [String: String]
        var zoneProblems: [String]
    }

    struct ToolFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    static let pythonScript = #"""
    import datetime, json, sys
    import icalendar
    import zoneinfo
    from dateutil import rrule as du_rrule
    try:
        import recurring_ical_events
    except ImportError:
        recurring_ical_events = None

    UTC = datetime.timezone.utc

    def instant(value):
        if isinstance(value, datetime.datetime):
            if value.tzinfo is None:
                return value.isoformat() + " floating"
            return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        return value.strftime("%Y-%m-%d")

    def zoned_value(value, tzid):
        # icalendar 4 attaches pytz zones, whose fixed offset rrule arithmetic would carry across a
        # DST change: expand on the wall clock with zoneinfo instead.
        if isinstance(value, datetime.datetime) and tzid:
            return value.replace(tzinfo=None).replace(tzinfo=zoneinfo.ZoneInfo(str(tzid)))
        return value

    def as_list(value):
        if value is None:
            return []
        return value if isinstance(value, list) else [value]

    def check(path):
        with open(path, "rb") as f:
            cal = icalendar.Calendar.from_ical(f.read())
        out = {"VEVENT": 0, "VTODO": 0, "VTIMEZONE": 0, "occurrences": {}, "dateutil": {}, "due": {}, "zoneProblems": []}
        zones = {}
        for comp in cal.walk():
            if comp.name in ("VEVENT", "VTODO", "VTIMEZONE"):
                out[comp.name] += 1
            if comp.name == "VTIMEZONE":
                zones[str(comp["TZID"])] = comp.to_tz()
        # Each local time read through the file's own VTIMEZONE must get the tz database's offset.
        for comp in cal.walk():
            if comp.name not in ("VEVENT", "VTODO"):
                continue
            for key in ("DTSTART", "DTEND", "DUE", "EXDATE"):
                for prop in as_list(comp.get(key)):
                    tzid = prop.params.get("TZID")
                    if not tzid:
                        continue
                    values = [d.dt for d in prop.dts] if hasattr(prop, "dts") else [prop.dt]
                    for v in values:
                        naive = v.replace(tzinfo=None)
                        if str(tzid) not in zones:
                            out["zoneProblems"].append("%s %s: no VTIMEZONE" % (key, tzid))
                            continue
                        mine = zones[str(tzid)].localize(naive).utcoffset()
                        reference = naive.replace(tzinfo=zoneinfo.ZoneInfo(str(tzid))).utcoffset()
                        if mine != reference:
                            out["zoneProblems"].append("%s %s %s: VTIMEZONE gives %s, tz database %s" % (key, naive, tzid, mine, reference))
        start = datetime.datetime(1990, 1, 1, tzinfo=UTC)
        end = datetime.datetime(2100, 1, 1, tzinfo=UTC)
        for event in cal.walk("VEVENT"):
            uid = str(event["UID"])
            dtstart = zoned_value(event["DTSTART"].dt, event["DTSTART"].params.get("TZID"))
            if "RRULE" in event:
                rule = du_rrule.rrulestr(event["RRULE"].to_ical().decode(), dtstart=dtstart)
                excluded = set()
                for prop in as_list(event.get("EXDATE")):
                    for d in prop.dts:
                        excluded.add(instant(zoned_value(d.dt, prop.params.get("TZID"))))
                times = [t for t in rule if instant(t) not in excluded]
            else:
                times = [dtstart]
            out["dateutil"][uid] = sorted(instant(t) for t in times)
        if recurring_ical_events is not None:
            out["expander"] = "recurring_ical_events"
            for event in recurring_ical_events.of(cal).between(start, end):
                out["occurrences"].setdefault(str(event["UID"]), []).append(instant(event["DTSTART"].dt))
            for value in out["occurrences"].values():
                value.sort()
        else:
            out["expander"] = "dateutil"
            out["occurrences"] = out["dateutil"]
        for todo in cal.walk("VTODO"):
            out["due"][str(todo["UID"])] = instant(todo["DUE"].dt)
        return out

    print(json.dumps({path: check(path) for path in sys.argv[1:]}))
    """#

    // MARK: libical

    /// The checker compiled against libical, once per test run.
    private static let libicalProgram: Result<URL, Error> = Result {
        guard let cc = executable(["/usr/bin/cc", "/usr/bin/gcc", "/usr/bin/clang"]) else {
            throw XCTSkip("no C compiler (cc) to build the libical checker")
        }
        guard let pkgConfig = executable(["/usr/bin/pkg-config", "/usr/bin/pkgconf"]) else {
            throw XCTSkip("pkg-config is not installed, so libical cannot be found (Debian: pkg-config, libical-dev)")
        }
        let flags = try run(pkgConfig, ["--cflags", "--libs", "libical"])
        guard flags.status == 0 else { throw XCTSkip("libical is not installed (Debian: libical-dev)") }
        // Built once per source and libical version, in a folder named by their hash; built in a
        // private folder first and moved into place, so two test runs never see half a binary.
        let version = try run(pkgConfig, ["--modversion", "libical"]).stdout
        let hash = String(SHA256.hex(Array((libicalSource + version + flags.stdout).utf8)).prefix(16))
        let cached = FileManager.default.temporaryDirectory.appendingPathComponent("docket-ics-libical-\(hash)")
        let binary = cached.appendingPathComponent("expand")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        let directory = try temporaryDirectory("libical")
        let source = try write(libicalSource, named: "expand.c", in: directory)
        let command = "\(cc) -Wall -o '\(directory.path)/expand' '\(source.path)' $(\(pkgConfig) --cflags --libs libical)"
        let build = try run("/bin/sh", ["-c", command])
        guard build.status == 0 else { throw ToolFailure(message: "cannot compile the libical checker: \(build.stderr)") }
        do {
            try FileManager.default.moveItem(at: directory, to: cached)
        } catch where FileManager.default.isExecutableFile(atPath: binary.path) {
            try? FileManager.default.removeItem(at: directory)   // another run put it there first
        }
        return binary
    }

    struct LibicalReport {
        var errors = -1
        var counts: [String: Int] = [:]
        /// UID → occurrences in UTC (`YYYY-MM-DDTHH:MM:SSZ`), or `YYYY-MM-DD` for all-day.
        var occurrences: [String: [String]] = [:]
        var due: [String: String] = [:]
        var zonesNotInFile: [String] = []
    }

    static func libical(_ file: URL) throws -> LibicalReport {
        let binary = try libicalProgram.get()
        let output = try run(binary.path, [file.path])
        guard output.status == 0 else { throw ToolFailure(message: "libical checker failed (\(output.status)): \(output.stdout) \(output.stderr)") }
        var report = LibicalReport()
        for line in output.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 2 else { continue }
            switch fields[0] {
            case "ERRORS": report.errors = Int(fields[1]) ?? -1
            case "VEVENT", "VTODO", "VTIMEZONE": report.counts[fields[0]] = Int(fields[1]) ?? -1
            case "OCC" where fields.count == 3: report.occurrences[fields[1], default: []].append(fields[2])
            case "DUE" where fields.count == 3: report.due[fields[1]] = fields[2]
            case "ZONE-NOT-IN-FILE": report.zonesNotInFile.append(fields[1])
            default: break
            }
        }
        for key in report.occurrences.keys { report.occurrences[key]?.sort() }
        return report
    }

    static let libicalSource = #"""
    /* Parses an ICS file with libical, counts its components and prints every occurrence of every
       event in UTC (recurrences expanded by icalcomponent_foreach_recurrence, EXDATE honoured). */
    #include <libical/ical.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <time.h>

    static void print_instant(const char *tag, const char *uid, time_t t, int is_date) {
        struct tm tm;
        char buf[40];
        gmtime_r(&t, &tm);
        strftime(buf, sizeof buf, is_date ? "%Y-%m-%d" : "%Y-%m-%dT%H:%M:%SZ", &tm);
        printf("%s %s %s\n", tag, uid ? uid : "-", buf);
    }

    static void occurrence(icalcomponent *comp, struct icaltime_span *span, void *data) {
        print_instant("OCC", icalcomponent_get_uid(comp), span->start, *(int *)data);
    }

    /* The TZID of a property, if any, names a VTIMEZONE of this file (not libical's built-in zones). */
    static int zone_in_file(icalcomponent *cal, icalproperty *prop) {
        icalparameter *param = icalproperty_get_first_parameter(prop, ICAL_TZID_PARAMETER);
        if (!param) return 1;
        return icalcomponent_get_timezone(cal, icalparameter_get_tzid(param)) != NULL;
    }

    int main(int argc, char **argv) {
        if (argc < 2) return 64;
        FILE *file = fopen(argv[1], "rb");
        if (!file) { perror(argv[1]); return 66; }
        fseek(file, 0, SEEK_END);
        long size = ftell(file);
        fseek(file, 0, SEEK_SET);
        char *text = malloc((size_t)size + 1);
        if (!text || fread(text, 1, (size_t)size, file) != (size_t)size) return 74;
        text[size] = 0;
        fclose(file);

        icalcomponent *cal = icalparser_parse_string(text);
        if (!cal) { printf("PARSE-FAILED\n"); return 2; }
        printf("ERRORS %d\n", icalcomponent_count_errors(cal));
        printf("VEVENT %d\nVTODO %d\nVTIMEZONE %d\n",
               icalcomponent_count_components(cal, ICAL_VEVENT_COMPONENT),
               icalcomponent_count_components(cal, ICAL_VTODO_COMPONENT),
               icalcomponent_count_components(cal, ICAL_VTIMEZONE_COMPONENT));

        icaltimezone *utc = icaltimezone_get_utc_timezone();
        struct icaltimetype from = icaltime_from_timet_with_zone(0, 0, utc);
        struct icaltimetype to = icaltime_from_timet_with_zone((time_t)4102444800LL, 0, utc);
        icalcomponent *c;
        for (c = icalcomponent_get_first_component(cal, ICAL_VEVENT_COMPONENT); c;
             c = icalcomponent_get_next_component(cal, ICAL_VEVENT_COMPONENT)) {
            icalproperty *start = icalcomponent_get_first_property(c, ICAL_DTSTART_PROPERTY);
            if (start && !zone_in_file(cal, start)) printf("ZONE-NOT-IN-FILE %s\n", icalcomponent_get_uid(c));
            int is_date = icalcomponent_get_dtstart(c).is_date;
            icalcomponent_foreach_recurrence(c, from, to, occurrence, &is_date);
        }
        for (c = icalcomponent_get_first_component(cal, ICAL_VTODO_COMPONENT); c;
             c = icalcomponent_get_next_component(cal, ICAL_VTODO_COMPONENT)) {
            icalproperty *due = icalcomponent_get_first_property(c, ICAL_DUE_PROPERTY);
            if (!due) { printf("NO-DUE %s\n", icalcomponent_get_uid(c)); continue; }
            if (!zone_in_file(cal, due)) printf("ZONE-NOT-IN-FILE %s\n", icalcomponent_get_uid(c));
            struct icaltimetype t = icalcomponent_get_due(c);
            time_t instant = icaltime_as_timet_with_zone(t, t.zone ? t.zone : utc);
            print_instant("DUE", icalcomponent_get_uid(c), instant, t.is_date);
        }
        icalcomponent_free(cal);
        free(text);
        return 0;
    }
    """#

    // MARK: calcurse

    static func requireCalcurse() throws -> String {
        guard let calcurse = executable(["/usr/bin/calcurse", "/usr/local/bin/calcurse"]) else {
            throw XCTSkip("calcurse is not installed (Debian: calcurse)")
        }
        return calcurse
    }

    /// Imports a file into a fresh calcurse data folder (the machine's zone set to `zone`, which is
    /// what calcurse converts TZID times into) and lists every appointment and event from `from` to
    /// `to`, one `YYYY-MM-DD HH:MM summary` (all-day: `YYYY-MM-DD all-day summary`) per line.
    static func calcurse(_ file: URL, zone: String, from: String, to: String) throws -> (imported: String, items: [String]) {
        let calcurse = try requireCalcurse()
        let data = try temporaryDirectory("calcurse")
        defer { try? FileManager.default.removeItem(at: data) }
        let environment = ["TZ": zone, "HOME": data.path, "LC_ALL": "C.UTF-8"]
        let imported = try run(calcurse, ["-D", data.path, "-i", file.path], environment: environment)
        guard imported.status == 0 else { throw ToolFailure(message: "calcurse -i failed: \(imported.stderr)") }
        let query = try run(calcurse, ["-D", data.path, "--input-datefmt", "4", "--output-datefmt", "%Y-%m-%d",
                                       "-Q", "--filter-type", "cal",
                                       "--from", from, "--to", to,
                                       "--format-apt", "%(start:%Y-%m-%d %H:%M) %m\\n",
                                       "--format-recur-apt", "%(start:%Y-%m-%d %H:%M) %m\\n",
                                       "--format-event", "EVENT %m\\n", "--format-recur-event", "EVENT %m\\n"],
                            environment: environment)
        guard query.status == 0 else { throw ToolFailure(message: "calcurse -Q failed: \(query.stderr)") }
        // Events print without a date: take it from the day heading before them ("2025-11-26:").
        var items: [String] = []
        var day = ""
        for line in query.stdout.split(separator: "\n").map(String.init) {
            if line.hasSuffix(":"), line.count == 11, CivilDate(iso: String(line.dropLast())) != nil {
                day = String(line.dropLast())
            } else if line.hasPrefix("EVENT ") {
                items.append("\(day) all-day \(line.dropFirst(6))")
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                items.append(line)
            }
        }
        return (imported.stdout + imported.stderr, items)
    }
}
