/// RFC 5545 content lines as Docket writes them: escaping, parameters, folding, CRLF.
///
/// Everything here is pure string work on UTF-8 octets; nothing depends on the machine's locale.
enum ICSText {
    /// Longest physical line, in octets, not counting the CRLF (RFC 5545 §3.1).
    static let maxOctets = 75

    /// A TEXT value escaped (§3.3.11): backslash, semicolon, comma and line breaks; other control
    /// characters (which TEXT may not hold) become spaces. TAB is allowed and kept.
    static func escape(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\r", "\u{2028}", "\u{2029}", "\u{85}": out += "\\n"
            case "\n": if !previousWasCR { out += "\\n" }
            case "\t": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// A parameter value: quoted when it holds `:`, `;` or `,`; double quotes and control characters,
    /// which a parameter value cannot hold, are dropped.
    static func parameterValue(_ value: String) -> String {
        var clean = ""
        for scalar in value.unicodeScalars where scalar != "\"" && scalar.value >= 0x20 && scalar.value != 0x7F {
            clean.unicodeScalars.append(scalar)
        }
        return clean.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"" + clean + "\"" : clean
    }

    /// One logical line folded into physical lines of at most 75 octets, each ended by CRLF;
    /// continuation lines start with one space. A fold never splits a UTF-8 character, a grapheme
    /// (when it fits on a line) or a backslash escape.
    static func fold(_ line: String) -> String {
        var out = ""
        var used = 0
        var limit = maxOctets
        func emit(_ unit: Substring) {
            let size = unit.utf8.count
            if used + size > limit, used > 0 {
                out += "\r\n "
                used = 0
                limit = maxOctets - 1
            }
            out += unit
            used += size
        }
        var index = line.startIndex
        while index < line.endIndex {
            var next = line.index(after: index)
            if line[index] == "\\", next < line.endIndex { next = line.index(after: next) }
            let unit = line[index..<next]
            if unit.utf8.count <= maxOctets - 1 {
                emit(unit)
            } else {
                // A grapheme longer than a line (many combining marks): split between its scalars.
                for scalar in unit.unicodeScalars { emit(Substring(String(scalar))) }
            }
            index = next
        }
        return out + "\r\n"
    }
}

/// A property being written: name, parameters in order, and the value as it goes on the wire.
struct ICSProperty {
    var name: String
    var parameters: [(String, String)]
    var value: String

    init(_ name: String, _ parameters: [(String, String)] = [], raw value: String) {
        self.name = name
        self.parameters = parameters
        self.value = value
    }

    /// A TEXT property: the value is escaped.
    init(_ name: String, _ parameters: [(String, String)] = [], text: String) {
        self.init(name, parameters, raw: ICSText.escape(text))
    }

    var line: String {
        var out = name
        for (key, value) in parameters { out += ";" + key + "=" + ICSText.parameterValue(value) }
        return out + ":" + value
    }
}

/// A component being written: properties, then sub-components.
struct ICSComponent {
    var name: String
    var properties: [ICSProperty] = []
    var components: [ICSComponent] = []

    init(_ name: String) {
        self.name = name
    }

    mutating func add(_ property: ICSProperty) { properties.append(property) }

    mutating func add(_ name: String, _ parameters: [(String, String)] = [], raw value: String) {
        properties.append(ICSProperty(name, parameters, raw: value))
    }

    mutating func add(_ name: String, _ parameters: [(String, String)] = [], text: String) {
        properties.append(ICSProperty(name, parameters, text: text))
    }

    /// The component folded, CRLF after every line.
    func render(into out: inout String) {
        out += ICSText.fold("BEGIN:" + name)
        for property in properties { out += ICSText.fold(property.line) }
        for component in components { component.render(into: &out) }
        out += ICSText.fold("END:" + name)
    }
}
