/// What a ``Detector`` saw in a file's bytes.
public enum Detection: Sendable, Equatable {
    /// A format Docket reads, with how the text is encoded where that matters.
    case supported(Format, encoding: TextEncoding? = nil)
    /// Something Docket does not read; the string names what was seen ("XLSX workbook").
    case unsupported(String)
    /// No bytes at all.
    case empty
}

/// The character encoding of a plain-text input.
public enum TextEncoding: String, Sendable, Codable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
    /// The fallback for bytes that are not valid UTF-8.
    case latin1
}
