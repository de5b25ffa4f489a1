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
        guard lines.indices.contains(where: { mayOpen(lines[$0].text) && opening(at: $0, in: lines) != nil }) else { return lines }
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
                // A record the site does not show ("display: false", "hidden: true") is no item of the page.
                if isHidden(record) {
                    result += Array(repeating: Line(text: ""), count: record.lineCount)
                    continue
                }
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

    /// A record's opening: "- key: value" (or "- key:") on one line, or a bare "-" with the first field
    /// on the next, deeper line (a block sequence of mappings); the dash's indentation, the fields'
    /// indentation, the first field, and how many lines the opening takes.
    private struct Opening {
        var indent: Int
        var fieldIndent: Int
        var key: String
        var value: String
        var lineCount: Int
    }

    private static func opening(at index: Int, in lines: [Line]) -> Opening? {
        let text = lines[index].text
        let indent = text.prefix { $0 == " " }.count
        let rest = text.dropFirst(indent)
        // YAML lets the first field stand any number of spaces after the dash ("-   number: 1").
        if rest.hasPrefix("- ") {
            let gap = rest.dropFirst().prefix { $0 == " " }.count
            if let field = field(rest.dropFirst(1 + gap)) {
                return Opening(indent: indent, fieldIndent: indent + 1 + gap, key: field.key, value: field.value, lineCount: 1)
            }
        }
        // "asgn01:" over "  title: Assignment 1": an entry of a mapping whose value is a record, keyed by
        // an identifier, opens like a bare dash.
        guard rest.trimmingCharacters(in: .whitespaces) == "-" || isRecordKey(rest), index + 1 < lines.count else { return nil }
        let next = lines[index + 1].text
        let nextIndent = next.prefix { $0 == " " }.count
        guard nextIndent > indent, let field = field(next.dropFirst(nextIndent)) else { return nil }
        return Opening(indent: indent, fieldIndent: nextIndent, key: field.key, value: field.value, lineCount: 2)
    }

    /// Whether a line may open a record, without its next line: the cheap look first.
    private static func mayOpen(_ text: String) -> Bool {
        let rest = text.drop { $0 == " " }
        return rest.hasPrefix("- ") || rest.trimmingCharacters(in: .whitespaces) == "-" || isRecordKey(rest)
    }

    /// "asgn01:", "\"physical/1\":": a mapping's key with nothing after its colon, one identifier of a few
    /// characters, plain or quoted.
    private static func isRecordKey(_ text: Substring) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(":"), (2...41).contains(trimmed.count) else { return false }
        var key = trimmed.dropLast()
        if key.count >= 2, let first = key.first, first == "'" || first == "\"", key.last == first { key = key.dropFirst().dropLast() }
        guard let first = key.first, first.isLetter || first.isNumber else { return false }
        return key.allSatisfy { $0.isLetter || $0.isNumber || "_-./".contains($0) }
    }

    /// A comment line of a data file: "# …", "## Labs ##".
    private static func isComment(_ text: String) -> Bool {
        text.drop { $0 == " " }.hasPrefix("#")
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
        var value = withoutComment(text).trimmingCharacters(in: .whitespaces)
        if ["|", ">", "|-", ">-", "[]", "''", "\"\"", "~", "null"].contains(value) { return "" }
        if value.count >= 2, let first = value.first, first == "'" || first == "\"", value.last == first {
            value = String(value.dropFirst().dropLast())
            if first == "'" { value = value.replacingOccurrences(of: "''", with: "'") }
        }
        return value
    }

    /// A scalar without its trailing comment: "#" after a space, outside quotes ("\"4\"  # weeks 6-7").
    private static func withoutComment(_ text: Substring) -> Substring {
        guard text.contains("#") else { return text }
        var quote: Character?
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'", previous == " " {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return text[..<index]
            }
            previous = character
        }
        return text
    }

    /// The list of records that starts at `start`, when there is one, the line after it, and whether
    /// it is a table's.
    private static func list(at start: Int, in lines: [Line]) -> (records: [Record], end: Int, isTable: Bool)? {
        guard mayOpen(lines[start].text), let first = opening(at: start, in: lines) else { return nil }
        var records: [Record] = []
        var index = start
        while index < lines.count, mayOpen(lines[index].text), let opened = opening(at: index, in: lines),
              opened.indent == first.indent, opened.fieldIndent == first.fieldIndent {
            var record = Record(fields: [(opened.key, opened.value)], lineCount: opened.lineCount)
            index += opened.lineCount
            // The record's other lines: fields at the first one's indentation, and deeper lines that
            // belong to the last one (a nested list's items, a block of text).
            var nestedTitles = false
            while index < lines.count {
                let text = lines[index].text
                let indent = text.prefix { $0 == " " }.count
                let body = text.dropFirst(indent)
                // A comment line ("# url: …") says nothing and ends nothing.
                if body.hasPrefix("#"), indent > first.indent {
                    record.lineCount += 1
                    index += 1
                    continue
                }
                if text.allSatisfy({ $0 == " " }) || indent <= first.indent { break }
                // A field's list may sit at the field's own indentation ("reading:" over "- title: …").
                let listItem = body.hasPrefix("- ") || body == "-"
                if indent == first.fieldIndent, !listItem, let field = field(body) {
                    record.fields.append((field.key, field.value))
                    nestedTitles = false
                } else if indent > first.fieldIndent || listItem && indent == first.fieldIndent, !record.fields.isEmpty {
                    let last = record.fields.count - 1
                    let item = body.hasPrefix("- ") ? body.dropFirst(2) : body == "-" ? "" : body
                    // A nested record ("- title: Quiz 2", "url: …") gives its title's value; a nested
                    // list that names its items so gives only those, not its links and counts.
                    let nested = field(item)
                    if nested.map({ titleKeys.contains($0.key.lowercased()) }) ?? false, !nestedTitles {
                        nestedTitles = true
                        record.fields[last].1 = ""
                    }
                    let part: String
                    if let nested {
                        part = nestedTitles && !titleKeys.contains(nested.key.lowercased()) ? "" : nested.value
                    } else {
                        part = value(item)
                    }
                    if !part.isEmpty, !isLinkOrCount(part) {
                        record.fields[last].1 = record.fields[last].1.isEmpty ? part : record.fields[last].1 + "; " + part
                    }
                } else {
                    break
                }
                record.lineCount += 1
                index += 1
            }
            records.append(record)
            // Blank lines and comments ("## Labs ##") between records belong to the list.
            var next = index
            while next < lines.count, lines[next].text.allSatisfy({ $0 == " " }) || isComment(lines[next].text) { next += 1 }
            if next < lines.count, next > index, mayOpen(lines[next].text), let again = opening(at: next, in: lines),
               again.indent == first.indent {
                records[records.count - 1].lineCount += next - index
                index = next
            }
        }
        // A list of records shares its fields (some may be left out: "module" only where one starts);
        // a Markdown list of "- Week 1: …" items, each its own key, does not.
        let keys = records.map { Set($0.fields.map(\.0)) }
        let shared = keys.dropFirst().reduce(keys.first ?? []) { $0.intersection($1) }
        let allKeys = keys.reduce(into: Set<String>()) { $0.formUnion($1) }
        let widest = keys.map(\.count).max() ?? 0
        // Records that all open with one of several fields they share ("name", "due") are a table however
        // many fields some of them add here and there.
        let openWithShared = shared.count >= 2 && records.allSatisfy { $0.fields.first.map { shared.contains($0.0) } ?? false }
        let isTable = records.count >= minimumRecords && records.allSatisfy { $0.fields.count >= 2 }
            && !shared.isEmpty && (allKeys.count <= widest + sparseKeys || openWithShared)
        return (records, max(index, start + 1), isTable)
    }

    /// Whether a record says it is not shown: a visibility field set off, or a hiding one set on. Not
    /// "published: false": work not yet published is still set, and due.
    private static func isHidden(_ record: Record) -> Bool {
        record.fields.contains { key, value in
            let key = key.lowercased(), value = value.lowercased()
            return ["display", "show", "visible"].contains(key) && ["false", "no", "off"].contains(value)
                || ["hidden", "hide"].contains(key) && ["true", "yes", "on"].contains(value)
        }
    }

    /// Keys beyond the widest record's that a list may use here and there and still be a table.
    private static let sparseKeys = 4

    /// The keys a nested record names itself by.
    private static let titleKeys: Set<String> = ["title", "name"]

    /// A value no reader of a schedule wants in a cell: a link, or a bare number (a count, a length).
    private static func isLinkOrCount(_ value: String) -> Bool {
        value.hasPrefix("http://") || value.hasPrefix("https://") || value.hasPrefix("..") || value.allSatisfy { $0.isNumber || $0 == "." }
    }
}
