import Foundation

/// "For each reading a reading quiz must be completed by the day listed", above a schedule with a
/// Reading column: one deliverable per row that lists a reading, due on that row's date.
///
/// The rule names the column ("reading") and the deliverable ("a reading quiz"); the rows are read
/// under the table's header, each cell placed in its column by where it starts on the line as written
/// (a fixed-width table leaves empty cells out). Rows whose cell is empty, "TBD" or a break give nothing.
struct PerItemRuleReader {
    /// Lines after the rule within which its table's header must start.
    static let reach = 15

    private static let rule = try? NSRegularExpression(
        pattern: "\\b(?:for|after) (?:each|every) ([a-z]+),? (?:a |an |one )?([a-z -]{3,30}?) (?:is due|must be (?:completed|submitted|turned in|posted|done)|due)\\b.{0,40}?\\b(?:by|on|before) the (?:day|date|class)(?: it is)? (?:listed|scheduled|assigned)",
        options: [])

    func read(_ lines: [DocumentLine]) -> [TaskMention] {
        var tasks: [TaskMention] = []
        for index in lines.indices where lines[index].lower.includes("for each") || lines[index].lower.includes("for every")
            || lines[index].lower.includes("after each") {
            let window = lines[index...].prefix(2).map(\.lower).joined(separator: " ").replacingOccurrences(of: "*", with: "")
            guard let rule = Self.rule, let match = rule.firstMatch(in: window, range: NSRange(window.startIndex..., in: window)),
                  let itemRange = Range(match.range(at: 1), in: window), let nameRange = Range(match.range(at: 2), in: window) else { continue }
            let item = TaskVocabulary.singularLastWord(String(window[itemRange]))
            let name = String(window[nameRange])
            guard let hit = TaskVocabulary.hits(in: name).first else { continue }
            tasks += rows(after: index, item: item, name: TaskVocabulary.title(name), type: hit.type, in: lines)
        }
        return tasks
    }

    private func rows(after ruleIndex: Int, item: String, name: String, type: TaskType, in lines: [DocumentLine]) -> [TaskMention] {
        // The header: the first line below with a cell that names the item ("Reading").
        func column(naming item: String, in line: DocumentLine) -> Int? {
            guard line.dates.isEmpty, line.segments.count >= 2 else { return nil }
            return line.segments.firstIndex { TaskVocabulary.singularLastWord($0.lowercased().trimmingWhitespace()) == item }
        }
        guard let (headerIndex, column) = lines.indices.dropFirst(ruleIndex + 1).prefix(Self.reach).lazy
            .compactMap({ index in column(naming: item, in: lines[index]).map { (index, $0) } }).first else { return [] }
        let header = lines[headerIndex]
        let starts = Self.cellStarts(header)
        var tasks: [TaskMention] = []
        var misses = 0
        for line in lines[(headerIndex + 1)...] {
            guard misses <= 2 else { break }
            guard let date = line.dates.first, date.range.lowerBound == line.text.startIndex else {
                misses += 1
                continue
            }
            misses = 0
            // The row's cell under the column: by position when cells are missing, by order otherwise.
            let cell: String?
            if line.columns != nil || header.columns != nil, line.columnCount == header.columnCount {
                cell = line.cell(inColumn: header.column(ofSegment: column))
            } else if line.segments.count == header.segments.count {
                cell = line.segments[column]
            } else {
                let rowStarts = Self.cellStarts(line)
                cell = zip(line.segments, rowStarts).first { _, start in
                    Self.column(of: start, in: starts) == column
                }?.0
            }
            guard let text = cell?.replacingOccurrences(of: "*", with: "").trimmingWhitespace(), !text.isEmpty else { continue }
            let lower = text.lowercased()
            if TaskReader.undatedCues.contains(where: lower.includes) || NoClassReader.cues.contains(where: lower.includes) { continue }
            tasks.append(TaskMention(title: "\(name): \(text)", type: type, date: date.expression, source: line.reference,
                                     confidence: 0, derived: true).cued([.derivedRule, .rowDate, .tableRow]))
        }
        return tasks
    }

    /// Where each cell of a line starts on the line as written, in characters.
    private static func cellStarts(_ line: DocumentLine) -> [Int] {
        var starts: [Int] = []
        var from = line.written.startIndex
        for segment in line.segments {
            let probe = String(segment.prefix(12))
            if let found = line.written.range(of: probe, range: from..<line.written.endIndex) {
                starts.append(line.written.distance(from: line.written.startIndex, to: found.lowerBound))
                from = found.upperBound
            } else {
                starts.append(starts.last.map { $0 + 1 } ?? 0)
            }
        }
        return starts
    }

    /// The header's column a cell starting at `start` falls in: the last one starting at or before it.
    private static func column(of start: Int, in starts: [Int]) -> Int {
        starts.lastIndex { $0 <= start + 1 } ?? 0
    }
}
