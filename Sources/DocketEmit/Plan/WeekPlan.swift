import DocketUnderstand

/// A term laid out week by week for every input together: what is due each week, how much work
/// falls in it, and which weeks are a crunch. Built by ``WeekPlanner``; written by
/// ``WeekPlanEmitter`` (JSON) and ``SVGEmitter`` (a heat map).
public struct WeekPlan: Codable, Sendable, Equatable {
    /// The day "overdue" is decided against (`--today`).
    public var today: CivilDate
    /// The first week's Monday and the last week's Sunday; nil when there is nothing dated.
    public var start: CivilDate?
    public var end: CivilDate?
    /// The course of every input, sorted: its code, else its title, else the file's name.
    public var courses: [String]
    /// Every week from the term's first Monday to its last Sunday, numbered from 1.
    public var weeks: [Week]
    /// The numbers of the weeks whose intensity is ``Intensity/crunch``.
    public var crunchWeeks: [Int]
    /// Why each crunch week is one ("28.5 h of work, most for CIVE 2310 (12 h); 2 exams: …").
    public var reasons: [Int: String]
    /// Hours of work inside the plan's weeks: the kept tasks' estimates, less any work a window
    /// leaves before its first week.
    public var totalHours: Double
    /// Kept tasks due before `today`.
    public var overdue: Int
    /// The rule each week's intensity was decided by.
    public var intensityRule: IntensityRule
    /// Days of work before each type of task is due (see ``WeekPlanner/standardLeadDays``).
    public var leadDays: [String: Int]

    public init(today: CivilDate, start: CivilDate?, end: CivilDate?, courses: [String], weeks: [Week], crunchWeeks: [Int],
                reasons: [Int: String], totalHours: Double, overdue: Int, intensityRule: IntensityRule, leadDays: [String: Int]) {
        self.today = today
        self.start = start
        self.end = end
        self.courses = courses
        self.weeks = weeks
        self.crunchWeeks = crunchWeeks
        self.reasons = reasons
        self.totalHours = totalHours
        self.overdue = overdue
        self.intensityRule = intensityRule
        self.leadDays = leadDays
    }

    enum CodingKeys: String, CodingKey {
        case today, start, end, courses, weeks, crunchWeeks, reasons, totalHours, overdue, intensityRule, leadDays
    }

    // Every key is written, nulls included, so consumers see one shape. `reasons` is keyed by the
    // week number written as a string ("7"), as JSON objects need.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(today, forKey: .today)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(courses, forKey: .courses)
        try container.encode(weeks, forKey: .weeks)
        try container.encode(crunchWeeks, forKey: .crunchWeeks)
        try container.encode(Dictionary(uniqueKeysWithValues: reasons.map { (String($0.key), $0.value) }), forKey: .reasons)
        try container.encode(totalHours, forKey: .totalHours)
        try container.encode(overdue, forKey: .overdue)
        try container.encode(intensityRule, forKey: .intensityRule)
        try container.encode(leadDays, forKey: .leadDays)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        today = try container.decode(CivilDate.self, forKey: .today)
        start = try container.decodeIfPresent(CivilDate.self, forKey: .start)
        end = try container.decodeIfPresent(CivilDate.self, forKey: .end)
        courses = try container.decode([String].self, forKey: .courses)
        weeks = try container.decode([Week].self, forKey: .weeks)
        crunchWeeks = try container.decode([Int].self, forKey: .crunchWeeks)
        var reasons: [Int: String] = [:]
        for (key, value) in try container.decode([String: String].self, forKey: .reasons) {
            guard let number = Int(key) else {
                throw DecodingError.dataCorruptedError(forKey: .reasons, in: container, debugDescription: "not a week number: \(key)")
            }
            reasons[number] = value
        }
        self.reasons = reasons
        totalHours = try container.decode(Double.self, forKey: .totalHours)
        overdue = try container.decode(Int.self, forKey: .overdue)
        intensityRule = try container.decode(IntensityRule.self, forKey: .intensityRule)
        leadDays = try container.decode([String: Int].self, forKey: .leadDays)
    }
}

/// One Monday-to-Sunday week of a ``WeekPlan``.
public struct Week: Codable, Sendable, Equatable {
    /// 1 for the plan's first week.
    public var number: Int
    /// Its Monday and its Sunday.
    public var start: CivilDate
    public var end: CivilDate
    /// Tasks due this week, by due date, time (untimed last), course, title.
    public var tasks: [PlannedTask]
    /// Hours of work done this week (each task's estimate spread over the days before it is due),
    /// not the hours of the tasks due this week.
    public var hours: Double
    /// The same hours by course; every course of the plan is listed, with 0 when idle.
    public var hoursByCourse: [String: Double]
    /// Exams due this week.
    public var exams: Int
    public var intensity: Intensity
    /// Days without class in this week, per course, clipped to the week.
    public var noClassDays: [WeekNoClassDay]

    public init(number: Int, start: CivilDate, end: CivilDate, tasks: [PlannedTask], hours: Double,
                hoursByCourse: [String: Double], exams: Int, intensity: Intensity, noClassDays: [WeekNoClassDay]) {
        self.number = number
        self.start = start
        self.end = end
        self.tasks = tasks
        self.hours = hours
        self.hoursByCourse = hoursByCourse
        self.exams = exams
        self.intensity = intensity
        self.noClassDays = noClassDays
    }
}

/// A task as the week plan lists it.
public struct PlannedTask: Codable, Sendable, Equatable {
    /// The course label (code, else title, else file name).
    public var course: String
    public var title: String
    public var type: TaskType
    public var dueDate: CivilDate
    public var dueTime: TimeOfDay?
    public var estimatedHours: Double
    /// Due before `today`.
    public var overdue: Bool

    public init(course: String, title: String, type: TaskType, dueDate: CivilDate, dueTime: TimeOfDay?,
                estimatedHours: Double, overdue: Bool) {
        self.course = course
        self.title = title
        self.type = type
        self.dueDate = dueDate
        self.dueTime = dueTime
        self.estimatedHours = estimatedHours
        self.overdue = overdue
    }

    enum CodingKeys: String, CodingKey {
        case course, title, type, dueDate, dueTime, estimatedHours, overdue
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(course, forKey: .course)
        try container.encode(title, forKey: .title)
        try container.encode(type, forKey: .type)
        try container.encode(dueDate, forKey: .dueDate)
        try container.encode(dueTime, forKey: .dueTime)
        try container.encode(estimatedHours, forKey: .estimatedHours)
        try container.encode(overdue, forKey: .overdue)
    }
}

/// Days without class of one course inside one week.
public struct WeekNoClassDay: Codable, Sendable, Equatable {
    public var course: String
    public var reason: String
    /// First and last day inside the week.
    public var start: CivilDate
    public var end: CivilDate

    public init(course: String, reason: String, start: CivilDate, end: CivilDate) {
        self.course = course
        self.reason = reason
        self.start = start
        self.end = end
    }
}

/// How hard a week is, from its hours of work and its exams (see ``IntensityRule``).
public enum Intensity: String, Codable, Sendable, CaseIterable, Comparable {
    case low, medium, high, crunch

    public static func < (a: Intensity, b: Intensity) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}

/// Decides a week's ``Intensity`` from its hours of work (spread, see ``WeekPlanner``) and the exams
/// due in it. The standard thresholds:
///
/// - **crunch**: 30 hours or more, or 2 exams or more with 20 hours or more;
/// - **high**: 22 hours or more, or 2 exams or more;
/// - **medium**: 12 hours or more, or 1 exam;
/// - **low**: otherwise.
///
/// Docket's estimates count only graded deliverables (an exam 10 h, a project 15, a paper 8, an
/// assignment 5…), so a typical load of five courses averages about 20 hours a week of such work and
/// four courses about 16. With these thresholds such a load reads as a mix: the midterm and
/// end-of-term peaks are crunch, the busy weeks around them high, ordinary weeks medium, the first
/// week and the breaks low.
public struct IntensityRule: Codable, Sendable, Equatable {
    public var crunchHours: Double
    /// Crunch also from this many exams…
    public var crunchExams: Int
    /// …with at least this many hours.
    public var crunchExamHours: Double
    public var highHours: Double
    public var highExams: Int
    public var mediumHours: Double
    public var mediumExams: Int

    public init(crunchHours: Double = 30, crunchExams: Int = 2, crunchExamHours: Double = 20, highHours: Double = 22,
                highExams: Int = 2, mediumHours: Double = 12, mediumExams: Int = 1) {
        self.crunchHours = crunchHours
        self.crunchExams = crunchExams
        self.crunchExamHours = crunchExamHours
        self.highHours = highHours
        self.highExams = highExams
        self.mediumHours = mediumHours
        self.mediumExams = mediumExams
    }

    public static let standard = IntensityRule()

    public func intensity(hours: Double, exams: Int) -> Intensity {
        if hours >= crunchHours || (exams >= crunchExams && hours >= crunchExamHours) { return .crunch }
        if hours >= highHours || exams >= highExams { return .high }
        if hours >= mediumHours || exams >= mediumExams { return .medium }
        return .low
    }

    /// The rule in one sentence, for people (the SVG's footer).
    public var summary: String { describe(space: " ") }

    /// The summary with `space` inside each quantity ("≥ 30 h"): a no-break space keeps them whole
    /// when the text is wrapped.
    func describe(space: String) -> String {
        func hours(_ value: Double) -> String { "≥" + space + PlanFormat.number(value, decimals: 1) + space + "h" }
        func exams(_ count: Int) -> String { "≥" + space + String(count) + space + (count == 1 ? "exam" : "exams") }
        return "crunch: \(hours(crunchHours)), or \(exams(crunchExams)) with \(hours(crunchExamHours)); "
            + "high: \(hours(highHours)) or \(exams(highExams)); "
            + "medium: \(hours(mediumHours)) or \(exams(mediumExams)); low: otherwise"
    }
}

/// Number and date text shared by the plan's emitters: no locale, no Foundation formatter.
enum PlanFormat {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// `value` rounded to `decimals` places, trailing zeros dropped ("28.5", "30", "0.3").
    static func number(_ value: Double, decimals: Int = 1) -> String {
        guard value.isFinite else { return "?" }
        let places = max(0, min(6, decimals))
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * Double(scale)).rounded()
        guard scaled < 1e15 else { return value < 0 ? "-many" : "many" }
        let units = Int(scaled)
        let whole = units / scale
        var fraction = units % scale
        var text = (value < 0 && units > 0 ? "-" : "") + String(whole)
        guard fraction > 0 else { return text }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
        return text
    }

    /// "Sep 1".
    static func monthDay(_ date: CivilDate) -> String {
        months[max(0, min(11, date.month - 1))] + " " + String(date.day)
    }

    /// "Tue Oct 14".
    static func weekdayMonthDay(_ date: CivilDate) -> String {
        weekdays[date.weekday.index] + " " + monthDay(date)
    }

    /// Rounded to hundredths, for the JSON.
    static func hundredths(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let rounded = (value * 100).rounded() / 100
        return rounded.isFinite ? rounded : value
    }
}
