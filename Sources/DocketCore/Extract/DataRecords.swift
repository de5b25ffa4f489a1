import Foundation

/// A course site often keeps its schedule as data: a YAML list of records, one a class day.
///
///     - date: '2026-09-15'
///       topic: Unconstrained optimization
///       reading: Chapter 12
///       due: Problem Set 1
///
/// Read as text, each field is a line of its own and the record's date is four lines from what is due
/// that day. This pass reads such a list as the table it is: a header row of the field names, then a
/// row per record whose cells are its values in the header's columns (empty where the record leaves a
/// field out or blank), so "Problem Set 1" stands under "due" in the row of its date. A field whose
/// value is a nested list or a block of text has its lines joined into its cell.
///
/// Only a list of at least ``minimumRecords`` records sharing a field is read so; a record's row
/// stands on its first line and its other lines are left empty, so later lines keep their numbers
/// (the header row is the one line added).
enum DataRecords {
    static let minimumRecords = 3

    static func rows(in lines: [Line]) -> [Line] {
        // Most text has no YAML list of records: one cheap look first.
        guard lines.contains(where: { opening($0.text) != nil }) else { return lines }
        var result: [Line] = []
        result.reserveCapacity(lines.count + 1)
        var index = 0
        while index < lines.count {
            guard let list = list(at: index, in: lines) else {
                result.append(lines[index])
                index += 1
                continue
            }
            // A list that is no table stays as written, read once: a line of it is not read again.
            guard list.isTable else {
                result += lines[index..<list.end]
                index = list.end
                continue
            }
            let header = list.records.reduce(into: [String]()) { keys, record in
                for (key, _) in record.fields where !keys.contains(key) { keys.append(key) }
            }
            result.append(Line(segments: header.map { Segment(text: $0) }))
            for record in list.records {
                let values = Dictionary(record.fields, uniquingKeysWith: { first, _ in first })
                result.append(Line(segments: header.map { Segment(text: values[$0] ?? "") }))
                result += Array(repeating: Line(text: ""), count: record.lineCount - 1)
            }
            index = list.end
        }
        return result
    }

    private struct Record {
        var fields: [(String, String)] = []
        var lineCount = 0
    }

    /// "- key: value" (or "- key:"): a record's first line; its indentation and the key and value.
    private static func opening(_ text: String) -> (indent: Int, key: String, value: String)? {
        let indent = text.prefix { $0 == " " }.count
        let rest = text.dropFirst(indent)
        guard rest.hasPrefix("- "), let field = field(rest.dropFirst(2)) else { return nil }
        return (indent, field.key, field.value)
    }

    /// "key: value": a field whose key is a plain word or two.
    private static func field(_ text: Substring) -> (key: String, value: String)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let key = text[..<colon]
        guard !key.isEmpty, key.count <= 30, key.first?.isLetter ?? false,
              key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " " }) else { return nil }
        let after = text[text.index(after: colon)...]
        guard after.isEmpty || after.first == " " else { return nil }
        return (String(key), value(after))
    }

    /// A scalar as written: quotes removed, a block marker ("|", ">") or "[]"/"''" as nothing.
    private static func value(_ text: Substring) -> String {
        var value = text.trimmingCharacters(in: .whitespaces)
        if ["|", ">", "|-", ">-", "[]", "''", "\"\"", "~", "null"].contains(value) { return "" }
        if value.count >= 2, let first = value.first, first == "'" || first == "\"", value.last == first {
            value = String(value.dropFirst().dropLast())
            if first == "'" { value = value.replacingOccurrences(of: "''", with: "'") }
        }
        return value
    }

    /// The list of records that starts at `start`, when there is one, the line after it, and whether
    /// it is a table's.
    private static func list(at start: Int, in lines: [Line]) -> (records: [Record], end: Int, isTable: Bool)? {
        guard let first = opening(lines[start].text) else { return nil }
        var records: [Record] = []
        var index = start
        while index < lines.count, let opened = opening(lines[index].text), opened.indent == first.indent {
            var record = Record(fields: [(opened.key, opened.value)], lineCount: 1)
            index += 1
            // The record's other lines: fields two spaces in, and deeper lines that belong to the last one.
            while index < lines.count {
                let text = lines[index].text
                let indent = text.prefix { $0 == " " }.count
                if text.allSatisfy({ $0 == " " }) || indent <= first.indent { break }
                let body = text.dropFirst(indent)
                if indent == first.indent + 2, let field = field(body) {
                    record.fields.append((field.key, field.value))
                } else if indent > first.indent + 2, !record.fields.isEmpty {
                    let part = value(body.hasPrefix("- ") ? body.dropFirst(2) : body)
                    let last = record.fields.count - 1
                    if !part.isEmpty {
                        record.fields[last].1 = record.fields[last].1.isEmpty ? part : record.fields[last].1 + "; " + part
                    }
                } else {
                    break
                }
                record.lineCount += 1
                index += 1
            }
            records.append(record)
            // Blank lines between records belong to the list.
            var next = index
            while next < lines.count, lines[next].text.allSatisfy({ $0 == " " }) { next += 1 }
            if next < lines.count, let again = opening(lines[next].text), again.indent == first.indent, next > index {
                records[records.count - 1].lineCount += next - index
                index = next
            }
        }
        // A list of records shares its fields; a Markdown list of "- Note: …" items does not.
        let firstKey = records.first?.fields.first?.0
        let isTable = records.count >= minimumRecords && records.allSatisfy { $0.fields.count >= 2 && $0.fields.first?.0 == firstKey }
        return (records, max(index, start + 1), isTable)
    }
}
