/// A page of comma- or semicolon-separated values (a spreadsheet's schedule saved as CSV) read as a
/// table: one line a record, its fields as cells, empty ones kept so that every row has the header's
/// columns, as a tab-separated page already reads.
///
/// The fields follow RFC 4180: a quoted field may hold the delimiter, a doubled quote and line breaks
/// (its lines join as a cell's lines do, ``CellLines``). A record over several lines is followed by
/// empty lines, so the lines after it keep their numbers. A page is taken for such a table only when
/// its first record has at least three fields and four in five of its records have as many: prose
/// has commas too, but not in the same number on every line. A first record of more than
/// ``maximumFields`` fields is a data export, not a schedule: such a page stays as written.
public enum DelimitedRecords {
    /// More columns than any schedule has; the table readers look at every cell of a row against its
    /// header, so a row of thousands of cells would cost far more as a table than as text.
    static let maximumFields = 200

    /// The page's lines as records, or nil when the page is no such table.
    public static func lines(in text: Substring) -> [Line]? {
        // Most pages are no CSV: one cheap look at the first line first.
        let firstLine = text.utf8.prefix { $0 != 0x0A && $0 != 0x0D }
        guard !firstLine.contains(0x09) else { return nil }
        for delimiter: UInt8 in [0x2C, 0x3B] where firstLine.contains(delimiter) {
            let records = parse(text, delimiter: delimiter)
            guard let header = records.first, (3...maximumFields).contains(header.fields.count) else { continue }
            let filled = records.filter { !$0.isBlank }
            guard filled.count >= 3,
                  filled.filter({ $0.fields.count == header.fields.count }).count * 5 >= filled.count * 4 else { continue }
            var lines: [Line] = []
            lines.reserveCapacity(records.count)
            for record in records {
                lines.append(record.isBlank ? Line(text: "") : Line(segments: record.fields.map { Segment(text: $0) }))
                lines += Array(repeating: Line(text: ""), count: record.lineCount - 1)
            }
            return lines
        }
        return nil
    }

    struct Record {
        var fields: [String]
        /// The lines of the page it takes (more than one where a quoted field breaks its line).
        var lineCount: Int
        var isBlank: Bool { fields.allSatisfy { $0.isEmpty } }
    }

    /// The records of `text`, fields trimmed, a quoted field's own line breaks joined.
    static func parse(_ text: Substring, delimiter: UInt8) -> [Record] {
        let bytes = text.utf8
        var records: [Record] = []
        var fields: [String] = []
        var fieldLines: [String] = []
        var current: [UInt8] = []
        var quoted = false, wasQuoted = false
        var lineCount = 1
        var index = bytes.startIndex

        func endField() {
            fieldLines.append(String(decoding: current, as: UTF8.self))
            let joined = CellLines.joined(fieldLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
            fields.append(wasQuoted ? joined : joined.trimmingCharacters(in: .whitespaces))
            current.removeAll(keepingCapacity: true)
            fieldLines.removeAll(keepingCapacity: true)
            wasQuoted = false
        }
        func endRecord() {
            endField()
            records.append(Record(fields: fields, lineCount: lineCount))
            fields.removeAll(keepingCapacity: true)
            lineCount = 1
        }

        while index < bytes.endIndex {
            let byte = bytes[index]
            index = bytes.index(after: index)
            if quoted {
                switch byte {
                case 0x22:
                    if index < bytes.endIndex, bytes[index] == 0x22 {
                        current.append(0x22)
                        index = bytes.index(after: index)
                    } else {
                        quoted = false
                    }
                case 0x0A, 0x0D:
                    // A line break inside a quoted field: the field goes on, on the record's next line.
                    if byte == 0x0D, index < bytes.endIndex, bytes[index] == 0x0A { index = bytes.index(after: index) }
                    fieldLines.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                    lineCount += 1
                default:
                    current.append(byte)
                }
                continue
            }
            switch byte {
            case 0x22 where current.allSatisfy({ $0 == 0x20 }):
                // A quote opens a field only at its start; elsewhere it is a character of the field.
                current.removeAll(keepingCapacity: true)
                quoted = true
                wasQuoted = true
            case delimiter:
                endField()
            case 0x0A, 0x0D:
                if byte == 0x0D, index < bytes.endIndex, bytes[index] == 0x0A { index = bytes.index(after: index) }
                endRecord()
            default:
                current.append(byte)
            }
        }
        // The last record, unless the text ended with its line break.
        if !current.isEmpty || !fields.isEmpty || quoted { endRecord() }
        return records
    }
}
