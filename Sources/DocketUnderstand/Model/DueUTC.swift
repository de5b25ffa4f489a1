/// A due instant in UTC with a `Z` ("2025-10-04T03:59:00Z"), the one form jq's `fromdateiso8601`
/// reads (it takes no offset). `due` keeps the document's own offset, which says the local time;
/// `dueUTC` is the same instant for programs.
public enum DueUTC {
    /// "2025-10-03T23:59:00-04:00" → "2025-10-04T03:59:00Z"; nil for a value without an offset (a
    /// date alone, or a time in an unknown zone).
    public static func from(iso text: String) -> String? {
        // 25 characters take at least 25 bytes: a date alone (10) is answered before its characters are
        // split. ASCII without a carriage return (the one byte that joins the next into a character) is
        // split by its bytes, which costs less than finding character boundaries.
        guard text.utf8.count >= 25 else { return nil }
        let chars = text.utf8.count == 25 && text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D })
            ? text.utf8.map { Character(Unicode.Scalar($0)) } : Array(text)
        guard chars.count == 25, chars[10] == "T", chars[19] == "+" || chars[19] == "-",
              let date = CivilDate(iso: String(chars[0..<10])),
              let hour = Int(String(chars[11..<13])), let minute = Int(String(chars[14..<16])),
              let second = Int(String(chars[17..<19])),
              let offsetHours = Int(String(chars[20..<22])), let offsetMinutes = Int(String(chars[23..<25])) else { return nil }
        let offset = (chars[19] == "+" ? 1 : -1) * (offsetHours * 60 + offsetMinutes)
        let minutes = date.dayNumber * 1440 + hour * 60 + minute - offset
        let day = CivilDate(dayNumber: Int((Double(minutes) / 1440).rounded(.down)))
        let inDay = minutes - day.dayNumber * 1440
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(day)T\(two(inDay / 60)):\(two(inDay % 60)):\(two(second))Z"
    }
}
