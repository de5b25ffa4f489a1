import DocketUnderstand

/// The week plan as a picture: a self-contained SVG heat map a person opens in a browser.
///
/// Rows are courses, columns the plan's weeks ("W1" over the Monday's date). Each cell is coloured
/// by that course's hours of work that week (pale to dark blue, in six steps scaled to the busiest
/// cell; the legend gives the hours of each step) and shows them rounded. A red corner flag marks a
/// week with an exam, small dots the other deadlines; hovering a cell lists them. A grey strip over
/// the grid marks weeks with days without class. The "All courses" row is coloured by the week's
/// intensity, and crunch weeks are outlined in red from header to total. A dashed line marks
/// `--today`. The footer states the intensity rule and the lead times.
///
/// The output depends on nothing but its input (no clock, no locale); sizes follow the counts of
/// courses and weeks; every piece of text is escaped for XML.
public struct SVGEmitter: Emitter {
    public var planner: WeekPlanner

    public init(planner: WeekPlanner = WeekPlanner()) {
        self.planner = planner
    }

    public func emit(_ documents: [UnderstoodDocument], options: EmitOptions) throws -> String {
        render(planner.plan(documents, options: options), title: options.calendarName)
    }

    // Geometry, in pixels.
    static let pad = 24.0
    static let cellWidth = 46.0
    static let rowHeight = 30.0
    static let gap = 2.0

    /// Cell colours for hours, pale to dark (six of ColorBrewer's nine "Blues"), after white for none.
    static let palette = ["#deebf7", "#9ecae1", "#6baed6", "#4292c6", "#2171b5", "#08306b"]
    static let intensityColours: [Intensity: String] = [.low: "#f1f5f9", .medium: "#fde68a", .high: "#fb923c", .crunch: "#b91c1c"]
    static let crunchColour = "#b91c1c"
    static let examColour = "#e11d48"

    /// Renders `plan`; `title` defaults to the course codes.
    public func render(_ plan: WeekPlan, title: String? = nil) -> String {
        let pad = Self.pad, cellWidth = Self.cellWidth, rowHeight = Self.rowHeight, gap = Self.gap
        let heading = title.flatMap { $0.isEmpty ? nil : $0 }
            ?? (plan.courses.isEmpty ? "Week plan" : plan.courses.joined(separator: " · "))
        let labels = plan.courses.map { Self.shortened($0, to: 24) }
        let labelWidth = max(96, (labels.map { Self.textWidth($0, size: 13, bold: true) }.max() ?? 0) + 16)
        let gridLeft = pad + labelWidth
        let weekCount = plan.weeks.count
        let width = (max(760, gridLeft + Double(weekCount) * cellWidth + pad)).rounded(.up)

        let hasBreaks = plan.weeks.contains { !$0.noClassDays.isEmpty }
        let gridTop = pad + 62
        let stripTop = gridTop + 38
        let rowsTop = stripTop + (hasBreaks ? 16 : 2)
        let totalTop = rowsTop + Double(plan.courses.count) * rowHeight + 10
        let gridBottom = totalTop + rowHeight
        let legendTop = gridBottom + 34
        let footer = Self.footerLines(plan, width: width - 2 * pad)
        let footerTop = legendTop + 96
        let height = weekCount == 0 ? pad + 110 : (footerTop + Double(footer.count) * 15 + pad).rounded(.up)

        let scale = Self.scale(plan)
        var svg = SVGText()
        svg.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        svg.line("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" "
            + "viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" "
            + "role=\"img\" aria-label=\"\(Self.escape("Week plan: " + heading))\">")
        svg.line("<title>\(Self.escape("Week plan: " + heading))</title>")
        svg.line("<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" fill=\"#ffffff\"/>")

        let maxTitleCharacters = max(10, Int((width - 2 * pad) / (18 * 0.62)))
        svg.text(Self.shortened(heading, to: maxTitleCharacters), x: pad, y: pad + 18, size: 18, weight: "bold", fill: "#111827",
                 attributes: "class=\"heading\"")
        svg.text(Self.shortened(Self.subtitle(plan), to: max(10, Int((width - 2 * pad) / (12 * 0.58)))), x: pad, y: pad + 40, size: 12, fill: "#4b5563", attributes: "class=\"subtitle\"")

        guard weekCount > 0, let start = plan.start else {
            svg.text("Nothing dated to plan.", x: pad, y: pad + 76, size: 13, fill: "#374151")
            svg.line("</svg>")
            return svg.finished
        }

        // Week headers: "W1" over "Sep 1"; crunch weeks in red.
        for week in plan.weeks {
            let x = gridLeft + Double(week.number - 1) * cellWidth
            let centre = x + (cellWidth - gap) / 2
            let crunch = week.intensity == .crunch
            svg.line("<g class=\"week\" data-week=\"\(week.number)\">")
            svg.text("W\(week.number)", x: centre, y: gridTop + 14, size: 11, weight: "bold", fill: crunch ? Self.crunchColour : "#111827",
                     anchor: "middle")
            svg.text(PlanFormat.monthDay(week.start), x: centre, y: gridTop + 29, size: 10, fill: crunch ? Self.crunchColour : "#6b7280",
                     anchor: "middle")
            svg.line("</g>")
        }

        // Days without class: a grey strip over their weeks.
        if hasBreaks {
            svg.text("no class", x: gridLeft - 8, y: stripTop + 8, size: 10, fill: "#6b7280", anchor: "end")
            for week in plan.weeks where !week.noClassDays.isEmpty {
                let x = gridLeft + Double(week.number - 1) * cellWidth
                let tip = week.noClassDays.map { day in
                    "\(day.course): \(day.reason) (\(PlanFormat.weekdayMonthDay(day.start))"
                        + (day.end == day.start ? ")" : " – \(PlanFormat.weekdayMonthDay(day.end)))")
                }.joined(separator: "\n")
                svg.line("<rect class=\"no-class\" data-week=\"\(week.number)\" x=\"\(Self.n(x))\" y=\"\(Self.n(stripTop))\" "
                    + "width=\"\(Self.n(cellWidth - gap))\" height=\"9\" rx=\"2\" fill=\"#9ca3af\"><title>\(Self.escape(tip))</title></rect>")
            }
        }

        // One row per course.
        for (row, course) in plan.courses.enumerated() {
            let y = rowsTop + Double(row) * rowHeight
            svg.line("<g class=\"course-row\" data-course=\"\(Self.escape(course))\">")
            svg.text(labels[row], x: gridLeft - 8, y: y + (rowHeight - gap) / 2 + 4.5, size: 13, weight: "bold", fill: "#111827",
                     anchor: "end", tooltip: labels[row] == course ? nil : course)
            for week in plan.weeks {
                let x = gridLeft + Double(week.number - 1) * cellWidth
                let hours = week.hoursByCourse[course] ?? 0
                let step = scale.step(for: hours)
                let fill = step.map { Self.palette[$0] } ?? "#ffffff"
                let ink = (step ?? 0) >= 3 ? "#ffffff" : "#1f2937"
                let due = week.tasks.filter { $0.course == course }
                var tip = "\(course) · W\(week.number) (\(PlanFormat.monthDay(week.start)) – \(PlanFormat.monthDay(week.end))): "
                    + "\(PlanFormat.number(hours)) h of work"
                if !due.isEmpty {
                    tip += "\nDue: " + due.map { "\($0.title) (\($0.type.rawValue), \(PlanFormat.weekdayMonthDay($0.dueDate)))" }
                        .joined(separator: "; ")
                }
                svg.line("<rect class=\"cell\" data-week=\"\(week.number)\" data-hours=\"\(PlanFormat.number(hours, decimals: 2))\" "
                    + "x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" width=\"\(Self.n(cellWidth - gap))\" height=\"\(Self.n(rowHeight - gap))\" "
                    + "rx=\"3\" fill=\"\(fill)\" stroke=\"#e5e7eb\" stroke-width=\"\(step == nil ? 1 : 0)\">"
                    + "<title>\(Self.escape(tip))</title></rect>")
                if hours > 0 {
                    svg.text(hours < 0.5 ? "<1" : PlanFormat.number(hours, decimals: 0), x: x + (cellWidth - gap) / 2,
                             y: y + (rowHeight - gap) / 2 + 4, size: 11, fill: ink, anchor: "middle", attributes: "pointer-events=\"none\"")
                }
                let exams = due.filter { $0.type == .exam }
                if !exams.isEmpty {
                    let right = x + cellWidth - gap, top = y
                    let examTip = exams.map { "Exam: \($0.course) \($0.title), \(PlanFormat.weekdayMonthDay($0.dueDate))"
                        + ($0.dueTime.map { " \($0)" } ?? "") }.joined(separator: "\n")
                    svg.line("<path class=\"exam\" data-week=\"\(week.number)\" d=\"M\(Self.n(right - 15)) \(Self.n(top)) "
                        + "H\(Self.n(right - 3)) Q\(Self.n(right)) \(Self.n(top)) \(Self.n(right)) \(Self.n(top + 3)) V\(Self.n(top + 15)) Z\" "
                        + "fill=\"\(Self.examColour)\" stroke=\"#ffffff\" stroke-width=\"1\"><title>\(Self.escape(examTip))</title></path>")
                }
                let others = due.filter { $0.type != .exam }
                for (index, _) in others.prefix(4).enumerated() {
                    svg.line("<circle class=\"deadline\" cx=\"\(Self.n(x + 6 + Double(index) * 6))\" cy=\"\(Self.n(y + rowHeight - gap - 5))\" "
                        + "r=\"2.2\" fill=\"\(ink)\" pointer-events=\"none\"/>")
                }
            }
            svg.line("</g>")
        }

        // All courses: the week's hours, coloured by intensity.
        svg.line("<g class=\"total-row\">")
        svg.text("All courses", x: gridLeft - 8, y: totalTop + (rowHeight - gap) / 2 + 4.5, size: 12, weight: "bold", fill: "#111827",
                 anchor: "end")
        for week in plan.weeks {
            let x = gridLeft + Double(week.number - 1) * cellWidth
            var tip = "W\(week.number) (\(PlanFormat.monthDay(week.start)) – \(PlanFormat.monthDay(week.end))): "
                + "\(PlanFormat.number(week.hours)) h of work, \(week.exams == 1 ? "1 exam" : "\(week.exams) exams"), \(week.intensity.rawValue)"
            if let reason = plan.reasons[week.number] { tip += "\n" + reason }
            svg.line("<rect class=\"total\" data-week=\"\(week.number)\" data-intensity=\"\(week.intensity.rawValue)\" "
                + "x=\"\(Self.n(x))\" y=\"\(Self.n(totalTop))\" width=\"\(Self.n(cellWidth - gap))\" height=\"\(Self.n(rowHeight - gap))\" "
                + "rx=\"3\" fill=\"\(Self.intensityColours[week.intensity] ?? "#ffffff")\"><title>\(Self.escape(tip))</title></rect>")
            svg.text(PlanFormat.number(week.hours, decimals: 0), x: x + (cellWidth - gap) / 2, y: totalTop + (rowHeight - gap) / 2 + 4,
                     size: 11, weight: "bold", fill: week.intensity == .crunch ? "#ffffff" : "#1f2937", anchor: "middle",
                     attributes: "pointer-events=\"none\"")
        }
        svg.line("</g>")

        // Crunch weeks: outlined from header to total, a run of weeks in one outline.
        for run in Self.runs(plan.crunchWeeks) {
            guard let first = run.first, let last = run.last else { continue }
            let x = gridLeft + Double(first - 1) * cellWidth - 3
            let tip = run.map { "W\($0) crunch: " + (plan.reasons[$0] ?? "") }.joined(separator: "\n")
            svg.line("<rect class=\"crunch\" data-weeks=\"\(run.map(String.init).joined(separator: " "))\" x=\"\(Self.n(x))\" "
                + "y=\"\(Self.n(gridTop))\" width=\"\(Self.n(Double(last - first + 1) * cellWidth + 4 - gap))\" "
                + "height=\"\(Self.n(gridBottom - gridTop + 3))\" rx=\"4\" fill=\"none\" stroke=\"\(Self.crunchColour)\" "
                + "stroke-width=\"2\"><title>\(Self.escape(tip))</title></rect>")
        }

        // Today.
        if plan.today >= start, let end = plan.end, plan.today <= end {
            let x = gridLeft + Double(start.days(to: plan.today)) / 7 * cellWidth
            svg.line("<line class=\"today\" x1=\"\(Self.n(x))\" y1=\"\(Self.n(gridTop + 34))\" x2=\"\(Self.n(x))\" y2=\"\(Self.n(gridBottom + 4))\" "
                + "stroke=\"#111827\" stroke-opacity=\"0.75\" stroke-width=\"1.25\" stroke-dasharray=\"4 3\"><title>today, \(Self.escape(PlanFormat.weekdayMonthDay(plan.today)))</title></line>")
            svg.text("today", x: x, y: gridBottom + 16, size: 10, weight: "bold", fill: "#111827", anchor: "middle")
        }

        legend(into: &svg, scale: scale, left: pad, top: legendTop)

        for (index, line) in footer.enumerated() {
            svg.text(line, x: pad, y: footerTop + Double(index) * 15, size: 10.5, fill: "#4b5563", attributes: "class=\"footer\"")
        }
        svg.line("</svg>")
        return svg.finished
    }

    /// The two legend rows: hours steps; intensity colours, crunch outline, exam flag, deadline dot.
    func legend(into svg: inout SVGText, scale: HourScale, left: Double, top: Double) {
        svg.line("<g class=\"legend\">")
        svg.text("Hours of work per course and week", x: left, y: top + 10, size: 11, weight: "bold", fill: "#111827")
        var x = left + 232
        for (index, label) in scale.labels.enumerated() {
            let fill = index == 0 ? "#ffffff" : Self.palette[index - 1]
            svg.line("<rect x=\"\(Self.n(x))\" y=\"\(Self.n(top))\" width=\"44\" height=\"14\" rx=\"2\" fill=\"\(fill)\" stroke=\"#d1d5db\" stroke-width=\"1\"/>")
            svg.text(label, x: x + 22, y: top + 27, size: 10, fill: "#374151", anchor: "middle")
            x += 48
        }

        let second = top + 46
        svg.text("All courses: week's intensity", x: left, y: second + 10, size: 11, weight: "bold", fill: "#111827")
        x = left + 232
        for intensity in Intensity.allCases {
            svg.line("<rect x=\"\(Self.n(x))\" y=\"\(Self.n(second))\" width=\"44\" height=\"14\" rx=\"2\" "
                + "fill=\"\(Self.intensityColours[intensity] ?? "#ffffff")\" stroke=\"#d1d5db\" stroke-width=\"1\"/>")
            svg.text(intensity.rawValue, x: x + 22, y: second + 27, size: 10, fill: "#374151", anchor: "middle")
            x += 48
        }
        x += 14
        svg.line("<rect x=\"\(Self.n(x))\" y=\"\(Self.n(second - 2))\" width=\"18\" height=\"18\" rx=\"3\" fill=\"none\" "
            + "stroke=\"\(Self.crunchColour)\" stroke-width=\"2\"/>")
        svg.text("crunch week", x: x + 24, y: second + 11, size: 10, fill: "#374151")
        x += 96
        svg.line("<rect x=\"\(Self.n(x))\" y=\"\(Self.n(second - 2))\" width=\"18\" height=\"18\" rx=\"3\" fill=\"#deebf7\"/>")
        svg.line("<path d=\"M\(Self.n(x + 6)) \(Self.n(second - 2)) H\(Self.n(x + 15)) Q\(Self.n(x + 18)) \(Self.n(second - 2)) "
            + "\(Self.n(x + 18)) \(Self.n(second + 1)) V\(Self.n(second + 10)) Z\" fill=\"\(Self.examColour)\"/>")
        svg.text("exam", x: x + 24, y: second + 11, size: 10, fill: "#374151")
        x += 62
        svg.line("<circle cx=\"\(Self.n(x + 4))\" cy=\"\(Self.n(second + 7))\" r=\"2\" fill=\"#1f2937\"/>")
        svg.text("other deadline", x: x + 12, y: second + 11, size: 10, fill: "#374151")
        svg.line("</g>")
    }

    /// "Sep 1 – Dec 21, 2025 · 16 weeks · 304 h of estimated work · 43 deadlines · crunch: W5–W7, W15 · 10 overdue".
    static func subtitle(_ plan: WeekPlan) -> String {
        guard let start = plan.start, let end = plan.end else { return "No dated tasks" }
        var parts = [PlanFormat.monthDay(start) + (start.year == end.year ? "" : ", \(start.year)") + " – "
            + PlanFormat.monthDay(end) + ", \(end.year)"]
        parts.append(plan.weeks.count == 1 ? "1 week" : "\(plan.weeks.count) weeks")
        parts.append("\(PlanFormat.number(plan.totalHours, decimals: 0)) h of estimated work")
        let tasks = plan.weeks.reduce(0) { $0 + $1.tasks.count }
        parts.append(tasks == 1 ? "1 deadline" : "\(tasks) deadlines")
        parts.append(plan.crunchWeeks.isEmpty ? "no crunch weeks"
            : "crunch: " + runs(plan.crunchWeeks).map { run in
                run.count == 1 ? "W\(run[0])" : "W\(run[0])–W\(run[run.count - 1])"
            }.joined(separator: ", "))
        if plan.overdue > 0 { parts.append("\(plan.overdue) overdue") }
        return parts.joined(separator: " · ")
    }

    /// The rule and the lead times, wrapped to `width`.
    static func footerLines(_ plan: WeekPlan, width: Double) -> [String] {
        let leads = TaskType.allCases.compactMap { type in plan.leadDays[type.rawValue].map { "\(type.rawValue) \($0)" } }
        let rule = plan.intensityRule.describe(space: "\u{A0}")
        let paragraphs = [
            "Intensity of a week (the hours of work done in it, the exams due in it) — " + rule + ".",
            "Hours: each task's estimate is spread evenly over the days before it is due (days: " + leads.joined(separator: ", ")
                + "), never before the plan's first day. Cells show hours rounded; hover a cell for its tasks.",
        ]
        let perLine = max(20, Int(width / (10.5 * 0.58)))
        return paragraphs.flatMap { wrap($0, to: perLine) }
    }

    /// Consecutive numbers grouped: [5, 6, 7, 15] → [[5, 6, 7], [15]].
    static func runs(_ numbers: [Int]) -> [[Int]] {
        var runs: [[Int]] = []
        for number in numbers.sorted() {
            if let last = runs.last?.last, last + 1 == number {
                runs[runs.count - 1].append(number)
            } else {
                runs.append([number])
            }
        }
        return runs
    }

    /// Words of `text` in lines of at most `limit` characters; a no-break space holds "≥ 30 h" together.
    static func wrap(_ text: String, to limit: Int) -> [String] {
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > limit {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Six equal steps of hours, a round size, reaching the busiest course-week.
    struct HourScale {
        var stepSize: Double

        /// Nil for no work, else 0…5.
        func step(for hours: Double) -> Int? {
            guard hours.isFinite, hours > 0 else { return nil }
            let index = min(6, (hours / stepSize).rounded(.up))
            return max(0, Int(index) - 1)
        }

        /// "0", "0–2", "2–4", …, "10+".
        var labels: [String] {
            ["0"] + (0..<5).map { PlanFormat.number(Double($0) * stepSize) + "–" + PlanFormat.number(Double($0 + 1) * stepSize) }
                + [PlanFormat.number(5 * stepSize) + "+"]
        }
    }

    static func scale(_ plan: WeekPlan) -> HourScale {
        let busiest = plan.weeks.flatMap { $0.hoursByCourse.values }.filter(\.isFinite).max() ?? 0
        for size in [0.5, 1, 2, 2.5, 3, 4, 5, 10, 15, 20, 25, 50, 100, 250, 500, 1000] where busiest <= size * 6 {
            return HourScale(stepSize: size)
        }
        return HourScale(stepSize: 1000)
    }

    /// An estimate of the drawn width of `text` in DejaVu Sans.
    static func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        Double(text.count) * size * (bold ? 0.68 : 0.6)
    }

    static func shortened(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(1, limit - 1))) + "…"
    }

    /// Coordinates with at most one decimal.
    static func n(_ value: Double) -> String { PlanFormat.number(value, decimals: 1) }

    /// Text for XML content and attribute values: the five special characters escaped, characters
    /// XML 1.0 does not allow (most control characters, U+FFFE, U+FFFF) dropped.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000 {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

/// An SVG document being written, a line at a time.
struct SVGText {
    var text = ""

    /// The document without its last newline (the CLI adds one, as for JSON).
    var finished: String { text.hasSuffix("\n") ? String(text.dropLast()) : text }

    mutating func line(_ line: String) {
        text += line + "\n"
    }

    mutating func text(_ content: String, x: Double, y: Double, size: Double, weight: String? = nil, fill: String,
                       anchor: String? = nil, attributes: String? = nil, tooltip: String? = nil) {
        var tag = "<text x=\"\(SVGEmitter.n(x))\" y=\"\(SVGEmitter.n(y))\" font-size=\"\(SVGEmitter.n(size))\""
        if let weight { tag += " font-weight=\"\(weight)\"" }
        if let anchor { tag += " text-anchor=\"\(anchor)\"" }
        tag += " fill=\"\(fill)\""
        if let attributes { tag += " " + attributes }
        tag += ">"
        if let tooltip { tag += "<title>\(SVGEmitter.escape(tooltip))</title>" }
        line(tag + SVGEmitter.escape(content) + "</text>")
    }
}
