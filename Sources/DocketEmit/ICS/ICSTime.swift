import DocketUnderstand
import Foundation

/// A wall-clock date and time with no zone: a day and the minutes since its midnight (0..<1440).
struct LocalDateTime: Hashable, Comparable {
    var date: CivilDate
    var minutes: Int

    init(date: CivilDate, minutes: Int) {
        // Normalise so adding minutes may cross midnight either way.
        let days = minutes >= 0 ? minutes / 1440 : -((-minutes + 1439) / 1440)
        self.date = date.adding(days: days)
        self.minutes = minutes - days * 1440
    }

    init(date: CivilDate, time: TimeOfDay) {
        self.init(date: date, minutes: time.minutes)
    }

    /// Seconds since 1970 if this wall-clock time were UTC.
    var secondsAsUTC: Int { date.dayNumber * 86_400 + minutes * 60 }

    init(secondsAsUTC seconds: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        self.init(date: CivilDate(dayNumber: days), minutes: (seconds - days * 86_400) / 60)
    }

    func adding(minutes delta: Int) -> LocalDateTime { LocalDateTime(date: date, minutes: minutes + delta) }

    static func < (a: LocalDateTime, b: LocalDateTime) -> Bool { a.secondsAsUTC < b.secondsAsUTC }
}

enum ICSFormat {
    static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// `YYYYMMDD`, a DATE value.
    static func date(_ date: CivilDate) -> String { pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2) }

    /// `YYYYMMDDTHHMMSS`, a local DATE-TIME value (seconds are always 00 here).
    static func dateTime(_ value: LocalDateTime) -> String {
        date(value.date) + "T" + pad(value.minutes / 60, 2) + pad(value.minutes % 60, 2) + "00"
    }

    /// `YYYYMMDDTHHMMSSZ` for an instant, seconds since 1970.
    static func utc(_ seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let rest = seconds - days * 86_400
        return date(CivilDate(dayNumber: days)) + "T" + pad(rest / 3600, 2) + pad(rest / 60 % 60, 2) + pad(rest % 60, 2) + "Z"
    }

    /// `+HHMM` / `-HHMM` (with seconds when the offset has them), a UTC-OFFSET value.
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        var text = sign + pad(magnitude / 3600, 2) + pad(magnitude / 60 % 60, 2)
        if magnitude % 60 != 0 { text += pad(magnitude % 60, 2) }
        return text
    }

    /// A positive duration: `P1D`, `PT1H`, `PT15M`, `PT90S` (at least one second).
    static func duration(seconds: Int) -> String {
        let s = max(1, seconds)
        if s % 86_400 == 0 { return "P\(s / 86_400)D" }
        if s % 3_600 == 0 { return "PT\(s / 3_600)H" }
        if s % 60 == 0 { return "PT\(s / 60)M" }
        return "PT\(s)S"
    }

    /// A negative duration before an alarm's anchor: `-P1D`, `-PT2H`, `-PT90M`, `-P1W`.
    static func trigger(minutesBefore minutes: Int) -> String {
        if minutes == 0 { return "PT0M" }
        let sign = minutes > 0 ? "-" : ""
        let m = abs(minutes)
        if m % 10_080 == 0 { return sign + "P\(m / 10_080)W" }
        if m % 1_440 == 0 { return sign + "P\(m / 1_440)D" }
        if m % 60 == 0 { return sign + "PT\(m / 60)H" }
        return sign + "PT\(m)M"
    }
}

/// The zone times are written in: UTC (values with `Z`, no VTIMEZONE) or an IANA zone (values with
/// `TZID=`, described by a VTIMEZONE built from Foundation's rules).
struct ICSZone: Hashable {
    let identifier: String
    let isUTC: Bool
    private let zone: TimeZone

    private static let utcNames: Set<String> = ["UTC", "ETC/UTC", "GMT", "ETC/GMT", "Z", "ZULU", "UNIVERSAL", "ETC/UNIVERSAL", "ETC/ZULU", "UCT", "ETC/UCT"]

    init?(identifier: String) {
        let trimmed = identifier.trimmingCharacters(in: .whitespaces)
        if Self.utcNames.contains(trimmed.uppercased()) {
            self.identifier = "UTC"
            self.isUTC = true
            self.zone = TimeZone(secondsFromGMT: 0) ?? .gmt
            return
        }
        guard !trimmed.isEmpty, let zone = TimeZone(identifier: trimmed) else { return nil }
        self.identifier = zone.identifier
        self.isUTC = false
        self.zone = zone
    }

    static func == (a: ICSZone, b: ICSZone) -> Bool { a.identifier == b.identifier }
    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Seconds east of UTC at an instant.
    func offset(at seconds: Int) -> Int {
        isUTC ? 0 : zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    /// The instant a wall-clock time names here. A time skipped by a change to daylight time is read
    /// with the offset before the change; a time that happens twice is the first (RFC 5545 §3.3.5).
    func instant(_ local: LocalDateTime) -> Int {
        let wall = local.secondsAsUTC
        if isUTC { return wall }
        let before = offset(at: wall - 86_400)
        let after = offset(at: wall + 86_400)
        let valid = Set([before, after]).filter { offset(at: wall - $0) == $0 }
        if let largest = valid.max() { return wall - largest }   // the largest offset is the earlier instant
        return wall - before
    }

    /// The wall-clock time here at an instant.
    func local(at seconds: Int) -> LocalDateTime {
        LocalDateTime(secondsAsUTC: seconds + offset(at: seconds))
    }

    /// A DATE-TIME property: `NAME;TZID=zone:YYYYMMDDTHHMMSS`, or `NAME:YYYYMMDDTHHMMSSZ` in UTC.
    func property(_ name: String, _ local: LocalDateTime) -> ICSProperty {
        isUTC ? ICSProperty(name, raw: ICSFormat.dateTime(local) + "Z")
              : ICSProperty(name, [("TZID", identifier)], raw: ICSFormat.dateTime(local))
    }

    /// VTIMEZONE for the years `first...last`: a STANDARD or DAYLIGHT observance per transition
    /// Foundation knows of in those years (onset written in the local time before it, as RFC 5545
    /// wants), or one STANDARD observance for a zone with no transitions there. Nil for UTC.
    func vtimezone(years: ClosedRange<Int>) -> ICSComponent? {
        guard !isUTC else { return nil }
        var component = ICSComponent("VTIMEZONE")
        component.add("TZID", raw: identifier)
        let start = CivilDate(year: years.lowerBound, month: 1, day: 1).map { $0.dayNumber * 86_400 } ?? 0
        let end = CivilDate(year: years.upperBound + 1, month: 1, day: 1).map { $0.dayNumber * 86_400 } ?? start
        var cursor = Date(timeIntervalSince1970: TimeInterval(start))
        var observances: [ICSComponent] = []
        while observances.count < 1_000, let next = zone.nextDaylightSavingTimeTransition(after: cursor),
              next.timeIntervalSince1970 < TimeInterval(end), next > cursor {
            let at = Int(next.timeIntervalSince1970.rounded())
            let from = offset(at: at - 1)
            let to = offset(at: at)
            var observance = ICSComponent(zone.isDaylightSavingTime(for: next) ? "DAYLIGHT" : "STANDARD")
            observance.add("DTSTART", raw: ICSFormat.dateTime(LocalDateTime(secondsAsUTC: at + from)))
            observance.add("TZOFFSETFROM", raw: ICSFormat.offset(from))
            observance.add("TZOFFSETTO", raw: ICSFormat.offset(to))
            observance.add("TZNAME", text: name(at: next, offset: to))
            observances.append(observance)
            cursor = next
        }
        if observances.isEmpty {
            let at = Date(timeIntervalSince1970: TimeInterval(start))
            let current = offset(at: start)
            var observance = ICSComponent("STANDARD")
            observance.add("DTSTART", raw: ICSFormat.dateTime(LocalDateTime(secondsAsUTC: start)))
            observance.add("TZOFFSETFROM", raw: ICSFormat.offset(current))
            observance.add("TZOFFSETTO", raw: ICSFormat.offset(current))
            observance.add("TZNAME", text: name(at: at, offset: current))
            observances.append(observance)
        }
        component.components = observances
        return component
    }

    /// "EDT", "PST" where English has a short name for the zone, else "GMT+1", "GMT+5:30".
    private func name(at date: Date, offset: Int) -> String {
        let style: NSTimeZone.NameStyle = zone.isDaylightSavingTime(for: date) ? .shortDaylightSaving : .shortStandard
        if let short = zone.localizedName(for: style, locale: Locale(identifier: "en_US")), !short.isEmpty,
           short.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) {
            return short
        }
        if offset == 0 { return "GMT" }
        let magnitude = abs(offset)
        var text = "GMT" + (offset < 0 ? "-" : "+") + String(magnitude / 3600)
        if magnitude % 3600 != 0 { text += ":" + ICSFormat.pad(magnitude / 60 % 60, 2) }
        return text
    }
}
