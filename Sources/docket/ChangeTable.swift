import Docket

/// `docket diff`'s table: a row per change (what, which course, the title, before → after), then a
/// count by kind.
enum ChangeTable {
    static func render(_ changes: [Change]) -> String {
        guard !changes.isEmpty else { return "No changes." }
        let rows = changes.map { change -> [String] in
            let what = change.subject == .task ? change.kind.rawValue
                : "\(change.subject == .meeting ? "meeting" : "no class") \(change.kind.rawValue)"
            let values: String
            switch (change.old, change.new) {
            case let (old?, new?): values = "\(old) → \(new)"
            case let (old?, nil): values = old
            case let (nil, new?): values = new
            case (nil, nil): values = ""
            }
            return [what, change.course, change.title, values]
        }
        let header = ["CHANGE", "COURSE", "TITLE", "OLD → NEW"]
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            (0..<3).map { cells[$0] + String(repeating: " ", count: widths[$0] - cells[$0].count) }.joined(separator: "  ")
                + "  " + cells[3]
        }
        var counts: [String] = []
        for kind in Change.Kind.allCases {
            let count = changes.filter { $0.kind == kind }.count
            if count > 0 { counts.append("\(count) \(kind.rawValue)") }
        }
        let total = "\(changes.count) change\(changes.count == 1 ? "" : "s"): " + counts.joined(separator: ", ")
        return ([line(header)] + rows.map(line) + [total]).map { $0.trimmingTrailingSpaces }.joined(separator: "\n")
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
