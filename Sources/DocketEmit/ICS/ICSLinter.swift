import DocketUnderstand
import Foundation

/// One thing wrong with an ICS file, at a physical line (1-based).
public struct ICSProblem: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}

/// Checks an iCalendar file (Docket's or anyone's) against RFC 5545 and against what calendar
/// importers are known to trip on: line ends and folding, component nesting, required properties,
/// time zones used but not defined, recurrence rules that never end or end in the wrong kind of
/// time, EXDATEs that do not match DTSTART, all-day events that end where they start, unescaped
/// text, duplicate UIDs.
///
/// Works on unfolded content lines; every problem names the physical line it starts on.
public struct ICSLinter: Sendable {
    public init() {}

    public func lint(_ text: String) -> [ICSProblem] {
        lint(bytes: Array(text.utf8))
    }

    /// The file's bytes as read: lines are unfolded on octets, as RFC 5545 §3.1 asks, so a UTF-8
    /// character split by a fold is found and joined again instead of failing to decode.
    public func lint(_ data: Data) -> [ICSProblem] {
        lint(bytes: Array(data))
    }

    private func lint(bytes: [UInt8]) -> [ICSProblem] {
        var state = LintState()
        state.run(bytes)
        return state.problems.enumerated()
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element)
    }
}

// MARK: - Content lines

/// An unfolded content line: `NAME;PARAM=VALUE:VALUE`, with the physical line it starts on.
struct ICSContentLine {
    var name: String
    var parameters: [(name: String, values: [String])]
    var value: String
    var line: Int

    func parameter(_ key: String) -> String? {
        parameters.first(where: { $0.name == key })?.values.first
    }

    /// Parses one unfolded line; nil when it has no `:` after the name and parameters.
    static func parse(_ text: String, line: Int) -> ICSContentLine? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var name = ""
        while index < scalars.count, scalars[index] != ";", scalars[index] != ":" {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        var parameters: [(name: String, values: [String])] = []
        while index < scalars.count, scalars[index] == ";" {
            index += 1
            var key = ""
            while index < scalars.count, scalars[index] != "=", scalars[index] != ":", scalars[index] != ";" {
                key.unicodeScalars.append(scalars[index])
                index += 1
            }
            var values: [String] = []
            if index < scalars.count, scalars[index] == "=" {
                index += 1
                var current = ""
                var quoted = false
                while index < scalars.count {
                    let scalar = scalars[index]
                    if scalar == "\"" { quoted.toggle(); index += 1; continue }
                    if !quoted, scalar == "," { values.append(current); current = ""; index += 1; continue }
                    if !quoted, scalar == ";" || scalar == ":" { break }
                    current.unicodeScalars.append(scalar)
                    index += 1
                }
                values.append(current)
            }
            parameters.append((name: key.uppercased(), values: values))
        }
        guard index < scalars.count, scalars[index] == ":" else { return nil }
        var value = ""
        value.unicodeScalars.append(contentsOf: scalars[(index + 1)...])
        return ICSContentLine(name: name.uppercased(), parameters: parameters, value: value, line: line)
    }
}

/// A DATE or DATE-TIME value as far as the checks need it.
struct ICSDateValue {
    enum Kind: Equatable { case date, utc, local }
    var kind: Kind
    /// The TZID parameter, for local times.
    var tzid: String?
    /// Days (DATE) or seconds on the wall clock, for ordering values of the same kind and zone.
    var order: Int

    var isDate: Bool { kind == .date }

    /// "a DATE", "UTC", "TZID=America/Chicago", "floating time".
    var zoneDescription: String {
        switch kind {
        case .date: return "a DATE"
        case .utc: return "UTC"
        case .local: return tzid.map { "TZID=\($0)" } ?? "floating time"
        }
    }

    /// Parses `YYYYMMDD` (when `asDate`) or `YYYYMMDDTHHMMSS[Z]`.
    static func parse(_ raw: String, asDate: Bool, tzid: String?) -> ICSDateValue? {
        let chars = Array(raw.utf8)
        func digits(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= chars.count else { return nil }
            var value = 0
            for i in range {
                guard chars[i] >= 0x30, chars[i] <= 0x39 else { return nil }
                value = value * 10 + Int(chars[i] - 0x30)
            }
            return value
        }
        guard let year = digits(0..<4), let month = digits(4..<6), let day = digits(6..<8),
              let date = CivilDate(year: year, month: month, day: day) else { return nil }
        if asDate {
            return chars.count == 8 ? ICSDateValue(kind: .date, tzid: nil, order: date.dayNumber) : nil
        }
        guard chars.count == 15 || chars.count == 16, chars[8] == UInt8(ascii: "T"),
              let hour = digits(9..<11), let minute = digits(11..<13), let second = digits(13..<15),
              hour < 24, minute < 60, second <= 60 else { return nil }
        let utc = chars.count == 16
        if utc, chars[15] != UInt8(ascii: "Z") { return nil }
        return ICSDateValue(kind: utc ? .utc : .local, tzid: utc ? nil : tzid,
                            order: date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second)
    }
}

// MARK: - The checks

private struct Frame {
    var name: String
    var line: Int
    var properties: [ICSContentLine] = []
    var children: [String] = []

    func all(_ name: String) -> [ICSContentLine] { properties.filter { $0.name == name } }
    func first(_ name: String) -> ICSContentLine? { properties.first { $0.name == name } }
}

private struct LintState {
    var problems: [ICSProblem] = []
    private var stack: [Frame] = []
    private var uids: [String: Int] = [:]
    /// Per open VCALENDAR: the zones it defines and the TZIDs its properties use.
    private var definedZones = Set<String>()
    private var usedZones: [(tzid: String, line: Int)] = []

    static let schedulable: Set<String> = ["VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY"]
    static let onlyOnce: Set<String> = ["UID", "DTSTAMP", "DTSTART", "DTEND", "DUE", "DURATION", "SUMMARY", "DESCRIPTION",
                                        "LOCATION", "SEQUENCE", "STATUS", "CLASS", "CREATED", "LAST-MODIFIED", "PRIORITY",
                                        "TRANSP", "URL", "RECURRENCE-ID", "GEO", "ORGANIZER"]
    static let textProperties: Set<String> = ["SUMMARY", "DESCRIPTION", "LOCATION", "COMMENT", "CONTACT"]

    mutating func report(_ line: Int, _ message: String) {
        problems.append(ICSProblem(line: line, message: message))
    }

    mutating func run(_ bytes: [UInt8]) {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            report(1, "the file starts with a byte-order mark (U+FEFF) before BEGIN:VCALENDAR")
            bytes.removeFirst(3)
        }
        let logical = unfold(bytes)
        for (text, line) in logical {
            if text.isEmpty { report(line, "empty line (RFC 5545 has no blank lines)"); continue }
            guard let content = ICSContentLine.parse(text, line: line) else {
                report(line, "not a content line: no ':' after the property name")
                continue
            }
            handle(content)
        }
        for frame in stack.reversed() { report(frame.line, "BEGIN:\(frame.name) is never closed with END:\(frame.name)") }
        if stack.contains(where: { $0.name == "VCALENDAR" }) { checkZones() }
        if logical.isEmpty { report(1, "empty file: no VCALENDAR") }
    }

    // MARK: Physical lines

    /// Splits on line ends (checking each is CRLF), checks lengths, and unfolds on octets, so a
    /// character split by a fold is joined again before decoding.
    private mutating func unfold(_ bytes: [UInt8]) -> [(String, Int)] {
        var lines: [(bytes: ArraySlice<UInt8>, number: Int)] = []
        var bareLF: [Int] = []
        var bareCR: [Int] = []
        var start = 0
        var index = 0
        var number = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D || byte == 0x0A {
                lines.append((bytes[start..<index], number))
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    index += 2
                } else {
                    if byte == 0x0A { bareLF.append(number) } else { bareCR.append(number) }
                    index += 1
                }
                start = index
                number += 1
            } else {
                index += 1
            }
        }
        if start < bytes.count {
            lines.append((bytes[start..<bytes.count], number))
            report(number, "the last line does not end with CRLF")
        }
        if let first = bareLF.first {
            report(first, "line ends with LF alone, not CRLF" + (bareLF.count > 1 ? " (so do \(bareLF.count - 1) more lines)" : ""))
        }
        if let first = bareCR.first {
            report(first, "line ends with CR alone, not CRLF" + (bareCR.count > 1 ? " (so do \(bareCR.count - 1) more lines)" : ""))
        }

        var logical: [(bytes: [UInt8], number: Int)] = []
        for (slice, number) in lines {
            if slice.count > ICSText.maxOctets {
                report(number, "\(slice.count) octets long, more than 75: fold it (CRLF and a space)")
            }
            if let first = slice.first, first == 0x20 || first == 0x09 {
                if let next = slice.dropFirst().first, next & 0xC0 == 0x80 {
                    report(number, "a fold splits a multi-octet UTF-8 character (fold between characters)")
                }
                if logical.isEmpty {
                    report(number, "a continuation line (starting with a space) with no line before it")
                } else {
                    logical[logical.count - 1].bytes += slice.dropFirst()
                }
            } else {
                logical.append((Array(slice), number))
            }
        }
        return logical.map { line in
            guard let text = String(validating: line.bytes, as: UTF8.self) else {
                report(line.number, "not valid UTF-8")
                return (String(decoding: line.bytes, as: UTF8.self), line.number)
            }
            if text.unicodeScalars.contains("\u{FFFD}") {
                report(line.number, "U+FFFD, the replacement character: the text was not valid UTF-8 when it was read")
            }
            return (text, line.number)
        }
    }

    // MARK: Components

    private mutating func handle(_ line: ICSContentLine) {
        if line.name.isEmpty || !line.name.unicodeScalars.allSatisfy({ ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) || $0 == "-" }) {
            report(line.line, "'\(line.name)' is not a property name")
            return
        }
        switch line.name {
        case "BEGIN": begin(line)
        case "END": end(line)
        default:
            guard !stack.isEmpty else {
                report(line.line, "\(line.name) outside any component (the file must start with BEGIN:VCALENDAR)")
                return
            }
            stack[stack.count - 1].properties.append(line)
            if let tzid = line.parameter("TZID") { usedZones.append((tzid, line.line)) }
            if Self.textProperties.contains(line.name) { checkText(line) }
        }
    }

    private mutating func begin(_ line: ICSContentLine) {
        let name = line.value.uppercased()
        let parent = stack.last?.name
        switch name {
        case "VCALENDAR":
            if let parent { report(line.line, "BEGIN:VCALENDAR inside \(parent)") }
            definedZones = []
            usedZones = []
        case "VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY", "VTIMEZONE":
            if parent != "VCALENDAR" { report(line.line, "BEGIN:\(name) " + (parent.map { "inside \($0)" } ?? "outside VCALENDAR") + ": it belongs directly in VCALENDAR") }
        case "VALARM":
            if parent != "VEVENT", parent != "VTODO" { report(line.line, "BEGIN:VALARM " + (parent.map { "inside \($0)" } ?? "outside any component") + ": it belongs in a VEVENT or VTODO") }
        case "STANDARD", "DAYLIGHT":
            if parent != "VTIMEZONE" { report(line.line, "BEGIN:\(name) " + (parent.map { "inside \($0)" } ?? "outside any component") + ": it belongs in a VTIMEZONE") }
        default:
            if parent == nil { report(line.line, "BEGIN:\(name) outside VCALENDAR") }
        }
        if !stack.isEmpty { stack[stack.count - 1].children.append(name) }
        stack.append(Frame(name: name, line: line.line))
    }

    private mutating func end(_ line: ICSContentLine) {
        let name = line.value.uppercased()
        guard let open = stack.last else {
            report(line.line, "END:\(name) without a BEGIN:\(name)")
            return
        }
        if open.name != name {
            guard let depth = stack.lastIndex(where: { $0.name == name }) else {
                report(line.line, "END:\(name) does not match BEGIN:\(open.name) (line \(open.line))")
                return
            }
            // Components left open inside the one being closed.
            for frame in stack[(depth + 1)...].reversed() {
                report(frame.line, "BEGIN:\(frame.name) is not closed before END:\(name) (line \(line.line))")
            }
            stack.removeSubrange((depth + 1)...)
        }
        guard let frame = stack.popLast() else { return }
        check(frame)
    }

    private mutating func check(_ frame: Frame) {
        switch frame.name {
        case "VCALENDAR":
            for property in ["VERSION", "PRODID"] {
                let found = frame.all(property)
                if found.isEmpty { report(frame.line, "VCALENDAR has no \(property)") }
                if found.count > 1 { report(found[1].line, "VCALENDAR has \(found.count) \(property) properties (one allowed)") }
            }
            if let version = frame.first("VERSION"), version.value != "2.0" {
                report(version.line, "VERSION is '\(version.value)', not 2.0")
            }
            checkZones()
        case "VEVENT", "VTODO":
            checkSchedulable(frame)
        case "VTIMEZONE":
            if let tzid = frame.first("TZID") { definedZones.insert(tzid.value) } else { report(frame.line, "VTIMEZONE has no TZID") }
            if !frame.children.contains(where: { $0 == "STANDARD" || $0 == "DAYLIGHT" }) {
                report(frame.line, "VTIMEZONE has no STANDARD or DAYLIGHT observance")
            }
        case "STANDARD", "DAYLIGHT":
            for property in ["DTSTART", "TZOFFSETFROM", "TZOFFSETTO"] where frame.first(property) == nil {
                report(frame.line, "\(frame.name) has no \(property)")
            }
        case "VALARM":
            let action = frame.first("ACTION")
            if action == nil { report(frame.line, "VALARM has no ACTION") }
            if frame.first("TRIGGER") == nil { report(frame.line, "VALARM has no TRIGGER") }
            if action?.value.uppercased() == "DISPLAY", frame.first("DESCRIPTION") == nil {
                report(frame.line, "VALARM with ACTION:DISPLAY has no DESCRIPTION")
            }
        default:
            break
        }
    }

    /// Every TZID used in the calendar just closed has a VTIMEZONE in it.
    private mutating func checkZones() {
        var reported = Set<String>()
        for use in usedZones where !definedZones.contains(use.tzid) && reported.insert(use.tzid).inserted {
            report(use.line, "TZID=\(use.tzid) has no VTIMEZONE in this calendar")
        }
        usedZones = []
    }

    // MARK: Events and to-dos

    private mutating func checkSchedulable(_ frame: Frame) {
        let kind = frame.name
        for property in Self.onlyOnce {
            let found = frame.all(property)
            if found.count > 1 { report(found[1].line, "\(kind) has \(found.count) \(property) properties (one allowed)") }
        }
        if let uid = frame.first("UID") {
            if frame.first("RECURRENCE-ID") == nil {
                if let earlier = uids[uid.value] {
                    report(uid.line, "duplicate UID \(uid.value) (also at line \(earlier))")
                } else {
                    uids[uid.value] = uid.line
                }
            }
        } else {
            report(frame.line, "\(kind) has no UID")
        }
        if let stamp = frame.first("DTSTAMP") {
            if let value = date(stamp), value.kind != .utc { report(stamp.line, "DTSTAMP must be a UTC time (ending in Z)") }
        } else {
            report(frame.line, "\(kind) has no DTSTAMP")
        }

        let startLine = frame.first("DTSTART")
        let dueLine = frame.first("DUE")
        if startLine == nil {
            if kind == "VEVENT" { report(frame.line, "VEVENT has no DTSTART") }
            if kind == "VTODO", dueLine == nil { report(frame.line, "VTODO has neither DTSTART nor DUE") }
        }
        let start = startLine.flatMap { date($0) }
        if let endLine = frame.first("DTEND") {
            if frame.first("DURATION") != nil { report(endLine.line, "\(kind) has both DTEND and DURATION") }
            if let end = date(endLine), let start { checkEnd(end, after: start, line: endLine.line, name: "DTEND") }
        }
        if let dueLine {
            if frame.first("DURATION") != nil { report(dueLine.line, "VTODO has both DUE and DURATION") }
            if let due = date(dueLine), let start { checkEnd(due, after: start, line: dueLine.line, name: "DUE") }
        }

        let rules = frame.all("RRULE")
        if rules.count > 1 { report(rules[1].line, "more than one RRULE (RFC 5545: SHOULD NOT)") }
        for rule in rules { checkRule(rule, start: start) }
        for exdate in frame.all("EXDATE") { checkExceptions(exdate, start: start) }
        if !frame.all("EXDATE").isEmpty, rules.isEmpty, frame.first("RDATE") == nil, let first = frame.first("EXDATE") {
            report(first.line, "EXDATE without RRULE or RDATE: there is nothing to exclude")
        }
    }

    /// A DATE or DATE-TIME property's value, reporting what is malformed.
    private mutating func date(_ line: ICSContentLine) -> ICSDateValue? {
        let isDate = line.parameter("VALUE")?.uppercased() == "DATE"
        let tzid = line.parameter("TZID")
        guard let value = ICSDateValue.parse(line.value, asDate: isDate, tzid: tzid) else {
            if !isDate, ICSDateValue.parse(line.value, asDate: true, tzid: nil) != nil {
                report(line.line, "\(line.name) value \(line.value) is a DATE: it needs VALUE=DATE")
            } else {
                report(line.line, "\(line.name) value '\(line.value)' is not " + (isDate ? "a DATE (YYYYMMDD)" : "a DATE-TIME (YYYYMMDDTHHMMSS, Z for UTC)"))
            }
            return nil
        }
        checkZoneParameter(value, line: line)
        return value
    }

    private mutating func checkZoneParameter(_ value: ICSDateValue, line: ICSContentLine) {
        guard line.parameter("TZID") != nil else { return }
        if value.kind == .date { report(line.line, "\(line.name) has a TZID on a DATE value") }
        if value.kind == .utc { report(line.line, "\(line.name) has a TZID on a UTC time (ending in Z)") }
    }

    private mutating func checkEnd(_ end: ICSDateValue, after start: ICSDateValue, line: Int, name: String) {
        if end.isDate != start.isDate {
            report(line, "\(name) is \(end.isDate ? "a DATE" : "a DATE-TIME") but DTSTART is \(start.isDate ? "a DATE" : "a DATE-TIME")")
            return
        }
        if end.isDate {
            if end.order <= start.order {
                report(line, "all-day \(name) is not after DTSTART: it is exclusive, so a one-day event ends the next day")
            }
        } else if end.kind == start.kind, end.tzid == start.tzid, end.order < start.order {
            report(line, "\(name) is before DTSTART")
        }
    }

    private mutating func checkRule(_ rule: ICSContentLine, start: ICSDateValue?) {
        var parts: [String: String] = [:]
        for piece in rule.value.split(separator: ";") {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else {
                report(rule.line, "RRULE part '\(piece)' is not NAME=VALUE")
                continue
            }
            parts[pair[0].uppercased()] = String(pair[1])
        }
        if parts["FREQ"] == nil { report(rule.line, "RRULE has no FREQ") }
        let until = parts["UNTIL"]
        if until != nil, parts["COUNT"] != nil { report(rule.line, "RRULE has both UNTIL and COUNT") }
        if until == nil, parts["COUNT"] == nil {
            report(rule.line, "RRULE has neither UNTIL nor COUNT: it repeats forever")
        }
        guard let until else { return }
        let asDate = until.utf8.count == 8
        guard let value = ICSDateValue.parse(until, asDate: asDate, tzid: nil) else {
            report(rule.line, "RRULE UNTIL '\(until)' is not a DATE or DATE-TIME")
            return
        }
        guard let start else { return }
        switch (start.kind, value.kind) {
        case (.date, .date), (.utc, .utc):
            break
        case (.date, _):
            report(rule.line, "RRULE UNTIL must be a DATE, like DTSTART")
        case (.local, .utc) where start.tzid != nil:
            break
        case (.local, _) where start.tzid != nil, (.utc, _):
            report(rule.line, "RRULE UNTIL must be a UTC time (ending in Z) when DTSTART is " + start.zoneDescription)
        case (.local, .local):
            break
        case (.local, _):
            report(rule.line, "RRULE UNTIL must be a floating time (no Z) when DTSTART is a floating time")
        }
    }

    private mutating func checkExceptions(_ line: ICSContentLine, start: ICSDateValue?) {
        let isDate = line.parameter("VALUE")?.uppercased() == "DATE"
        let tzid = line.parameter("TZID")
        for raw in line.value.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = ICSDateValue.parse(String(raw), asDate: isDate, tzid: tzid) else {
                if !isDate, ICSDateValue.parse(String(raw), asDate: true, tzid: nil) != nil {
                    report(line.line, "EXDATE value \(raw) is a DATE: it needs VALUE=DATE")
                } else {
                    report(line.line, "EXDATE value '\(raw)' is not " + (isDate ? "a DATE (YYYYMMDD)" : "a DATE-TIME"))
                }
                continue
            }
            checkZoneParameter(value, line: line)
            guard let start else { continue }
            if value.isDate != start.isDate {
                report(line.line, "EXDATE is \(value.isDate ? "a DATE" : "a DATE-TIME") but DTSTART is \(start.isDate ? "a DATE" : "a DATE-TIME"): importers may not skip it")
            } else if !value.isDate, value.kind != start.kind || value.tzid != start.tzid {
                report(line.line, "EXDATE is in \(value.zoneDescription) but DTSTART is in \(start.zoneDescription): importers may not skip it")
            }
        }
    }

    /// Commas and semicolons in TEXT must be escaped; only `\\ \; \, \n \N` are escapes.
    private mutating func checkText(_ line: ICSContentLine) {
        var escaped = false
        var unescaped = Set<Character>()
        var badEscapes = Set<Character>()
        for character in line.value {
            if escaped {
                if !"\\;,nN".contains(character) { badEscapes.insert(character) }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "," || character == ";" {
                unescaped.insert(character)
            }
        }
        for character in unescaped.sorted() {
            report(line.line, "unescaped '\(character)' in \(line.name) (write '\\\(character)')")
        }
        for character in badEscapes.sorted() {
            report(line.line, "'\\\(character)' in \(line.name) is not an escape (only \\\\ \\; \\, \\n)")
        }
        if escaped { report(line.line, "\(line.name) ends with a lone backslash") }
    }
}
