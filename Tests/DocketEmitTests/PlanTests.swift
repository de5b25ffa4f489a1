import DocketUnderstand
import Foundation
import XCTest
@testable import DocketEmit

final class WeekPlannerTests: XCTestCase {
    typealias F = PlanFixtures

    // MARK: Hours

    func testAnExamSpreadsOverTheSevenDaysBeforeItAcrossAWeekBoundary() throws {
        // Wednesday 15 October: the work falls on Wed 8 … Tue 14, five days in the week of 6 October
        // and two in the week of 13 October; none on the exam's day.
        let exam = F.task("Midterm", .exam, due: "2025-10-15", hours: 10)
        let days = WeekPlanner().dailyHours(for: exam, firstDay: F.date("2025-09-01"))
        XCTAssertEqual(days.keys.sorted(), (8...14).map { F.date("2025-10-\($0 < 10 ? "0" : "")\($0)") })
        for hours in days.values { XCTAssertEqual(hours, 10.0 / 7, accuracy: 1e-9) }
        XCTAssertNil(days[F.date("2025-10-15")])

        let document = try F.document(code: "GEOG 1420", termStart: "2025-09-01", tasks: [exam])
        let plan = WeekPlanner().plan([document], options: F.options())
        let before = try XCTUnwrap(plan.weeks.first { $0.start == F.date("2025-10-06") })
        let during = try XCTUnwrap(plan.weeks.first { $0.start == F.date("2025-10-13") })
        XCTAssertEqual(before.hours, 7.14, accuracy: 0.005)
        XCTAssertEqual(during.hours, 2.86, accuracy: 0.005)
        XCTAssertEqual(before.hoursByCourse["GEOG 1420"], before.hours)
        XCTAssertEqual(before.exams, 0, "the exam is due the week after")
        XCTAssertEqual(during.exams, 1)
        XCTAssertEqual(during.tasks.map(\.title), ["Midterm"])
        XCTAssertEqual(plan.weeks.filter { $0.start < F.date("2025-10-06") }.map(\.hours).reduce(0, +), 0)
        XCTAssertEqual(plan.totalHours, 10)
    }

    func testWorkIsNeverCountedBeforeThePlansFirstDay() throws {
        // A 14-hour project due Wednesday 3 September has 14 days of lead time, 12 of them before the
        // plan's first day (Monday 1 September): their share piles on that Monday.
        let project = F.task("Project proposal", .project, due: "2025-09-03", hours: 14)
        let days = WeekPlanner().dailyHours(for: project, firstDay: F.date("2025-09-01"))
        XCTAssertEqual(days.count, 2)
        XCTAssertEqual(try XCTUnwrap(days[F.date("2025-09-01")]), 13, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(days[F.date("2025-09-02")]), 1, accuracy: 1e-9)
        XCTAssertTrue(days.keys.allSatisfy { $0 >= F.date("2025-09-01") })

        // The same in a plan: the term starts that Monday, so week 1 holds all 14 hours.
        let document = try F.document(code: "INFO 4480", termStart: "2025-09-01", termEnd: "2025-09-20", tasks: [project])
        let plan = WeekPlanner().plan([document], options: F.options())
        XCTAssertEqual(plan.start, F.date("2025-09-01"))
        XCTAssertEqual(plan.weeks.first?.hours, 14)
        XCTAssertEqual(plan.weeks.map(\.hours).reduce(0, +), plan.totalHours)
    }

    func testATaskDueOnThePlansFirstDayPutsAllItsWorkThere() {
        let quiz = F.task("Quiz 1", .quiz, due: "2025-09-01", hours: 2)
        XCTAssertEqual(WeekPlanner().dailyHours(for: quiz, firstDay: F.date("2025-09-01")), [F.date("2025-09-01"): 2])
    }

    func testLeadTimesPerTypeAreDocumentedOnes() {
        let expected: [TaskType: Int] = [.exam: 7, .project: 14, .paper: 10, .presentation: 7, .assignment: 5, .lab: 4,
                                         .quiz: 3, .reading: 2, .other: 3]
        XCTAssertEqual(WeekPlanner.standardLeadDays, expected)
        for (type, lead) in expected {
            let task = F.task("t", type, due: "2025-11-28", hours: 6)
            let days = WeekPlanner().dailyHours(for: task, firstDay: F.date("2025-09-01"))
            XCTAssertEqual(days.count, lead, "\(type)")
            XCTAssertEqual(days.keys.min(), F.date("2025-11-28").adding(days: -lead), "\(type)")
            XCTAssertEqual(days.keys.max(), F.date("2025-11-27"), "\(type)")
            XCTAssertEqual(days.values.reduce(0, +), 6, accuracy: 1e-9)
        }
    }

    func testSubtasksSpreadAsTheyArePlanned() {
        let parts = [Subtask(title: "Problem 1", date: F.date("2025-03-02"), estimatedHours: 1),
                     Subtask(title: "Problem 2", date: F.date("2025-03-04"), estimatedHours: 3)]
        let homework = F.task("HW 4", .assignment, due: "2025-03-06", hours: 8, subtasks: parts)
        let days = WeekPlanner().dailyHours(for: homework, firstDay: F.date("2025-03-03"))
        // Problem 1's day is before the plan: it moves to the first day. Hours follow the parts' shares.
        XCTAssertEqual(days, [F.date("2025-03-03"): 2, F.date("2025-03-04"): 6])
    }

    func testEstimatesThatAreNotHoursPutNoWork() {
        for hours in [0, -3, Double.nan, Double.infinity] {
            let task = F.task("Odd", .paper, due: "2025-10-01", hours: hours)
            XCTAssertTrue(WeekPlanner().dailyHours(for: task, firstDay: F.date("2025-09-01")).isEmpty, "\(hours)")
        }
    }

    func testOddEstimatesDoNotBreakAnyEmitter() throws {
        let document = try F.document(code: "ODD 1000", termStart: "2025-09-01", tasks: [
            F.task("Not a number", .paper, due: "2025-10-01", hours: .nan),
            F.task("Infinite", .exam, due: "2025-10-02", hours: .infinity),
            F.task("Huge", .project, due: "2025-10-03", hours: 1e308),
            F.task("Huger", .project, due: "2025-10-03", hours: 1e308, weight: .infinity),
            F.task("Negative", .lab, due: "2025-10-04", hours: -5),
        ])
        let options = F.options()
        let plan = try JSONDecoder().decode(WeekPlan.self, from: Data(try WeekPlanEmitter().emit([document], options: options).utf8))
        XCTAssertEqual(plan.weeks.flatMap(\.tasks).count, 5)
        XCTAssertTrue(plan.weeks.allSatisfy { $0.hours.isFinite })
        XCTAssertNoThrow(try SVGSummary.read(try SVGEmitter().emit([document], options: options)))
        let lines = try JSONLEmitter().emit([document], options: options).split(separator: "\n")
        XCTAssertEqual(lines.count, 5)
        for line in lines { XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]) }
    }

    // MARK: Intensity

    func testIntensityThresholds() {
        let rule = IntensityRule.standard
        let cases: [(Double, Int, Intensity)] = [
            (0, 0, .low), (11.99, 0, .low),
            (12, 0, .medium), (2, 1, .medium), (21.99, 1, .medium),
            (22, 0, .high), (0, 2, .high), (19.99, 2, .high), (29.99, 1, .high),
            (30, 0, .crunch), (20, 2, .crunch), (20, 3, .crunch),
        ]
        for (hours, exams, expected) in cases {
            XCTAssertEqual(rule.intensity(hours: hours, exams: exams), expected, "\(hours) h, \(exams) exams")
        }
        XCTAssertTrue(rule.summary.contains("crunch: ≥ 30 h, or ≥ 2 exams with ≥ 20 h"), rule.summary)
        XCTAssertTrue(Intensity.low < Intensity.medium && Intensity.high < Intensity.crunch)

        let strict = IntensityRule(crunchHours: 10)
        XCTAssertEqual(strict.intensity(hours: 10, exams: 0), .crunch)
    }

    func testCrunchWeeksCarryTheirReasons() throws {
        // Two exams on Thursday 16 October (10 h each, over 9…15 October), a lab report due Friday 17
        // (12 h over 13…16 October) and a paper due Friday 17 (8 h over 7…16 October): the week of
        // 13 October has two exams and 23.8 h, a crunch; the week before 16.2 h, no exam.
        let a = try F.document(code: "CIVE 2310", termStart: "2025-09-01", tasks: [
            F.task("Exam 1", .exam, due: "2025-10-16", hours: 10),
            F.task("Lab report", .lab, due: "2025-10-17", hours: 12),
        ])
        let b = try F.document(code: "MATH 2240", tasks: [
            F.task("Midterm", .exam, due: "2025-10-16", hours: 10),
            F.task("Essay", .paper, due: "2025-10-17", hours: 8),
        ])
        let plan = WeekPlanner().plan([a, b], options: F.options())
        let week = try XCTUnwrap(plan.weeks.first { $0.start == F.date("2025-10-13") })
        XCTAssertEqual(week.exams, 2)
        XCTAssertEqual(week.hours, 23.77, accuracy: 0.005)
        XCTAssertEqual(plan.weeks.first { $0.start == F.date("2025-10-06") }?.intensity, .medium)
        XCTAssertEqual(week.intensity, .crunch)
        XCTAssertEqual(plan.crunchWeeks, [week.number])
        let reason = try XCTUnwrap(plan.reasons[week.number])
        XCTAssertTrue(reason.hasPrefix("\(PlanFormat.number(week.hours)) h of work"), reason)
        XCTAssertTrue(reason.contains("2 exams: CIVE 2310 Exam 1 (Thu Oct 16), MATH 2240 Midterm (Thu Oct 16)"), reason)
        XCTAssertTrue(reason.contains("most for CIVE 2310"), reason)
        XCTAssertEqual(Set(plan.reasons.keys), Set(plan.crunchWeeks))
    }

    // MARK: Weeks

    func testWeeksRunFromTheFirstMondayToTheLastSunday() throws {
        // Term Wednesday 3 September to Friday 12 December; a no-class day on Friday 29 August comes
        // earlier and a task on Tuesday 16 December later.
        let document = try F.document(code: "PHIL 2030", termStart: "2025-09-03", termEnd: "2025-12-12", tasks: [
            F.task("Paper 1", .paper, due: "2025-09-18", hours: 8),
            F.task("Final paper", .paper, due: "2025-12-16", hours: 8),
        ], noClassDays: [NoClassDay(start: F.date("2025-08-29"), end: F.date("2025-08-29"), reason: "Orientation")])
        let plan = WeekPlanner().plan([document], options: F.options())
        XCTAssertEqual(plan.start, F.date("2025-08-25"))
        XCTAssertEqual(plan.end, F.date("2025-12-21"))
        XCTAssertEqual(plan.weeks.count, 17)
        for (index, week) in plan.weeks.enumerated() {
            XCTAssertEqual(week.number, index + 1)
            XCTAssertEqual(week.start.weekday, .monday)
            XCTAssertEqual(week.end.weekday, .sunday)
            XCTAssertEqual(week.start, F.date("2025-08-25").adding(days: 7 * index))
            XCTAssertEqual(week.start.days(to: week.end), 6)
        }
        XCTAssertEqual(plan.weeks.first?.noClassDays, [WeekNoClassDay(course: "PHIL 2030", reason: "Orientation",
                                                                      start: F.date("2025-08-29"), end: F.date("2025-08-29"))])
        XCTAssertEqual(plan.weeks.last?.tasks.map(\.title), ["Final paper"])
    }

    func testTheTermEndCarriesThePlanPastTheLastTask() throws {
        let document = try F.document(code: "BIOL 1150", termStart: "2026-01-06", termEnd: "2026-03-27",
                                      tasks: [F.task("Quiz", .quiz, due: "2026-01-23", hours: 2)])
        let plan = WeekPlanner().plan([document], options: F.options())
        XCTAssertEqual(plan.start, F.date("2026-01-05"))
        XCTAssertEqual(plan.end, F.date("2026-03-29"))
        XCTAssertEqual(plan.weeks.count, 12)
    }

    func testNoClassDaysAreClippedToEachWeek() throws {
        let document = try F.document(code: "MUSC 1710", termStart: "2025-03-03", tasks: [
            F.task("Quiz 3", .quiz, due: "2025-03-20", hours: 2),
        ], noClassDays: [NoClassDay(start: F.date("2025-03-13"), end: F.date("2025-03-18"), reason: "Spring break")])
        let plan = WeekPlanner().plan([document], options: F.options())
        XCTAssertEqual(plan.weeks.map(\.noClassDays.count), [0, 1, 1])
        XCTAssertEqual(plan.weeks[1].noClassDays.first?.start, F.date("2025-03-13"))
        XCTAssertEqual(plan.weeks[1].noClassDays.first?.end, F.date("2025-03-16"))
        XCTAssertEqual(plan.weeks[2].noClassDays.first?.start, F.date("2025-03-17"))
        XCTAssertEqual(plan.weeks[2].noClassDays.first?.end, F.date("2025-03-18"))
    }

    func testTheWindowKeepsTasksAndWeeksInsideIt() throws {
        let load = try F.fallLoad()
        let options = F.options(from: "2025-10-01", until: "2025-10-31")
        let plan = WeekPlanner().plan(load, options: options)
        XCTAssertEqual(plan.start, F.date("2025-09-29"), "the Monday of --from")
        XCTAssertEqual(plan.end, F.date("2025-11-02"), "the Sunday of --until")
        let tasks = plan.weeks.flatMap(\.tasks)
        XCTAssertFalse(tasks.isEmpty)
        XCTAssertTrue(tasks.allSatisfy { $0.dueDate >= F.date("2025-10-01") && $0.dueDate <= F.date("2025-10-31") })
        let expected = load.flatMap(\.tasks).filter { options.keeps($0.dueDate) }
        XCTAssertEqual(tasks.count, expected.count)
        XCTAssertEqual(plan.weeks.map(\.hours).reduce(0, +), plan.totalHours, accuracy: 0.05)
        XCTAssertLessThan(plan.totalHours, expected.map(\.estimatedHours).reduce(0, +),
                          "work done in September for tasks due in October is outside the window")

        // Each week holds the work done in it for the tasks kept: never more than in the whole term
        // (tasks due outside the window add nothing), and the window's first week is not loaded with
        // the work of the weeks before it.
        let whole = WeekPlanner().plan(load, options: F.options())
        for week in plan.weeks {
            let same = try XCTUnwrap(whole.weeks.first { $0.start == week.start })
            XCTAssertLessThanOrEqual(week.hours, same.hours + 0.01, "\(week.start)")
        }
        let first = try XCTUnwrap(plan.weeks.first)
        let planner = WeekPlanner()
        let expectedFirst = expected.flatMap { planner.dailyHours(for: $0, firstDay: F.date("2025-09-01")) }
            .filter { $0.key >= first.start && $0.key <= first.end }.map(\.value).reduce(0, +)
        XCTAssertEqual(first.hours, expectedFirst, accuracy: 0.01)
    }

    func testAWindowOutsideTheTermGivesNoWeeks() throws {
        let plan = WeekPlanner().plan(try F.fallLoad(), options: F.options(from: "2027-01-01"))
        XCTAssertTrue(plan.weeks.isEmpty)
        XCTAssertNil(plan.start)
        XCTAssertEqual(plan.totalHours, 0)
    }

    // MARK: The whole plan

    func testAFiveCourseTermReadsAsAMix() throws {
        let plan = WeekPlanner().plan(try F.fallLoad(), options: F.options(today: "2025-10-01"))
        XCTAssertEqual(plan.courses, ["CIVE 2310", "CSCI 1300", "GEOG 1420", "MATH 2240", "PHIL 2030"])
        XCTAssertEqual(plan.start, F.date("2025-09-01"))
        let counts = Dictionary(grouping: plan.weeks, by: \.intensity).mapValues(\.count)
        for intensity in Intensity.allCases { XCTAssertGreaterThan(counts[intensity] ?? 0, 0, "\(intensity): \(counts)") }
        XCTAssertLessThanOrEqual(plan.crunchWeeks.count * 3, plan.weeks.count, "crunch is the exception: \(counts)")
        XCTAssertEqual(plan.crunchWeeks, plan.weeks.filter { $0.intensity == .crunch }.map(\.number))
        for number in plan.crunchWeeks { XCTAssertNotNil(plan.reasons[number]) }
        for week in plan.weeks {
            XCTAssertEqual(Set(week.hoursByCourse.keys), Set(plan.courses))
            XCTAssertEqual(week.hoursByCourse.values.reduce(0, +), week.hours, accuracy: 0.05)
            XCTAssertEqual(week.exams, week.tasks.filter { $0.type == .exam }.count)
            XCTAssertTrue(week.tasks.allSatisfy { $0.dueDate >= week.start && $0.dueDate <= week.end })
        }
        XCTAssertEqual(plan.weeks.map(\.hours).reduce(0, +), plan.totalHours, accuracy: 0.1)
        XCTAssertEqual(plan.weeks.flatMap(\.tasks).count, try F.fallLoad().flatMap(\.tasks).count)
        XCTAssertEqual(plan.overdue, plan.weeks.flatMap(\.tasks).filter { $0.dueDate < F.date("2025-10-01") }.count)
        XCTAssertGreaterThan(plan.overdue, 0)
        XCTAssertTrue(plan.weeks.flatMap(\.tasks).allSatisfy { $0.overdue == ($0.dueDate < F.date("2025-10-01")) })
        // Thanksgiving and fall break show up as days without class.
        XCTAssertTrue(plan.weeks.contains { week in week.noClassDays.contains { $0.start.month == 11 } })
    }

    func testTasksInAWeekAreSortedByDueDateThenTime() throws {
        let document = try F.document(code: "CSCI 1300", termStart: "2025-09-01", tasks: [
            F.task("B untimed", .assignment, due: "2025-09-10", hours: 1),
            F.task("C evening", .assignment, due: "2025-09-10", hours: 1, time: "23:59"),
            F.task("A morning", .quiz, due: "2025-09-10", hours: 1, time: "09:00"),
            F.task("Z Monday", .lab, due: "2025-09-08", hours: 1),
        ])
        let plan = WeekPlanner().plan([document], options: F.options())
        XCTAssertEqual(plan.weeks.flatMap(\.tasks).map(\.title), ["Z Monday", "A morning", "C evening", "B untimed"])
    }

    func testTheSameTaskInTwoDocumentsCountsOnce() throws {
        let syllabus = try F.document(code: "CSCI 3410", tasks: [F.task("Homework 4", .assignment, due: "2025-03-06", hours: 5)])
        let sheet = try F.document(code: "CSCI 3410", source: "hw4.pdf", tasks: [F.task("Homework 4", .assignment, due: "2025-03-06", hours: 5)],
                                   type: .assignment)
        let plan = WeekPlanner().plan([syllabus, sheet], options: F.options())
        XCTAssertEqual(plan.courses, ["CSCI 3410"])
        XCTAssertEqual(plan.totalHours, 5)
        XCTAssertEqual(plan.weeks.flatMap(\.tasks).count, 1)
    }

    func testACourseWithoutACodeGoesByItsTitleOrFile() throws {
        let titled = try F.document(code: nil, title: "Hazards and Society", tasks: [F.task("HW", .assignment, due: "2025-09-12", hours: 5)])
        let bare = try F.document(code: "  ", source: "notes/week1.txt", tasks: [F.task("Quiz", .quiz, due: "2025-09-12", hours: 2)])
        let empty = try F.document(code: nil, source: "cv.txt", tasks: [], type: .other)
        let plan = WeekPlanner().plan([titled, bare, empty], options: F.options())
        XCTAssertEqual(plan.courses, ["Hazards and Society", "week1.txt"])
        XCTAssertEqual(plan.weeks.flatMap(\.tasks).map(\.course).sorted(), ["Hazards and Society", "week1.txt"])
    }

    func testNothingDatedGivesAnEmptyPlan() throws {
        let plan = WeekPlanner().plan([], options: F.options())
        XCTAssertTrue(plan.weeks.isEmpty)
        XCTAssertEqual(plan.courses, [])
        XCTAssertEqual(plan.overdue, 0)
        let json = try WeekPlanEmitter().emit([], options: F.options())
        let decoded = try JSONDecoder().decode(WeekPlan.self, from: Data(json.utf8))
        XCTAssertEqual(decoded, plan)
    }

    // MARK: JSON

    func testTheWeekPlanEmitterWritesThePlanAsJSON() throws {
        let load = try F.fallLoad()
        let options = F.options(today: "2025-10-01")
        let json = try WeekPlanEmitter().emit(load, options: options)
        XCTAssertFalse(json.hasSuffix("\n"), "the CLI adds the newline, as for JSON")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        for key in ["weeks", "crunchWeeks", "reasons", "courses", "totalHours", "today", "overdue", "start", "end"] {
            XCTAssertNotNil(object[key], key)
        }
        XCTAssertEqual(object["today"] as? String, "2025-10-01")
        let weeks = try XCTUnwrap(object["weeks"] as? [[String: Any]])
        let first = try XCTUnwrap(weeks.first)
        for key in ["number", "start", "end", "tasks", "hours", "hoursByCourse", "exams", "intensity", "noClassDays"] {
            XCTAssertNotNil(first[key], key)
        }
        let task = try XCTUnwrap(weeks.lazy.compactMap { ($0["tasks"] as? [[String: Any]])?.first }.first)
        XCTAssertEqual(Set(task.keys), ["course", "title", "type", "dueDate", "dueTime", "estimatedHours", "overdue"])
        let reasons = try XCTUnwrap(object["reasons"] as? [String: String])
        let crunch = try XCTUnwrap(object["crunchWeeks"] as? [Int])
        XCTAssertEqual(Set(reasons.keys), Set(crunch.map(String.init)))

        // It reads back as the same plan.
        let decoded = try JSONDecoder().decode(WeekPlan.self, from: Data(json.utf8))
        XCTAssertEqual(decoded, WeekPlanner().plan(load, options: options))
        XCTAssertEqual(try WeekPlanEmitter().emit(load, options: options), json, "deterministic")
    }
}
