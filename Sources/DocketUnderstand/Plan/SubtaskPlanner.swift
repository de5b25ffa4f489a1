import DocketCore
import Foundation

/// Splits an assignment sheet's deliverable into its parts (problems, sections, milestones) and
/// spreads them over the days before it is due, last part nearest the deadline, skipping the days
/// the user marks unavailable.
public struct SubtaskPlanner: Sendable {
    /// Weekdays the user does not work on.
    public var unavailable: Set<Weekday>

    public init(unavailable: Set<Weekday> = []) {
        self.unavailable = unavailable
    }

    /// The parts named in the document: "1.", "Problem 2", "Exercise 3", "Part B", "Milestone 1".
    func parts(of lines: DocumentLines) -> [String] {
        var parts: [String] = []
        for line in lines.lines {
            let range = NSRange(line.text.startIndex..., in: line.text)
            guard let match = Self.partPattern.firstMatch(in: line.text, range: range) else { continue }
            let label = DateScanner.group(match, 1, line.text).map { "Problem \($0)" }
                ?? DateScanner.group(match, 2, line.text).map { TaskVocabulary.title($0) }
            if let label, !parts.contains(label) { parts.append(label) }
        }
        return parts.count >= 2 ? parts : []
    }

    /// Plans parts from `start` up to the day before `due` (or on it when there is no time).
    public func plan(parts: [String], hours: Double, start: CivilDate, due: CivilDate) -> [Subtask] {
        guard !parts.isEmpty else { return [] }
        var days: [CivilDate] = []
        var day = start
        while day < due {
            if !unavailable.contains(day.weekday) { days.append(day) }
            day = day.adding(days: 1)
        }
        if days.isEmpty { days = [due] }
        let each = ((hours / Double(parts.count)) * 4).rounded() / 4
        return parts.enumerated().map { index, title in
            // Evenly over the available days, the last part on the last day.
            let slot = parts.count == 1 ? days.count - 1 : index * (days.count - 1) / (parts.count - 1)
            return Subtask(title: title, date: days[slot], estimatedHours: max(0.25, each))
        }
    }

    // swiftlint:disable:next force_try
    static let partPattern = try! NSRegularExpression(
        pattern: "^\\s*(?:(\\d{1,2})\\.\\s+[A-Z(]|((?:problem|exercise|question|part|milestone|task)\\s+(?:\\d{1,2}|[A-H])\\b))",
        options: [.caseInsensitive])
}
